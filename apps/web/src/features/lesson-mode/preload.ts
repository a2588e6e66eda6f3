/**
 * Fetches the next slide's images and audio ahead of time, so moving on never waits on the network
 * (see docs/product.md, "Lesson mode routes"). The browser keeps what it fetched in its caches; we
 * hold the last few images so they are not collected before the slide that needs them is shown.
 *
 * Fetching ahead starts only once the slide on screen has its images (whenImagesSettled), and the
 * recordings (often hundreds of kilobytes each) only once the presenter has touched the page (a key,
 * a click, a tap or the mouse moving): on a slow school connection they would otherwise share the
 * line with the first picture the class is waiting for. The slide's own player still loads its
 * recording as the slide is shown.
 */
import { slideMedia } from '../../lib/slides';

const HOLD = 40;
const requested = new Set<string>();
/** Each image fetched ahead: settled once it has loaded and decoded, or failed. */
const imagesReady = new Map<string, Promise<unknown>>();
const held: HTMLImageElement[] = [];

function hold(element: HTMLImageElement): void {
  held.push(element);
  if (held.length > HOLD) held.shift();
}

/** Fetches the slide's media ahead; settles once its images are ready to paint (or failed). */
export function preloadSlide(slide: unknown): Promise<unknown> {
  if (!slide || typeof window === 'undefined') return Promise.resolve();
  const { images, audio } = slideMedia(slide);
  for (const url of images) {
    if (imagesReady.has(url)) continue;
    const image = new Image();
    image.decoding = 'async';
    image.src = url;
    // Decoded now, off the main thread, rather than when the slide is first painted.
    imagesReady.set(
      url,
      image.decode().catch(() => undefined),
    );
    hold(image);
  }
  for (const url of audio) {
    if (requested.has(url)) continue;
    requested.add(url);
    if (presenterHere) prefetch(url);
    else waitingRecordings.push(url);
  }
  waitForPresenter();
  return Promise.all(images.map((url) => imagesReady.get(url)));
}

// Recordings are only fetched into the browser's cache (a media element per file would cost the
// page as much as the slide's own player); the slide's player then reads them from there.
function prefetch(url: string): void {
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.href = url;
  document.head.append(link);
}

const PRESENTER_EVENTS = ['keydown', 'pointerdown', 'pointermove', 'touchstart'] as const;
let presenterHere = false;
let listening = false;
const waitingRecordings: string[] = [];

function waitForPresenter(): void {
  if (presenterHere || listening) return;
  listening = true;
  const arrived = () => {
    presenterHere = true;
    for (const type of PRESENTER_EVENTS) window.removeEventListener(type, arrived, true);
    for (const url of waitingRecordings.splice(0)) prefetch(url);
  };
  for (const type of PRESENTER_EVENTS) window.addEventListener(type, arrived, { capture: true, passive: true });
}

/** How long fetching ahead waits at most for the shown slide's images (a broken or very slow one). */
const SETTLE_CAP_MS = 3000;

/**
 * Calls `then` once every image now in `container` has loaded or failed, or after `capMs`; at once
 * (in the next task) when they all have. Returns a function that cancels the call.
 */
export function whenImagesSettled(container: Element | null, then: () => void, capMs = SETTLE_CAP_MS): () => void {
  const pending = container ? [...container.querySelectorAll('img')].filter((image) => !image.complete) : [];
  let finished = false;
  const stopListening = () => {
    for (const image of pending) {
      image.removeEventListener('load', settled);
      image.removeEventListener('error', settled);
    }
  };
  const finish = () => {
    if (finished) return;
    finished = true;
    window.clearTimeout(timer);
    stopListening();
    then();
  };
  let left = pending.length;
  function settled() {
    left -= 1;
    if (left <= 0) finish();
  }
  for (const image of pending) {
    image.addEventListener('load', settled);
    image.addEventListener('error', settled);
  }
  const timer = window.setTimeout(finish, pending.length ? capMs : 0);
  return () => {
    finished = true;
    window.clearTimeout(timer);
    stopListening();
  };
}
