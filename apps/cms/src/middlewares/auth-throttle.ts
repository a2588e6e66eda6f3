/**
 * Throttles guessing on the account routes, counting failures rather than requests, so a staffroom
 * of teachers behind one school address can all log in at 9 a.m.:
 * - login: 5 failed attempts per identifier and address, and 100 per address, in 15 minutes;
 * - registration: 30 refused attempts per address in 15 minutes (a staff training session);
 * - forgot-password (it always answers the same): 5 requests per email and address, and 50 per
 *   address, in 15 minutes.
 * Beyond that the route answers 429 with a message saying what to do. A successful login clears the
 * identifier's count. An answer of 500 or more (the database or the mail relay down: nothing was
 * checked or sent) is not counted. Counts live in this process's memory (one CMS instance); with
 * several instances, move them to Redis. Strapi's own limiter stays on as a coarse flood guard.
 */
import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';

const WINDOW_MS = 15 * 60_000;
export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait 15 minutes and try again, or reset your password.';

interface Rule {
  /** Which request field names the account the attempt is about (none: per address only). */
  keyField?: 'identifier' | 'email';
  perKey?: number;
  perAddress: number;
  /** Counts every request rather than failures only. */
  countsAll?: boolean;
}

const RULES: Record<string, Rule> = {
  '/api/auth/local': { keyField: 'identifier', perKey: 5, perAddress: 100 },
  '/api/auth/local/register': { perAddress: 30 },
  '/api/auth/forgot-password': { keyField: 'email', perKey: 5, perAddress: 50, countsAll: true },
};

class Counter {
  private readonly hits = new Map<string, number[]>();

  count(key: string, at: number): number {
    const recent = (this.hits.get(key) ?? []).filter((time) => at - time < WINDOW_MS);
    if (recent.length) this.hits.set(key, recent);
    else this.hits.delete(key);
    return recent.length;
  }

  add(key: string, at: number): void {
    this.hits.set(key, [...(this.hits.get(key) ?? []), at]);
    if (this.hits.size > 50_000) this.hits.delete(this.hits.keys().next().value!);
  }

  clear(key: string): void {
    this.hits.delete(key);
  }
}

export default (_config: unknown, _deps: { strapi: Core.Strapi }) => {
  const counter = new Counter();
  return async (ctx: Context, next: Next) => {
    const path = ctx.path.replace(/\/+$/, '').toLowerCase();
    const rule = ctx.method === 'POST' ? RULES[path] : undefined;
    if (!rule) return next();
    const body = (ctx.request as { body?: Record<string, unknown> }).body ?? {};
    const account = rule.keyField && typeof body[rule.keyField] === 'string' ? String(body[rule.keyField]).trim().toLowerCase() : undefined;
    const addressKey = `${path}|${ctx.request.ip}`;
    const accountKey = account ? `${addressKey}|${account}` : undefined;
    const at = Date.now();
    const overLimit =
      counter.count(addressKey, at) >= rule.perAddress || (accountKey && rule.perKey !== undefined && counter.count(accountKey, at) >= rule.perKey);
    if (overLimit) {
      ctx.status = 429;
      ctx.set('Retry-After', String(WINDOW_MS / 1000));
      ctx.body = { data: null, error: { status: 429, name: 'RateLimitError', message: TOO_MANY_ATTEMPTS, details: {} } };
      return;
    }
    try {
      await next();
    } finally {
      const failed = ctx.status >= 400 && ctx.status < 500 && ctx.status !== 429;
      const ourFailure = ctx.status >= 500;
      if (!ourFailure && (rule.countsAll || failed)) {
        counter.add(addressKey, at);
        if (accountKey) counter.add(accountKey, at);
      } else if (accountKey && ctx.status === 200) {
        counter.clear(accountKey);
      }
    }
  };
};
