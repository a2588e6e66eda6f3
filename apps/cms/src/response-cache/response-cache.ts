/**
 * The GraphQL response cache (docs/response-cache.md): answers kept in memory per role, dropped all
 * at once whenever catalogue content changes, and after `GRAPHQL_CACHE_SECONDS` in any case (the
 * bound on staleness when several CMS instances share a database). An answer is computed once
 * however many identical requests arrive while it is being computed: they wait for it.
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
  /** Answers being computed now, by key, settled with what was stored (undefined if nothing was). */
  private readonly computing = new Map<string, Promise<Answer | undefined>>();

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

  /**
   * The answer another request is computing for `key` right now, once stored; undefined when none
   * is under way, or when it ends without storing one (its caller then computes its own).
   */
  pending(key: string): Promise<Answer | undefined> | undefined {
    return this.computing.get(key);
  }

  /**
   * Runs `compute` and keeps its answer (unless the cache was emptied meanwhile), answering what was
   * kept. Until it ends, `pending(key)` gives identical requests this computation to wait for: a
   * class opening the same lesson at once costs one computation, not thirty.
   */
  async compute(key: string, compute: () => Promise<Answer | undefined>): Promise<Answer | undefined> {
    const generation = this.generation;
    let settle: (answer: Answer | undefined) => void = () => undefined;
    const computation = new Promise<Answer | undefined>((resolve) => (settle = resolve));
    // One computation per key is waited for; a caller whose wait came to nothing computes alongside it.
    if (!this.computing.has(key)) this.computing.set(key, computation);
    let stored: Answer | undefined;
    try {
      const answer = await compute();
      stored = answer && this.set(key, answer, generation);
      return stored;
    } finally {
      if (this.computing.get(key) === computation) this.computing.delete(key);
      settle(stored);
    }
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
    // An answer under way was computed from what changed: it is not stored, nor waited for by newcomers.
    this.computing.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
