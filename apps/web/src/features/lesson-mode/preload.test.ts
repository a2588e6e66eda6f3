import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadSlide, whenImagesSettled } from './preload';

/** An image the test decides the fate of: jsdom never loads one, so `complete` is set by hand. */
function image(container: HTMLElement, complete: boolean): HTMLImageElement {
  const element = document.createElement('img');
  Object.defineProperty(element, 'complete', { value: complete, configurable: true });
  container.append(element);
  return element;
}

describe('fetching ahead waits for the shown slide’s images', () => {
  let container: HTMLElement;
  beforeEach(() => {
    vi.useFakeTimers();
    container = document.createElement('main');
  });
  afterEach(() => vi.useRealTimers());

  it('starts in the next task when every image is already there', () => {
    image(container, true);
    const then = vi.fn();
    whenImagesSettled(container, then);
    expect(then).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('waits until each image has loaded or failed, then starts once', () => {
    const first = image(container, false);
    const second = image(container, false);
    const then = vi.fn();
    whenImagesSettled(container, then);
    vi.advanceTimersByTime(1000);
    first.dispatchEvent(new Event('load'));
    expect(then).not.toHaveBeenCalled();
    second.dispatchEvent(new Event('error'));
    expect(then).toHaveBeenCalledTimes(1);
    first.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(10_000);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('gives up waiting after the cap, so a broken picture never stops fetching ahead', () => {
    image(container, false);
    const then = vi.fn();
    whenImagesSettled(container, then, 3000);
    vi.advanceTimersByTime(2999);
    expect(then).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('never starts once cancelled (the teacher moved on first)', () => {
    const pending = image(container, false);
    const then = vi.fn();
    const cancel = whenImagesSettled(container, then, 3000);
    cancel();
    pending.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(5000);
    expect(then).not.toHaveBeenCalled();
  });
});

describe('recordings of the slides ahead', () => {
  const prefetched = () => [...document.head.querySelectorAll('link[rel="prefetch"]')].map((link) => link.getAttribute('href'));
  const slide = (n: number) => ({
    picture: { url: `/uploads/picture-${n}.jpg`, mime: 'image/jpeg' },
    recording: { url: `/uploads/recording-${n}.wav`, mime: 'audio/wav' },
  });

  it('wait for the presenter to touch the page (pictures do not), then are fetched once each', () => {
    const decoded: string[] = [];
    // jsdom neither loads nor decodes images: record which ones are asked for.
    HTMLImageElement.prototype.decode = function decode(this: HTMLImageElement) {
      decoded.push(this.getAttribute('src')!);
      return Promise.resolve();
    };
    preloadSlide(slide(1));
    preloadSlide(slide(2));
    expect(decoded).toEqual(['/uploads/picture-1.jpg', '/uploads/picture-2.jpg']);
    expect(prefetched()).toEqual([]);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight' }));
    expect(prefetched()).toEqual(['/uploads/recording-1.wav', '/uploads/recording-2.wav']);
    preloadSlide(slide(3));
    preloadSlide(slide(2));
    expect(prefetched()).toEqual(['/uploads/recording-1.wav', '/uploads/recording-2.wav', '/uploads/recording-3.wav']);
  });
});
