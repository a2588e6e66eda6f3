/**
 * Fetches the next slide's images and audio ahead of time, so moving on never waits on the network
 * (issue 5, beyond the spec). The browser keeps what it fetched in its caches; we hold the last few
 * images so they are not collected before the slide that needs them is shown.
 */
import { slideMedia } from '../../lib/slides';

const HOLD = 40;
const requested = new Set<string>();
const held: HTMLImageElement[] = [];

function hold(element: HTMLImageElement): void {
  held.push(element);
  if (held.length > HOLD) held.shift();
}

export function preloadSlide(slide: unknown): void {
  if (!slide || typeof window === 'undefined') return;
  const { images, audio } = slideMedia(slide);
  for (const url of images) {
    if (requested.has(url)) continue;
    requested.add(url);
    const image = new Image();
    image.decoding = 'async';
    image.src = url;
    // Decoded now, off the main thread, rather than when the slide is first painted.
    image.decode().catch(() => undefined);
    hold(image);
  }
  // Recordings are only fetched into the browser's cache (a media element per file would cost the
  // page as much as the slide's own player); the slide's player then reads them from there.
  for (const url of audio) {
    if (requested.has(url)) continue;
    requested.add(url);
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = url;
    document.head.append(link);
  }
}
