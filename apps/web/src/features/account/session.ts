/**
 * The login kept in the browser (docs/product.md, "Login state in the browser"): the token under
 * `auth`, the user under `user` and the role type under `role`. Logging out clears all of local
 * storage.
 */
export const STORAGE_KEYS = { token: 'auth', user: 'user', role: 'role' } as const;
export const ACTIVE_SUBSCRIBER = 'active_subscriber';

export interface StoredUser {
  id: number;
  email: string;
  username?: string;
}

export interface StoredSession {
  token: string;
  user?: StoredUser;
  role?: string;
}

/** The stored login; none where there is no browser storage (the server's render of a first view). */
export function readSession(storage: Storage | undefined = typeof window === 'undefined' ? undefined : window.localStorage): StoredSession | undefined {
  if (!storage) return undefined;
  const token = storage.getItem(STORAGE_KEYS.token);
  if (!token) return undefined;
  let user: StoredUser | undefined;
  try {
    user = JSON.parse(storage.getItem(STORAGE_KEYS.user) ?? 'null') ?? undefined;
  } catch {
    user = undefined;
  }
  return { token, user, role: storage.getItem(STORAGE_KEYS.role) ?? undefined };
}

export function clearSession(storage: Storage = window.localStorage): void {
  storage.clear();
}

/** Initials for the account badge: first letters of the first and last names. */
export function initials(firstName?: string | null, lastName?: string | null): string {
  return [firstName, lastName].map((name) => name?.trim().charAt(0).toUpperCase() ?? '').join('');
}

export function welcomeText(firstName?: string | null, lastName?: string | null): string {
  const name = [firstName, lastName].filter((part) => part?.trim()).join(' ');
  return name ? `Welcome back, ${name}!` : 'Welcome back!';
}
