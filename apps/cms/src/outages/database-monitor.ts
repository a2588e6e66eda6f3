/**
 * Whether the database can be reached while the CMS runs (docs/outages.md).
 * - `reachable()` asks it (`SELECT 1`, at most 2 s), reusing an answer for a second so that a burst
 *   of failing requests asks once. Needed because users-permissions turns any error while it checks
 *   a caller, a lost database included, into 401 "Missing or invalid credentials": a 401 is only
 *   believed once the database has answered.
 * - `reportUnavailable(error)` logs one line when an outage begins, then asks every 5 s until the
 *   database answers, and logs one line when it is back. Requests are not held: each one that needs
 *   the database meanwhile is answered 503. Knex's pool drops the dead connections and opens new
 *   ones by itself once the database is back; nothing needs a restart.
 */
import type { Core } from '@strapi/strapi';
import { reasonOf } from './database-errors';

const PROBE_TIMEOUT_MS = 2000;
const PROBE_REUSE_MS = 1000;
const WATCH_EVERY_MS = 5000;

export interface DatabaseMonitor {
  reachable: () => Promise<boolean>;
  reportUnavailable: (error: unknown) => void;
  stop: () => void;
}

const monitors = new WeakMap<Core.Strapi, DatabaseMonitor>();

export function databaseMonitor(strapi: Core.Strapi): DatabaseMonitor {
  let monitor = monitors.get(strapi);
  if (!monitor) {
    monitor = createMonitor(strapi);
    monitors.set(strapi, monitor);
  }
  return monitor;
}

function createMonitor(strapi: Core.Strapi): DatabaseMonitor {
  let lastAnswer: { at: number; reachable: boolean } | undefined;
  let asking: Promise<boolean> | undefined;
  let downSince: number | undefined;
  let watcher: NodeJS.Timeout | undefined;

  const ask = async (): Promise<boolean> => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(Object.assign(new Error('the database did not answer within 2 s'), { code: 'ETIMEDOUT' })), PROBE_TIMEOUT_MS);
    });
    const query = strapi.db.connection.raw('SELECT 1');
    query.catch(() => undefined);
    try {
      await Promise.race([query, timeout]);
      markUp();
      return true;
    } catch (error) {
      reportUnavailable(error);
      return false;
    } finally {
      clearTimeout(timer);
    }
  };

  const reachable = (): Promise<boolean> => {
    if (lastAnswer && Date.now() - lastAnswer.at < PROBE_REUSE_MS) return Promise.resolve(lastAnswer.reachable);
    asking ??= ask().then((answer) => {
      lastAnswer = { at: Date.now(), reachable: answer };
      asking = undefined;
      return answer;
    });
    return asking;
  };

  function reportUnavailable(error: unknown): void {
    if (downSince !== undefined) return;
    downSince = Date.now();
    strapi.log.warn(`The database cannot be reached (${reasonOf(error)}): requests that need it are answered 503 until it is back.`);
    watcher = setInterval(() => void reachable(), WATCH_EVERY_MS);
    watcher.unref();
  }

  function markUp(): void {
    if (downSince === undefined) return;
    strapi.log.info(`The database is reachable again, after ${Math.round((Date.now() - downSince) / 1000)} s.`);
    downSince = undefined;
    stop();
  }

  function stop(): void {
    if (watcher) clearInterval(watcher);
    watcher = undefined;
  }

  return { reachable, reportUnavailable, stop };
}
