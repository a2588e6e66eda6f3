// The browser tests' server: `npm start` (scripts/start.mjs), serving a copy of the site (its
// sources and its build) in the run's data folder rather than apps/web/build, so a test can rebuild
// the site in place under the running server (tests/deploys.spec.ts) without touching the
// checkout. What `npm start` prints is kept in start.log in the data folder: a test reads there that
// this start built nothing.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { prepareApps, root, webDir } from '../../scripts/lib/project.mjs';

/** What a build of the site reads, and what it made. */
export const SITE_FILES = ['src', 'public', 'scripts', 'schema.graphql', 'vite.config.ts', 'react-router.config.ts', 'package.json', 'tsconfig.json', 'build'];

const dataDir = process.env.E2E_DATA_DIR;
if (!dataDir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');

// The first start's build, as `npm test` has usually done already; the start below is the second.
await prepareApps();
const siteCopy = path.join(dataDir, 'site');
fs.rmSync(siteCopy, { recursive: true, force: true });
for (const name of SITE_FILES) fs.cpSync(path.join(webDir, name), path.join(siteCopy, name), { recursive: true });
fs.symlinkSync(path.join(webDir, 'node_modules'), path.join(siteCopy, 'node_modules'), 'dir');

const log = fs.createWriteStream(path.join(dataDir, 'start.log'));
const server = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
  env: { ...process.env, SITE_DIR: path.join(siteCopy, 'build', 'client') },
  stdio: ['ignore', 'pipe', 'pipe'],
});
server.stdout.pipe(log);
server.stderr.pipe(process.stderr);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => {
  if (!code) process.exit(0);
  // A start that fails says why where the test run shows it (Playwright shows only the server's stderr).
  log.end(() => {
    const output = lastLines(path.join(dataDir, 'start.log'));
    process.stderr.write(`npm start stopped with exit code ${code}; the end of its output:\n${output}\n`, () => process.exit(code));
  });
});

function lastLines(file) {
  try {
    return fs.readFileSync(file, 'utf8').split('\n').slice(-40).join('\n');
  } catch {
    return '(no output)';
  }
}
