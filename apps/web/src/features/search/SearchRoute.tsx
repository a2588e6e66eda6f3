/**
 * /search (docs/product.md, "Search"): the search box, the filters (audience, year group,
 * curriculum area, kind and time) with how many results each value has, and the results grouped by
 * kind with the matched words marked. The whole search is in the address (search-address.ts), so it
 * can be bookmarked and shared and Back and Forward move between searches. No results offers the
 * spelling the search suggests and the filters to remove. The CMS decides what the caller's results
 * may quote (a visitor's never quote teaching text), and a gated page opens with its login wrapper.
 */
import { Link, useLoaderData, useNavigate, useNavigation, type LoaderFunctionArgs } from 'react-router';
import { SearchDocument, type SearchQuery } from '../../graphql/generated';
import { RequestError, request } from '../../lib/graphql';
import { safeAddress } from '../../lib/safe-url';
import { useDocumentTitle } from '../../lib/document-title';
import { PageError, Spinner } from '../../app/StatusViews';
import { serverLoader } from '../../server/page-context.server';
import { MarkedText } from './MarkedText';
import {
  FILTER_LABELS,
  FILTER_NAMES,
  KIND_NAMES,
  SEARCH_PATH,
  TIME_NAMES,
  chosenFilters,
  readSearch,
  searchAddress,
  searchVariables,
  withFilter,
  type FilterName,
  type Search,
} from './search-address';
import './search.css';

type Answer = SearchQuery['search'];
type Group = Answer['groups'][number];
type Result = Group['results'][number];
type FilterValue = Answer['facets']['audiences'][number];

export interface SearchPageData {
  search: Search;
  /** What in the address or the words could not be used, as the teacher should read it. */
  problems: string[];
  /** Null before anything is asked. */
  answer: Answer | null;
}

/** Results shown per kind; a kind with more links to all of its own. */
export const RESULTS_PER_KIND = 10;

export async function clientLoader({ request: { url, signal } }: LoaderFunctionArgs): Promise<SearchPageData> {
  const { problems, ...search } = readSearch(new URL(url).searchParams);
  // The search needs words: filters alone narrow nothing yet (the page asks for words, keeping them).
  if (!search.query) return { search, problems, answer: null };
  // One kind chosen: all of its results the API gives, not one group's share.
  const limit = search.filters.kind ? RESULTS_PER_KIND * 5 : RESULTS_PER_KIND;
  try {
    const data = await request(SearchDocument, searchVariables(search, limit), { signal });
    return { search, problems, answer: data.search };
  } catch (error) {
    // The CMS refuses input it cannot search with (issue 39's contract: a 400 with a clear message).
    if (error instanceof RequestError && error.errors.some((entry) => entry.extensions?.code === 'BAD_USER_INPUT')) {
      return { search, problems: [...problems, ...error.errors.map((entry) => entry.message)], answer: null };
    }
    throw error;
  }
}

export const loader = serverLoader(clientLoader);
export const ErrorBoundary = PageError;
export const handle = { crumb: 'Search' };

export default function SearchRoute() {
  const { search, problems, answer } = useLoaderData<typeof clientLoader>();
  const navigation = useNavigation();
  const searching = navigation.state === 'loading' && navigation.location.pathname === SEARCH_PATH;
  useDocumentTitle(search.query ? `Search: ${search.query}` : 'Search');
  return (
    <main id="main" tabIndex={-1} className="page search-page">
      <h1>Search</h1>
      <SearchForm search={search} />
      {problems.length > 0 && (
        <div className="notice search-page__problems" role="alert">
          {problems.map((problem) => (
            <p key={problem}>{problem}</p>
          ))}
        </div>
      )}
      {answer ? <Answered search={search} answer={answer} searching={searching} /> : <Welcome search={search} searching={searching} />}
    </main>
  );
}

/** The words to search for. A new search keeps the chosen filters, which show under it and are one click to remove. */
function SearchForm({ search }: { search: Search }) {
  const navigate = useNavigate();
  return (
    <form
      role="search"
      aria-label="Search the classroom"
      className="search-form"
      action={SEARCH_PATH}
      method="get"
      onSubmit={(event) => {
        event.preventDefault();
        const query = String(new FormData(event.currentTarget).get('q') ?? '');
        void navigate(searchAddress({ query, filters: search.filters }));
      }}
    >
      <label htmlFor="search-words" className="search-form__label">
        Search for
      </label>
      <div className="search-form__row">
        {/* Keyed by the words, so Back and Forward show each search's own. */}
        <input
          key={search.query}
          id="search-words"
          name="q"
          type="search"
          className="search-form__input"
          defaultValue={search.query}
          maxLength={200}
          autoComplete="off"
          enterKeyHint="search"
        />
        {FILTER_NAMES.map((name) => search.filters[name] && <input key={name} type="hidden" name={name} value={search.filters[name]} />)}
        <button type="submit" className="button">
          Search
        </button>
      </div>
    </form>
  );
}

