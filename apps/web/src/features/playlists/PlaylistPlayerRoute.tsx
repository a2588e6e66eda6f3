/**
 * The playlist player at /playlists/{playlistId}/slides/{item?}/{slide?}/{subslideshow?}/{subslide?}
 * (docs/product.md, "Playlist player"). Without an item: an overview headed by the playlist's
 * title with a card per playable item, the first 'Get started' and the rest 'Skip to this
 * activity', and 'Exit lesson mode' back to the playlist. With one: its slides (a recording is one
 * audio slide), 'Lesson overview', and 'Previous' / 'Next' between items. The playlist is fetched
 * once on entering the player; moving within it asks for nothing.
 */
import { Link, useLoaderData, useLocation, useParams, type LoaderFunctionArgs } from 'react-router';
import { PlaylistSlideShowDocument, type PlaylistSlideShowQuery } from '../../graphql/generated';
import { request } from '../../lib/graphql';
import { lessonModeSlides, neighbours, slidesRoot } from '../../lib/slides';
import { slideCountLabel } from '../../lib/activity-page';
import { playableItems, type LoadedItem } from '../../lib/playlist';
import { NotFound, NotFoundError } from '../../app/StatusViews';
import { loadTeaching, TeachingGate, type Gated } from '../teaching-gate/teaching-gate';
import { OverviewFrame } from '../lesson-mode/OverviewFrame';
import { PresentedSlideshow } from '../lesson-mode/PresentedSlideshow';
import type { Slide } from '../lesson-mode/slideshow-data';
import { serverLoader } from '../../server/page-context.server';
import { TeachingError } from '../teaching-gate/TeachingError';
import { END_SEGMENT, EndScreen } from '../lesson-mode/EndScreen';

type Playlist = NonNullable<PlaylistSlideShowQuery['playlist']>;
type Item = NonNullable<Playlist['playlist_item']>[number];

export async function clientLoader({ params, request: { signal } }: LoaderFunctionArgs): Promise<Gated<Playlist>> {
  return loadTeaching(async () => {
    const { playlist } = await request(PlaylistSlideShowDocument, { playlist: params.playlistId ?? '' }, { signal });
    if (!playlist) throw new NotFoundError(`The playlist '${params.playlistId}'`);
    return playlist;
  });
}

export const loader = serverLoader(clientLoader);
export { shouldRevalidate } from '../lesson-mode/slide-moves';
export const ErrorBoundary = TeachingError;
export const handle = { lessonMode: true };

export default function PlaylistPlayerRoute() {
  const loaded = useLoaderData<typeof clientLoader>();
  const { item } = useParams();
  return (
    <TeachingGate loaded={loaded} title="Lesson mode" lessonMode>
      {(playlist) =>
        item === END_SEGMENT ? (
          <PlaylistEnd playlist={playlist} />
        ) : item ? (
          <PlaylistItemSlides playlist={playlist} itemId={item} />
        ) : (
          <PlaylistOverview playlist={playlist} />
        )
      }
    </TeachingGate>
  );
}

/** A recording plays as one audio slide (docs/product.md, "Playlist player"). */
function audioSlide(item: Extract<Item, { __typename: 'ComponentPlaylistAudioItem' }>): Slide {
  return {
    __typename: 'ComponentSlideAudio',
    id: `playlist-audio-${item.id}`,
    title: item.title || item.item?.caption || item.item?.name || 'Recording',
    include_in_lesson: true,
    teacher_notes: null,
    slide_text: null,
    audio: item.item,
    // A playlist's recording is the file alone: its tempo is on the excerpts and slides that play it.
    tempo: null,
    beats_per_bar: null,
    words: null,
    secondary_audio: null,
  };
}

function slidesOf(item: Item): Slide[] {
  if (!item || item.__typename === 'Error') return [];
  if (item.__typename === 'ComponentPlaylistAudioItem') return item.item?.url ? [audioSlide(item)] : [];
  return lessonModeSlides(item.item?.activity_slideshow?.slides);
}

function PlaylistItemSlides({ playlist, itemId }: { playlist: Playlist; itemId: string }) {
  const params = useParams();
  const { pathname } = useLocation();
  const root = slidesRoot(pathname);
  const items = playlist.playlist_item ?? [];
  const item = items.find((entry) => entry && entry.__typename !== 'Error' && entry.id === itemId);
  const playable = playableItems(items as LoadedItem[]);
  if (!item || !playable.some((entry) => entry.id === itemId)) return <NotFound />;
  const { previous, next } = neighbours(playable, itemId);
  const nextItem = next && items.find((entry) => entry && entry.__typename !== 'Error' && entry.id === next.id);
  const heading =
    item.__typename === 'ComponentPlaylistActivityItem'
      ? item.item?.title || item.title || 'Activity'
      : item.__typename === 'ComponentPlaylistAudioItem'
        ? item.title || 'Recording'
        : '';
  return (
    <PresentedSlideshow
      heading={heading}
      slides={slidesOf(item)}
      root={`${root}/${itemId}`}
      params={params}
      previous={previous && { to: `${root}/${previous.id}/${previous.slideCount}`, title: previous.title }}
      next={next ? { to: `${root}/${next.id}`, title: next.title } : { to: `${root}/${END_SEGMENT}`, title: 'Playlist complete', kind: 'end' }}
      upcoming={nextItem ? slidesOf(nextItem)[0] : undefined}
      exitTo={`/playlists/${playlist.documentId}`}
      links={
        <Link to={root} className="lesson-mode__link">
          Lesson overview
        </Link>
      }
    />
  );
}

function PlaylistEnd({ playlist }: { playlist: Playlist }) {
  const { pathname } = useLocation();
  const root = slidesRoot(pathname);
  const playable = playableItems((playlist.playlist_item ?? []) as LoadedItem[]);
  const last = playable[playable.length - 1];
  return (
    <EndScreen
      heading="Playlist complete"
      title={playlist.title}
      exitTo={`/playlists/${playlist.documentId}`}
      exitLabel="Back to the playlist"
      restartTo={root}
      lastSlideTo={last && `${root}/${last.id}/${last.slideCount}`}
    />
  );
}

function PlaylistOverview({ playlist }: { playlist: Playlist }) {
  const { pathname } = useLocation();
  const root = slidesRoot(pathname);
  const playable = playableItems((playlist.playlist_item ?? []) as LoadedItem[]);
  return (
    <OverviewFrame
      exitTo={`/playlists/${playlist.documentId}`}
      barHeading="Playlist"
      title={playlist.title}
      startPath={playable[0] ? `${root}/${playable[0].id}` : undefined}
    >
      {playable.length === 0 && <p>Nothing in this playlist can be presented yet: add an activity with slides, or a recording.</p>}
      <ul className="lesson-overview__list">
        {playable.map((item, index) => (
          <li key={item.id}>
            <Link to={`${root}/${item.id}`} className="lesson-overview__card">
              <span className="lesson-overview__title">{item.title}</span>
              <span className="lesson-overview__count">
                {item.kind === 'audio' ? 'Recording' : slideCountLabel(item.slideCount)} · {index === 0 ? 'Get started' : 'Skip to this activity'}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </OverviewFrame>
  );
}
