/**
 * The search service (docs/search.md): one index per process, built from the published catalogue
 * (catalogue-documents.ts) the first time it is asked, and rebuilt in the background whenever
 * content changes, through this instance or another (`whenChanged('content')`, carried between
 * instances by Redis: src/runtime/shared-state.ts). A search during a rebuild is answered from the
 * previous index, so nobody waits for one.
 */
import type { Core } from '@strapi/strapi';
import { LRUCache } from 'lru-cache';
import { stableJson } from '../../../response-cache/cacheable';
import { whenChanged } from '../../../runtime/shared-state';
import { SearchIndex, type SearchAccess, type SearchAnswer, type SearchFilters, type SearchSuggestion } from '../search-index';
import { catalogueDocuments } from './catalogue-documents';

/** Writes come in bursts (a publish writes a document, its components and its relations): one rebuild after the burst. */
const SETTLE_MS = 100;

export class LiveSearchIndex {
  private current: SearchIndex | undefined;
  private building: Promise<SearchIndex> | undefined;
  private changedDuringBuild = false;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  /** How long the last build took and how many pages it holds (the benchmark and the log read it). */
  lastBuild: { tookMs: number; documents: number } | undefined;

  constructor(private readonly strapi: Core.Strapi) {}

  /** The newest built index; the first call waits for the first build. */
  async index(): Promise<SearchIndex> {
    return this.current ?? this.rebuild();
  }

  /** Content changed: rebuild once the burst of writes is over. */
  markStale(): void {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.rebuild().catch((error: Error) => this.strapi.log.error(`The search index could not be rebuilt: ${error.message}`));
    }, SETTLE_MS);
    this.timer.unref();
  }

  rebuild(): Promise<SearchIndex> {
    if (this.building) {
      this.changedDuringBuild = true;
      return this.building;
    }
    const started = performance.now();
    this.building = catalogueDocuments(this.strapi)
      .then(({ documents, lists }) => {
        const index = new SearchIndex(documents, lists);
        this.current = index;
        this.lastBuild = { tookMs: Math.round(performance.now() - started), documents: index.size };
        this.strapi.log.debug(`Search index built: ${index.size} pages in ${this.lastBuild.tookMs} ms`);
        return index;
      })
      .finally(() => {
        this.building = undefined;
        // What changed while the database was being read may not be in this build.
        if (this.changedDuringBuild && !this.stopped) {
          this.changedDuringBuild = false;
          this.markStale();
        }
      });
    return this.building;
  }

  /** No more rebuilds (the instance is stopping). */
  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }
}

const indexes = new WeakMap<Core.Strapi, LiveSearchIndex>();

/** The instance's search index, watching content changes from the first call. */
export function liveSearchIndex(strapi: Core.Strapi): LiveSearchIndex {
  let live = indexes.get(strapi);
  if (!live) {
    const created = new LiveSearchIndex(strapi);
    whenChanged('content', () => created.markStale());
    indexes.set(strapi, created);
    live = created;
  }
  return live;
}

/** Stops the instance's background rebuilds (its destroy). */
export function stopSearchIndex(strapi: Core.Strapi): void {
  indexes.get(strapi)?.stop();
}

/** The caller's reach: a subscriber's search reads teaching text; everyone else's reads public fields only. */
export function accessOfRole(role: string | undefined): SearchAccess {
  return role === 'active_subscriber' ? 'subscriber' : 'public';
}

/**
 * Answers already given by an index, by caller's reach and question. An index never changes (a
 * change of content builds a new one, with an empty memory), so its answer to a question stays
 * right for as long as it is the newest: a class's thirty searches for the same words cost one.
 */
const answered = new WeakMap<SearchIndex, LRUCache<string, SearchAnswer | SearchSuggestion[]>>();

function remembered<T extends SearchAnswer | SearchSuggestion[]>(index: SearchIndex, key: string, answer: () => T): T {
  let memory = answered.get(index);
  if (!memory) answered.set(index, (memory = new LRUCache({ max: 2000 })));
  const known = memory.get(key);
  if (known) return known as T;
  const computed = answer();
  memory.set(key, computed);
  return computed;
}

export async function search(strapi: Core.Strapi, query: string, access: SearchAccess, filters: SearchFilters, limit: number): Promise<SearchAnswer> {
  const index = await liveSearchIndex(strapi).index();
  return remembered(index, `search\n${access}\n${limit}\n${stableJson(filters)}\n${query}`, () => index.search(query, access, filters, limit));
}

export async function suggestions(strapi: Core.Strapi, query: string, access: SearchAccess, limit: number): Promise<SearchSuggestion[]> {
  const index = await liveSearchIndex(strapi).index();
  return remembered(index, `suggest\n${access}\n${limit}\n${query}`, () => index.suggest(query, access, limit));
}
