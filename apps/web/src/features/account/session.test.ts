import { beforeEach, describe, expect, it } from 'vitest';
import { clearSession, initials, readSession, welcomeText } from './session';

describe('the stored session', () => {
  beforeEach(() => localStorage.clear());

  it('is absent without a token', () => {
    localStorage.setItem('user', JSON.stringify({ id: 1, email: 'a@b.c' }));
    expect(readSession()).toBeUndefined();
  });

  it('reads the token, user and role from the keys auth, user and role', () => {
    localStorage.setItem('auth', 'jwt-value');
    localStorage.setItem('user', JSON.stringify({ id: 7, email: 'sam@example.com' }));
    localStorage.setItem('role', 'active_subscriber');
    expect(readSession()).toEqual({ token: 'jwt-value', user: { id: 7, email: 'sam@example.com' }, role: 'active_subscriber' });
  });

  it('keeps a token stored without a user: a token is a login', () => {
    localStorage.setItem('auth', 'jwt-value');
    expect(readSession()).toEqual({ token: 'jwt-value', user: undefined, role: undefined });
  });

  it('reads a damaged or foreign user entry as no user, removes it, and keeps the login: a token is a login', () => {
    for (const user of ['{not json', '"sam@example.com"', '[]', JSON.stringify({ id: '7', email: 'sam@example.com' }), JSON.stringify({ id: 7 })]) {
      localStorage.setItem('auth', 'jwt-value');
      localStorage.setItem('user', user);
      localStorage.setItem('role', 'active_subscriber');
      expect(readSession(), user).toEqual({ token: 'jwt-value', user: undefined, role: 'active_subscriber' });
      expect(localStorage.getItem('user'), user).toBeNull();
    }
  });

  it('keeps the user as stored, with or without a username', () => {
    localStorage.setItem('auth', 'jwt-value');
    localStorage.setItem('user', JSON.stringify({ id: 7, email: 'sam@example.com', username: 'sam@example.com', extra: true }));
    expect(readSession()?.user).toEqual({ id: 7, email: 'sam@example.com', username: 'sam@example.com' });
    localStorage.setItem('user', JSON.stringify({ id: 7, email: 'sam@example.com', username: null }));
    expect(readSession()?.user).toEqual({ id: 7, email: 'sam@example.com' });
  });

  it('clears all of local storage on log out', () => {
    localStorage.setItem('auth', 'jwt-value');
    localStorage.setItem('something-else', 'x');
    clearSession();
    expect(localStorage.length).toBe(0);
  });
});

describe('account texts', () => {
  it('welcomes by first and last name, with initials', () => {
    expect(welcomeText('Sam', 'Taylor')).toBe('Welcome back, Sam Taylor!');
    expect(initials('Sam', 'Taylor')).toBe('ST');
  });

  it('copes with missing names', () => {
    expect(welcomeText(undefined, null)).toBe('Welcome back!');
    expect(initials('priya', undefined)).toBe('P');
  });
});
