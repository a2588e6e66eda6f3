/**
 * Activity libraries (docs/product.md, "Activity libraries"): /{audience}/{programme}/activities
 * (the programme's), /{audience}/activities (the audience's) and /-/-/activity-filter (every
 * library). Sections with the same title are merged; the title filter is kept in ?title= and counts
 * 'Showing N of M activities'.
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
import { loadTeaching, TeachingPage, type Gated } from './teaching-gate';
import { ActivityCardList } from './ActivityCards';
import { FormControls } from '../../ui/FormFields';
import { serverLoader } from '../../server/page-context.server';
import { TeachingError } from './TeachingError';

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

function LibraryView({ libraries }: { libraries: Libraries }) {
  const heading = useLibraryHeading('Activity Library');
  useDocumentTitle(heading);
  const { pathname } = useLocation();
  const base = pathname.replace(/\/+$/, '');
  const [search, setSearch] = useSearchParams();
  const term = search.get('title') ?? '';
  const filterId = useId();
  const merged = mergeSections(libraries.flatMap((library) => library.activity_sections));
  const { sections, total, matching } = filterSections(merged, term);
  const introductions = libraries.map((library) => library.introduction).filter(Boolean);

  const setTerm = (value: string) => {
    const next = new URLSearchParams(search);
    if (value) next.set('title', value);
    else next.delete('title');
    setSearch(next, { replace: true, preventScrollReset: true });
  };

  return (
    <main id="main" tabIndex={-1} className="page library">
      <h1>{heading}</h1>
      {introductions.map((text, index) => (
        <p key={index}>{text}</p>
      ))}
      <form className="library__filter" role="search" onSubmit={(event) => event.preventDefault()}>
        <FormControls>
          <label htmlFor={filterId}>Filter activities by title</label>
          <input id={filterId} type="search" value={term} onChange={(event) => setTerm(event.target.value)} autoComplete="off" />
          {term && (
            <button type="button" className="button button--outline" onClick={() => setTerm('')}>
              Clear the filter
            </button>
          )}
        </FormControls>
      </form>
      <p role="status" className="library__count">
        {showingLabel(matching, total)}
      </p>
      {total > 0 && matching === 0 && <p className="notice">{noMatchMessage(term)}</p>}
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
