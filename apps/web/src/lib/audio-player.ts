/** The audio player's constants and time display (docs/product.md, "Audio player"). */

export const AUDIO_SPEEDS = [0.75, 1, 1.5] as const;
export const DEFAULT_AUDIO_SPEED = 1;
export const REMAINING_TIME_REFRESH_MS = 500;

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

/** '0.75x', '1x', '1.5x'. */
export function speedLabel(speed: number): string {
  return `${speed}x`;
}
