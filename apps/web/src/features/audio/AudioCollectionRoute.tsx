/** An audio collection (container), at {library}/collection/{ids}: its pages merged by title, and 'Next'. */
import { Link, useLoaderData, useParams, type LoaderFunctionArgs } from 'react-router';
import { AudioPageContainersDocument, type AudioPageContainersQuery, type AudioLibraryFragment } from '../../graphql/generated';
import { request } from '../../lib/graphql';
import { useDocumentTitle } from '../../lib/document-title';
import { joinIds, mergeCounted, recordingsLabel, splitIds } from '../../lib/merge';
import { NotFoundError } from '../../app/StatusViews';
import { useBreadcrumbLabel } from '../../app/breadcrumb-state';
import { gatedData, loadTeaching, TeachingPage, type Gated } from '../teaching-gate/teaching-gate';
import { CountedCard } from './CountedCard';
import { audioPaths, loadAudioLibraries, mergedCollections, nextKey } from './audio-libraries';
import { serverLoader } from '../../server/page-context.server';
import { TeachingError } from '../teaching-gate/TeachingError';

type Containers = NonNullable<AudioPageContainersQuery['audioPageContainers'][number]>[];
interface Data {
  containers: Containers;
  libraries: AudioLibraryFragment[];
}

export async function clientLoader({ params, request: { signal } }: LoaderFunctionArgs): Promise<Gated<Data>> {
  return loadTeaching(async () => {
    const [containers, libraries] = await Promise.all([
      request(AudioPageContainersDocument, { ids: splitIds(params.container) }, { signal }),
      loadAudioLibraries(params, signal),
    ]);
    const found = containers.audioPageContainers.filter((c): c is Containers[number] => c != null);
    if (found.length === 0) throw new NotFoundError(`The audio collection '${params.container}'`);
    return { containers: found, libraries };
  });
}

export const loader = serverLoader(clientLoader);
export const ErrorBoundary = TeachingError;
export const handle = { crumbLabels: (loaded: unknown) => ({ container: gatedData<Data>(loaded)?.containers[0]?.title }) };

export default function AudioCollectionRoute() {
  return (
    <TeachingPage loaded={useLoaderData<typeof clientLoader>()} title="Audio collection">
      {(data) => <CollectionView data={data} />}
    </TeachingPage>
  );
}

function CollectionView({ data }: { data: Data }) {
  const params = useParams();
  const paths = audioPaths(params);
  const title = data.containers[0].title;
  useDocumentTitle(title);
  useBreadcrumbLabel('container', params.container, title);
  const pages = mergeCounted(
    data.containers.flatMap((container) => container.audio_pages),
    (page) => page.audio_excerpts?.length ?? 0,
  );
  const blurb = data.containers.find((container) => container.blurb)?.blurb;
  const collections = mergedCollections(data.libraries);
  const next = nextKey(
    collections.map((c) => c.key),
    params.container,
  );
  const nextTitle = collections.find((c) => c.key === next)?.title;
  // /audiolibrary has no collection/{container}/{page} route: its pages open at page/{page}.
  const pagePath = (key: string) => (params.audience ? `${paths.collection(params.container!)}/${key}` : paths.page(key));
  return (
    <main id="main" tabIndex={-1} className="page audio-collection">
      <h1>{title}</h1>
      {blurb && <p className="lead">{blurb}</p>}
      <ul className="card-list">
        {pages.map((page) => (
          <CountedCard key={joinIds(page.ids)} to={pagePath(joinIds(page.ids))} title={page.title} countLabel={recordingsLabel(page.count)} />
        ))}
      </ul>
      {next && (
        <p className="next-link">
          <Link to={paths.collection(next)} className="button button--outline">
            Next: {nextTitle}
          </Link>
        </p>
      )}
    </main>
  );
}
