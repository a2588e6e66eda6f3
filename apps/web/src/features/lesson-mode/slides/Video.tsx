/**
 * A video on a slide or a CPD session's page (video.css). The CPD page imports this file, not
 * parts.tsx, so it loads neither the slide templates nor their styles.
 */
import './video.css';
import type { SlideFilmFragment, SlideVideoFragment } from '../../../graphql/generated';
import { pageOrigin } from '../../../lib/page-origin';
import { embedUrl } from '../../../lib/slides';
import { playableFilm } from '../../../lib/films';
import { EmbedPlayer } from './EmbedPlayer';
import { FilmPlayer } from './FilmPlayer';

/**
 * A video (docs/product.md, "Videos"): an external player named by its embed's url (EmbedPlayer,
 * which plays the video's film instead when the player cannot be reached), or, without an embed,
 * the charity's own film in the page's own player (FilmPlayer). Nothing plays until the teacher
 * presses play. A video with neither shows a placeholder that says so.
 */
export function Video({
  video,
  showSetup = false,
}: {
  /** With its film where the query asked for it (a slideshow's own slides, a CPD session; not a sub-slideshow's slides). */
  video: SlideVideoFragment & { film?: SlideFilmFragment | null };
  /** Off a slide (a CPD session's page) the film's setup note shows under it. */ showSetup?: boolean;
}) {
  const src = embedUrl(video.embed, pageOrigin());
  const film = playableFilm(video.film);
  const title = video.title?.trim() || video.film?.title?.trim() || 'Video';
  const player = src ? (
    <EmbedPlayer src={src} title={title} fallback={film} />
  ) : film ? (
    <FilmPlayer film={film} title={title} />
  ) : (
    <div className="slide-video__frame slide-video__missing" role="note">
      <p>
        <strong>This video is not available.</strong>
      </p>
      <p>Its player link is missing or not valid. Please let the classroom team know.</p>
    </div>
  );
  // On a slide the film's setup note is for the teacher: it shows in the presenter view, never on the stage.
  const setup = showSetup ? video.film_setup?.trim() : undefined;
  return (
    <figure className={film ? 'slide-video slide-video--film' : 'slide-video'}>
      {player}
      {(video.title || setup) && (
        <figcaption>
          {video.title && <strong>{video.title}</strong>}
          {setup && <span className="slide-video__setup"> {setup}</span>}
        </figcaption>
      )}
    </figure>
  );
}
