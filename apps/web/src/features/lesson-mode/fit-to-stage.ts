/**
 * Sizes a slide's type to its room on the stage (docs/slide-layouts.md, docs/product.md "Lesson
 * mode"): the largest size, between its template's --fit-max and --fit-min (slide.css and each
 * template's stylesheet), at which everything fits: few words grow into the room their template
 * leaves, and content that cannot fit is made smaller, never cut off or scrolled, down to the
 * floor that keeps body text at 32 px on a 1080-pixel stage. Below the floor the slide is left at
 * it. Measured when the slide is shown and when the stage changes size.
 */
import { useLayoutEffect, type RefObject } from 'react';

/** The type sizes tried, largest first, within the template's own bounds. */
export const SCALES = [1.3, 1.2, 1.1, 1, 0.94, 0.88, 0.82, 0.78, 0.74];

/** The parts of a slide that have a room of their own and must hold their content. */
const ROOMS =
  '.slide__body, .slide__body > *, .slide__stack, .slide__panel, .slide__beside > *, .slide__columns > *, .slide__all-words, .slide__recording, .cards > li, .slide__tile, .flipcard__card, .audiocard';

function overflows(slide: HTMLElement): boolean {
  const rooms = [slide, ...slide.querySelectorAll<HTMLElement>(ROOMS)];
  return rooms.some((room) => room.scrollHeight > room.clientHeight + 1 || room.scrollWidth > room.clientWidth + 1);
}

/** A template's range of sizes (--fit-max and --fit-min in its stylesheet). */
export interface FitBounds {
  max: number;
  min: number;
}

/**
 * Read from the slide's computed style, which on the stage (a size container) costs a layout of
 * its own: useFitToStage reads them once per template and stage size.
 */
export function fitBounds(slide: HTMLElement): FitBounds {
  const style = getComputedStyle(slide);
  const bound = (name: string, fallback: number) => {
    const value = parseFloat(style.getPropertyValue(name));
    return Number.isFinite(value) ? value : fallback;
  };
  return { max: bound('--fit-max', 1), min: bound('--fit-min', SCALES[SCALES.length - 1]) };
}

export interface FitHints {
  /** The size this slide fitted at the last time it was shown on a stage of this size. */
  remembered?: number;
  /** Where a slide never shown before probably fits: the size the last slide of its template took on this stage. */
  guess?: number;
  /** Its template's range, when known; else read from the slide. */
  bounds?: FitBounds;
}

/**
 * Each size tried costs the browser a layout, on the key press that shows the slide: the largest
 * size is tried first (most slides hold few words and take it), then the sizes are halved through,
 * since a slide that overflows at one size overflows at every larger one: at most 5 layouts for 9
 * sizes, where trying each in turn took up to 9.
 *
 * `remembered` is the size this slide fitted at the last time it was shown on a stage of this size
 * (a teacher goes back and forth through a lesson): tried first, and kept when it still fits, so a
 * return to a slide costs one layout (the one the browser paints from) instead of up to five. A
 * remembered size that no longer fits (a picture or font arrived since) starts the search below it; a
 * slide remembered at its template's floor is put there again without a layout.
 *
 * `guess` is where a slide never shown before probably fits: the size the last slide of its template
 * took on this stage (the free-form slides of a lesson all fill their tiles, flip cards' words take
 * the same room on every card slide). The size just above the guess is tried first, then the guess:
 * when the guess is right that is two layouts, where halving from the largest took three to five,
 * and the answer is still the largest size that fits (the one above it was seen to overflow). A
 * wrong guess goes on halving from what the two tries showed.
 */
