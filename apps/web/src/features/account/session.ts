/**
 * The login kept in the browser (docs/product.md, "Login state in the browser"): the token under
 * `auth`, the user under `user` and the role type under `role`. Logging out clears all of local
 * storage. What is stored is read through a schema: a token without a user is a login, but a
 * damaged or foreign entry under any of the keys is no login, and the keys are removed.
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

const storedUser = z.object({
  id: z.number(),
  email: z.string(),
  username: z.pipe(
    z.nullish(z.string()),
    z.transform((username) => username ?? undefined),
  ),
});

const storedSession = z.object({
  token: z.string().check(z.minLength(1)),
  user: z.optional(storedUser),
  role: z.optional(z.string()),
});

/** The stored login; none where there is no browser storage (the server's render of a first view). */
export function readSession(storage: Storage | undefined = typeof window === 'undefined' ? undefined : window.localStorage): StoredSession | undefined {
  if (!storage) return undefined;
  const token = storage.getItem(STORAGE_KEYS.token);
  if (!token) return undefined;
  const session = storedSession.safeParse({
    token,
    user: parsedJson(storage.getItem(STORAGE_KEYS.user)),
    role: storage.getItem(STORAGE_KEYS.role) ?? undefined,
  });
  if (session.success) return session.data;
  for (const key of Object.values(STORAGE_KEYS)) storage.removeItem(key);
  return undefined;
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
