/**
 * An audio page, merged by title (ids joined by commas): its recordings, the score ('Download score
 * (PDF)' unless the file has a caption) and 'Next' to the following page of its collection or library.
 */
import { Link, useLoaderData, useLocation, useParams, type LoaderFunctionArgs } from 'react-router';
import { AudioPageContainersDocument, AudioPagesDocument, LiveProductionAudioPagesDocument, type AudioPagesQuery } from '../../graphql/generated';
import { request } from '../../lib/graphql';
import { useDocumentTitle } from '../../lib/document-title';
import { joinIds, mergeByTitle, splitIds } from '../../lib/merge';
import { NotFoundError } from '../../app/StatusViews';
import { useBreadcrumbLabel } from '../../app/breadcrumb-state';
import { gatedData, loadTeaching, TeachingPage, type Gated } from '../teaching-gate/teaching-gate';
import { AudioPlayer } from '../../ui/AudioPlayer';
import { AddToPlaylist } from '../playlists/AddToPlaylist';
import { audioPaths, loadAudioLibraries, mergedPages, nextKey } from './audio-libraries';
import { serverLoader } from '../../server/page-context.server';
import { TeachingError } from '../teaching-gate/TeachingError';

export const SCORE_LABEL = 'Download score (PDF)';

type Pages = NonNullable<AudioPagesQuery['audioPages'][number]>[];
interface Data {
  pages: Pages;
  /** The merged page keys of the list this page belongs to, in order, with titles, for 'Next'. */
  siblings: Array<{ key: string; title: string }>;
}

export async function clientLoader({ params, request: { signal } }: LoaderFunctionArgs): Promise<Gated<Data>> {
  return loadTeaching(async () => {
    const pages = request(AudioPagesDocument, { ids: splitIds(params.page) }, { signal });
    const siblings = params.container
      ? request(AudioPageContainersDocument, { ids: splitIds(params.container) }, { signal }).then((data) =>
          mergeByTitle(data.audioPageContainers.flatMap((container) => container?.audio_pages ?? [])).map((group) => ({
            key: joinIds(group.ids),
            title: group.title,
          })),
        )
      : params.liveproduction
        ? request(LiveProductionAudioPagesDocument, { slug: params.liveproduction }, { signal }).then((data) =>
            (data.liveProductions[0]?.audio_pages ?? []).filter((page) => page != null).map((page) => ({ key: page.documentId, title: page.title })),
          )
        : loadAudioLibraries(params, signal).then((libraries) => mergedPages(libraries).map((group) => ({ key: group.key, title: group.title })));
    const [found, list] = await Promise.all([pages, siblings]);
    const present = found.audioPages.filter((page): page is Pages[number] => page != null);
    if (present.length === 0) throw new NotFoundError(`The audio page '${params.page}'`);
    const ids = splitIds(params.page);
    present.sort((a, b) => ids.indexOf(a.documentId) - ids.indexOf(b.documentId));
    return { pages: present, siblings: list };
  });
}

export const loader = serverLoader(clientLoader);
export const ErrorBoundary = TeachingError;
export const handle = { crumb: ':page', crumbLabels: (loaded: unknown) => ({ page: gatedData<Data>(loaded)?.pages[0]?.title }) };

export default function AudioPageRoute() {
  return (
    <TeachingPage loaded={useLoaderData<typeof clientLoader>()} title="Audio">
      {(data) => <AudioPageView data={data} />}
    </TeachingPage>
  );
}

function AudioPageView({ data }: { data: Data }) {
  const { pathname } = useLocation();
  const params = useParams();
  const paths = audioPaths(params);
  const title = data.pages[0].title;
  useDocumentTitle(title);
  useBreadcrumbLabel('page', params.page, title);
  const introduction = data.pages.find((page) => page.introduction)?.introduction;
  const score = data.pages.find((page) => page.score?.url)?.score;
  const excerpts = data.pages.flatMap((page) => page.audio_excerpts ?? []).filter((excerpt) => excerpt != null);
  const next = nextKey(
    data.siblings.map((s) => s.key),
    params.page,
  );
  const nextTitle = data.siblings.find((s) => s.key === next)?.title;
  const nextPath = next && (params.container && params.audience ? `${paths.collection(params.container)}/${next}` : paths.page(next));
  return (
    <main id="main" tabIndex={-1} className="page audio-page">
      <h1>{title}</h1>
      {introduction && <p className="lead">{introduction}</p>}
      {score?.url && (
        <p>
          <a href={score.url} className="button button--outline" target="_blank" rel="noopener">
            {score.caption?.trim() || SCORE_LABEL}
          </a>
        </p>
      )}
      {excerpts.length === 0 && <p>There are no recordings on this page yet.</p>}
      <ul className="excerpts">
        {excerpts.map((excerpt) => (
          <li key={excerpt!.id} className="excerpt">
            <h2>{excerpt!.title}</h2>
            {excerpt!.summary && <p>{excerpt!.summary}</p>}
            {excerpt!.audio_file?.url ? (
              <>
                <AudioPlayer url={excerpt!.audio_file.url} label={excerpt!.title} tempo={excerpt!.tempo} beatsPerBar={excerpt!.beats_per_bar} />
                <AddToPlaylist
                  item={{ type: 'audio', item: excerpt!.audio_file.documentId, title: excerpt!.title, context_path: pathname }}
                  itemLabel={excerpt!.title ?? 'Recording'}
                  className="link-button excerpt__add"
                />
              </>
            ) : (
              <p className="muted">This recording is not available yet.</p>
            )}
          </li>
        ))}
      </ul>
      {nextPath && (
        <p className="next-link">
          <Link to={nextPath} className="button button--outline">
            Next: {nextTitle}
          </Link>
        </p>
      )}
    </main>
  );
}
