// The bundle budget (part of `npm test`): measured from the built site's Vite manifest.
// 1. The JavaScript a first visit to / downloads (the entry, the home route and everything they
//    import statically) is at most 150 KB gzipped.
//    in at most 16 files (each is a round trip on school wifi; scripts/shell-chunk.mjs keeps the
//    code every page runs in one file, which Vite 8 would otherwise cut into dozens).
// 2. Every page's route module is a chunk of its own, outside the entry's download.
// 3. No code of the Strapi admin panel reaches the site.
// `node scripts/bundle-budget.mjs` prints the figures and exits non-zero when a rule is broken.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

export const FIRST_VISIT_BUDGET_BYTES = 150 * 1024;
export const FIRST_VISIT_MAX_FILES = 16;
const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROUTES = 'src/routes.ts';
const ENTRY = 'src/entry.client.tsx';
/** How the framework's build names a route module in the manifest. */
const routeKey = (file) => `src/${file}?__react-router-build-client-route`;
/** The route modules a visit to / loads: the document and shell, the page frame and the home page. */
const HOME_MODULES = ['root.tsx', 'routes/page-error.tsx', 'features/home/HomeRoute.tsx'].map(routeKey);
const ADMIN_MARKERS = ['@strapi/admin', '@strapi/design-system', '@strapi/content-manager', 'strapi-admin'];

/** The pages' route modules named in the route table (`page('home/HomeRoute')`, see src/routes.ts), as manifest keys. */
export function lazyRouteModules(routesSource) {
  const names = [...routesSource.matchAll(/page\(\s*'([^']+)'\s*\)/g)].map(([, name]) => name);
  return [...new Set(names)].map((name) => [routeKey(`features/${name}.tsx`)]);
}

/** The chunk files a module needs at once: its own and its static imports', transitively. */
function staticClosure(manifest, key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

export function checkBundle(distDir = path.join(webDir, 'build', 'client')) {
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: build the site first (npm run build in apps/web)`);
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  const problems = [];

  const firstVisit = [ENTRY, ...HOME_MODULES].reduce((seen, key) => staticClosure(manifest, key, seen), new Set());
  const files = [...firstVisit].filter((file) => file.endsWith('.js'));
  const sizes = files.map((file) => {
    const source = fs.readFileSync(path.join(distDir, file));
    return { file, raw: source.length, gzip: zlib.gzipSync(source, { level: 9 }).length };
  });
  const gzip = sizes.reduce((sum, size) => sum + size.gzip, 0);
  const raw = sizes.reduce((sum, size) => sum + size.raw, 0);
  for (const key of [ENTRY, ...HOME_MODULES]) if (!manifest[key]) problems.push(`${key} is not in the manifest`);
  if (gzip > FIRST_VISIT_BUDGET_BYTES) {
    problems.push(
      `a first visit to / downloads ${(gzip / 1024).toFixed(1)} KB of JavaScript gzipped, over the budget of ${FIRST_VISIT_BUDGET_BYTES / 1024} KB`,
    );
  }

  if (files.length > FIRST_VISIT_MAX_FILES) {
    problems.push(
      `a first visit to / downloads ${files.length} JavaScript files, more than ${FIRST_VISIT_MAX_FILES}: has the shell chunk (scripts/shell-chunk.mjs) stopped merging?`,
    );
  }

  const routes = lazyRouteModules(fs.readFileSync(path.join(webDir, ROUTES), 'utf8'));
  const entryFiles = staticClosure(manifest, ENTRY);
  for (const candidates of routes) {
    const key = candidates.find((candidate) => manifest[candidate]);
    if (!key) problems.push(`the route module ${candidates[0].replace(/\?.*$/, '')} has no chunk of its own`);
    else if (entryFiles.has(manifest[key].file)) problems.push(`the route module ${key} is loaded with the entry, not lazily`);
  }

  const adminHits = fs
    .readdirSync(path.join(distDir, 'assets'))
    .filter((file) => file.endsWith('.js'))
    .flatMap((file) => {
      const source = fs.readFileSync(path.join(distDir, 'assets', file), 'utf8');
      return ADMIN_MARKERS.filter((marker) => source.includes(marker)).map((marker) => `${file} contains ${marker}`);
    });
  problems.push(...adminHits.map((hit) => `admin panel code reached the site: ${hit}`));
  return { sizes, gzip, raw, routes: routes.length, problems };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const { sizes, gzip, raw, routes, problems } = checkBundle();
  console.log(
    `First visit to /: ${sizes.length} JavaScript files, ${(raw / 1024).toFixed(1)} KB raw, ${(gzip / 1024).toFixed(1)} KB gzipped (budget ${FIRST_VISIT_BUDGET_BYTES / 1024} KB).`,
  );
  for (const size of sizes) console.log(`  ${size.file}: ${(size.gzip / 1024).toFixed(1)} KB gzipped`);
  console.log(`${routes} page route modules checked; admin panel markers looked for in every chunk.`);
  if (problems.length) {
    console.error(`\nThe bundle budget is broken:\n${problems.map((problem) => `- ${problem}`).join('\n')}`);
    process.exit(1);
  }
}
