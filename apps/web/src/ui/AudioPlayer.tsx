/**
 * The audio player of slides, cards and audio pages (docs/product.md, "Audio player"): play/pause,
 * a loop checkbox, speed (0.75x, 1x, 1.5x), the time remaining as mm:ss refreshed every 500 ms
 * ('--:--' while unknown), a rewind button only while paused part-way, and back to the start at the
 * end.
 *
 * Every control is a native button, checkbox or select with a label naming the recording, so it
 * works from the keyboard and with a screen reader. Only one recording plays at a time: starting
 * one pauses the others, as a teacher moving between cards would want.
 */
import './audio-player.css';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { AUDIO_SPEEDS, DEFAULT_AUDIO_SPEED, REMAINING_TIME_REFRESH_MS, remainingTime, speedLabel } from '../lib/audio-player';

let playingNow: HTMLAudioElement | undefined;

export interface AudioPlayerProps {
  url: string | null | undefined;
  /** What the recording is, for the controls' accessible names. */
  label?: string | null;
  /** Text shown under the controls (a file's caption), when there is one. */
  caption?: string | null;
  className?: string;
  /** 'metadata' shows the length at once; 'none' (pages with many recordings) waits for Play. */
  preload?: 'metadata' | 'none' | 'auto';
}

export function AudioPlayer({ url, label, caption, className, preload = 'metadata' }: AudioPlayerProps) {
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [loop, setLoop] = useState(false);
  const [speed, setSpeed] = useState<number>(DEFAULT_AUDIO_SPEED);
  const [remaining, setRemaining] = useState('--:--');
  const [partWay, setPartWay] = useState(false);
  const loopId = useId();
  const speedId = useId();
  const name = label?.trim() || caption?.trim() || 'Recording';

  const refresh = useCallback(() => {
    const element = audio.current;
    if (!element) return;
    setRemaining(remainingTime(element.duration, element.currentTime));
    setPartWay(element.currentTime > 0 && !element.ended);
  }, []);

  useEffect(() => {
    if (!playing) return;
    const timer = window.setInterval(refresh, REMAINING_TIME_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [playing, refresh]);

  useEffect(() => {
    if (audio.current) audio.current.playbackRate = speed;
  }, [speed]);

  useEffect(() => {
    const element = audio.current;
    return () => {
      if (element && playingNow === element) playingNow = undefined;
    };
  }, []);

  if (!url) return null;

  const toggle = async () => {
    const element = audio.current;
    if (!element) return;
    if (!element.paused) {
      element.pause();
      return;
    }
    if (playingNow && playingNow !== element) playingNow.pause();
    playingNow = element;
    element.playbackRate = speed;
    try {
      await element.play();
    } catch {
      // The browser refused (a file it cannot play): the button simply stays on Play.
    }
  };

  const rewind = () => {
    const element = audio.current;
    if (!element) return;
    element.currentTime = 0;
    refresh();
  };

  return (
    <div className={className ? `audio-player ${className}` : 'audio-player'} role="group" aria-label={`Audio player: ${name}`}>
      <audio
        ref={audio}
        src={url}
        preload={preload}
        loop={loop}
        onPlay={() => setPlaying(true)}
        onPause={() => {
          setPlaying(false);
          refresh();
        }}
        onEnded={(event) => {
          // At the end it stops and goes back to the start (with loop on, the browser starts again by itself).
          event.currentTarget.currentTime = 0;
          setPlaying(false);
          refresh();
        }}
        onLoadedMetadata={refresh}
        onDurationChange={refresh}
        onSeeked={refresh}
      />
      <button type="button" className="audio-player__play" onClick={toggle} aria-label={`${playing ? 'Pause' : 'Play'} ${name}`}>
        <span aria-hidden="true" className={playing ? 'audio-player__icon audio-player__icon--pause' : 'audio-player__icon audio-player__icon--play'} />
        <span className="audio-player__play-label">{playing ? 'Pause' : 'Play'}</span>
      </button>
      {!playing && partWay && (
        <button type="button" className="audio-player__rewind" onClick={rewind} aria-label={`Back to the start of ${name}`}>
          Rewind
        </button>
      )}
      <span className="audio-player__time" role="timer" aria-live="off" aria-label={`Time remaining: ${remaining}`}>
        {remaining}
      </span>
      <span className="audio-player__option">
        <input id={loopId} type="checkbox" checked={loop} onChange={(event) => setLoop(event.target.checked)} />
        <label htmlFor={loopId}>Loop</label>
      </span>
      <span className="audio-player__option">
        <label htmlFor={speedId}>Speed</label>
        <select id={speedId} value={speed} onChange={(event) => setSpeed(Number(event.target.value))}>
          {AUDIO_SPEEDS.map((option) => (
            <option key={option} value={option}>
              {speedLabel(option)}
            </option>
          ))}
        </select>
      </span>
      {caption?.trim() && <span className="audio-player__caption">{caption}</span>}
    </div>
  );
}
