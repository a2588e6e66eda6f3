/**
 * The search index (docs/search.md): MiniSearch over every published catalogue page, built in this
 * process from what services/catalogue-documents.ts reads. A pure module (no Strapi), so the
 * benchmark and the unit tests build it from plain documents.
 *
 * Who reads what: a document's words are kept in separate fields, `title`, `context` (its unit's
 * and programme's titles) and `publicText` (what a visitor may read: blurbs, summaries), and
 * `gatedText` (teaching content: introductions, slides' words). A caller without a subscription is
 * searched on the first three only: MiniSearch scores each field with its own statistics, so gated
 * words neither find nor rank a visitor's results, and excerpts, suggestions and spelling
 * corrections are made from the fields searched, never from gated text.
 */
import { LRUCache } from 'lru-cache';
import MiniSearch, { type SearchResult } from 'minisearch';
import { excerptOf, markMatches, type SearchText } from './excerpts';
import { foldWord, termOf, termsOf, tokenize, wordsOf } from './terms';

export const SEARCH_KINDS = ['programme', 'unit', 'lesson', 'activity', 'audio', 'cpd_session', 'live_production'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];
export const SEARCH_TIMES = ['under_10', 'from_10_to_30', 'over_30'] as const;
export type SearchTime = (typeof SEARCH_TIMES)[number];

export const KIND_TITLES: Record<SearchKind, string> = {
  programme: 'Programmes',
  unit: 'Units',
  lesson: 'Lessons',
  activity: 'Activities',
  audio: 'Audio',
  cpd_session: 'CPD sessions',
  live_production: 'Live productions',
};
/** One result's kind in the context line of a suggestion ('Unit · Primary'). */
export const KIND_NAMES: Record<SearchKind, string> = {
  programme: 'Programme',
  unit: 'Unit',
  lesson: 'Lesson',
  activity: 'Activity',
  audio: 'Audio',
  cpd_session: 'CPD session',
  live_production: 'Live production',
};
export const TIME_TITLES: Record<SearchTime, string> = { under_10: 'Under 10 minutes', from_10_to_30: '10 to 30 minutes', over_30: 'Over 30 minutes' };

export interface Tag {
  slug: string;
  title: string;
}

/** One published page of the catalogue, as the index holds it. */
export interface SearchDocument {
  kind: SearchKind;
  documentId: string;
  url: string;
  title: string;
  /** Titles of what it belongs to (its unit, programme): found by, never quoted. */
  context: string;
  publicText: string;
  gatedText: string;
  audience: Tag | null;
  programme: Tag | null;
  yearGroups: Tag[];
  areas: Tag[];
  minutes: number | null;
}

export type SearchAccess = 'public' | 'subscriber';

export interface SearchFilters {
  audience?: string;
  yearGroup?: string;
  area?: string;
  kind?: SearchKind;
  time?: SearchTime;
}

export interface SearchResultAnswer {
  kind: SearchKind;
  documentId: string;
  url: string;
  title: SearchText[];
  excerpt: SearchText[] | null;
  audience: Tag | null;
  programme: Tag | null;
  yearGroups: Tag[];
  areas: Tag[];
  minutes: number | null;
}
export interface SearchFilterValue {
  slug: string;
  title: string;
  count: number;
}
export interface SearchAnswer {
  query: string;
  total: number;
  groups: Array<{ kind: SearchKind; total: number; results: SearchResultAnswer[] }>;
  didYouMean: string | null;
  facets: {
    audiences: SearchFilterValue[];
    yearGroups: SearchFilterValue[];
    areas: SearchFilterValue[];
    kinds: SearchFilterValue[];
    times: SearchFilterValue[];
  };
}
export interface SearchSuggestion {
  kind: SearchKind;
  url: string;
  title: SearchText[];
  context: string | null;
}

const PUBLIC_FIELDS = ['title', 'context', 'publicText'];
const SUBSCRIBER_FIELDS = [...PUBLIC_FIELDS, 'gatedText'];
const fieldsFor = (access: SearchAccess) => (access === 'subscriber' ? SUBSCRIBER_FIELDS : PUBLIC_FIELDS);
/** A word in a title counts for far more than one in a description. */
const BOOST = { title: 8, context: 0.5, publicText: 1, gatedText: 1 };
/** Typos: up to a fifth of a word's letters may differ ('rythm', 'percusion'). */
const FUZZY = 0.2;

