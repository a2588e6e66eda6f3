/**
 * The login kept in the browser (docs/product.md, "Login state in the browser"): the token under
 * `auth`, the user under `user` and the role type under `role`. Logging out clears all of local
 * storage. A stored token is a login (docs/product.md); the user entry is read through a schema,
 * and a damaged or foreign one is removed and read as no user, never as someone else.
 * (zod/mini: the same zod as the CMS, in the small form a first visit's JavaScript can afford.)
 */
import * as z from 'zod/mini';

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

const storedUser = z.optional(
  z.object({
    id: z.number(),
    email: z.string(),
    username: z.pipe(
      z.nullish(z.string()),
      z.transform((username) => username ?? undefined),
    ),
  }),
);

/** The stored login; none where there is no browser storage (the server's render of a first view). */
export function readSession(storage: Storage | undefined = typeof window === 'undefined' ? undefined : window.localStorage): StoredSession | undefined {
  if (!storage) return undefined;
  const token = storage.getItem(STORAGE_KEYS.token);
  if (!token) return undefined;
  const user = storedUser.safeParse(parsedJson(storage.getItem(STORAGE_KEYS.user)));
  if (!user.success) storage.removeItem(STORAGE_KEYS.user);
  return { token, user: user.success ? user.data : undefined, role: storage.getItem(STORAGE_KEYS.role) ?? undefined };
}

/** The stored JSON; undefined when there is none, and a value no schema accepts when it is not JSON. */
function parsedJson(text: string | null): unknown {
  if (text === null) return undefined;
  try {
    return JSON.parse(text) ?? undefined;
  } catch {
    return NOT_JSON;
  }
}
const NOT_JSON = Symbol('not JSON');

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
