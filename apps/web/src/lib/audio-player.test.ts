import { describe, expect, it } from 'vitest';
import {
  AUDIO_SPEEDS,
  DEFAULT_AUDIO_SPEED,
  MIN_LOOP_SECONDS,
  NO_LOOP,
  countInBeatSeconds,
  countInClicks,
  countInOf,
  countInSeconds,
  isLoopComplete,
  loopBand,
  loopJump,
  loopStart,
  minutesAndSeconds,
  moveLoopPoint,
  nextLoopStep,
  playerKeyAction,
  remainingTime,
  setLoopPoint,
  speedLabel,
  stepSpeed,
} from './audio-player';

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
  it('offers 0.5x, 0.75x, 1x and 1.5x, with 1x the default', () => {
    expect(AUDIO_SPEEDS.map(speedLabel)).toEqual(['0.5x', '0.75x', '1x', '1.5x']);
    expect(speedLabel(DEFAULT_AUDIO_SPEED)).toBe('1x');
  });

  it('steps up and down the list, staying at its ends', () => {
    expect(stepSpeed(1, -1)).toBe(0.75);
    expect(stepSpeed(0.75, -1)).toBe(0.5);
    expect(stepSpeed(0.5, -1)).toBe(0.5);
    expect(stepSpeed(1, 1)).toBe(1.5);
    expect(stepSpeed(1.5, 1)).toBe(1.5);
    expect(stepSpeed(2, -1)).toBe(0.75);
  });
});

describe('the A-B loop', () => {
  it('is set by one button: A, then B, then cleared', () => {
    expect(nextLoopStep(NO_LOOP)).toBe('set-a');
    const withA = setLoopPoint(NO_LOOP, 'a', 3.2, 20);
    expect(withA).toEqual({ a: 3.2, b: null });
    expect(nextLoopStep(withA)).toBe('set-b');
    const withB = setLoopPoint(withA, 'b', 7.5, 20);
    expect(withB).toEqual({ a: 3.2, b: 7.5 });
    expect(isLoopComplete(withB)).toBe(true);
    expect(nextLoopStep(withB)).toBe('clear');
  });

  it('goes back to A once playback reaches B, and not before', () => {
    const loop = { a: 3, b: 7 };
    expect(loopJump(loop, 6.9)).toBeNull();
    expect(loopJump(loop, 7)).toBe(3);
    expect(loopJump(loop, 7.02)).toBe(3);
    expect(loopJump({ a: 3, b: null }, 12)).toBeNull();
    expect(loopJump(NO_LOOP, 12)).toBeNull();
  });

  it('starts Play from A when the recording is outside the loop, and where it is inside', () => {
    const loop = { a: 3, b: 7 };
    expect(loopStart(loop, 0)).toBe(3);
    expect(loopStart(loop, 9)).toBe(3);
    expect(loopStart(loop, 5)).toBe(5);
    expect(loopStart({ a: 3, b: null }, 0)).toBe(0);
  });

  it('keeps B after A: B set too soon makes the shortest loop, B without A loops from the start, A after B starts afresh', () => {
    expect(setLoopPoint({ a: 5, b: null }, 'b', 5.1, 20)).toEqual({ a: 5, b: 5 + MIN_LOOP_SECONDS });
    expect(setLoopPoint(NO_LOOP, 'b', 4, 20)).toEqual({ a: 0, b: 4 });
    expect(setLoopPoint({ a: 2, b: 6 }, 'a', 8, 20)).toEqual({ a: 8, b: null });
    expect(setLoopPoint({ a: 2, b: 6 }, 'a', 4, 20)).toEqual({ a: 4, b: 6 });
    // Near the end, the shortest loop ends at the end.
    expect(setLoopPoint({ a: 19.9, b: null }, 'b', 20, 20)).toEqual({ a: 20 - MIN_LOOP_SECONDS, b: 20 });
  });

  it('never lets a dragged end pass the other, nor leave the recording', () => {
    const loop = { a: 3, b: 7 };
    expect(moveLoopPoint(loop, 'a', 10, 20)).toEqual({ a: 7 - MIN_LOOP_SECONDS, b: 7 });
    expect(moveLoopPoint(loop, 'a', -4, 20)).toEqual({ a: 0, b: 7 });
    expect(moveLoopPoint(loop, 'b', 1, 20)).toEqual({ a: 3, b: 3 + MIN_LOOP_SECONDS });
    expect(moveLoopPoint(loop, 'b', 99, 20)).toEqual({ a: 3, b: 20 });
  });

  it('is drawn as a band over the progress bar, in percent of the length', () => {
    expect(loopBand({ a: 5, b: 15 }, 20)).toEqual({ start: 25, end: 75 });
    expect(loopBand({ a: 5, b: null }, 20)).toEqual({ start: 25, end: 25 });
    expect(loopBand(NO_LOOP, 20)).toBeNull();
    expect(loopBand({ a: 5, b: 15 }, 0)).toBeNull();
  });
});

describe('the count-in', () => {
  it('is offered only for a tempo of 30 to 240, with 4 beats unless 2 to 7 are given', () => {
    expect(countInOf(null, 4)).toBeNull();
    expect(countInOf(undefined, undefined)).toBeNull();
    expect(countInOf(20, 4)).toBeNull();
    expect(countInOf(300, 4)).toBeNull();
    expect(countInOf(120, null)).toEqual({ tempo: 120, beatsPerBar: 4 });
    expect(countInOf(90, 3)).toEqual({ tempo: 90, beatsPerBar: 3 });
    expect(countInOf(90, 9)).toEqual({ tempo: 90, beatsPerBar: 4 });
  });

  it('clicks one bar at the tempo, the first beat accented', () => {
    const clicks = countInClicks({ tempo: 120, beatsPerBar: 4 }, 1);
    expect(clicks).toEqual([
      { at: 0, accent: true },
      { at: 0.5, accent: false },
      { at: 1, accent: false },
      { at: 1.5, accent: false },
    ]);
    expect(countInSeconds({ tempo: 120, beatsPerBar: 4 }, 1)).toBe(2);
    expect(countInClicks({ tempo: 90, beatsPerBar: 3 }, 1)).toHaveLength(3);
  });

  it('follows the speed: at 0.5x the beat is twice as long, as the recording will be', () => {
    expect(countInBeatSeconds({ tempo: 120, beatsPerBar: 4 }, 0.5)).toBe(1);
    expect(countInSeconds({ tempo: 120, beatsPerBar: 4 }, 0.5)).toBe(4);
    expect(countInBeatSeconds({ tempo: 120, beatsPerBar: 4 }, 1.5)).toBeCloseTo(1 / 3);
  });
});

describe('the keys', () => {
  it('are [ and ] for A and B, \\ to clear, < and > for the speed, none of them lesson mode’s', () => {
    expect(['[', ']', '\\', '<', '>'].map(playerKeyAction)).toEqual(['set-a', 'set-b', 'clear-loop', 'slower', 'faster']);
    for (const key of ['ArrowLeft', 'ArrowRight', ' ', 'f', 'b', 'B', 'p', '?', 'Escape', 'toString']) expect(playerKeyAction(key)).toBeUndefined();
  });
});
