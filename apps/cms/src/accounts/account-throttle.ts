/**
 * Throttles guessing on every door to the account calls (a gap found in a security review). It runs
 * inside users-permissions' auth controllers (extensions/users-permissions/strapi-server.ts), which
 * both the REST routes and the GraphQL mutations (`login`, `register`, `forgotPassword`,
 * `resetPassword`) call, so one set of counters covers both.
 *
 * Each attempt takes its point from every limit before anything is checked (rate-limiter-flexible's
 * `consume`, atomic in memory and in Redis), so attempts sent at once cannot all slip under a limit
 * before any is counted; an attempt over a limit is refused unchecked and takes nothing. Once the
 * attempt has been answered, the limits that do not count its outcome get their point back.
 * Counting failures rather than requests lets a staffroom of teachers behind one school address
 * all log in at 9 a.m.:
 *
 * - login: 10 failures per account from any address (so many addresses give no more guesses),
 *   5 per account from one address, in 15 minutes. A success clears the account's counts. A pupil
 *   at the school's shared address can lock out one account (for 15 minutes, which a password
 *   reset does not wait for), not the whole school;
 * - login, per address: 200 failures in 15 minutes against accounts that exist. A failure for an
 *   identifier that names no account gives its point back, so a pupil trying made-up or mistyped
 *   addresses from the school's one address cannot use up its allowance and lock every teacher out.
 *   Once 200 are counted, every login from the address gets the same 429, whether its account
 *   exists or not. Whether a failure counted is settled once its answer is ready, and does not
 *   change that answer (docs/accounts.md, "Throttling guesses", says what can still be learnt);
 * - registration: 30 refused attempts per address in 15 minutes, and 100 accounts per address an
 *   hour (a whole staff training, not a farm of free trials; see also one trial per mailbox);
 * - forgot-password (it always answers the same): 5 requests per account and 50 per address, in
 *   15 minutes;
 * - reset-password: 20 refused codes per address in 15 minutes;
 * - signing in with Google or Microsoft (api/sign-in): 30 refused sign-ins per address in 15
 *   minutes (a forged or replayed answer, an unverified address); proving an account's password to
 *   link a provider counts as a login of that account.
 *
 * Beyond that the call answers 429 with a message saying what to do. An answer of 500 or more
 * (the database or the mail relay down: nothing was checked or sent) gives every point back. The
 * address is Koa's `ctx.ip`: the connection's, or behind a proxy (BEHIND_PROXY=true) the one the
 * proxy itself saw (config/server.ts, PROXY_HOPS), never one the client wrote. Counts live in this
 * process's memory (rate-limiter-flexible's memory store), or with REDIS_URL set in Redis, which
 * every instance shares (runtime/shared-state.ts), so guesses spread over several instances add up;
 * while Redis cannot be reached, each instance counts in its own memory meanwhile.
 */
import { errors } from '@strapi/utils';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { setting } from '../runtime/environment';
import { sharedRedis } from '../runtime/shared-state';

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait 15 minutes and try again, or reset your password.';

export type AccountCall = 'login' | 'register' | 'forgotPassword' | 'resetPassword' | 'signIn';

export interface Attempt {
  address: string;
  /** The account the attempt names (login identifier, forgot-password email), normalised: the key it is counted under. */
  account?: string;
  /** The same, as the caller sent it: what users-permissions looks the account up by. */
  identifier?: string;
}

/** How an attempt ended: done, refused (a 4xx answer), or unanswered (500 or more: nothing was checked). */
export type Outcome = 'done' | 'refused' | 'unanswered';

interface Limit {
  limiter: RateLimiterAbstract;
  keyOf: (attempt: Attempt) => string | undefined;
  /** The outcomes that keep the point taken; the others give it back. */
  counts: 'failures' | 'failuresAndSuccesses' | 'successes';
  /** A failure keeps its point only when the account it names exists (the address-wide login limit). */
  onlyExistingAccounts?: boolean;
  /** A success clears the key's count (a login, its account's). */
  clearedBySuccess?: boolean;
}

interface TakenPoint {
  limit: Limit;
  key: string;
}

const QUARTER_HOUR = 15 * 60;

function limit(prefix: string, points: number, keyOf: Limit['keyOf'], options: Partial<Limit> & { duration?: number } = {}): Limit {
  const { duration = QUARTER_HOUR, ...rule } = options;
  const counts = { keyPrefix: prefix, points, duration };
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
  return { limiter, keyOf, counts: 'failures', ...rule };
}

const byAddress = (attempt: Attempt) => attempt.address;
const byAccount = (attempt: Attempt) => attempt.account;
const byAccountAndAddress = (attempt: Attempt) => (attempt.account ? `${attempt.account}|${attempt.address}` : undefined);

const makeLimits = (): Record<AccountCall, Limit[]> => ({
  login: [
    limit('login-account', 10, byAccount, { clearedBySuccess: true }),
    limit('login-account-address', 5, byAccountAndAddress, { clearedBySuccess: true }),
    limit('login-address', 200, byAddress, { onlyExistingAccounts: true }),
  ],
  register: [limit('register-refused', 30, byAddress), limit('register-made', 100, byAddress, { counts: 'successes', duration: 3600 })],
  forgotPassword: [
    limit('forgot-account', 5, byAccount, { counts: 'failuresAndSuccesses' }),
    limit('forgot-address', 50, byAddress, { counts: 'failuresAndSuccesses' }),
  ],
  resetPassword: [limit('reset-address', 20, byAddress)],
  signIn: [limit('sign-in-address', 30, byAddress)],
});

