import { describe, expect, it } from 'vitest';
import { failureState, startState, successState } from './auth-flow';

describe('auth flow states (docs/product.md, "Login state in the browser")', () => {
  it('names the start, success and failure of each operation as the product does', () => {
    expect([startState('login'), successState('login'), failureState('login')]).toEqual(['login-start', 'login-success', 'login-failed']);
    expect(failureState('register')).toBe('register-failed');
    expect([startState('forgot-password'), failureState('forgot-password')]).toEqual(['forgot-password-start', 'forgot-password-error']);
    expect(failureState('password-reset')).toBe('password-reset-error');
    expect([startState('remove-invited-member'), successState('remove-invited-member'), failureState('remove-invited-member')]).toEqual([
      'remove-invited-member-start',
      'remove-invited-member-success',
      'remove-invited-member-error',
    ]);
  });
});
