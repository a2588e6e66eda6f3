/**
 * A teacher's login tokens stop working when their password changes (a reset, a change, or an
 * editor setting it in the admin panel): every token issued before the change is refused, the
 * token the change itself answers with works (docs/accounts.md "Login tokens").
 *
 * How: each token carries `iat_ms`, the millisecond it was issued (JWT's own `iat` has whole seconds,
 * too coarse to tell the token answered by a reset from one issued just before it). Every write that
 * sets a user's password also sets their `tokens_valid_after` to that moment; a token issued earlier
 * is refused wherever tokens are checked (users-permissions' jwt.verify, which the login strategy,
 * the entitlement middleware and the protected files all call). Tokens also expire after
 * JWT_LIFETIME (config/plugins.ts, default 7 days).
 *
 * The moment is read from the database and reused for up to ACCOUNT_READ_REUSE_MS, forgotten at once
 * on every instance when an account changes (runtime/shared-state.ts: through Redis when several
 * instances share a database).
 */
import type { Core } from '@strapi/strapi';
import { LRUCache } from 'lru-cache';
import { ACCOUNT_READ_REUSE_MS, Remembered } from '../runtime/shared-state';

export const ISSUED_MS_CLAIM = 'iat_ms';
const USER = 'plugin::users-permissions.user';

export interface TokenPayload {
  id?: number | string;
  iat?: number;
  exp?: number;
  nbf?: number;
  [ISSUED_MS_CLAIM]?: number;
}

/**
 * Tokens whose signature this process has checked, by the exact token, with their payload: a request
 * with a login checks its token two or three times (the fast path's role, the entitlement middleware,
 * users-permissions' strategy), and jsonwebtoken's verify (decoding, the HMAC, the claims) cost 4–5% of
 * a worker's CPU under the teachers' benchmark. Only a token signed with this process's secret gets
 * here. Its lifetime (`exp`, `nbf`) is checked again on every use, as jsonwebtoken checks it (whole
 * seconds of the real clock, no tolerance): past it, the token is verified afresh, and so refused.
 * Whether the token is still current for its user (a password change) is not kept here: it is
 * decided for every request (checkTokenIsCurrent).
 */
const signatureChecked = new LRUCache<string, TokenPayload>({ max: 10_000 });

function withinLifetime(payload: TokenPayload): boolean {
  const seconds = Math.floor(Date.now() / 1000);
  return (payload.exp === undefined || seconds < payload.exp) && (payload.nbf === undefined || payload.nbf <= seconds);
}

/** `verify(token)`'s payload, checked once a process for each token (above); a copy for each caller. */
export async function verifiedOnce(token: string, verify: (token: string) => Promise<TokenPayload>): Promise<TokenPayload> {
  const kept = signatureChecked.get(token);
  if (kept && withinLifetime(kept)) return { ...kept };
  signatureChecked.delete(token);
  const payload = await verify(token);
  signatureChecked.set(token, { ...payload });
  return payload;
}

/** When the token was issued, in milliseconds: its own claim, else the start of its `iat` second. */
export function issuedAtMs(payload: TokenPayload): number | undefined {
  if (typeof payload[ISSUED_MS_CLAIM] === 'number') return payload[ISSUED_MS_CLAIM];
  return typeof payload.iat === 'number' ? payload.iat * 1000 : undefined;
}

/** Whether a token issued at `payload` is still good for a user whose tokens are valid after `validAfter`. */
export function isIssuedAfter(payload: TokenPayload, validAfter: Date | string | null | undefined): boolean {
  if (!validAfter) return true;
  const issued = issuedAtMs(payload);
  return issued !== undefined && issued >= new Date(validAfter).getTime();
}

const knownValidAfter = new Remembered<number, Date | null>(['accounts'], { max: 50_000, ttl: ACCOUNT_READ_REUSE_MS });

function tokensValidAfter(strapi: Core.Strapi, userId: number): Promise<Date | null> {
  return knownValidAfter.get(userId, async () => {
    const user = await strapi.db.query(USER).findOne({ where: { id: userId }, select: ['id', 'tokens_valid_after'] });
    return user?.tokens_valid_after ? new Date(user.tokens_valid_after) : null;
  });
}

/** The token's payload if it is still valid for its user; throws like jwt.verify otherwise. */
export async function checkTokenIsCurrent(strapi: Core.Strapi, payload: TokenPayload): Promise<TokenPayload> {
  const userId = Number(payload?.id);
  if (!Number.isInteger(userId)) return payload;
  if (!isIssuedAfter(payload, await tokensValidAfter(strapi, userId))) throw new Error('Invalid token.');
  return payload;
}

/** Marks every write that sets a password (what was read is forgotten once it commits: runtime/db-writes.ts). */
export function watchPasswordChanges(strapi: Core.Strapi): void {
  strapi.db.lifecycles.subscribe({
    models: [USER],
    beforeUpdate(event: { params: { data?: Record<string, unknown> } }) {
      if (event.params.data?.password) event.params.data.tokens_valid_after = new Date();
    },
  });
}
