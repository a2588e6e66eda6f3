/**
 * One of the charity's own films in the page's own player (docs/product.md, "Videos"): the poster
 * until the teacher presses 'Play video', then the browser's own controls (keyboard included), the
 * MP4 (and WebM) from this site with byte ranges, so seeking never downloads the whole film.
 * Captions are on by default (English where there are English captions) and a 'Captions' switch
 * turns them off and on; where the film has a sign-language version, a 'Sign language' switch shows
 * it beside the film, kept at the film's time. Nothing plays with sound until the teacher asks:
 * `playNow` is for a film that takes over from a player the teacher already pressed play on.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { signLanguageCorrection, type PlayableFilm } from '../../../lib/films';
import { useHeldPreload } from '../../../ui/media-held';

export function FilmPlayer({ film, title, playNow = false, note }: { film: PlayableFilm; title: string; playNow?: boolean; note?: string }) {
  const main = useRef<HTMLVideoElement>(null);
  const signer = useRef<HTMLVideoElement>(null);
  const preload = useHeldPreload('metadata');
  const [started, setStarted] = useState(playNow);
  const [captions, setCaptions] = useState(film.tracks.length > 0);
  const [signing, setSigning] = useState(false);
  /** The captions' language while they are on: the default track's, or the one chosen in the player's menu. */
  const language = useRef(film.tracks.find((track) => track.default)?.srclang);

  // Captions: the chosen language showing while the switch is on, every other track off.
  useEffect(() => {
    const tracks = main.current?.textTracks;
    if (!tracks) return;
    const apply = () => {
      for (const track of Array.from(tracks)) track.mode = captions && track.language === language.current ? 'showing' : 'disabled';
    };
    apply();
    tracks.addEventListener('addtrack', apply);
    return () => tracks.removeEventListener('addtrack', apply);
  }, [captions]);

  // The player's own captions menu moves the switch too.
  useEffect(() => {
    const tracks = main.current?.textTracks;
    if (!tracks) return;
    const follow = () => {
      const showing = Array.from(tracks).find((track) => track.mode === 'showing');
      if (showing) language.current = showing.language;
      setCaptions(Boolean(showing));
    };
    tracks.addEventListener('change', follow);
    return () => tracks.removeEventListener('change', follow);
  }, []);

  const play = useCallback(() => {
    setStarted(true);
    main.current?.play().catch(() => setStarted(false));
  }, []);

  useEffect(() => {
    if (playNow) play();
  }, [playNow, play]);

  /** Keeps the sign-language film at the film's time, speed and play or pause. */
  const keepInStep = useCallback(() => {
    const film = main.current;
    const sign = signer.current;
    if (!film || !sign) return;
    const jump = signLanguageCorrection(film.currentTime, sign.currentTime);
    if (jump !== undefined) sign.currentTime = jump;
    sign.playbackRate = film.playbackRate;
    if (film.paused && !sign.paused) sign.pause();
    else if (!film.paused && sign.paused) sign.play().catch(() => undefined);
  }, []);

  const sign = film.signLanguage;
  return (
    <div className={signing ? 'film-player film-player--signing' : 'film-player'}>
      <div className="slide-video__frame film-player__screen">
        <video
          ref={main}
          className="film-player__film"
          controls
          preload={preload}
          playsInline
          poster={film.poster}
          aria-label={title}
          onPlay={() => {
            setStarted(true);
            keepInStep();
          }}
          onPause={keepInStep}
          onSeeked={keepInStep}
          onTimeUpdate={keepInStep}
          onRateChange={keepInStep}
        >
          {film.sources.map((source) => (
            <source key={source.src} src={source.src} type={source.type} />
          ))}
          {film.tracks.map((track) => (
            <track key={track.srclang} kind="captions" src={track.src} srcLang={track.srclang} label={track.label} default={track.default} />
          ))}
        </video>
        {signing && sign && (
          <video
            ref={signer}
            className="film-player__sign"
            muted
            playsInline
            preload="auto"
            aria-label={`${title}: ${sign.language} version`}
            onLoadedMetadata={keepInStep}
          >
            <source src={sign.src} type={sign.type} />
          </video>
        )}
        {!started && (
          <button type="button" className="slide-video__start film-player__start" onClick={play} aria-label={`Play video: ${title}`}>
            <span className="slide-video__play-icon" aria-hidden="true" />
            <span>Play video</span>
          </button>
        )}
      </div>
      {note && (
        <p className="film-player__note" role="status">
          {note}
        </p>
      )}
      {(film.tracks.length > 0 || sign) && (
        <div className="film-player__switches" role="group" aria-label={`${title}: options`}>
          {film.tracks.length > 0 && (
            <button type="button" className="film-player__switch" aria-pressed={captions} onClick={() => setCaptions((on) => !on)}>
              Captions
            </button>
          )}
          {sign && (
            <button type="button" className="film-player__switch" aria-pressed={signing} onClick={() => setSigning((on) => !on)}>
              Sign language <span className="film-player__badge">{sign.language}</span>
            </button>
          )}
        </div>
      )}
    </div>
  );
}
