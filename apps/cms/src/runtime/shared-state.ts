/**
 * What several CMS instances share (docs/operations.md, "Several processes"). With REDIS_URL set:
 * one Redis connection, for the login throttles' counts (accounts/account-throttle.ts), and one
 * channel on which an instance says which fact changed, so that every instance forgets at once what
 * it kept in memory about it. Without REDIS_URL (the embedded default: one process) nothing leaves
 * the process, and the same calls forget in this process only.
 *
 * The facts (which writes change which: runtime/db-writes.ts):
 * - `content`: catalogue content or media (the response cache, the at-home file decisions);
 * - `accounts`: a user, a role, a subscription, a school membership or account (the role behind a
 *   token, when a user's tokens start being valid, the caller's user as users-permissions reads it,
 *   the at-home file decisions);
 * - `grants`: a role or its permissions, as an administrator edits them (what users-permissions
 *   reads of a role's permissions, and the response cache, whose answers are kept per role);
 * - `settings`: a setting in Strapi's core store (runtime/kept-settings.ts).
 *
 * A lost connection loses the messages sent meanwhile: on reconnecting, an instance forgets every
 * fact and tells the others to. What is kept in memory also expires by itself (the user,
 * permission and token-validity reads after ACCOUNT_READ_REUSE_MS, the role as accounts/entitlement.ts
 * says, the core store's settings after 10 s, answers after GRAPHQL_CACHE_SECONDS), the bound on
 * staleness if a message is lost anyway.
 */
import crypto from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { Redis, type RedisOptions } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { setting } from './environment';
import { StartStopped } from '../outages/database-at-start';

export type Fact = 'content' | 'accounts' | 'grants' | 'settings' | 'api-tokens';
const FACTS: Fact[] = ['content', 'accounts', 'grants', 'settings', 'api-tokens'];

const forgetters: Record<Fact, Array<() => void>> = { content: [], accounts: [], grants: [], settings: [], 'api-tokens': [] };
/** This process, so that it does not act on its own messages a second time. */
const INSTANCE = crypto.randomUUID();
const CONNECT_TIMEOUT_MS = 30_000;

let redis: Redis | undefined;
let subscriber: Redis | undefined;

const channelName = () => `${setting('REDIS_KEY_PREFIX')}changed`;

/** Calls `forget` whenever one of `facts` changes, through this instance or any other. */
export function whenChanged(facts: Fact | Fact[], forget: () => void): void {
  for (const fact of [facts].flat()) forgetters[fact].push(forget);
}

function forgetHere(fact: Fact): void {
  for (const forget of forgetters[fact]) forget();
}

/** `fact` has changed (its write is committed): forget it here now, and on every other instance. */
export function changed(fact: Fact): void {
  forgetHere(fact);
  if (!redis) return;
  // Sent at once (ioredis writes it to the socket now), ahead of the answer to the request that made the change.
  if (ANSWERED_FROM.includes(fact)) raiseGeneration(fact);
  else redis.publish(channelName(), JSON.stringify({ from: INSTANCE, fact })).catch(() => undefined);
}

/**
 * The facts answers are computed from (the response cache's: runtime/shared-answers.ts). Each change
 * of one raises a number kept in Redis, the generation, which every instance learns with the change's
 * message: answers shared between instances are kept under the generation they were computed in, so
 * none computed before a change is read after it.
 */
const ANSWERED_FROM: Fact[] = ['content', 'grants'];
const generationKey = () => `${setting('REDIS_KEY_PREFIX')}answers-generation`;
/** Raises the generation and, when asked to, sends the change's message with it, in one step (no message without its raise). */
const RAISE_GENERATION = `local generation = redis.call('INCR', KEYS[1])
if ARGV[1] ~= '' then redis.call('PUBLISH', ARGV[1], cjson.encode({ from = ARGV[2], fact = ARGV[3], generation = generation })) end
return generation`;

/** The highest generation this instance has heard of; `raising`: its own raises not yet answered. */
let highestGeneration = 0;
let raising = 0;
let generationKnown = false;

/**
 * The generation every instance agrees on now, or undefined when nothing may be shared: without
 * Redis, before it was read, while this instance's own raise is under way (an answer computed before
 * its change could otherwise still be read), or once the connection is lost.
 */
export function sharedGeneration(): number | undefined {
  return redis?.status === 'ready' && generationKnown && raising === 0 ? highestGeneration : undefined;
}

function heardGeneration(generation: number): void {
  highestGeneration = Math.max(highestGeneration, generation);
}

/** Raises the generation (and, given `announced`, tells every instance that fact changed); nothing is shared until it is answered. */
function raiseGeneration(announced?: Fact): void {
  const client = redis;
  if (!client) return;
  raising += 1;
  (client.eval(RAISE_GENERATION, 1, generationKey(), announced ? channelName() : '', INSTANCE, announced ?? '') as Promise<number>)
    .then((generation) => {
      heardGeneration(Number(generation));
      generationKnown = true;
    })
    .catch(() => {
      // Read again once the connection is back. The change is still said, without its generation
      // (each instance then raises it for itself), should the script be what failed.
      generationKnown = false;
      if (announced) client.publish(channelName(), JSON.stringify({ from: INSTANCE, fact: announced })).catch(() => undefined);
    })
    .finally(() => (raising -= 1));
}

/** The shared Redis connection, or undefined when REDIS_URL is unset. */
export function sharedRedis(): Redis | undefined {
  return redis;
}

/**
 * Without a connection, a command waits for one reconnection attempt at most (and any command 2 s)
 * before failing; the throttles do not wait at all, and count in memory meanwhile.
 */
