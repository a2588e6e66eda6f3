// The budget check itself: it must notice a first visit over budget, an eagerly loaded route and
// admin panel code (checked on a made-up build, not the real one).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkBundle, FIRST_VISIT_BUDGET_BYTES, FIRST_VISIT_MAX_FILES, lazyRouteModules } from './bundle-budget.mjs';

const dirs = [];
const ROUTE = (file) => `src/${file}?__react-router-build-client-route`;
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

function fakeBuild(manifest, files) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'budget-'));
  dirs.push(dir);
  fs.mkdirSync(path.join(dir, '.vite'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  for (const [file, content] of Object.entries(files)) fs.writeFileSync(path.join(dir, file), content);
  return dir;
}

// Random bytes do not compress, so their gzipped size is their length.
const incompressible = (bytes) => crypto.randomBytes(bytes);

describe('the bundle budget check', () => {
  it('reads the route table’s page modules', () => {
    expect(lazyRouteModules("index(page('home/HomeRoute')),\nroute('live', page( 'live/LiveHomeRoute' )),\nroute('login', page('home/HomeRoute'))")).toEqual([
      [ROUTE('features/home/HomeRoute.tsx')],
      [ROUTE('features/live/LiveHomeRoute.tsx')],
    ]);
  });

  it('adds up the entry, the home route and their static imports, and flags a first visit over budget', () => {
    const dist = fakeBuild(
      {
        'src/entry.client.tsx': { file: 'assets/index.js', isEntry: true, imports: ['_shared.js'] },
        '_shared.js': { file: 'assets/shared.js' },
        [ROUTE('root.tsx')]: { file: 'assets/root.js', isEntry: true, imports: ['_shared.js'] },
        [ROUTE('routes/page-error.tsx')]: { file: 'assets/page.js', isEntry: true },
        [ROUTE('features/home/HomeRoute.tsx')]: { file: 'assets/home.js', isEntry: true, imports: ['_shared.js'] },
        [ROUTE('features/other/Other.tsx')]: { file: 'assets/other.js', isEntry: true },
      },
      {
        'assets/index.js': incompressible(100 * 1024),
        'assets/shared.js': incompressible(60 * 1024),
        'assets/home.js': 'x',
        'assets/root.js': 'r',
        'assets/page.js': 'p',
        'assets/other.js': incompressible(200 * 1024),
      },
    );
    const result = checkBundle(dist);
    expect(result.sizes.map((s) => s.file).sort()).toEqual(['assets/home.js', 'assets/index.js', 'assets/page.js', 'assets/root.js', 'assets/shared.js']);
    expect(result.gzip).toBeGreaterThan(FIRST_VISIT_BUDGET_BYTES);
    expect(result.problems.some((p) => p.includes('over the budget'))).toBe(true);
  });

  it('flags a first visit cut into too many files', () => {
    const shared = Array.from({ length: FIRST_VISIT_MAX_FILES }, (_, i) => `_small-${i}.js`);
    const dist = fakeBuild(
      {
        'src/entry.client.tsx': { file: 'assets/index.js', isEntry: true, imports: shared },
        ...Object.fromEntries(shared.map((key) => [key, { file: `assets/${key.slice(1)}` }])),
        [ROUTE('root.tsx')]: { file: 'assets/root.js', isEntry: true },
        [ROUTE('routes/page-error.tsx')]: { file: 'assets/page.js', isEntry: true },
        [ROUTE('features/home/HomeRoute.tsx')]: { file: 'assets/home.js', isEntry: true },
      },
      Object.fromEntries(['index.js', 'root.js', 'page.js', 'home.js', ...shared.map((key) => key.slice(1))].map((file) => [`assets/${file}`, 'x'])),
    );
    const { sizes, problems } = checkBundle(dist);
    expect(sizes).toHaveLength(FIRST_VISIT_MAX_FILES + 4);
    expect(problems.filter((p) => p.includes('JavaScript files, more than'))).toHaveLength(1);
  });

  it('flags admin panel code in any chunk', () => {
    const dist = fakeBuild(
      { 'src/entry.client.tsx': { file: 'assets/index.js', isEntry: true }, [ROUTE('features/home/HomeRoute.tsx')]: { file: 'assets/home.js', isEntry: true } },
      { 'assets/index.js': 'ok', 'assets/home.js': 'ok', 'assets/late.js': 'import "@strapi/admin/strapi-admin"' },
    );
    expect(checkBundle(dist).problems.filter((p) => p.startsWith('admin panel code'))).toHaveLength(2);
  });
});
