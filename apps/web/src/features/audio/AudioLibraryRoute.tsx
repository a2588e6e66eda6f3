/** An audio library page: its collections ('N songs') and pages ('N recordings'), merged by title. */
import { useLoaderData, useParams, type LoaderFunctionArgs } from 'react-router';
import type { AudioLibraryFragment } from '../../graphql/generated';
import { useDocumentTitle } from '../../lib/document-title';
import { recordingsLabel, songsLabel } from '../../lib/merge';
import { loadTeaching, TeachingPage, type Gated } from '../teaching-gate/teaching-gate';
import { useLibraryHeading } from '../catalogue/library-heading';
import { CountedCard } from './CountedCard';
import { audioPaths, loadAudioLibraries, mergedCollections, mergedPages } from './audio-libraries';
import { serverLoader } from '../../server/page-context.server';
import { TeachingError } from '../teaching-gate/TeachingError';

type Libraries = AudioLibraryFragment[];

export async function clientLoader({ params, request: { signal } }: LoaderFunctionArgs): Promise<Gated<Libraries>> {
  return loadTeaching(() => loadAudioLibraries(params, signal));
}

export const loader = serverLoader(clientLoader);
export const ErrorBoundary = TeachingError;

export default function AudioLibraryRoute() {
  return (
    <TeachingPage loaded={useLoaderData<typeof clientLoader>()} title="Audio Library">
      {(libraries) => <AudioLibraryView libraries={libraries} />}
    </TeachingPage>
  );
}

function AudioLibraryView({ libraries }: { libraries: Libraries }) {
  const heading = useLibraryHeading('Audio Library');
  useDocumentTitle(heading);
  const params = useParams();
  const paths = audioPaths(params);
  const collections = mergedCollections(libraries);
  const pages = mergedPages(libraries);
  return (
    <main id="main" tabIndex={-1} className="page audio-library">
      <h1>{heading}</h1>
      {/* The site-wide library gathers every library: one line of its own, not each library's introduction. */}
      {params.audience ? (
        libraries.map((library) => library.introduction && <p key={library.documentId}>{library.introduction}</p>)
      ) : (
        <p>Every recording in the classroom, gathered from all the programmes' and audiences' libraries.</p>
      )}
      {collections.length === 0 && pages.length === 0 && <p>There are no recordings in this library yet.</p>}
      {collections.length > 0 && (
        <section aria-labelledby="audio-collections">
          <h2 id="audio-collections">Collections</h2>
          <ul className="card-list">
            {collections.map((collection) => (
              <CountedCard
                key={collection.key}
                to={paths.collection(collection.key)}
                title={collection.title}
                countLabel={songsLabel(collection.count)}
                blurb={collection.items[0]?.blurb}
              />
            ))}
          </ul>
        </section>
      )}
      {pages.length > 0 && (
        <section aria-labelledby="audio-pages">
          <h2 id="audio-pages">Recordings</h2>
          <ul className="card-list">
            {pages.map((page) => (
              <CountedCard key={page.key} to={paths.page(page.key)} title={page.title} countLabel={recordingsLabel(page.count)} />
            ))}
          </ul>
        </section>
      )}
    </main>
  );
}
