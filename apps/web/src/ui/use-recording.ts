/**
 * One recording's state and actions, for the audio player and the cards that play a sound
 * (docs/product.md, "Audio player"): playing or paused, the position and the time remaining
 * (refreshed every 250 ms while playing), loop, speed (pitch kept), seeking, and whether the file
 * failed to load; for rehearsal, an A-B loop (reaching B goes back to A) and a count-in (one bar of
 * clicks at the recording's tempo before it plays). At the end it stops and goes back to the start.
 * Only one recording plays at a time: starting one pauses the others, as a teacher moving between
 * cards would want.
 */
import { useCallback, useEffect, useRef, useState, type AudioHTMLAttributes, type RefObject } from 'react';
import {
  DEFAULT_AUDIO_SPEED,
  NO_LOOP,
  REMAINING_TIME_REFRESH_MS,
  countInClicks,
  countInSeconds,
  isLoopComplete,
  loopJump,
  loopStart,
  moveLoopPoint,
  nextLoopStep,
  remainingTime,
  setLoopPoint,
  type CountIn,
  type LoopPoints,
} from '../lib/audio-player';
import { playCountIn, type CountInRun } from './count-in-clicks';
import { useHeldPreload } from './media-held';

let playingNow: HTMLAudioElement | undefined;
/** The count-in sounding now, anywhere on the page: another Play cancels it. */
let countingNow: CountInRun | undefined;

export type RecordingState = 'paused' | 'counting-in' | 'playing';

export interface RecordingOptions {
  /** The recording's tempo and beats in a bar; without them no count-in is offered. */
  countIn?: CountIn | null;
  /** Hears the position (seconds) on every animation frame while playing, and after each seek. */
  onTimeUpdate?: (seconds: number) => void;
}

export interface Recording {
  /** Spread on the <audio> element that plays it. */
  audioProps: AudioHTMLAttributes<HTMLAudioElement> & { ref: RefObject<HTMLAudioElement | null> };
  playing: boolean;
  /** Paused, counting in (the clicks before playback) or playing. */
  state: RecordingState;
  /** The count-in's beat sounding now (1 to beats in a bar), 0 when not counting in. */
  beat: number;
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
  loopPoints: LoopPoints;
  /** Whether Play counts in first (offered only with a tempo). */
  countInOn: boolean;
  toggle: () => Promise<void>;
  seek: (seconds: number) => void;
  rewind: () => void;
  setLoop: (loop: boolean) => void;
  setSpeed: (speed: number) => void;
  /** Sets A or B where the recording is now. */
  setLoopPointHere: (point: 'a' | 'b') => void;
  /** The single A-B button: set A, then B, then clear. */
  stepLoop: () => void;
  /** Drags an end of the loop to a time. */
  moveLoopPoint: (point: 'a' | 'b', seconds: number) => void;
  clearLoop: () => void;
  setCountInOn: (on: boolean) => void;
}