function Welcome({ search, searching }: { search: Search; searching: boolean }) {
  const chosen = chosenFilters(search.filters);
  return (
    <div className="search-page__welcome">
      {searching && <Spinner label="Searching..." />}
      {chosen.length > 0 && (
        <p className="notice">Type what to look for: the search will keep to {chosen.map((name) => FILTER_LABELS[name].toLowerCase()).join(', ')} as chosen.</p>
      )}
      <p className="lead">
        Find programmes, units, lessons, activities, recordings, CPD sessions and live productions by their words, then narrow them by audience, year group,
        curriculum area, kind and time.
      </p>
      <p>
        Try{' '}
        {EXAMPLES.map((example, index) => (
          <span key={example}>
            {index > 0 && (index === EXAMPLES.length - 1 ? ' or ' : ', ')}
            <Link to={searchAddress({ query: example, filters: {} })}>{example}</Link>
          </span>
        ))}
        .
      </p>
    </div>
  );
}

const EXAMPLES = ['rhythm', 'warm-up', 'singing games', 'percussion'];

function Answered({ search, answer, searching }: { search: Search; answer: Answer; searching: boolean }) {
  const chosen = chosenFilters(search.filters);
  const titles = filterTitles(answer);
  const groups = answer.groups.filter((group) => group.results.length > 0);
  return (
    <>
      <p className="search-page__count" role="status">
        {countLine(answer.total, search, chosen.length)}
      </p>
      {/* With no results the filters to remove are offered with the other ways on (NoResults). */}
      {chosen.length > 0 && answer.total > 0 && <ChosenFilters search={search} titles={titles} />}
      {answer.didYouMean && answer.total > 0 && <DidYouMean search={search} spelling={answer.didYouMean} />}
      <div className="search-layout">
        <details className="search-filters">
          <summary className="search-filters__summary">Filters{chosen.length > 0 && ` (${chosen.length} chosen)`}</summary>
          <div className="search-filters__groups">
            <h2 className="visually-hidden">Filters</h2>
            {FILTER_NAMES.map((name) => (
              <FilterGroup key={name} name={name} search={search} values={facetValues(answer, name, search, titles)} />
            ))}
          </div>
        </details>
        <div className="search-results" aria-busy={searching || undefined}>
          {searching && (
            <div className="search-results__busy">
              <Spinner label="Searching..." />
            </div>
          )}
          {answer.total === 0 ? (
            <NoResults search={search} spelling={answer.didYouMean} titles={titles} />
          ) : (
            groups.map((group) => <ResultGroup key={group.kind} group={group} search={search} />)
          )}
        </div>
      </div>
    </>
  );
}

function countLine(total: number, search: Search, filters: number): string {
  const results = `${total} ${total === 1 ? 'result' : 'results'}`;
  const words = search.query ? ` for “${search.query}”` : '';
  const narrowed = filters ? ` with ${filters} ${filters === 1 ? 'filter' : 'filters'}` : '';
  return `${results}${words}${narrowed}`;
}

/** Each filter's values, titled: from the facets, and the chosen value even when the facets leave it out. */
function facetValues(answer: Answer, name: FilterName, search: Search, titles: Map<string, string>): FilterValue[] {
  const facets = answer.facets;
  const values = { audience: facets.audiences, year: facets.yearGroups, area: facets.areas, kind: facets.kinds, time: facets.times }[name];
  const chosen = search.filters[name];
  const shown = values.filter((value) => value.count > 0 || value.slug === chosen);
  if (chosen && !shown.some((value) => value.slug === chosen)) shown.push({ slug: chosen, title: titles.get(`${name}:${chosen}`) ?? chosen, count: 0 });
  return shown;
}

/** Every filter value's title, by `{filter}:{slug}`: the facets' own, then the site's names for kinds and times. */
function filterTitles(answer: Answer): Map<string, string> {
  const titles = new Map<string, string>();
  for (const [kind, names] of Object.entries(KIND_NAMES)) titles.set(`kind:${kind}`, names.several);
  for (const [time, name] of Object.entries(TIME_NAMES)) titles.set(`time:${time}`, name);
  const facets = answer.facets;
  const lists = { audience: facets.audiences, year: facets.yearGroups, area: facets.areas, kind: facets.kinds, time: facets.times };
  for (const [name, values] of Object.entries(lists)) for (const value of values) titles.set(`${name}:${value.slug}`, value.title);
  return titles;
}

const titleOf = (titles: Map<string, string>, name: FilterName, slug: string) => titles.get(`${name}:${slug}`) ?? slug;

