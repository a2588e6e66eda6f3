/**
 * A video through an external player (YouTube, Vimeo...) named by its embed, and what the slide
 * does when a school's network blocks that player (docs/product.md, "Videos": no blank boxes).
 * Until the teacher presses play the slide shows a play button: nothing autoplays, and nothing is
 * fetched from the host. On a page the server rendered, the button is disabled until the site's
 * code runs it: a press before then would be lost (lib/hydrated.ts). Pressing it frames the player
 * and asks the host whether it can be reached (lib/video-host.ts). If the host cannot be reached,
 * or the player has not loaded within a few seconds, the slide plays the charity's own copy of the
 * film when the editor gave one, saying so in one line; without one it says that the video cannot
 * be reached on this network and shows the player's address, for the school's technician.
 */
import { useEffect, useState } from 'react';
import type { PlayableFilm } from '../../../lib/films';
import { pageOrigin } from '../../../lib/page-origin';
import { startedEmbedUrl } from '../../../lib/slides';
import { HOST_TIMEOUT_MS, embedOrigin, hostVerdict, isHostReachable, type ProbeState } from '../../../lib/video-host';
import { useHydrated } from '../../../lib/hydrated';
import { FilmPlayer } from './FilmPlayer';

export const OUR_COPY_NOTE = 'The video host could not be reached, so this is the charity’s own copy.';

export function EmbedPlayer({ src, title, fallback }: { src: string; title: string; fallback?: PlayableFilm }) {
  const [pressed, setPressed] = useState(false);
  const [probe, setProbe] = useState<ProbeState>('pending');
  const [loaded, setLoaded] = useState(false);
  const [timedOut, setTimedOut] = useState(false);
  const hydrated = useHydrated();

  useEffect(() => {
    if (!pressed) return;
    let live = true;
    const origin = embedOrigin(src, pageOrigin());
    if (origin) isHostReachable(origin).then((reachable) => live && setProbe(reachable ? 'reachable' : 'unreachable'));
    else setProbe('reachable'); // a player on this site: nothing to ask
    const timer = window.setTimeout(() => live && setTimedOut(true), HOST_TIMEOUT_MS);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [pressed, src]);

  if (!pressed) {
    return (
      <div className="slide-video__frame">
        <button type="button" className="slide-video__start" onClick={() => setPressed(true)} disabled={!hydrated} aria-label={`Play video: ${title}`}>
          <span className="slide-video__play-icon" aria-hidden="true" />
          <span>Play video</span>
        </button>
      </div>
    );
  }
  if (hostVerdict({ probe, loaded, timedOut }) !== 'unreachable') {
    return (
      <div className="slide-video__frame">
        <iframe
          src={startedEmbedUrl(src)}
          title={title}
          allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          onLoad={() => setLoaded(true)}
        />
      </div>
    );
  }
  if (fallback) return <FilmPlayer film={fallback} title={title} playNow note={OUR_COPY_NOTE} />;
  return (
    <div className="slide-video__frame slide-video__missing slide-video__unreachable" role="status">
      <p>
        <strong>This video cannot be reached on this network.</strong>
      </p>
      <p>The school’s network may block its player. For the school’s technician, its address is:</p>
      <p>
        <code className="slide-video__address">{src}</code>
      </p>
    </div>
  );
}