export function fitToStage(slide: HTMLElement, { remembered, guess, bounds }: FitHints = {}): number {
  // Read at the size most likely tried first (most templates' largest), so the layout reading them costs is that try's.
  if (!bounds) slide.style.setProperty('--fit', String(remembered ?? SCALES[0]));
  const { max, min } = bounds ?? fitBounds(slide);
  const scales = SCALES.filter((scale) => scale <= max && scale >= min);
  if (scales.length === 0) return 1;
  const floor = scales.length - 1;
  let tried = -1;
  const fits = (index: number) => {
    tried = index;
    slide.style.setProperty('--fit', String(scales[index]));
    return !overflows(slide);
  };
  const known = remembered === undefined ? -1 : scales.indexOf(remembered);
  // At the floor the slide was left there whether or not it fitted: it is the answer again.
  if (known === floor) {
    slide.style.setProperty('--fit', String(scales[floor]));
    return scales[floor];
  }
  if (known >= 0 && fits(known)) return scales[known];
  // scales[low] overflows, and so does every larger size (low === -1: none seen to overflow yet);
  // scales[high] fits (high === scales.length: none seen to fit yet).
  let low = known;
  let high = scales.length;
  const likely = guess === undefined ? -1 : scales.indexOf(guess);
  if (likely > low + 1) {
    if (fits(likely - 1)) high = likely - 1;
    else {
      low = likely - 1;
      if (fits(likely)) high = likely;
      else low = likely;
    }
  } else if (low < 0) {
    if (fits(0)) return scales[0];
    low = 0;
  }
  while (high - low > 1) {
    const middle = (low + high) >> 1;
    if (fits(middle)) high = middle;
    else low = middle;
  }
  const chosen = Math.min(high, floor);
  if (tried !== chosen) slide.style.setProperty('--fit', String(scales[chosen]));
  return scales[chosen];
}

/** The size each slide (its data, as the page holds it) last fitted at, per stage size. */
const fitted = new WeakMap<object, { stage: string; scale: number }>();

/**
 * The size of the last slide fitted in each place (a stage), read once its fit had laid it out, and
 * anywhere (for a stage just put on the page: a move to another activity). A slide fills its stage,
 * so the next slide shown there is the same size: its remembered fit is looked up by this size
 * rather than by measuring the new slide, which would cost a layout of its own before the fit (at
 * the old type size) on every key press.
 */
const stageSizes = new WeakMap<Element, string>();
let lastStageSize: string | undefined;

/**
 * Per template and stage size: its range of sizes, and the size its last slide fitted at (where a
 * slide shown for the first time is tried first).
 */
const templateFits = new Map<string, { bounds: FitBounds; scale: number }>();

/**
 * Whether this slide (its data) was fitted on a stage of the size the last slide was shown on: its
 * next showing there costs one layout. What OffStageFits.tsx leaves alone.
 */
export function fittedOnThisStage(content: object): boolean {
  return lastStageSize !== undefined && fitted.get(content)?.stage === lastStageSize;
}

/**
 * Fits the slide when it is shown and when the stage changes size; `content` is the slide's data,
 * whose last fit is remembered, and `template` its template's name, whose last fit is the first guess
 * for a slide not fitted before.
 */
export function useFitToStage(ref: RefObject<HTMLElement | null>, content?: object, template?: string): void {
  useLayoutEffect(() => {
    const slide = ref.current;
    if (!slide) return;
    const place = slide.parentElement ?? slide;
    const measure = () => `${slide.clientWidth}x${slide.clientHeight}`;
    let size = stageSizes.get(place) ?? lastStageSize;
    const fit = () => {
      const last = content && fitted.get(content);
      const remembered = last && last.stage === size ? last.scale : undefined;
      const known = template === undefined ? undefined : templateFits.get(`${template} ${size}`);
      let scale = fitToStage(slide, { remembered, guess: known?.scale, bounds: known?.bounds });
      // The fit has laid the slide out (or left it as the frame will paint it): its size costs no layout of its own.
      const now = measure();
      // The stage is not the size it was taken to be (it changed since): what was known at that size may not hold here.
      const stale = now !== size && (remembered !== undefined || known !== undefined);
      if (stale) scale = fitToStage(slide);
      size = now;
      stageSizes.set(place, now);
      lastStageSize = now;
      if (content) fitted.set(content, { stage: now, scale });
      // Read with the layout clean, so at no cost; the next slide of this template here need not read them.
      if (template !== undefined) templateFits.set(`${template} ${now}`, { bounds: known && !stale ? known.bounds : fitBounds(slide), scale });
    };
    fit();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (measure() === size) return;
      size = measure();
      fit();
    });
    observer.observe(slide);
    return () => observer.disconnect();
  }, [ref, content, template]);
}
