import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Me } from './account-store';

const base64url = (value: object) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const jwt = (payload: object) => `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(payload)}.signature`;
const token = jwt({ id: 12, iat: 1_700_000_000 });
const me = { id: '12', email: 'sam@example.com', role: { type: 'active_subscriber', description: '' }, user_profile: { first_name: 'Sam' } } as Me;

// The module keeps the browser's account: each test starts it afresh.
async function freshStore() {
  vi.resetModules();
  return import('./account-store');
}

describe('the account a page was read for (what the server renders and the browser hydrates)', () => {
  beforeEach(() => localStorage.clear());

  it('in a browser holding that login is the browser’s own state, with the page’s role and profile taken in', async () => {
    localStorage.setItem('auth', token);
    localStorage.setItem('user', JSON.stringify({ id: 12, email: 'sam@example.com' }));
    const store = await freshStore();
    const account = store.accountForPage('12:1700000000', me);
    expect(account).toBe(store.accountState());
    expect(account.session?.token).toBe(token);
    expect(account.me).toBe(me);
  });

  it('in a browser holding another login, or none, is the page’s own, naming no token', async () => {
    localStorage.setItem('auth', jwt({ id: 13, iat: 1_700_000_000 }));
    const store = await freshStore();
    const account = store.accountForPage('12:1700000000', me);
    expect(account).not.toBe(store.accountState());
    expect(account.session).toEqual({ token: '', user: { id: 12, email: 'sam@example.com' }, role: 'active_subscriber' });
    expect(account.me).toBe(me);
    expect(store.accountState().me).toBeUndefined();
    expect(store.accountForPage(null, null).session).toBeUndefined();
  });
});
