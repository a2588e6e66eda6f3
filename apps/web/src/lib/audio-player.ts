/**
 * The audio player's constants and rules (docs/product.md, "Audio player"): the time display, the
 * speeds, the A-B loop and the count-in. Pure functions, so the player's behaviour is tested here.
 */

export const AUDIO_SPEEDS = [0.5, 0.75, 1, 1.5] as const;
export const DEFAULT_AUDIO_SPEED = 1;
export const REMAINING_TIME_REFRESH_MS = 250;

/** mm:ss of what is left to play, '--:--' while the length is unknown. */
export function remainingTime(duration: number, currentTime: number): string {
  if (!Number.isFinite(duration) || duration <= 0) return '--:--';
  return minutesAndSeconds(Math.ceil(duration - (Number.isFinite(currentTime) ? currentTime : 0)));
}

/** mm:ss of a number of seconds (whole seconds, rounded down; never negative). */
export function minutesAndSeconds(total: number): string {
  const whole = Math.max(0, Math.floor(Number.isFinite(total) ? total : 0));
  return `${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}

/** '0.5x', '0.75x', '1x', '1.5x'. */
export function speedLabel(speed: number): string {
  return `${speed}x`;
}

/** The next speed of AUDIO_SPEEDS up (1) or down (-1) from `speed`, staying at the ends. */
export function stepSpeed(speed: number, direction: 1 | -1): number {
  const index = AUDIO_SPEEDS.findIndex((option) => option === speed);
  const from = index === -1 ? AUDIO_SPEEDS.indexOf(DEFAULT_AUDIO_SPEED) : index;
  return AUDIO_SPEEDS[Math.max(0, Math.min(AUDIO_SPEEDS.length - 1, from + direction))];
}

// ---- A-B loop ------------------------------------------------------------------------------

/** The two ends of a rehearsal loop, in seconds of the recording; null while not set. */
export interface LoopPoints {
  a: number | null;
  b: number | null;
}
export const NO_LOOP: LoopPoints = { a: null, b: null };
/** The shortest loop: shorter than this, a jump back to A would stutter rather than repeat a phrase. */
export const MIN_LOOP_SECONDS = 0.5;

/** Both ends are set: playback reaching B goes back to A. */
export function isLoopComplete(loop: LoopPoints): loop is { a: number; b: number } {
  return loop.a !== null && loop.b !== null;
}

/** What the single A-B button does next: set A, then set B, then clear. */
export function nextLoopStep(loop: LoopPoints): 'set-a' | 'set-b' | 'clear' {
  if (isLoopComplete(loop)) return 'clear';
  return loop.a === null ? 'set-a' : 'set-b';
}

const clampTime = (time: number, duration: number) => Math.max(0, Math.min(Number.isFinite(time) ? time : 0, duration > 0 ? duration : Infinity));

/**
 * Sets one end where the recording is now (the button, or the [ and ] keys, while it plays). A set
 * after B starts a new loop (B is cleared); B set without A loops from the start; B set too close
 * after A is moved to the shortest loop.
 */
export function setLoopPoint(loop: LoopPoints, point: 'a' | 'b', time: number, duration: number): LoopPoints {
  const at = clampTime(time, duration);
  if (point === 'a') {
    const b = loop.b !== null && loop.b - at >= MIN_LOOP_SECONDS ? loop.b : null;
    return { a: at, b };
  }
  const a = loop.a ?? 0;
  const b = duration > 0 ? Math.min(duration, Math.max(at, a + MIN_LOOP_SECONDS)) : Math.max(at, a + MIN_LOOP_SECONDS);
  if (b - a < MIN_LOOP_SECONDS) return { a: Math.max(0, b - MIN_LOOP_SECONDS), b };
  return { a, b };
}

/** Moves one end of a complete loop (dragging a handle, or its arrow keys), never past the other end. */
export function moveLoopPoint(loop: LoopPoints, point: 'a' | 'b', time: number, duration: number): LoopPoints {
  if (!isLoopComplete(loop)) return setLoopPoint(loop, point, time, duration);
  const at = clampTime(time, duration);
  return point === 'a' ? { a: Math.min(at, loop.b - MIN_LOOP_SECONDS), b: loop.b } : { a: loop.a, b: Math.max(at, loop.a + MIN_LOOP_SECONDS) };
}

/** Where playback jumps to now: back to A once it has reached B; null to carry on. */
export function loopJump(loop: LoopPoints, currentTime: number): number | null {
  return isLoopComplete(loop) && currentTime >= loop.b ? loop.a : null;
}

/** Where Play starts: inside a complete loop, from where it is; outside it, from A. */
export function loopStart(loop: LoopPoints, currentTime: number): number {
  if (!isLoopComplete(loop)) return currentTime;
  return currentTime < loop.a || currentTime >= loop.b ? loop.a : currentTime;
}

/** The loop's band on the progress bar, as percentages of the length; null without a loop or a length. */
export function loopBand(loop: LoopPoints, duration: number): { start: number; end: number } | null {
  if (loop.a === null || !(duration > 0)) return null;
  const percent = (time: number) => (Math.min(time, duration) / duration) * 100;
  return { start: percent(loop.a), end: percent(loop.b ?? loop.a) };
}

// ---- count-in ------------------------------------------------------------------------------

export const TEMPO_MIN = 30;
export const TEMPO_MAX = 240;
export const BEATS_PER_BAR_MIN = 2;
export const BEATS_PER_BAR_MAX = 7;
export const DEFAULT_BEATS_PER_BAR = 4;

export interface CountIn {
  /** The recording's beats per minute at 1x. */
  tempo: number;
  beatsPerBar: number;
}

/** A recording's count-in from its editors' fields, or null when it has no usable tempo (no count-in is offered). */
export function countInOf(tempo: number | null | undefined, beatsPerBar: number | null | undefined): CountIn | null {
  if (typeof tempo !== 'number' || !Number.isFinite(tempo) || tempo < TEMPO_MIN || tempo > TEMPO_MAX) return null;
  const beats =
    typeof beatsPerBar === 'number' && Number.isInteger(beatsPerBar) && beatsPerBar >= BEATS_PER_BAR_MIN && beatsPerBar <= BEATS_PER_BAR_MAX
      ? beatsPerBar
      : DEFAULT_BEATS_PER_BAR;
  return { tempo, beatsPerBar: beats };
}

/** One click of the count-in: when it sounds (seconds after the first) and whether it is the bar's first beat. */
export interface CountInClick {
  at: number;
  accent: boolean;
}

/** Seconds between the count-in's clicks: the recording's beat at the speed it will play at. */
export function countInBeatSeconds(countIn: CountIn, speed: number): number {
  return 60 / (countIn.tempo * (speed > 0 ? speed : 1));
}

/** One bar of clicks, the first accented, at the recording's tempo scaled by the speed. */
export function countInClicks(countIn: CountIn, speed: number): CountInClick[] {
  const beat = countInBeatSeconds(countIn, speed);
  return Array.from({ length: countIn.beatsPerBar }, (_, index) => ({ at: index * beat, accent: index === 0 }));
}

/** How long the count-in lasts: playback starts on the beat after the bar's last click. */
export function countInSeconds(countIn: CountIn, speed: number): number {
  return countIn.beatsPerBar * countInBeatSeconds(countIn, speed);
}

// ---- keys ----------------------------------------------------------------------------------

export type PlayerKeyAction = 'set-a' | 'set-b' | 'clear-loop' | 'slower' | 'faster';

/**
 * The player's own keys, chosen clear of lesson mode's (arrows, Space, F, B, P, ?, Esc): [ and ] set
 * the loop's ends, \ clears it, < and > change the speed. The player lists them in aria-keyshortcuts.
 */
export const PLAYER_KEYS: Record<string, PlayerKeyAction> = {
  '[': 'set-a',
  ']': 'set-b',
  '\\': 'clear-loop',
  '<': 'slower',
  '>': 'faster',
};

export function playerKeyAction(key: string): PlayerKeyAction | undefined {
  return Object.hasOwn(PLAYER_KEYS, key) ? PLAYER_KEYS[key] : undefined;
}
