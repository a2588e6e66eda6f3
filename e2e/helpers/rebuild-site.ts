/**
 * Rebuilding the teachers' site as a deploy or a second `npm start` after a change does: in place,
 * in the folder the test server serves (a copy of apps/web made by helpers/start-server.mjs), while
 * the server runs. The checkout is never touched.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'apps', 'web');
const SOURCES = ['src', 'public', 'scripts', 'index.html', 'schema.graphql', 'vite.config.ts', 'package.json', 'tsconfig.json'];

export type Manifest = Record<string, { file: string }>;

/** The copy of the site the test server serves: its sources, and its build in dist. */
export function servedSite(): string {
  return path.join(process.env.E2E_DATA_DIR!, 'site');
}

export function readManifest(dist: string): Manifest {
  return JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
}

/** The checkout's own build (apps/web/dist), which the test server's copy started from. */
export const checkoutDist = path.join(webDir, 'dist');

/** A copy of the checkout's site sources, sharing its installed packages. */
export function copyOfSite(): string {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'site-copy-'));
  for (const name of SOURCES) fs.cpSync(path.join(webDir, name), path.join(copy, name), { recursive: true });
  fs.symlinkSync(path.join(webDir, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  return copy;
}

/** Builds the site in `site` as `npm run build` does; `outDir` puts the browser's build elsewhere (and skips the renderer). */
export async function buildSite(site: string, outDir?: string): Promise<void> {
  const vite = path.join(site, 'node_modules', 'vite', 'bin', 'vite.js');
  await run(process.execPath, ['scripts/codegen.mjs'], { cwd: site });
  await run(process.execPath, [vite, 'build', '--logLevel', 'warn', ...(outDir ? ['--outDir', outDir] : [])], { cwd: site });
  if (!outDir) await run(process.execPath, [vite, 'build', '--logLevel', 'warn', '--ssr', 'src/server/render-page.tsx'], { cwd: site });
}

/** Appends `line` to the source file `file` (relative to the site's folder). */
export function changeSource(site: string, file: string, line: string): void {
  fs.appendFileSync(path.join(site, file), `\n${line}\n`);
}
