import { describe, expect, it } from 'vitest';
import { loginOf, PREVIEW_LOGIN, READ_IN_BROWSER, REFUSED_LOGIN, rememberFirstView, renderedOnServer, sentForThisBrowser } from './first-view';

const base64url = (value: object) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const jwt = (payload: object) => `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(payload)}.signature`;

describe('whose login a first view was read with', () => {
  it('names a token by its user id and issue time, never by the token', () => {
    expect(loginOf(jwt({ id: 12, iat: 1_700_000_000, exp: 1_800_000_000 }))).toBe('12:1700000000');
    expect(loginOf(jwt({ id: 12, iat: 1_700_000_001 }))).toBe('12:1700000001');
  });

  it('is null for a visitor and unreadable for a token that is not a JWT', () => {
    expect(loginOf(undefined)).toBeNull();
    expect(loginOf('')).toBeNull();
    expect(loginOf('not-a-token')).toBe('unreadable');
    expect(loginOf(`a.${base64url({ sub: 'x' })}.c`)).toBe('unreadable');
  });
});

describe('whether a page’s data was read for this browser', () => {
  const teacher = jwt({ id: 12, iat: 1_700_000_000 });

  it('is for a visitor’s page in a visitor’s browser, and a teacher’s page in the same teacher’s', () => {
    expect(sentForThisBrowser(null, undefined)).toBe(true);
    expect(sentForThisBrowser('12:1700000000', teacher)).toBe(true);
  });

  it('is not for anyone else: another login, a login since renewed, a visitor’s page in a teacher’s browser, or a preview', () => {
    expect(sentForThisBrowser('13:1700000000', teacher)).toBe(false);
    expect(sentForThisBrowser('12:1600000000', teacher)).toBe(false);
    expect(sentForThisBrowser(null, teacher)).toBe(false);
    expect(sentForThisBrowser('12:1700000000', undefined)).toBe(false);
    expect(sentForThisBrowser(PREVIEW_LOGIN, undefined)).toBe(false);
  });
});

describe('keeping a first view’s data for the page’s later moves', () => {
  it('hands each matched route its own data and parameters', () => {
    const kept: unknown[] = [];
    rememberFirstView([
      { handle: undefined, data: { audiences: [] }, params: { lesson: 'l1' } },
      { handle: { rememberFirstView: (data: unknown, params: unknown) => kept.push({ data, params }) }, data: { data: 'lesson' }, params: { lesson: 'l1' } },
    ]);
    expect(kept).toEqual([{ data: { data: 'lesson' }, params: { lesson: 'l1' } }]);
  });
});

describe('which pages the server renders', () => {
  it('renders a visitor’s page and a teacher’s page alike', () => {
    expect(renderedOnServer(null, [{ audiences: [] }, { data: 'lesson' }])).toBe(true);
    expect(renderedOnServer('12:1700000000', [{ audiences: [] }, { gate: 'subscribe' }])).toBe(true);
  });

  it('leaves to the browser a preview, a refused login and a page with data the server could not read', () => {
    expect(renderedOnServer(PREVIEW_LOGIN, [{ audiences: [] }])).toBe(false);
    expect(renderedOnServer(REFUSED_LOGIN, [{ audiences: [] }])).toBe(false);
    expect(renderedOnServer('12:1700000000', [{ audiences: [] }, READ_IN_BROWSER])).toBe(false);
  });
});