export function timeOf(minutes: number | null): SearchTime | null {
  if (minutes === null) return null;
  if (minutes < 10) return 'under_10';
  return minutes <= 30 ? 'from_10_to_30' : 'over_30';
}

const idOf = (document: Pick<SearchDocument, 'kind' | 'documentId'>) => `${document.kind}:${document.documentId}`;

/** The words of a text each access level may be corrected to, with how often each occurs. */
type Vocabulary = Map<string, number>;

function addWords(vocabulary: Vocabulary, text: string): void {
  for (const word of wordsOf(text)) {
    const folded = foldWord(word);
    if (folded.length < 3 || /^\d+$/.test(folded)) continue;
    vocabulary.set(folded, (vocabulary.get(folded) ?? 0) + 1);
  }
}

/** Levenshtein distance, giving up (Infinity) past `limit`. */
function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return Infinity;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      rowMin = Math.min(rowMin, current[j]);
    }
    if (rowMin > limit) return Infinity;
    previous = current;
  }
  return previous[b.length];
}

export class SearchIndex {
  private readonly engine: MiniSearch<SearchDocument>;
  private readonly documents = new Map<string, SearchDocument>();
  private readonly vocabularies: Record<SearchAccess, Vocabulary> = { public: new Map(), subscriber: new Map() };
  /** The terms each access level's fields hold, to tell a word the index knows from a typo. */
  private readonly knownTerms: Record<SearchAccess, Set<string>> = { public: new Set(), subscriber: new Set() };
  private readonly tagTitles = { audiences: new Map<string, string>(), yearGroups: new Map<string, string>(), areas: new Map<string, string>() };
  /** Each page's title as terms (what a query must be, after the same steps, to be its exact title). */
  private readonly titleKeys = new Map<string, string>();
  /**
   * The engine's matches by question: a search and its spelling check, or the same words with other
   * filters, find them once. Counted in results, so a few broad words cannot hold much memory.
   */
  private readonly matched = new LRUCache<string, SearchResult[]>({ maxSize: 100_000, sizeCalculation: (results) => results.length + 1 });

  /** `lists`: the curriculum's year groups and areas in their order, for the filters' order (and titles). */
  constructor(documents: SearchDocument[], lists: { yearGroups: Tag[]; areas: Tag[] } = { yearGroups: [], areas: [] }) {
    for (const tag of lists.yearGroups) this.tagTitles.yearGroups.set(tag.slug, tag.title);
    for (const tag of lists.areas) this.tagTitles.areas.set(tag.slug, tag.title);
    this.engine = new MiniSearch<SearchDocument>({
      idField: 'id',
      fields: SUBSCRIBER_FIELDS,
      storeFields: [],
      tokenize,
      processTerm: termOf,
      extractField: (document, field) => (field === 'id' ? idOf(document) : String((document as unknown as Record<string, unknown>)[field] ?? '')),
    });
    for (const document of documents) {
      const id = idOf(document);
      if (this.documents.has(id)) continue;
      this.documents.set(id, document);
      this.titleKeys.set(id, termsOf(document.title).join(' '));
      const publicWords = `${document.title} ${document.context} ${document.publicText}`;
      addWords(this.vocabularies.public, publicWords);
      addWords(this.vocabularies.subscriber, `${publicWords} ${document.gatedText}`);
      for (const term of termsOf(publicWords)) this.knownTerms.public.add(term);
      for (const term of termsOf(`${publicWords} ${document.gatedText}`)) this.knownTerms.subscriber.add(term);
      if (document.audience) this.tagTitles.audiences.set(document.audience.slug, document.audience.title);
      for (const tag of document.yearGroups) this.tagTitles.yearGroups.set(tag.slug, tag.title);
      for (const tag of document.areas) this.tagTitles.areas.set(tag.slug, tag.title);
    }
    this.engine.addAll([...this.documents.values()]);
  }

  get size(): number {
    return this.documents.size;
  }

