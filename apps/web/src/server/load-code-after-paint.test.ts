import { describe, expect, it } from 'vitest';
import { AFTER_PAINT_ENTRY, loadCodeAfterPaint, routeAssets } from './render-page';

const page =
  '<html><head><title>T</title><script type="module" crossorigin src="/assets/index-abc.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/vendor-def.js">' +
  '</head><body><div id="root"><main>Hello</main></div></body></html>';
const manifest = { [AFTER_PAINT_ENTRY]: { file: 'assets/after-paint-xyz.js', isEntry: true } };

describe('a page sent already rendered asks for the site’s code once it has painted', () => {
  it('names the entry, its preloads and the route modules for the after-paint loader instead of asking for them', () => {
    const html = loadCodeAfterPaint(page, manifest, ['assets/HomeRoute-ghi.js']);
    expect(html).toContain('<meta name="site-code" content="/assets/index-abc.js /assets/vendor-def.js /assets/HomeRoute-ghi.js">');
    expect([...html!.matchAll(/<script[^>]*>/g)].map((match) => match[0])).toEqual(['<script type="module" src="/assets/after-paint-xyz.js">']);
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('<div id="root"><main>Hello</main></div>');
  });

  it('gives up (the plain page is sent) with a build that has no after-paint loader', () => {
    expect(loadCodeAfterPaint(page, {}, [])).toBeUndefined();
  });
});

describe('a page’s own modules and styles', () => {
  const build = {
    'index.html': { file: 'assets/index-abc.js', isEntry: true, imports: ['_vendor.js'] },
    '_vendor.js': { file: 'assets/vendor-def.js' },
    'src/features/home/HomeRoute.tsx': { file: 'assets/HomeRoute-ghi.js', css: ['assets/HomeRoute-ghi.css'], imports: ['_vendor.js', '_Banner.js'] },
    '_Banner.js': { file: 'assets/Banner-jkl.js', css: ['assets/Banner-jkl.css'] },
  };

  it('are the matched route’s module and what it imports, less what index.html already names', () => {
    expect(routeAssets('/', build, page)).toEqual({
      styles: ['assets/HomeRoute-ghi.css', 'assets/Banner-jkl.css'],
      modules: ['assets/HomeRoute-ghi.js', 'assets/Banner-jkl.js'],
    });
  });
});
