/**
 * The account forms' actions (routes/account-actions.ts): each runs its operation through the flow
 * states (docs/product.md, "Login state in the browser") and answers what the form shows. The CMS's
 * REST answers are stubbed at fetch; GraphQL at lib/graphql's `request`.
 */
import type { ClientActionFunctionArgs } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '../lib/graphql';
import { accountState } from '../features/account/account-store';
import { clientAction } from './account-actions';

vi.mock('../lib/graphql', async (importOriginal) => ({ ...(await importOriginal<typeof import('../lib/graphql')>()), request: vi.fn() }));

const submit = (operation: string, fields: unknown) =>
  clientAction({
    params: { operation },
    request: new Request(`http://localhost/account/action/${operation}`, { method: 'POST', body: JSON.stringify(fields) }),
  } as unknown as ClientActionFunctionArgs);

const answer = (status: number, body: unknown) => vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(body), { status }));

describe('the account actions', () => {
  beforeEach(() => localStorage.clear());

  it("a failed login answers the server's message and leaves the flow at 'login-failed'", async () => {
    answer(400, { error: { message: 'Invalid identifier or password', details: {} } });
    expect(await submit('login', { email: 'subscriber@example.com', password: 'wrong' })).toEqual({
      error: 'Invalid identifier or password',
      fieldErrors: {},
    });
    expect(accountState()).toMatchObject({ flow: 'login-failed', authError: { message: 'Invalid identifier or password' } });
    expect(localStorage.getItem('auth')).toBeNull();
  });

  it("a login keeps the token and the teacher's role, and ends in 'login-success'", async () => {
    const fetch = answer(200, { jwt: 'jwt-value', user: { id: 7, email: 'sam@example.com' } });
    vi.mocked(request).mockResolvedValue({ me: { email: 'sam@example.com', role: { type: 'active_subscriber' }, user_profile: null } });
    expect(await submit('login', { email: 'sam@example.com', password: 'Subscriber1' })).toEqual({});
    expect(fetch).toHaveBeenCalledWith(
      '/api/auth/local',
      expect.objectContaining({ body: JSON.stringify({ identifier: 'sam@example.com', password: 'Subscriber1' }) }),
    );
    expect(accountState()).toMatchObject({ flow: 'login-success', session: { token: 'jwt-value', role: 'active_subscriber' } });
  });

  it("a refused registration answers the server's issues by field, and ends in 'register-failed'", async () => {
    answer(400, {
      error: { message: '2 errors occurred', details: { errors: [{ path: ['user_profile_data', 'postcode'], message: 'Please enter a valid postcode' }] } },
    });
    const fields = {
      email: ' new@example.com ',
      password: 'abc',
      first_name: 'Morgan',
      last_name: 'Lee',
      postcode: 'x',
      country: '',
      areas_of_interest: [],
      skipTrial: false,
    };
    expect(await submit('register', fields)).toEqual({ error: '2 errors occurred', fieldErrors: { postcode: 'Please enter a valid postcode' } });
    expect(accountState().flow).toBe('register-failed');
  });

  it('answers no such operation with a 404', async () => {
    await expect(submit('toString', {})).rejects.toMatchObject({ init: { status: 404 } });
  });

  it('answers a body that does not fit its form with a 400, before asking the CMS or moving the flow', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    const flow = accountState().flow;
    for (const [operation, fields] of [
      ['login', { email: 'sam@example.com' }],
      ['invite-member', { email: 42 }],
      ['accept-invitation', null],
      ['register', { email: 'new@example.com', password: 'Notes1234' }],
    ] as const) {
      await expect(submit(operation, fields), operation).rejects.toMatchObject({ init: { status: 400 } });
    }
    expect(fetch).not.toHaveBeenCalled();
    expect(accountState().flow).toBe(flow);
  });
});