function FilterGroup({ name, search, values }: { name: FilterName; search: Search; values: FilterValue[] }) {
  if (!values.length) return null;
  const headingId = `search-filter-${name}`;
  const chosen = search.filters[name];
  return (
    <section className="search-filter" aria-labelledby={headingId}>
      <h3 id={headingId} className="search-filter__heading">
        {FILTER_LABELS[name]}
      </h3>
      <ul className="inline-list search-filter__values">
        {values.map((value) => {
          const isChosen = value.slug === chosen;
          return (
            <li key={value.slug}>
              <Link
                to={searchAddress(withFilter(search, name, isChosen ? undefined : value.slug))}
                className="search-filter__value"
                aria-current={isChosen ? 'true' : undefined}
                preventScrollReset
              >
                <span>{value.title}</span>
                <span className="search-filter__count">
                  {value.count}
                  <span className="visually-hidden">{value.count === 1 ? ' result' : ' results'}</span>
                </span>
                {isChosen && <span className="visually-hidden">, chosen: select to remove this filter</span>}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The chosen filters, each a link that drops it, and one that drops them all. */
function ChosenFilters({ search, titles }: { search: Search; titles: Map<string, string> }) {
  const chosen = chosenFilters(search.filters);
  return (
    <ul className="search-chosen" aria-label="Chosen filters">
      {chosen.map((name) => (
        <li key={name}>
          <RemoveFilterLink search={search} name={name} titles={titles} />
        </li>
      ))}
      {chosen.length > 1 && (
        <li>
          <Link to={searchAddress({ query: search.query, filters: {} })} className="search-chosen__clear" preventScrollReset>
            Remove all filters
          </Link>
        </li>
      )}
    </ul>
  );
}

function RemoveFilterLink({ search, name, titles }: { search: Search; name: FilterName; titles: Map<string, string> }) {
  const slug = search.filters[name]!;
  return (
    <Link to={searchAddress(withFilter(search, name, undefined))} className="search-chosen__filter" preventScrollReset>
      <span className="visually-hidden">Remove the filter </span>
      {FILTER_LABELS[name]}: {titleOf(titles, name, slug)}
      <span aria-hidden="true" className="search-chosen__cross">
        ×
      </span>
    </Link>
  );
}

function DidYouMean({ search, spelling }: { search: Search; spelling: string }) {
  return (
    <p className="search-page__spelling">
      Did you mean <Link to={searchAddress({ query: spelling, filters: search.filters })}>{spelling}</Link>?
    </p>
  );
}

function NoResults({ search, spelling, titles }: { search: Search; spelling: string | null; titles: Map<string, string> }) {
  const chosen = chosenFilters(search.filters);
  return (
    <section className="search-empty" aria-labelledby="search-empty-heading">
      <h2 id="search-empty-heading">{search.query ? `Nothing found for “${search.query}”` : 'Nothing found with these filters'}</h2>
      {spelling && <DidYouMean search={search} spelling={spelling} />}
      {chosen.length > 0 && (
        <>
          <p>Fewer filters may find more. Remove one:</p>
          <ul className="search-empty__filters">
            {chosen.map((name) => (
              <li key={name}>
                <RemoveFilterLink search={search} name={name} titles={titles} />
              </li>
            ))}
          </ul>
        </>
      )}
      <p>Check the spelling, or try fewer or more general words: “rhythm” rather than “rhythm warm-up for Year 2”.</p>
    </section>
  );
}

function ResultGroup({ group, search }: { group: Group; search: Search }) {
  const names = KIND_NAMES[group.kind];
  const headingId = `search-group-${group.kind}`;
  const more = group.total - group.results.length;
  return (
    <section className="search-group" aria-labelledby={headingId}>
      <h2 id={headingId} className="search-group__heading">
        {names.several} <span className="search-group__count">{group.total}</span>
      </h2>
      <ol className="search-group__results">
        {group.results.map((result) => (
          <SearchResultItem key={`${result.kind}:${result.documentId}:${result.url}`} result={result} />
        ))}
      </ol>
      {more > 0 && !search.filters.kind && (
        <p className="search-group__more">
          <Link to={searchAddress(withFilter(search, 'kind', group.kind))}>
            Show all {group.total} {names.several.toLowerCase()}
          </Link>
        </p>
      )}
    </section>
  );
}

function SearchResultItem({ result }: { result: Result }) {
  const address = safeAddress(result.url);
  const title = <MarkedText pieces={result.title} />;
  const facts = resultFacts(result);
  return (
    <li className="search-result">
      <h3 className="search-result__title">{address?.kind === 'site' ? <Link to={address.path}>{title}</Link> : title}</h3>
      {facts.length > 0 && (
        <ul className="search-result__facts" aria-label="About this result">
          {facts.map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
      )}
      {result.excerpt && result.excerpt.length > 0 && (
        <p className="search-result__excerpt">
          <MarkedText pieces={result.excerpt} />
        </p>
      )}
    </li>
  );
}

/** A result's audience, programme, year groups and time, as short facts. */
export function resultFacts(result: Pick<Result, 'kind' | 'audience' | 'programme' | 'yearGroups' | 'minutes'>): string[] {
  const facts: string[] = [];
  if (result.audience) facts.push(result.audience.title);
  // A programme's own programme is itself, already its title.
  if (result.programme && result.kind !== 'programme') facts.push(result.programme.title);
  const years = result.yearGroups.map((year) => year.title);
  if (years.length) facts.push(years.length > 3 ? `${years[0]} to ${years[years.length - 1]}` : years.join(', '));
  if (result.minutes) facts.push(`${result.minutes} ${result.minutes === 1 ? 'minute' : 'minutes'}`);
  return facts;
}
