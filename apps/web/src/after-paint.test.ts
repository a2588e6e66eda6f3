import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const CODE = '/assets/index-abc.js /assets/HomeRoute-def.js /assets/Banner-ghi.js';

async function startLoader() {
  vi.resetModules();
  await import('./after-paint');
}

const moduleScripts = () => [...document.head.querySelectorAll<HTMLScriptElement>('script[type="module"]')].map((script) => script.getAttribute('src'));
const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));

describe('the after-paint loader of a page sent already rendered', () => {
  let frames: FrameRequestCallback[];

  beforeEach(() => {
    document.head.innerHTML = `<meta name="site-code" content="${CODE}">`;
    frames = [];
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('asks for the site’s code only once the page has painted: after its first frame', async () => {
    await startLoader();
    expect(moduleScripts()).toEqual([]);
    expect(frames).toHaveLength(1);

    frames[0](0);
    expect(moduleScripts()).toEqual([]); // The frame has not painted yet while its callbacks run.
    vi.runAllTimers();

    expect(moduleScripts()).toEqual(['/assets/index-abc.js']);
    expect(preloads()).toEqual(['/assets/HomeRoute-def.js', '/assets/Banner-ghi.js']);
    const script = document.head.querySelector<HTMLScriptElement>('script[type="module"]')!;
    expect(script.crossOrigin).toBe('');
    expect(script.hasAttribute('crossorigin')).toBe(true);
  });

  it('names each stylesheet the page carries inline with a disabled link, so the site’s code does not fetch it again', async () => {
    document.head.innerHTML += '<style data-href="/assets/index-x.css">body{}</style><style data-href="/assets/HomeRoute-y.css">h1{}</style>';
    await startLoader();
    frames[0](0);
    vi.runAllTimers();
    // What Vite's preload helper looks for before it adds a route's stylesheet.
    for (const href of ['/assets/index-x.css', '/assets/HomeRoute-y.css']) {
      const link = document.head.querySelector<HTMLLinkElement>(`link[href="${href}"][rel="stylesheet"]`);
      expect(link?.hasAttribute('disabled')).toBe(true);
      expect(link?.previousElementSibling?.getAttribute('data-href')).toBe(href);
    }
    // The inline styles stay in force.
    expect(document.styleSheets).toHaveLength(2);
  });

  it('loads at once in a background tab, which gets no frames until it is shown', async () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    await startLoader();
    expect(frames).toHaveLength(0);
    expect(moduleScripts()).toEqual(['/assets/index-abc.js']);
  });

  it('does nothing on a page that names no code', async () => {
    document.head.innerHTML = '';
    await startLoader();
    frames[0]?.(0);
    vi.runAllTimers();
    expect(moduleScripts()).toEqual([]);
  });
});
