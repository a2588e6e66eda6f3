import { describe, expect, it } from 'vitest';
import { fitToStage, SCALES } from './fit-to-stage';

/**
 * A slide whose content is `size` pixels tall at --fit 1, in a room `room` pixels tall (jsdom has no
 * layout, so the heights are made up); counts how often the fit reads a height, i.e. how many
 * layouts the browser would make.
 */
function slideOf(size: number, room: number, fitMax: number | null = SCALES[0]) {
  const slide = document.createElement('article');
  if (fitMax !== null) slide.style.setProperty('--fit-max', String(fitMax));
  let reads = 0;
  Object.defineProperty(slide, 'scrollHeight', {
    get: () => {
      reads += 1;
      return Math.round(size * parseFloat(slide.style.getPropertyValue('--fit')));
    },
  });
  Object.defineProperty(slide, 'clientHeight', { get: () => room });
  return { slide, reads: () => reads };
}

/** Fits the slide with `options`, and expects the size it took (and left in --fit) and the layouts it read: a number, or at most `atMost`. */
function expectFitted(
  { slide, reads }: ReturnType<typeof slideOf>,
  options: Parameters<typeof fitToStage>[1],
  size: number,
  layouts: number | { atMost: number },
) {
  expect(fitToStage(slide, options)).toBe(size);
  if (typeof layouts === 'number') expect(reads()).toBe(layouts);
  else expect(reads()).toBeLessThanOrEqual(layouts.atMost);
  expect(slide.style.getPropertyValue('--fit')).toBe(String(size));
}

describe('fitting a slide to the stage', () => {
  it('gives a slide with few words the largest size, at one layout', () => {
    expectFitted(slideOf(100, 500), undefined, SCALES[0], 1);
  });

  it.each(SCALES.slice(1))('finds the largest size that fits (%s) in at most 5 layouts', (expected) => {
    expectFitted(slideOf(1000, Math.round(1000 * expected)), undefined, expected, { atMost: 5 });
  });

  it('leaves content that cannot fit at the smallest size', () => {
    const { slide } = slideOf(1000, 100);
    expect(fitToStage(slide)).toBe(SCALES[SCALES.length - 1]);
    expect(slide.style.getPropertyValue('--fit')).toBe(String(SCALES[SCALES.length - 1]));
  });

  it('keeps the size a slide fitted at before when it still fits, at one layout', () => {
    const expected = SCALES[4];
    expectFitted(slideOf(1000, Math.round(1000 * expected)), { remembered: expected }, expected, 1);
  });

  it('puts a slide remembered at the floor there again without a layout, though it overflows', () => {
    const floor = SCALES[SCALES.length - 1];
    expectFitted(slideOf(1000, 100), { remembered: floor }, floor, 0);
  });

  it('searches afresh when the size it fitted at before no longer fits', () => {
    const expected = SCALES[6];
    expectFitted(slideOf(1000, Math.round(1000 * expected)), { remembered: SCALES[2] }, expected, { atMost: 6 });
  });

  it("keeps within the template's own bounds, 1 when it names none", () => {
    expect(fitToStage(slideOf(100, 500, 1.1).slide)).toBe(1.1);
    expect(fitToStage(slideOf(100, 500, null).slide)).toBe(1);
  });

  it('takes the bounds it is given (known for the template) rather than reading them from the slide', () => {
    expect(fitToStage(slideOf(100, 500, 1.1).slide, { bounds: { max: 1.2, min: 0.74 } })).toBe(1.2);
  });

  it('tries a first-time slide where the last slide of its template fitted: two layouts when the guess is right', () => {
    const expected = SCALES[3];
    expectFitted(slideOf(1000, Math.round(1000 * expected)), { guess: expected }, expected, 2);
  });

  it('takes the largest size at one layout when the guess is the largest', () => {
    const { slide, reads } = slideOf(100, 500);
    expect(fitToStage(slide, { guess: SCALES[0] })).toBe(SCALES[0]);
    expect(reads()).toBe(1);
  });

  // Every guess, right or wrong, against every answer: the largest size that fits, or the floor when none does.
  const answers = [...SCALES.map((scale) => ({ room: Math.round(1000 * scale), expected: scale })), { room: 100, expected: SCALES[SCALES.length - 1] }];
  it.each(answers)('finds $expected whatever the guess, in at most 6 layouts', ({ room, expected }) => {
    for (const guess of [undefined, ...SCALES]) {
      expectFitted(slideOf(1000, room), { guess }, expected, { atMost: 6 });
    }
  });

  it('searches below a remembered size that no longer fits, whatever the guess', () => {
    for (const guess of [undefined, ...SCALES]) {
      const { slide } = slideOf(1000, Math.round(1000 * SCALES[6]));
      expect(fitToStage(slide, { remembered: SCALES[2], guess })).toBe(SCALES[6]);
    }
  });
});
