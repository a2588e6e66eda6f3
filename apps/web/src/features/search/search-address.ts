/**
 * A search and its address (docs/product.md, "Search"): /search?q=…&audience=…&year=…&area=…&kind=…&time=…
 * (issue 39's contract). The address holds the whole search, so a search can be bookmarked and shared,
 * and Back and Forward move between searches. Parameters are written in one order, empty ones left out,
 * so one search has one address.
 */
import type { SearchKind, SearchTime } from '../../graphql/generated';

export const SEARCH_PATH = '/search';

/** The CMS refuses a longer query (issue 39's contract). */
export const MAX_QUERY_LENGTH = 200;

export const SEARCH_KINDS = ['programme', 'unit', 'lesson', 'activity', 'audio', 'cpd_session', 'live_production'] as const satisfies readonly SearchKind[];
export const SEARCH_TIMES = ['under_10', 'from_10_to_30', 'over_30'] as const satisfies readonly SearchTime[];

/** What each kind of result is called, one and several. */
export const KIND_NAMES: Record<SearchKind, { one: string; several: string }> = {
  programme: { one: 'Programme', several: 'Programmes' },
  unit: { one: 'Unit', several: 'Units' },
  lesson: { one: 'Lesson', several: 'Lessons' },
  activity: { one: 'Activity', several: 'Activities' },
  audio: { one: 'Audio', several: 'Audio' },
  cpd_session: { one: 'CPD session', several: 'CPD sessions' },
  live_production: { one: 'Live production', several: 'Live productions' },
};

export const TIME_NAMES: Record<SearchTime, string> = {
  under_10: 'Under 10 minutes',
  from_10_to_30: '10 to 30 minutes',
  over_30: 'Over 30 minutes',
};

/** The filters, by their names in the address. */
export interface SearchFilters {
  audience?: string;
  year?: string;
  area?: string;
  kind?: SearchKind;
  time?: SearchTime;
}

export type FilterName = keyof SearchFilters;

/** The filters in the order the page shows them and the address lists them. */
export const FILTER_NAMES = ['audience', 'year', 'area', 'kind', 'time'] as const satisfies readonly FilterName[];

export const FILTER_LABELS: Record<FilterName, string> = {
  audience: 'Audience',
  year: 'Year group',
  area: 'Curriculum area',
  kind: 'Kind',
  time: 'Time',
};

export interface Search {
  query: string;
  filters: SearchFilters;
}

/** A search read from an address, with what in it could not be used (said on the page, left out of the search). */
export interface ReadSearch extends Search {
  problems: string[];
}

const SLUG = /^[a-z0-9][a-z0-9-]{0,99}$/;

const isKind = (value: string): value is SearchKind => (SEARCH_KINDS as readonly string[]).includes(value);
const isTime = (value: string): value is SearchTime => (SEARCH_TIMES as readonly string[]).includes(value);

/** Spaces collapsed and trimmed: "  warm  up " and "warm up" are one search. */
export function normaliseQuery(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

export function readSearch(params: URLSearchParams): ReadSearch {
  const problems: string[] = [];
  let query = normaliseQuery(params.get('q') ?? '');
  if (query.length > MAX_QUERY_LENGTH) {
    problems.push(`Please search with at most ${MAX_QUERY_LENGTH} characters: these words were ${query.length} long.`);
    query = '';
  }
  const filters: SearchFilters = {};
  for (const name of ['audience', 'year', 'area'] as const) {
    const value = params.get(name)?.trim();
    if (!value) continue;
    if (SLUG.test(value)) filters[name] = value;
    else problems.push(`“${value}” is not a ${FILTER_LABELS[name].toLowerCase()} this search knows, so it is left out.`);
  }
  const kind = params.get('kind')?.trim();
  if (kind) {
    if (isKind(kind)) filters.kind = kind;
    else problems.push(`“${kind}” is not a kind of page this search knows, so it is left out.`);
  }
  const time = params.get('time')?.trim();
  if (time) {
    if (isTime(time)) filters.time = time;
    else problems.push(`“${time}” is not a time this search knows, so it is left out.`);
  }
  return { query, filters, problems };
}

/** The address of a search: /search, then q and each chosen filter in FILTER_NAMES' order. */
export function searchAddress({ query, filters }: Search): string {
  const params = new URLSearchParams();
  const text = normaliseQuery(query);
  if (text) params.set('q', text);
  for (const name of FILTER_NAMES) {
    const value = filters[name];
    if (value) params.set(name, value);
  }
  const search = params.toString();
  return search ? `${SEARCH_PATH}?${search}` : SEARCH_PATH;
}

/** The same search with one filter set to a value, or dropped (value undefined). */
export function withFilter(search: Search, name: FilterName, value: string | undefined): Search {
  const filters = { ...search.filters } as Record<FilterName, string | undefined>;
  if (value) filters[name] = value;
  else delete filters[name];
  return { query: search.query, filters: filters as SearchFilters };
}

export function chosenFilters(filters: SearchFilters): FilterName[] {
  return FILTER_NAMES.filter((name) => Boolean(filters[name]));
}

/** The search API's variables for a search. */
export function searchVariables({ query, filters }: Search, limit?: number) {
  return {
    query,
    audience: filters.audience ?? null,
    yearGroup: filters.year ?? null,
    area: filters.area ?? null,
    kind: filters.kind ?? null,
    time: filters.time ?? null,
    ...(limit ? { limit } : {}),
  };
}