export function useRecording(
  url: string | null | undefined,
  preload: 'metadata' | 'none' | 'auto' = 'metadata',
  { countIn = null, onTimeUpdate }: RecordingOptions = {},
): Recording {
  const preloadHere = useHeldPreload(preload);
  const audio = useRef<HTMLAudioElement>(null);
  const [state, setState] = useState<RecordingState>('paused');
  const [beat, setBeat] = useState(0);
  const [loop, setLoop] = useState(false);
  const [speed, setSpeed] = useState<number>(DEFAULT_AUDIO_SPEED);
  const [times, setTimes] = useState({ position: 0, duration: 0 });
  const [failed, setFailed] = useState(false);
  const [loopPoints, setLoopPoints] = useState<LoopPoints>(NO_LOOP);
  const [countInOn, setCountInOn] = useState(false);
  const counting = useRef<CountInRun | undefined>(undefined);
  // What the animation frame loop reads without restarting on every change.
  const latest = useRef({ loopPoints, onTimeUpdate });
  latest.current = { loopPoints, onTimeUpdate };

  const refresh = useCallback(() => {
    const element = audio.current;
    if (!element) return;
    const duration = Number.isFinite(element.duration) ? element.duration : 0;
    const position = element.currentTime;
    // Unchanged times keep their object, so a player shown by a key press is not drawn a second time in it.
    setTimes((now) => (now.position === position && now.duration === duration ? now : { position, duration }));
  }, []);

  const playing = state === 'playing';
  useEffect(() => {
    if (!playing) return;
    const timer = window.setInterval(refresh, REMAINING_TIME_REFRESH_MS);
    // Every frame: back to A once B is reached (a timeupdate event comes only every quarter second).
    let frame = 0;
    const onFrame = () => {
      const element = audio.current;
      if (element) {
        const jump = loopJump(latest.current.loopPoints, element.currentTime);
        if (jump !== null) element.currentTime = jump;
        latest.current.onTimeUpdate?.(element.currentTime);
      }
      frame = window.requestAnimationFrame(onFrame);
    };
    frame = window.requestAnimationFrame(onFrame);
    return () => {
      window.clearInterval(timer);
      window.cancelAnimationFrame(frame);
    };
  }, [playing, refresh]);

  useEffect(() => {
    const element = audio.current;
    if (!element) return;
    element.preservesPitch = true;
    element.playbackRate = speed;
  }, [speed]);

  useEffect(() => {
    const element = audio.current;
    // On a page rendered on the server the recording may have loaded its length, or failed, before this code ran and heard of it.
    setFailed(Boolean(element?.error));
    refresh();
    return () => {
      if (element && playingNow === element) playingNow = undefined;
      counting.current?.cancel();
    };
  }, [url, refresh]);

  const cancelCountIn = useCallback(() => {
    const run = counting.current;
    if (!run) return;
    counting.current = undefined;
    if (countingNow === run) countingNow = undefined;
    run.cancel();
    setBeat(0);
    setState('paused');
  }, []);

  const toggle = useCallback(async () => {
    const element = audio.current;
    if (!element) return;
    if (counting.current) {
      cancelCountIn();
      return;
    }
    if (!element.paused) {
      element.pause();
      return;
    }
    if (playingNow && playingNow !== element) playingNow.pause();
    countingNow?.cancel();
    playingNow = element;
    element.preservesPitch = true;
    element.playbackRate = speed;
    const from = loopStart(loopPoints, element.currentTime);
    if (from !== element.currentTime) element.currentTime = from;
    if (countIn && countInOn) {
      const run = playCountIn(countInClicks(countIn, speed), countInSeconds(countIn, speed), setBeat);
      counting.current = run;
      countingNow = run;
      setState('counting-in');
      const finished = await run.done;
      if (counting.current === run) counting.current = undefined;
      if (countingNow === run) countingNow = undefined;
      setBeat(0);
      if (!finished) {
        setState('paused');
        return;
      }
    }
    try {
      await element.play();
    } catch (error) {
      setState('paused');
      // A file the browser cannot play says so; a play the browser refused (no gesture) stays on Play.
      if (error instanceof DOMException && error.name === 'NotSupportedError') setFailed(true);
    }
  }, [speed, loopPoints, countIn, countInOn, cancelCountIn]);

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

  const currentTime = () => audio.current?.currentTime ?? 0;
  const setLoopPointHere = (point: 'a' | 'b') => setLoopPoints((now) => setLoopPoint(now, point, currentTime(), times.duration));
  const stepLoop = () => {
    const step = nextLoopStep(loopPoints);
    if (step === 'clear') setLoopPoints(NO_LOOP);
    else setLoopPointHere(step === 'set-a' ? 'a' : 'b');
  };

  const ended = audio.current?.ended ?? false;
  return {
    audioProps: {
      ref: audio,
      src: url ?? undefined,
      preload: preloadHere,
      loop,
      onPlay: () => setState('playing'),
      onPause: () => {
        if (!counting.current) setState('paused');
        refresh();
      },
      onEnded: (event) => {
        const element = event.currentTarget;
        // A loop whose B is the very end: round again from A.
        if (isLoopComplete(loopPoints)) {
          element.currentTime = loopPoints.a;
          void element.play().catch(() => setState('paused'));
          return;
        }
        element.currentTime = 0;
        setState('paused');
        refresh();
      },
      onError: () => {
        setState('paused');
        setFailed(true);
      },
      onLoadedMetadata: refresh,
      onDurationChange: refresh,
      onSeeked: (event) => {
        refresh();
        onTimeUpdate?.(event.currentTarget.currentTime);
      },
    },
    playing,
    state,
    beat,
    remaining: remainingTime(times.duration, times.position),
    position: times.position,
    duration: times.duration,
    partWay: times.position > 0 && !ended,
    failed,
    loop,
    speed,
    loopPoints,
    countInOn: countIn !== null && countInOn,
    toggle,
    seek,
    rewind,
    setLoop,
    setSpeed,
    setLoopPointHere,
    stepLoop,
    moveLoopPoint: (point, seconds) => setLoopPoints((now) => moveLoopPoint(now, point, seconds, times.duration)),
    clearLoop: () => setLoopPoints(NO_LOOP),
    setCountInOn,
  };
}

/** The sentence a failed recording shows in its place. */
export const RECORDING_FAILED = 'This recording could not be loaded';
