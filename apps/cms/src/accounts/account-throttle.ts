/**
 * Throttles guessing on every door to the account calls (a gap found in a security review). It runs
 * inside users-permissions' auth controllers (extensions/users-permissions/strapi-server.ts), which
 * both the REST routes and the GraphQL mutations (`login`, `register`, `forgotPassword`,
 * `resetPassword`) call, so one set of counters covers both. Counting failures rather than requests
 * lets a staffroom of teachers behind one school address all log in at 9 a.m.:
 *
 * - login: 10 failures per account from any address (so many addresses give no more guesses),
 *   5 per account from one address, 200 per address, in 15 minutes. A success clears the
 *   account's counts. A pupil at the school's shared address can lock out one account (for 15
 *   minutes, which a password reset does not wait for), not the whole school;
 * - registration: 30 refused attempts per address in 15 minutes, and 100 accounts per address an
 *   hour (a whole staff training, not a farm of free trials; see also one trial per mailbox);
 * - forgot-password (it always answers the same): 5 requests per account and 50 per address, in
 *   15 minutes;
 * - reset-password: 20 refused codes per address in 15 minutes.
 *
 * Beyond that the call answers 429 with a message saying what to do. An answer of 500 or more
 * (the database or the mail relay down: nothing was checked or sent) is not counted. The address
 * is Koa's `ctx.ip`: the connection's, or behind a proxy (BEHIND_PROXY=true) the one the proxy
 * itself saw (config/server.ts, PROXY_HOPS), never one the client wrote. Counts live in this
 * process's memory (rate-limiter-flexible's memory store), or with REDIS_URL set in Redis, which
 * every instance shares (runtime/shared-state.ts), so guesses spread over several instances add up;
 * while Redis cannot be reached, each instance counts in its own memory meanwhile.
 */
import { errors } from '@strapi/utils';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { setting } from '../runtime/environment';
import { sharedRedis } from '../runtime/shared-state';

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait 15 minutes and try again, or reset your password.';

export type AccountCall = 'login' | 'register' | 'forgotPassword' | 'resetPassword';

export interface Attempt {
  address: string;
  /** The account the attempt names (login identifier, forgot-password email), normalised. */
  account?: string;
}

interface Limit {
  limiter: RateLimiterAbstract;
  keyOf: (attempt: Attempt) => string | undefined;
  /** Counts successes too (forgot-password, accounts made per address). */
  countsSuccesses?: boolean;
  /** Counts successes only. */
  onlySuccesses?: boolean;
}

const QUARTER_HOUR = 15 * 60;

function limit(prefix: string, points: number, keyOf: Limit['keyOf'], options: Partial<Limit> & { duration?: number } = {}): Limit {
  const counts = { keyPrefix: prefix, points, duration: options.duration ?? QUARTER_HOUR };
  const redis = sharedRedis();
  const limiter = redis
    ? new RateLimiterRedis({
        ...counts,
        keyPrefix: `${setting('REDIS_KEY_PREFIX')}throttle:${prefix}`,
        storeClient: redis,
        // While Redis is not connected, count in memory at once rather than wait for it.
        rejectIfRedisNotReady: true,
        insuranceLimiter: new RateLimiterMemory(counts),
      })
    : new RateLimiterMemory(counts);
  return { limiter, keyOf, ...options };
}

const byAddress = (attempt: Attempt) => attempt.address;
const byAccount = (attempt: Attempt) => attempt.account;
const byAccountAndAddress = (attempt: Attempt) => (attempt.account ? `${attempt.account}|${attempt.address}` : undefined);

const makeLimits = (): Record<AccountCall, Limit[]> => ({
  login: [limit('login-account', 10, byAccount), limit('login-account-address', 5, byAccountAndAddress), limit('login-address', 200, byAddress)],
  register: [limit('register-refused', 30, byAddress), limit('register-made', 100, byAddress, { onlySuccesses: true, duration: 3600 })],
  forgotPassword: [limit('forgot-account', 5, byAccount, { countsSuccesses: true }), limit('forgot-address', 50, byAddress, { countsSuccesses: true })],
  resetPassword: [limit('reset-address', 20, byAddress)],
});

export function createAccountThrottle() {
  // Made at the first attempt: the controllers (and this throttle) exist before the start connects to Redis.
  let made: Record<AccountCall, Limit[]> | undefined;
  const limitsOf = (call: AccountCall) => (made ??= makeLimits())[call];

  return {
    /** Whether this attempt is over one of its call's limits. */
    async isBlocked(call: AccountCall, attempt: Attempt): Promise<boolean> {
      for (const { limiter, keyOf } of limitsOf(call)) {
        const key = keyOf(attempt);
        if (key === undefined) continue;
        const used = await limiter.get(key);
        if (used && used.consumedPoints >= limiter.points) return true;
      }
      return false;
    },

    /** Records how an attempt ended: refused (a 4xx answer) or done; a login that succeeds clears its account's counts. */
    async record(call: AccountCall, attempt: Attempt, outcome: 'refused' | 'done'): Promise<void> {
      for (const { limiter, keyOf, countsSuccesses, onlySuccesses } of limitsOf(call)) {
        const key = keyOf(attempt);
        if (key === undefined) continue;
        const counts = outcome === 'done' ? countsSuccesses || onlySuccesses : !onlySuccesses;
        if (counts) await limiter.penalty(key, 1);
        // Not waited for: it is sent at once, ahead of the next attempt's commands on the same connection,
        // and a teacher who has logged in is not kept waiting while Redis is down.
        else if (call === 'login' && outcome === 'done' && keyOf !== byAddress) void limiter.delete(key).catch(() => undefined);
      }
    },
  };
}

export type AccountThrottle = ReturnType<typeof createAccountThrottle>;

/** Errors users-permissions throws for a request it refuses (answered 4xx); anything else is ours (5xx). */
const REFUSALS = new Set(['ApplicationError', 'ValidationError', 'YupValidationError', 'NotFoundError', 'ForbiddenError', 'UnauthorizedError', 'PolicyError']);

/**
 * Runs an account call under the throttle: refuses it when over a limit, and records how it ended.
 * `accountField` names the body field that says which account the call is about.
 */
export async function throttled<T>(
  throttle: AccountThrottle,
  call: AccountCall,
  ctx: { request: { ip: string; body?: unknown }; set: (name: string, value: string) => void },
  accountField: string | undefined,
  run: () => Promise<T>,
): Promise<T> {
  const body = (ctx.request.body ?? {}) as Record<string, unknown>;
  const named = accountField ? body[accountField] : undefined;
  const attempt: Attempt = { address: ctx.request.ip, account: typeof named === 'string' ? named.trim().toLowerCase() : undefined };
  if (await throttle.isBlocked(call, attempt)) {
    ctx.set('Retry-After', String(QUARTER_HOUR));
    throw new errors.RateLimitError(TOO_MANY_ATTEMPTS);
  }
  try {
    const result = await run();
    await throttle.record(call, attempt, 'done');
    return result;
  } catch (error) {
    if (REFUSALS.has((error as Error)?.name)) await throttle.record(call, attempt, 'refused');
    throw error;
  }
}
