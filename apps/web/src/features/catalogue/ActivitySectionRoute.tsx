/**
 * One activity section, at {library or unit path}/{section ids}
 * (docs/product.md, "Activity libraries"): a merged section's ids are joined by commas, and its
 * activities are listed once each.
 */
import { useLoaderData, useLocation, useParams, type LoaderFunctionArgs } from 'react-router';
import { ActivitySectionsDocument, type LibrarySectionFragment } from '../../graphql/generated';
import { request } from '../../lib/graphql';
import { useDocumentTitle } from '../../lib/document-title';
import { mergeSections, splitIds } from '../../lib/merge';
import { NotFoundError } from '../../app/StatusViews';
import { useBreadcrumbLabel } from '../../app/breadcrumb-state';
import { DocumentList } from '../../ui/DocumentList';
import { gatedData, loadTeaching, TeachingPage, type Gated } from '../teaching-gate/teaching-gate';
import { ActivityCardList } from './ActivityCards';
import { serverLoader } from '../../server/page-context.server';
import { TeachingError } from '../teaching-gate/TeachingError';

type Sections = LibrarySectionFragment[];

export async function clientLoader({ params, request: { signal } }: LoaderFunctionArgs): Promise<Gated<Sections>> {
  return loadTeaching(async () => {
    const ids = splitIds(params.activitySection);
    const data = await request(ActivitySectionsDocument, { ids }, { signal });
    const sections = data.activitySections.filter((section): section is LibrarySectionFragment => section != null);
    if (sections.length === 0) throw new NotFoundError(`The activity section '${params.activitySection}'`);
    // Keep the order of the ids in the URL.
    return sections.sort((a, b) => ids.indexOf(a.documentId) - ids.indexOf(b.documentId));
  });
}

export const loader = serverLoader(clientLoader);
export const ErrorBoundary = TeachingError;
export const handle = {
  crumbLabels: (loaded: unknown) => {
    const sections = gatedData<Sections>(loaded);
    return { activitySection: sections?.length ? mergeSections(sections)[0]?.title : undefined };
  },
};

export default function ActivitySectionRoute() {
  return (
    <TeachingPage loaded={useLoaderData<typeof clientLoader>()} title="Activity section">
      {(sections) => <SectionView sections={sections} />}
    </TeachingPage>
  );
}

function SectionView({ sections }: { sections: Sections }) {
  const { pathname } = useLocation();
  const [section] = mergeSections(sections);
  useDocumentTitle(section.title);
  useBreadcrumbLabel('activitySection', useParams().activitySection, section.title);
  return (
    <main id="main" tabIndex={-1} className="page">
      <h1>{section.title}</h1>
      {section.introduction && <p>{section.introduction}</p>}
      <ActivityCardList activities={section.activities} prefix={pathname.replace(/\/+$/, '')} />
      <DocumentList documents={sections.flatMap((s) => s.documents ?? [])} />
    </main>
  );
}