const OPTIONS: RedisOptions = {
  maxRetriesPerRequest: 1,
  commandTimeout: 2000,
  retryStrategy: (attempt) => Math.min(attempt * 500, 5000),
};

/** Connects to REDIS_URL (when set) and listens on the channel; throws when Redis does not answer within 30 s. */
export async function connectSharedState(strapi: Core.Strapi): Promise<void> {
  const url = setting('REDIS_URL');
  if (!url || redis) return;
  const where = new URL(url).host;
  let lastError = '';
  const report = (error: Error) => {
    if (error.message === lastError) return;
    lastError = error.message;
    strapi.log.warn(`Redis at ${where}: ${error.message}`);
  };
  // Connecting, and again after each failure (OPTIONS.retryStrategy), until ready or the time is up.
  redis = new Redis(url, OPTIONS);
  subscriber = new Redis(url, { ...OPTIONS, commandTimeout: undefined });
  redis.on('error', report);
  subscriber.on('error', report);
  redis.on('ready', () => (lastError = ''));

  const ready = (client: Redis) => (client.status === 'ready' ? Promise.resolve() : new Promise((resolve) => client.once('ready', resolve)));
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new StartStopped(`Redis at ${where} did not answer within ${CONNECT_TIMEOUT_MS / 1000} s (last: ${lastError || 'no answer'}). Check REDIS_URL.`),
        ),
      CONNECT_TIMEOUT_MS,
    );
  });
  try {
    await Promise.race([Promise.all([ready(redis), ready(subscriber)]), timeout]);
    await subscriber.subscribe(channelName());
  } catch (error) {
    await disconnectSharedState();
    throw error;
  } finally {
    clearTimeout(timer);
  }

  subscriber.on('message', (_channel: string, message: string) => {
    let said: { from?: string; fact?: Fact; generation?: unknown };
    try {
      said = JSON.parse(message);
    } catch {
      return; // not one of ours
    }
    const { from, fact, generation } = said;
    if (from === INSTANCE || !fact || !FACTS.includes(fact)) return;
    forgetHere(fact);
    if (!ANSWERED_FROM.includes(fact)) return;
    // A change of content or grants said without a generation (an instance of an earlier version): raised here.
    if (typeof generation === 'number') heardGeneration(generation);
    else raiseGeneration();
  });
  // Back after a lost connection (ioredis subscribes again by itself): what was said meanwhile, by
  // this instance or to it, may be lost. Everything is forgotten, here and (told again) everywhere.
  subscriber.on('ready', () => {
    strapi.log.info(`Redis at ${where} is back: every instance forgets what it kept in memory`);
    for (const fact of FACTS) changed(fact);
  });
  // The generation, read again whenever the connection is back (the raises made meanwhile are in it).
  const readGeneration = async (client: Redis) => {
    heardGeneration(Number((await client.get(generationKey())) ?? 0));
    generationKnown = true;
  };
  redis.on('close', () => (generationKnown = false));
  redis.on('ready', () => void readGeneration(redis!).catch(() => undefined));
  await readGeneration(redis);
  strapi.log.info(`Sharing caches' invalidations and login throttles through Redis at ${where}`);
}

export async function disconnectSharedState(): Promise<void> {
  const clients = [redis, subscriber].filter((client): client is Redis => Boolean(client));
  redis = subscriber = undefined;
  generationKnown = false;
  await Promise.all(clients.map((client) => (client.status === 'ready' ? client.quit().catch(() => client.disconnect()) : client.disconnect())));
}

/**
 * How long what only a write can change about an account (a user, their role, when their tokens
 * became valid) is kept at most: every such write is forgotten at once on every instance, so this is
 * the bound on staleness if a message between instances is lost.
 */
export const ACCOUNT_READ_REUSE_MS = 60_000;

/**
 * Facts read from the database, kept in this process for a short while (`options.ttl`) and
 * forgotten on every instance as soon as one of `facts` changes. A read that was under way when
 * they changed is answered but not kept.
 */
export class Remembered<K extends string | number, V> {
  private readonly entries: LRUCache<K, { value: V }>;
  private generation = 0;

  constructor(facts: Fact[], options: LRUCache.Options<K, { value: V }, unknown>) {
    this.entries = new LRUCache(options);
    whenChanged(facts, () => this.forget());
  }

  /** The value of `key`: kept, or read and kept (for `keepFor(value)` ms, when given, instead of `options.ttl`). */
  async get(key: K, read: () => Promise<V>, keepFor?: (value: V) => number): Promise<V> {
    const known = this.entries.get(key);
    if (known) return known.value;
    const generation = this.generation;
    const value = await read();
    if (generation === this.generation) this.entries.set(key, { value }, keepFor ? { ttl: Math.max(1, keepFor(value)) } : undefined);
    return value;
  }

  /**
   * The values of `keys`: those kept, and the others read together by `readMissing` and kept (a key it
   * does not answer is kept as absent, and left out of the answer).
   */
  async getMany(keys: K[], readMissing: (missing: K[]) => Promise<Map<K, V>>): Promise<Map<K, NonNullable<V>>> {
    const found = new Map<K, NonNullable<V>>();
    const missing: K[] = [];
    for (const key of keys) {
      const known = this.entries.get(key);
      if (!known) missing.push(key);
      else if (known.value != null) found.set(key, known.value as NonNullable<V>);
    }
    if (!missing.length) return found;
    const generation = this.generation;
    const read = await readMissing(missing);
    for (const key of missing) {
      const value = read.get(key);
      if (generation === this.generation) this.entries.set(key, { value: value as V });
      if (value != null) found.set(key, value as NonNullable<V>);
    }
    return found;
  }

  forget(): void {
    this.generation += 1;
    this.entries.clear();
  }
}
