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

function bound(slide: HTMLElement, name: string, fallback: number): number {
  const value = parseFloat(getComputedStyle(slide).getPropertyValue(name));
  return Number.isFinite(value) ? value : fallback;
}

export function fitToStage(slide: HTMLElement): number {
  const [max, min] = [bound(slide, '--fit-max', 1), bound(slide, '--fit-min', SCALES[SCALES.length - 1])];
  const scales = SCALES.filter((scale) => scale <= max && scale >= min);
  for (const scale of scales) {
    slide.style.setProperty('--fit', String(scale));
    if (!overflows(slide)) return scale;
  }
  const floor = scales[scales.length - 1] ?? 1;
  slide.style.setProperty('--fit', String(floor));
  return floor;
}

export function useFitToStage(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const slide = ref.current;
    if (!slide) return;
    fitToStage(slide);
    if (typeof ResizeObserver === 'undefined') return;
    let size = `${slide.clientWidth}x${slide.clientHeight}`;
    const observer = new ResizeObserver(() => {
      const now = `${slide.clientWidth}x${slide.clientHeight}`;
      if (now === size) return;
      size = now;
      fitToStage(slide);
    });
    observer.observe(slide);
    return () => observer.disconnect();
  }, [ref]);
}
