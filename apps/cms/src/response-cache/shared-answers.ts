/**
 * Answers shared between instances (docs/response-cache.md, "Shared between instances"): with
 * several instances (REDIS_URL), an answer one computes is kept in Redis too, so that another asked
 * the same question reads it rather than computing it again. Kept under the generation the answer was
 * computed in (runtime/shared-state.ts: raised by every change of content or grants, and learnt by
 * every instance with the change's message), so no answer computed before a change is read after it;
 * for GRAPHQL_CACHE_SECONDS at most, as in memory.
 *
 * An instance writes at most MOST_BYTES_PER_PERIOD of answers in one such period (past that it keeps
 * its answers in memory only), so Redis holds at most twice that for each instance, however many
 * questions are sent only to fill the cache.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { setting } from '../runtime/environment';
import { sharedGeneration, sharedRedis } from '../runtime/shared-state';

/** What is kept of an answer to replay it as the instance that computed it would. */
export interface SharedAnswer {
  body: string;
  etag: string;
  headers: Record<string, string>;
}

interface Kept extends SharedAnswer {
  key: string;
}

const MOST_BYTES_PER_PERIOD = 64 * 1024 * 1024;

let period = { started: 0, bytes: 0 };

/**
 * What computed the answers: the CMS's compiled code and the dependencies it was installed with. An
 * instance of another release (a deploy rolling through the instances) neither reads nor gives the
 * answers of this one: a fix to how a field is answered shows at once, as it does in memory.
 */
function codeIdentity(): string {
  const hash = crypto.createHash('sha256');
  const compiled = path.resolve(__dirname, '..', '..');
  const files = (dir: string): string[] =>
    (fs.existsSync(dir) ? fs.readdirSync(dir, { withFileTypes: true }) : []).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? files(full) : entry.name.endsWith('.js') ? [full] : [];
    });
  for (const file of [...files(path.join(compiled, 'src')), ...files(path.join(compiled, 'config'))].sort())
    hash.update(file.slice(compiled.length)).update(fs.readFileSync(file));
  const lockFile = path.join(compiled, '..', 'package-lock.json');
  if (fs.existsSync(lockFile)) hash.update(fs.readFileSync(lockFile));
  return hash.digest('base64url');
}

let identity: string | undefined;

const addressOf = (generation: number, key: string) =>
  `${setting('REDIS_KEY_PREFIX')}answer:${generation}:${crypto.createHash('sha256').update(identity!).update(key).digest('base64url')}`;

/**
 * Where the answer to `key` is shared in the generation of now: undefined when nothing may be shared
 * (one instance, Redis unreachable, or this instance's own change being announced).
 */
export function sharedPlace(key: string): string | undefined {
  const generation = sharedGeneration();
  if (generation === undefined) return undefined;
  identity ??= codeIdentity(); // once, at the first answer shared (a few ms)
  return addressOf(generation, key);
}

/** The answer another instance kept at `place` for `key`, or undefined (none, or Redis did not answer). */
export async function readShared(place: string | undefined, key: string): Promise<SharedAnswer | undefined> {
  const redis = sharedRedis();
  if (!place || !redis) return undefined;
  try {
    const text = await redis.get(place);
    if (!text) return undefined;
    const kept = JSON.parse(text) as Kept;
    return kept.key === key ? { body: kept.body, etag: kept.etag, headers: kept.headers } : undefined;
  } catch {
    return undefined; // computed here instead
  }
}

/** Keeps this instance's answer to `key` at `place` (where it was looked for before computing it). */
export function writeShared(place: string | undefined, key: string, answer: SharedAnswer, seconds: number): void {
  const redis = sharedRedis();
  if (!place || !redis) return;
  const text = JSON.stringify({ key, body: answer.body, etag: answer.etag, headers: answer.headers } satisfies Kept);
  const now = Date.now();
  if (now - period.started > seconds * 1000) period = { started: now, bytes: 0 };
  if (period.bytes + text.length > MOST_BYTES_PER_PERIOD) return;
  period.bytes += text.length;
  redis.set(place, text, 'EX', seconds).catch(() => undefined);
}