const keepsPoint = (limit: Limit, outcome: Outcome) =>
  outcome === 'done' ? limit.counts !== 'failures' : outcome === 'refused' && limit.counts !== 'successes';

const giveBack = (points: TakenPoint[]) => Promise.all(points.map(({ limit, key }) => limit.limiter.reward(key)));

export interface ThrottleOptions {
  /** Whether a login identifier names an account; unset, every failure counts. */
  accountExists?: (identifier: string) => Promise<boolean>;
}

export function createAccountThrottle({ accountExists }: ThrottleOptions = {}) {
  // Made at the first attempt: the controllers (and this throttle) exist before the start connects to Redis.
  let made: Record<AccountCall, Limit[]> | undefined;
  const limitsOf = (call: AccountCall) => (made ??= makeLimits())[call];

  /** Whether a refused attempt named an account, for the limits that count only those (when unsure, it did). */
  const namesAnAccount = async (attempt: Attempt) =>
    !accountExists || (attempt.identifier !== undefined && (await accountExists(attempt.identifier).catch(() => true)));

  return {
    /**
     * Takes the attempt's point from each of its call's limits, before anything is checked. Answers the
     * points taken, or undefined when a limit is spent: the attempt is then refused unchecked and keeps
     * nothing (a spent limit's consume counts past its points too, so that point is given back as well).
     */
    async take(call: AccountCall, attempt: Attempt): Promise<TakenPoint[] | undefined> {
      const wanted = limitsOf(call).flatMap((limit) => {
        const key = limit.keyOf(attempt);
        return key === undefined ? [] : [{ limit, key }];
      });
      const taken = await Promise.allSettled(wanted.map(({ limit, key }) => limit.limiter.consume(key)));
      if (taken.every((result) => result.status === 'fulfilled')) return wanted;
      // A limit that is spent rejects with its counts (RateLimiterRes); a store that fails, with an error.
      const counted = taken.map((result) => result.status === 'fulfilled' || result.reason instanceof RateLimiterRes);
      await giveBack(wanted.filter((_, n) => counted[n]));
      const storeError = taken.find((result, n) => !counted[n]);
      if (storeError?.status === 'rejected') throw storeError.reason;
      return undefined;
    },

    /** Settles an answered attempt: keeps the points its outcome counts and gives the others back. */
    async settle(attempt: Attempt, points: TakenPoint[], outcome: Outcome): Promise<void> {
      const given: TakenPoint[] = [];
      const ifNoAccount: TakenPoint[] = [];
      for (const point of points) {
        if (outcome === 'done' && point.limit.clearedBySuccess) {
          // Not waited for: it is sent at once, ahead of the next attempt's commands on the same connection,
          // and a teacher who has logged in is not kept waiting while Redis is down.
          void point.limit.limiter.delete(point.key).catch(() => undefined);
        } else if (!keepsPoint(point.limit, outcome)) given.push(point);
        else if (outcome === 'refused' && point.limit.onlyExistingAccounts) ifNoAccount.push(point);
      }
      await giveBack(given);
      // The lookup is made whether or not the account exists, and the give-back not waited for:
      // settling adds the same time to a refusal either way.
      if (ifNoAccount.length && !(await namesAnAccount(attempt))) void giveBack(ifNoAccount).catch(() => undefined);
    },
  };
}

export type AccountThrottle = ReturnType<typeof createAccountThrottle>;

let shared: AccountThrottle | undefined;
/** The process's one throttle, so that every door to a call (a password login, a password proved to link a provider) shares its counts. */
export function accountThrottle(options: ThrottleOptions): AccountThrottle {
  return (shared ??= createAccountThrottle(options));
}

/** Errors users-permissions throws for a request it refuses (answered 4xx); anything else is ours (5xx). */
const REFUSALS = new Set(['ApplicationError', 'ValidationError', 'YupValidationError', 'NotFoundError', 'ForbiddenError', 'UnauthorizedError', 'PolicyError']);

/**
 * Runs an account call under the throttle: takes its points first (refusing it when a limit is spent),
 * then settles them by how it ended. `accountField` names the body field that says which account the
 * call is about.
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
  const identifier = typeof named === 'string' ? named : undefined;
  const attempt: Attempt = { address: ctx.request.ip, account: identifier?.trim().toLowerCase(), identifier };
  const points = await throttle.take(call, attempt);
  if (!points) {
    ctx.set('Retry-After', String(QUARTER_HOUR));
    throw new errors.RateLimitError(TOO_MANY_ATTEMPTS);
  }
  let outcome: Outcome = 'unanswered';
  try {
    const result = await run();
    outcome = 'done';
    return result;
  } catch (error) {
    if (REFUSALS.has((error as Error)?.name)) outcome = 'refused';
    throw error;
  } finally {
    await throttle.settle(attempt, points, outcome);
  }
}
