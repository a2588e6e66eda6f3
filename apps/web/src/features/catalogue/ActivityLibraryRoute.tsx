/**
 * Activity libraries (docs/product.md, "Activity libraries"): /{audience}/{programme}/activities
 * (the programme's), /{audience}/activities (the audience's) and /-/-/activity-filter (every
 * library). Sections with the same title are merged. Filters by title, programme, audience, type of
 * activity and time are kept in the address (?title=, ?programme=...), and the count reads 'Showing N
 * of M activities'.
 */
import { useId } from 'react';
import { Link, useLoaderData, useLocation, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import {
  AllActivityLibrariesDocument,
  AudienceActivityLibrariesDocument,
  ProgrammeActivityLibrariesDocument,
  type ActivityLibraryFragment,
} from '../../graphql/generated';
import { request } from '../../lib/graphql';
import { useDocumentTitle } from '../../lib/document-title';
import { filterSections, joinIds, mergeSections, noMatchMessage, showingLabel } from '../../lib/merge';
import { useLibraryHeading } from './library-heading';
import { loadTeaching, TeachingPage, type Gated } from '../teaching-gate/teaching-gate';
import { ActivityCardList } from './ActivityCards';
import { FormControls } from '../../ui/FormFields';
import { serverLoader } from '../../server/page-context.server';
import { TeachingError } from '../teaching-gate/TeachingError';

type Libraries = ActivityLibraryFragment[];

export async function clientLoader({ params, request: { signal } }: LoaderFunctionArgs): Promise<Gated<Libraries>> {
  return loadTeaching(async () => {
    const { audience = '-', programme } = params;
    const data =
      programme && programme !== '-'
        ? await request(ProgrammeActivityLibrariesDocument, { programme }, { signal })
        : audience !== '-' && !programme
          ? await request(AudienceActivityLibrariesDocument, { audience }, { signal })
          : await request(AllActivityLibrariesDocument, {}, { signal });
    return data.activityLibraries.filter((library): library is ActivityLibraryFragment => library != null);
  });
}

export const loader = serverLoader(clientLoader);
export const ErrorBoundary = TeachingError;

export default function ActivityLibraryRoute() {
  return (
    <TeachingPage loaded={useLoaderData<typeof clientLoader>()} title="Activity Library">
      {(libraries) => <LibraryView libraries={libraries} />}
    </TeachingPage>
  );
}

/** The filters a library offers, kept in the address: each narrows the activities shown. */
const FILTERS = ['programme', 'audience', 'type', 'time'] as const;
type Filter = (typeof FILTERS)[number];

const minutes = (time: string) => Number.parseInt(time, 10) || Number.MAX_SAFE_INTEGER;

/** Distinct values, by key, in the order given. */
function distinct<T>(items: T[], key: (item: T) => string): T[] {
  const seen = new Map<string, T>();
  for (const item of items) if (!seen.has(key(item))) seen.set(key(item), item);
  return [...seen.values()];
}

function LibraryView({ libraries }: { libraries: Libraries }) {
  const heading = useLibraryHeading('Activity Library');
  useDocumentTitle(heading);
  const { pathname } = useLocation();
  const base = pathname.replace(/\/+$/, '');
  const [search, setSearch] = useSearchParams();
  const term = search.get('title') ?? '';
  const chosen = Object.fromEntries(FILTERS.map((name) => [name, search.get(name) ?? ''])) as Record<Filter, string>;
  const filterId = useId();

  const programmes = distinct(
    libraries.flatMap((library) => library.programmes.filter((p) => p != null)),
    (p) => p!.slug,
  );
  const audiences = distinct(
    libraries.flatMap((library) => library.audiences.filter((a) => a != null)),
    (a) => a!.slug,
  );
  const everything = mergeSections(libraries.flatMap((library) => library.activity_sections));
  const allActivities = everything.flatMap((section) => section.activities);
  const types = [...new Set(allActivities.flatMap((a) => (a.type ? [a.type] : [])))].sort();
  const times = [...new Set(allActivities.flatMap((a) => (a.time ? [a.time] : [])))].sort((a, b) => minutes(a) - minutes(b));

  const inChosenLibraries = libraries.filter(
    (library) =>
      (!chosen.programme || library.programmes.some((p) => p?.slug === chosen.programme)) &&
      (!chosen.audience || library.audiences.some((a) => a?.slug === chosen.audience)),
  );
  const merged = mergeSections(inChosenLibraries.flatMap((library) => library.activity_sections));
  const { sections, matching } = filterSections(merged, term, (a) => (!chosen.type || a.type === chosen.type) && (!chosen.time || a.time === chosen.time));
  const total = filterSections(everything, '').total;
  const filtering = Boolean(term) || FILTERS.some((name) => chosen[name]);
  // One introduction: a library's own, or one line for several libraries (their own introductions say the same).
  const introduction = libraries.length === 1 ? libraries[0].introduction : libraries.length > 1 ? SEVERAL_LIBRARIES : undefined;

  const setParam = (name: Filter | 'title', value: string) => {
    const next = new URLSearchParams(search);
    if (value) next.set(name, value);
    else next.delete(name);
    setSearch(next, { replace: true, preventScrollReset: true });
  };
  const clearAll = () => setSearch(new URLSearchParams(), { replace: true, preventScrollReset: true });

  return (
    <main id="main" tabIndex={-1} className="page library">
      <h1>{heading}</h1>
      {introduction && <p className="lead">{introduction}</p>}
      <form className="library__filter" role="search" aria-label="Filter activities" onSubmit={(event) => event.preventDefault()}>
        <FormControls>
          <div className="library__field">
            <label htmlFor={`${filterId}-title`}>Filter activities by title</label>
            <input id={`${filterId}-title`} type="search" value={term} onChange={(event) => setParam('title', event.target.value)} autoComplete="off" />
          </div>
          {programmes.length > 1 && (
            <Choice id={`${filterId}-programme`} label="Programme" value={chosen.programme} onChange={(value) => setParam('programme', value)}>
              {programmes.map((p) => (
                <option key={p!.slug} value={p!.slug}>
                  {p!.title}
                </option>
              ))}
            </Choice>
          )}
          {audiences.length > 1 && (
            <Choice id={`${filterId}-audience`} label="Audience" value={chosen.audience} onChange={(value) => setParam('audience', value)}>
              {audiences.map((a) => (
                <option key={a!.slug} value={a!.slug}>
                  {a!.title}
                </option>
              ))}
            </Choice>
          )}
          {types.length > 1 && (
            <Choice id={`${filterId}-type`} label="Type of activity" value={chosen.type} onChange={(value) => setParam('type', value)}>
              {types.map((type) => (
                <option key={type}>{type}</option>
              ))}
            </Choice>
          )}
          {times.length > 1 && (
            <Choice id={`${filterId}-time`} label="Time" value={chosen.time} onChange={(value) => setParam('time', value)}>
              {times.map((time) => (
                <option key={time}>{time}</option>
              ))}
            </Choice>
          )}
          {filtering && (
            <button type="button" className="button button--outline" onClick={clearAll}>
              Clear the filter
            </button>
          )}
        </FormControls>
      </form>
      <p role="status" className="library__count">
        {showingLabel(matching, total)}
      </p>
      {total > 0 && matching === 0 && <p className="notice">{term ? noMatchMessage(term) : NO_MATCH_FOR_CHOICES}</p>}
      {total === 0 && <p>There are no activities in this library yet.</p>}
      {sections.map((section) => {
        const sectionPath = `${base}/${joinIds(section.ids)}`;
        return (
          <section key={section.ids.join()} aria-label={section.title} className="library__section">
            <h2>
              <Link to={sectionPath}>{section.title}</Link>
            </h2>
            {section.introduction && <p>{section.introduction}</p>}
            <ActivityCardList activities={section.activities} prefix={sectionPath} />
          </section>
        );
      })}
    </main>
  );
}

const SEVERAL_LIBRARIES =
  'Every activity from these programmes, grouped by section. Choose a programme, a type of activity or a length to find what fits your lesson, or search by title.';
const NO_MATCH_FOR_CHOICES = 'No activities match these choices. Try another, or clear the filter.';

/** A select of one filter, with 'Any' first. */
function Choice({
  id,
  label,
  value,
  onChange,
  children,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: React.ReactNode;
}) {
  return (
    <div className="library__field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">Any</option>
        {children}
      </select>
    </div>
  );
}
