/**
 * Fits the slides a teacher is likely to show next while lesson mode is idle, so the key press that
 * shows one costs one layout instead of the search for its size (fit-to-stage.ts: up to five
 * layouts, over 50 ms for a slide of many tiles, paid on the key press of its first showing).
 *
 * Once the slide on the stage has its pictures, the teacher has stayed on it a moment (DWELL_MS) and
 * the browser is idle, a copy of each of the next and previous slides is laid out off screen, one at
 * a time, on a stage of the real one's size: its fit is remembered for that slide and stage size, and
 * the copy is removed in the same task (so no other code, a test's included, ever finds it). The copy is hidden from everyone (aria-hidden, inert, not visible) and loads no
 * recording or film (MediaHeld); its pictures are the ones fetched ahead already (preload.ts). Not on
 * a phone, where a slide is a page that scrolls and is not fitted to a stage.
 */
import { useCallback, useEffect, useId, useLayoutEffect, useState, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { MediaHeld } from '../../ui/media-held';
import { fittedOnThisStage } from './fit-to-stage';
import { preloadSlide } from './preload';
import { SlideView } from './SlideView';
import type { Slide } from './slideshow-data';

/**
 * A teacher moving on sooner is skipping through, and each key press should find the page idle; then
 * the browser's next idle moment, or IDLE_WAIT_MS at most (Chromium may give none while a page
 * animates).
 */
const DWELL_MS = 400;
const IDLE_WAIT_MS = 200;

interface Rehearsal {
  slide: Slide;
  host: Element;
  width: number;
  height: number;
}

function whenIdle(then: () => void): () => void {
  let idle = 0;
  const timer = window.setTimeout(() => {
    if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(then, { timeout: IDLE_WAIT_MS });
    else then();
  }, DWELL_MS);
  return () => {
    window.clearTimeout(timer);
    if (idle) window.cancelIdleCallback(idle);
  };
}

export function OffStageFits({
  stage,
  next,
  previous,
  subslideshowsAt,
}: {
  stage: RefObject<HTMLElement | null>;
  next?: Slide;
  previous?: Slide;
  subslideshowsAt?: string;
}) {
  const [queue, setQueue] = useState<Slide[]>([]);
  const [showing, setShowing] = useState<Rehearsal>();

  useEffect(() => {
    const waiting = [next, previous].filter((slide): slide is Slide => slide !== undefined && !fittedOnThisStage(slide));
    if (waiting.length === 0) return;
    let live = true;
    // Each slide's pictures first (fetched ahead already, so usually at once): the fit depends on their size.
    Promise.all(waiting.map(preloadSlide)).then(() => live && setQueue(waiting));
    return () => {
      live = false;
    };
  }, [next, previous]);

  // One copy at a time, each in an idle moment of its own.
  useEffect(() => {
    const [slide, ...rest] = queue;
    if (showing || !slide) return;
    return whenIdle(() => {
      const screen = stage.current?.parentElement;
      const host = screen?.parentElement;
      if (!screen || !host || getComputedStyle(screen).containerType !== 'size' || fittedOnThisStage(slide)) setQueue(rest);
      else setShowing({ slide, host, width: screen.clientWidth, height: screen.clientHeight });
    });
  }, [queue, showing, stage]);

  const fitted = useCallback(() => {
    setShowing(undefined);
    setQueue((now) => now.slice(1));
  }, []);

  return showing ? <OffStageSlide {...showing} subslideshowsAt={subslideshowsAt} onFitted={fitted} /> : null;
}

function OffStageSlide({ slide, host, width, height, subslideshowsAt, onFitted }: Rehearsal & { subslideshowsAt?: string; onFitted: () => void }) {
  const headingId = useId();
  // After the copy's own layout effect has fitted it, and before the browser paints or runs anything
  // else: the copy is on the page only within this one task, where nothing else can meet it.
  useLayoutEffect(onFitted, [onFitted]);
  return createPortal(
    <MediaHeld.Provider value={true}>
      <div className="lesson-mode__screen stage-screen lesson-mode__off-stage" style={{ width, height }} aria-hidden="true" inert>
        <div className="lesson-mode__stage stage">
          <SlideView slide={slide} subslideshowsAt={subslideshowsAt} headingId={headingId} />
        </div>
      </div>
    </MediaHeld.Provider>,
    host,
  );
}
