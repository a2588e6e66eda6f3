/**
 * The search service (docs/search.md): one index per process, built from the published catalogue
 * (catalogue-documents.ts) when the CMS starts, and built again by the first search after content
 * changes, through this instance or another (`whenChanged('content')`, carried between instances by
 * Redis: src/runtime/shared-state.ts). That search waits for the build (about 0.2 s for the demo, 2 s
 * at its ×100), so no answer is older than the last change, and the response cache, which the
 * change emptied, may keep it.
 */
import type { Core } from '@strapi/strapi';
import { LRUCache } from 'lru-cache';
import { bearerTokenOf, roleOfToken } from '../../../accounts/caller';
import { stableJson } from '../../../response-cache/cacheable';
import { whenChanged } from '../../../runtime/shared-state';
import { SearchIndex, type SearchAccess, type SearchAnswer, type SearchFilters, type SearchSuggestion } from '../search-index';
import { catalogueDocuments } from './catalogue-documents';

export class LiveSearchIndex {
  private current: SearchIndex | undefined;
  private building: Promise<SearchIndex> | undefined;
  /** Content changes seen, and how many of them the current index and the one being built hold. */
  private changes = 0;
  private currentHolds = -1;
  private buildingHolds = -1;
  private stopped = false;
  /** How long the last build took and how many pages it holds (the benchmark and the log read it). */
  lastBuild: { tookMs: number; documents: number } | undefined;

  constructor(private readonly strapi: Core.Strapi) {}

  /**
   * An index holding every change of content seen before this call: the newest, or (after a change)
   * the next one built, which the caller waits for. So an answer is never older than the last
   * change, and the response cache, emptied at the change, may keep it (docs/search.md, "Fresh").
   */
  async index(): Promise<SearchIndex> {
    const wanted = this.changes;
    while (!this.current || this.currentHolds < wanted) {
      await (this.building && this.buildingHolds >= wanted ? this.building : this.rebuild());
    }
    return this.current;
  }

  /**
   * Content changed: the next search builds a new index (a burst of writes, such as a publish with
   * its components and relations, costs one build; an instance nobody searches builds none).
   */
  markStale(): void {
    if (this.stopped) return;
    this.changes += 1;
  }

  /** Builds an index from the database now (after the build under way, if one is). */
  async rebuild(): Promise<SearchIndex> {
    while (this.building) await this.building.catch(() => undefined);
    // This build reads the database from now on: it holds every change seen so far.
    const holds = this.changes;
    const started = performance.now();
    this.buildingHolds = holds;
    this.building = catalogueDocuments(this.strapi)
      .then(({ documents, lists }) => {
        const index = new SearchIndex(documents, lists);
        this.current = index;
        this.currentHolds = holds;
        this.lastBuild = { tookMs: Math.round(performance.now() - started), documents: index.size };
        this.strapi.log.debug(`Search index built: ${index.size} pages in ${this.lastBuild.tookMs} ms`);
        return index;
      })
      .finally(() => {
        this.building = undefined;
      });
    return this.building;
  }

  /** No more rebuilds (the instance is stopping). */
  stop(): void {
    this.stopped = true;
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

/** The reach of a request's Authorization header, by the rule of every door (accounts/caller.ts). */
export async function accessOfAuthorization(strapi: Core.Strapi, authorization: string | undefined): Promise<SearchAccess> {
  return accessOfRole(await roleOfToken(strapi, bearerTokenOf(authorization)));
}

/**
 * The same, for the fast path (response-cache/search-fast-path.ts): undefined for a header that
 * names no current, unblocked teacher (malformed, expired, revoked, someone else's kind of token),
 * which the full stack answers instead.
 */
export function knownCallerAccess(strapi: Core.Strapi, authorization: string | undefined): SearchAccess | undefined | Promise<SearchAccess | undefined> {
  if (authorization === undefined) return 'public';
  const token = bearerTokenOf(authorization);
  if (!token) return undefined;
  return roleOfToken(strapi, token).then((role) => (role === undefined ? undefined : accessOfRole(role)));
}

/** A question as one string (which answer, and its checked arguments without those left out): the same question, the same string. */
export function questionOf(answer: 'search' | 'suggestions', args: Record<string, unknown>): string {
  const given = Object.fromEntries(Object.entries(args).filter(([, value]) => value !== undefined));
  return `${answer}\n${stableJson(given)}`;
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
