/**
 * Shrinks a slide's type until everything fits its room on the stage (docs/product.md, "Lesson mode"): content
 * that cannot fit is made smaller, never cut off or scrolled. Templates give pictures and films the
 * room that is left, so in practice only long text needs it; a slide that fits keeps its full size
 * (28 px body text on a 1080-pixel stage). Measured when the slide is shown and when the stage
 * changes size.
 */
import { useLayoutEffect, type RefObject } from 'react';

/** The type sizes tried, largest first; below the last the slide is left as it is. */
const SCALES = [0.9, 0.8, 0.7, 0.6, 0.5];

/** The parts of a slide that have a room of their own and must hold their content. */
const ROOMS = '.slide__body, .slide__body > *, .slide__stack, .slide__panel, .slide__split > *, .slide__columns > *, .flipcard__card, .audiocard';

function overflows(slide: HTMLElement): boolean {
  const rooms = [slide, ...slide.querySelectorAll<HTMLElement>(ROOMS)];
  return rooms.some((room) => room.scrollHeight > room.clientHeight + 1 || room.scrollWidth > room.clientWidth + 1);
}

export function fitToStage(slide: HTMLElement): number {
  slide.style.removeProperty('--fit');
  if (!overflows(slide)) return 1;
  for (const scale of SCALES) {
    slide.style.setProperty('--fit', String(scale));
    if (!overflows(slide)) return scale;
  }
  return SCALES[SCALES.length - 1];
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
