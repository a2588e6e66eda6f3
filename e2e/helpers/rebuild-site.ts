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
const SOURCES = ['src', 'public', 'scripts', 'schema.graphql', 'vite.config.ts', 'react-router.config.ts', 'package.json', 'tsconfig.json'];

export type Manifest = Record<string, { file: string }>;

/** The copy of the site the test server serves: its sources, and its build in build/ (the browser's files in build/client). */
export function servedSite(): string {
  return path.join(process.env.E2E_DATA_DIR!, 'site');
}

/** The build manifest of the browser's files of the site in `site`. */
export function readManifest(site: string): Manifest {
  return JSON.parse(fs.readFileSync(path.join(site, 'build', 'client', '.vite', 'manifest.json'), 'utf8'));
}

/** The checkout's own site, whose build the test server's copy started from. */
export const checkoutSite = webDir;

/** A copy of the checkout's site sources, sharing its installed packages. */
export function copyOfSite(): string {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'site-copy-'));
  for (const name of SOURCES) fs.cpSync(path.join(webDir, name), path.join(copy, name), { recursive: true });
  fs.symlinkSync(path.join(webDir, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  return copy;
}

/** Builds the site in `site`, in place, as `npm run build` does. */
export async function buildSite(site: string): Promise<void> {
  const reactRouter = path.join(site, 'node_modules', '@react-router', 'dev', 'bin.js');
  await run(process.execPath, ['scripts/codegen.mjs'], { cwd: site });
  await run(process.execPath, [reactRouter, 'build', '--logLevel', 'warn'], { cwd: site });
}

/** Appends `line` to the source file `file` (relative to the site's folder). */
export function changeSource(site: string, file: string, line: string): void {
  fs.appendFileSync(path.join(site, file), `\n${line}\n`);
}