  private matches(query: string, access: SearchAccess, options: { prefixAll?: boolean; fields?: string[] } = {}): SearchResult[] {
    const fields = options.fields ?? fieldsFor(access);
    const key = `${fields.join(',')}|${options.prefixAll ? 'prefixes' : 'last prefix'}|${query}`;
    let results = this.matched.get(key);
    if (!results) this.matched.set(key, (results = this.freshMatches(query, fields, options.prefixAll)));
    return results;
  }

  private freshMatches(query: string, fields: string[], prefixAll = false): SearchResult[] {
    const search = (combineWith: 'AND' | 'OR') =>
      this.engine.search(query, {
        fields,
        boost: BOOST,
        combineWith,
        fuzzy: (term) => (term.length > 3 ? FUZZY : false),
        prefix: (_term, i, terms) => prefixAll || i === terms.length - 1,
      });
    const all = search('AND');
    // A query of several words that has no page with all of them finds the pages with most of them.
    return all.length > 0 || termsOf(query).length < 2 ? all : search('OR');
  }

  /** The query's results for a caller of `access`, filtered, grouped by kind, with facets and maybe a better spelling. */
  search(query: string, access: SearchAccess, filters: SearchFilters = {}, limit = 20): SearchAnswer {
    const queryKey = termsOf(query).join(' ');
    // The engine's order (by score), pages whose title is exactly the query first.
    const ranked = this.matches(query, access)
      .map((result) => {
        const id = String(result.id);
        return { result, document: this.documents.get(id)!, exact: this.titleKeys.get(id) === queryKey };
      })
      .sort((a, b) => Number(b.exact) - Number(a.exact) || b.result.score - a.result.score);

    // Each page once: which filters it fails. It is kept when it fails none, and counted in a
    // filter's facet when it fails no other filter (a facet counts with its own filter left out).
    const FILTERS = ['audience', 'yearGroup', 'area', 'kind', 'time'] as const;
    const filtered = FILTERS.filter((filter) => filters[filter]);
    const failing = (document: SearchDocument): Array<keyof SearchFilters> =>
      filtered.filter((filter) => {
        if (filter === 'audience') return document.audience?.slug !== filters.audience;
        if (filter === 'yearGroup') return !document.yearGroups.some((tag) => tag.slug === filters.yearGroup);
        if (filter === 'area') return !document.areas.some((tag) => tag.slug === filters.area);
        if (filter === 'kind') return document.kind !== filters.kind;
        return timeOf(document.minutes) !== filters.time;
      });
    const counts = {
      audience: new Map<string, number>(),
      yearGroup: new Map<string, number>(),
      area: new Map<string, number>(),
      kind: new Map<string, number>(),
      time: new Map<string, number>(),
    };
    const valuesOf: Record<keyof SearchFilters, (document: SearchDocument) => string[]> = {
      audience: (d) => (d.audience ? [d.audience.slug] : []),
      yearGroup: (d) => d.yearGroups.map((tag) => tag.slug),
      area: (d) => d.areas.map((tag) => tag.slug),
      kind: (d) => [d.kind],
      time: (d) => {
        const time = timeOf(d.minutes);
        return time ? [time] : [];
      },
    };
    const countIn = (facet: keyof SearchFilters, document: SearchDocument) => {
      const facetCounts = counts[facet];
      const values = valuesOf[facet](document);
      for (const value of values.length > 1 ? new Set(values) : values) facetCounts.set(value, (facetCounts.get(value) ?? 0) + 1);
    };
    const kept: typeof ranked = [];
    const keptByKind = new Map<SearchKind, typeof ranked>();
    const NONE: Array<keyof SearchFilters> = [];
    for (const hit of ranked) {
      const fails = filtered.length > 0 ? failing(hit.document) : NONE;
      if (fails.length === 1) countIn(fails[0], hit.document);
      if (fails.length > 0) continue;
      for (const facet of FILTERS) countIn(facet, hit.document);
      kept.push(hit);
      const ofKind = keptByKind.get(hit.document.kind);
      if (ofKind) ofKind.push(hit);
      else keptByKind.set(hit.document.kind, [hit]);
    }
    const groups = SEARCH_KINDS.filter((kind) => keptByKind.has(kind)).map((kind) => {
      const ofKind = keptByKind.get(kind)!;
      return {
        kind,
        total: ofKind.length,
        results: ofKind.slice(0, limit).map(({ result, document }) => this.resultOf(document, result, access)),
      };
    });
    // The most relevant kind first: the kind of the best result leads.
    const firstPlace = new Map(kept.map((hit, i) => [hit.document.kind, i]).reverse() as Array<[SearchKind, number]>);
    groups.sort((a, b) => (firstPlace.get(a.kind) ?? 0) - (firstPlace.get(b.kind) ?? 0));

    const facetValues = (facetCounts: Map<string, number>, titles: Map<string, string> | Record<string, string>, order?: readonly string[]) =>
      [...facetCounts]
        .map(([slug, n]) => ({ slug, title: (titles instanceof Map ? titles.get(slug) : titles[slug]) ?? slug, count: n }))
        .sort((a, b) => (order ? order.indexOf(a.slug) - order.indexOf(b.slug) : a.title.localeCompare(b.title)));
    const facets = {
      audiences: facetValues(counts.audience, this.tagTitles.audiences),
      yearGroups: facetValues(counts.yearGroup, this.tagTitles.yearGroups, [...this.tagTitles.yearGroups.keys()]),
      areas: facetValues(counts.area, this.tagTitles.areas, [...this.tagTitles.areas.keys()]),
      kinds: facetValues(counts.kind, KIND_TITLES, SEARCH_KINDS),
      times: facetValues(counts.time, TIME_TITLES, SEARCH_TIMES),
    };
    return { query, total: kept.length, groups, didYouMean: this.didYouMean(query, access, kept.length), facets };
  }

