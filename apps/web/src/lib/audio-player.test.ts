import { describe, expect, it } from 'vitest';
import { AUDIO_SPEEDS, DEFAULT_AUDIO_SPEED, minutesAndSeconds, remainingTime, speedLabel } from './audio-player';

describe('remainingTime', () => {
  it('shows what is left as mm:ss, rounding part seconds up', () => {
    expect(remainingTime(125, 0)).toBe('02:05');
    expect(remainingTime(125, 4.2)).toBe('02:01');
    expect(remainingTime(3600, 0)).toBe('60:00');
    expect(remainingTime(10, 10)).toBe('00:00');
  });

  it("reads '--:--' while the length is unknown", () => {
    expect(remainingTime(Number.NaN, 0)).toBe('--:--');
    expect(remainingTime(Number.POSITIVE_INFINITY, 3)).toBe('--:--');
    expect(remainingTime(0, 0)).toBe('--:--');
  });

  it('never goes below zero', () => {
    expect(remainingTime(5, 9)).toBe('00:00');
  });
});

describe('minutesAndSeconds', () => {
  it('shows a position as mm:ss, whole seconds rounded down, never negative', () => {
    expect(minutesAndSeconds(0)).toBe('00:00');
    expect(minutesAndSeconds(65.9)).toBe('01:05');
    expect(minutesAndSeconds(-3)).toBe('00:00');
    expect(minutesAndSeconds(Number.NaN)).toBe('00:00');
  });
});

describe('speeds', () => {
  it('offers 0.75x, 1x and 1.5x, with 1x the default', () => {
    expect(AUDIO_SPEEDS.map(speedLabel)).toEqual(['0.75x', '1x', '1.5x']);
    expect(speedLabel(DEFAULT_AUDIO_SPEED)).toBe('1x');
  });
});
