/**
 * The GraphQL response cache (docs/response-cache.md): answers kept in memory per role, dropped all
 * at once whenever catalogue content changes, and after `GRAPHQL_CACHE_SECONDS` in any case (the
 * bound on staleness when several CMS instances share a database).
 */
import crypto from 'node:crypto';
import { LRUCache } from 'lru-cache';

export interface CachedAnswer {
  body: string;
  etag: string;
}

export function etagOf(body: string): string {
  return `W/"${crypto.createHash('sha1').update(body).digest('base64url')}"`;
}

export class ResponseCache<Answer extends CachedAnswer = CachedAnswer> {
  private readonly entries: LRUCache<string, Answer>;
  /** Bumped on every invalidation: an answer computed before one is not stored after it. */
  generation = 0;

  constructor({ ttlSeconds, maxBytes = 64 * 1024 * 1024 }: { ttlSeconds: number; maxBytes?: number }) {
    this.entries = new LRUCache<string, Answer>({
      maxSize: maxBytes,
      // The body and its compressed copies, roughly.
      sizeCalculation: (answer) => Math.ceil(answer.body.length * 1.5) + 500,
      ttl: Math.max(1, ttlSeconds) * 1000,
    });
  }

  get(key: string): Answer | undefined {
    return this.entries.get(key);
  }

  /** Keeps an answer computed at `generation`, unless the cache was emptied since. */
  set(key: string, answer: Answer, generation: number): Answer | undefined {
    if (generation !== this.generation) return undefined;
    this.entries.set(key, answer);
    return answer;
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