  private resultOf(document: SearchDocument, result: SearchResult, access: SearchAccess): SearchResultAnswer {
    const matched = new Set(result.terms);
    // The excerpt comes from a field the caller may read: the teaching text where it holds a match, for a subscriber.
    const gatedMatches = access === 'subscriber' && Object.values(result.match).some((fields) => fields.includes('gatedText'));
    const source = gatedMatches || (access === 'subscriber' && !document.publicText) ? document.gatedText : document.publicText;
    return {
      kind: document.kind,
      documentId: document.documentId,
      url: document.url,
      title: markMatches(document.title, matched),
      excerpt: source ? excerptOf(source, matched) : null,
      audience: document.audience,
      programme: document.programme,
      yearGroups: document.yearGroups,
      areas: document.areas,
      minutes: document.minutes,
    };
  }

  /**
   * A spelling of the query from the caller's own vocabulary, when it holds a word the caller's
   * fields do not (a typo, whether it found nothing or fuzzy matching forgave it): each such word is
   * replaced by the nearest word those fields hold (the most frequent among equals), and the
   * spelling is offered when it finds results, at least as many as the query did.
   */
  didYouMean(query: string, access: SearchAccess, found: number): string | null {
    const vocabulary = this.vocabularies[access];
    const known = this.knownTerms[access];
    let changed = false;
    const words = tokenize(query).map((word) => {
      const term = termOf(word);
      const folded = foldWord(word);
      if (term === null || known.has(term) || folded.length < 3) return word;
      const limit = folded.length <= 4 ? 1 : 2;
      let best: { word: string; distance: number; count: number } | undefined;
      for (const [candidate, count] of vocabulary) {
        const distance = editDistance(folded, candidate, limit);
        if (distance > limit) continue;
        if (!best || distance < best.distance || (distance === best.distance && count > best.count)) best = { word: candidate, distance, count };
      }
      if (!best) return word;
      changed = true;
      return best.word;
    });
    if (!changed) return null;
    const suggestion = words.join(' ');
    return this.matches(suggestion, access).length >= Math.max(1, found) ? suggestion : null;
  }

  /** Pages whose title starts with or holds what is typed so far (from 2 letters), best first. */
  suggest(query: string, access: SearchAccess, limit = 8): SearchSuggestion[] {
    if (foldWord(query).replace(/[^\p{L}\p{N}]/gu, '').length < 2) return [];
    const results = this.matches(query, access, { fields: ['title'] });
    return results.slice(0, limit).map((result) => {
      const document = this.documents.get(String(result.id))!;
      const context = [KIND_NAMES[document.kind], document.audience?.title].filter(Boolean).join(' · ');
      return { kind: document.kind, url: document.url, title: markMatches(document.title, new Set(result.terms)), context: context || null };
    });
  }
}
