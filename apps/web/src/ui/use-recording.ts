/**
 * One recording's state and actions, for the audio player and the cards that play a sound
 * (docs/product.md, "Audio player"): playing or paused, the position and the time remaining
 * (refreshed every 500 ms while playing), loop, speed, seeking, and whether the file failed to load.
 * At the end it stops and goes back to the start. Only one recording plays at a time: starting one
 * pauses the others, as a teacher moving between cards would want.
 */
import { useCallback, useEffect, useRef, useState, type AudioHTMLAttributes, type RefObject } from 'react';
import { DEFAULT_AUDIO_SPEED, REMAINING_TIME_REFRESH_MS, remainingTime } from '../lib/audio-player';

let playingNow: HTMLAudioElement | undefined;

export interface Recording {
  /** Spread on the <audio> element that plays it. */
  audioProps: AudioHTMLAttributes<HTMLAudioElement> & { ref: RefObject<HTMLAudioElement | null> };
  playing: boolean;
  /** mm:ss left, '--:--' while the length is unknown. */
  remaining: string;
  /** Seconds played and the length (0 while unknown). */
  position: number;
  duration: number;
  /** Paused somewhere after the start (the rewind button shows). */
  partWay: boolean;
  /** The file could not be loaded or played. */
  failed: boolean;
  loop: boolean;
  speed: number;
  toggle: () => Promise<void>;
  seek: (seconds: number) => void;
  rewind: () => void;
  setLoop: (loop: boolean) => void;
  setSpeed: (speed: number) => void;
}

export function useRecording(
  url: string | null | undefined,
  preload: 'metadata' | 'none' | 'auto' = 'metadata',
  /** Told the time on the element's every timeupdate (playing, and after a seek). */
  onTime?: (seconds: number) => void,
): Recording {
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [loop, setLoop] = useState(false);
  const [speed, setSpeed] = useState<number>(DEFAULT_AUDIO_SPEED);
  const [times, setTimes] = useState({ position: 0, duration: 0 });
  const [failed, setFailed] = useState(false);

  const refresh = useCallback(() => {
    const element = audio.current;
    if (!element) return;
    const duration = Number.isFinite(element.duration) ? element.duration : 0;
    setTimes({ position: element.currentTime, duration });
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
    // On a page rendered on the server the recording may have loaded its length, or failed, before this code ran and heard of it.
    setFailed(Boolean(element?.error));
    refresh();
    return () => {
      if (element && playingNow === element) playingNow = undefined;
    };
  }, [url, refresh]);

  const toggle = useCallback(async () => {
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
    } catch (error) {
      // A file the browser cannot play says so; a play the browser refused (no gesture) stays on Play.
      if (error instanceof DOMException && error.name === 'NotSupportedError') setFailed(true);
    }
  }, [speed]);

  const seek = useCallback(
    (seconds: number) => {
      const element = audio.current;
      if (!element || !Number.isFinite(seconds)) return;
      element.currentTime = Math.max(0, Math.min(seconds, Number.isFinite(element.duration) ? element.duration : seconds));
      refresh();
    },
    [refresh],
  );

  const rewind = useCallback(() => seek(0), [seek]);

  const ended = audio.current?.ended ?? false;
  return {
    audioProps: {
      ref: audio,
      src: url ?? undefined,
      preload,
      loop,
      onPlay: () => setPlaying(true),
      onPause: () => {
        setPlaying(false);
        refresh();
      },
      onEnded: (event) => {
        event.currentTarget.currentTime = 0;
        setPlaying(false);
        refresh();
      },
      onError: () => {
        setPlaying(false);
        setFailed(true);
      },
      onLoadedMetadata: refresh,
      onDurationChange: refresh,
      onSeeked: refresh,
      onTimeUpdate: onTime ? (event) => onTime(event.currentTarget.currentTime) : undefined,
    },
    playing,
    remaining: remainingTime(times.duration, times.position),
    position: times.position,
    duration: times.duration,
    partWay: times.position > 0 && !ended,
    failed,
    loop,
    speed,
    toggle,
    seek,
    rewind,
    setLoop,
    setSpeed,
  };
}

/** The sentence a failed recording shows in its place. */
export const RECORDING_FAILED = 'This recording could not be loaded';
