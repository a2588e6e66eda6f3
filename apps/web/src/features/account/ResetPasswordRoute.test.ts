/** The password reset's action (docs/product.md, "Password reset"), with the CMS's answer stubbed at fetch. */
import type { ClientActionFunctionArgs } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { accountState } from './account-store';
import { clientAction } from './ResetPasswordRoute';

describe('the password reset action', () => {
  it("a refused code answers the server's message and leaves the flow at 'password-reset-error'", async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify({ error: { message: 'Incorrect code provided' } }), { status: 400 }));
    const request = new Request('http://localhost/account/reset-password?code=used', {
      method: 'POST',
      body: JSON.stringify({ code: 'used', password: 'SecondPass2', confirmation: 'SecondPass2' }),
    });
    expect(await clientAction({ request, params: {} } as unknown as ClientActionFunctionArgs)).toEqual({ error: 'Incorrect code provided' });
    expect(accountState().flow).toBe('password-reset-error');
  });
});
