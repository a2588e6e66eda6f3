import { describe, expect, it } from 'vitest';
import { safePath, signInStart } from './sign-in-api';
import { pathAfterRegistration } from '../account/after-registration';

describe('signing in with a provider', () => {
  it('starts at the CMS with where to come back to and the invitation, encoded', () => {
    expect(signInStart('google')).toBe('/api/sign-in/google/start');
    expect(signInStart('microsoft', { from: '/subscribe?plan=teacher', invitation: 'a+b/c' })).toBe(
      '/api/sign-in/microsoft/start?from=%2Fsubscribe%3Fplan%3Dteacher&invitation=a%2Bb%2Fc',
    );
  });

  it('goes back only to a path of this site, and home from /login', () => {
    expect(safePath('/primary/year-3')).toBe('/primary/year-3');
    expect(safePath('/login')).toBe('/');
    for (const elsewhere of ['//evil.example/', '/\\evil.example', 'https://evil.example/', '', null, undefined]) expect(safePath(elsewhere)).toBe('/');
  });

  it('a new account goes where registration sends one', () => {
    expect(pathAfterRegistration()).toBe('/welcome');
    expect(pathAfterRegistration({ wantsToPay: true })).toBe('/subscribe?plan=teacher');
  });
});
