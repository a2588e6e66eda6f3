import { describe, expect, it } from 'vitest';
import { AFTER_PAINT_ENTRY, loadCodeAfterPaint } from './render-page';

const page =
  '<html><head><title>T</title><script type="module" crossorigin src="/assets/index-abc.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/HomeRoute-def.js"><link rel="modulepreload" crossorigin href="/assets/Banner-ghi.js">' +
  '</head><body><div id="root"><main>Hello</main></div></body></html>';

describe('a page sent already rendered asks for the site’s code once it has painted', () => {
  it('names the entry and the route modules for the after-paint loader instead of asking for them', () => {
    const html = loadCodeAfterPaint(page, { [AFTER_PAINT_ENTRY]: { file: 'assets/after-paint-xyz.js', isEntry: true } });
    expect(html).toContain('<meta name="site-code" content="/assets/index-abc.js /assets/HomeRoute-def.js /assets/Banner-ghi.js">');
    expect([...html.matchAll(/<script[^>]*>/g)].map((match) => match[0])).toEqual(['<script type="module" src="/assets/after-paint-xyz.js">']);
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('<div id="root"><main>Hello</main></div>');
  });

  it('keeps them, at low priority, with a build that has no after-paint loader', () => {
    const html = loadCodeAfterPaint(page, {});
    expect(html).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index-abc.js">');
    expect(html).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/HomeRoute-def.js">');
    expect(html).not.toContain('site-code');
  });
});
