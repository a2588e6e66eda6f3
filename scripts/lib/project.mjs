// Shared steps for start, test and dev: install what is missing, build what is stale, run commands.
// Plain Node with no dependencies, so it runs on a fresh clone before anything is installed.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const cmsDir = path.join(root, 'apps', 'cms');
export const webDir = path.join(root, 'apps', 'web');
export const e2eDir = path.join(root, 'e2e');

export function log(message) {
  console.log(`\x1b[36m▸\x1b[0m ${message}`);
}

/**
 * Runs a command, inheriting the terminal; rejects with a clear message when it fails.
 * `prefix` starts each line it prints with a label, for commands run side by side.
 */
export function run(command, args, { cwd = root, env = process.env, quiet = false, prefix } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: quiet || prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let output = '';
    if (quiet) {
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
    } else if (prefix) {
      for (const [stream, to] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ]) {
        readline.createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => to.write(`${prefix} ${line}\n`));
      }
    }
    child.on('error', reject);
    // With a prefix, once its lines are all printed.
    child.on(prefix ? 'close' : 'exit', (code, signal) => {
      if (code === 0) resolve(output);
      else
        reject(
          new Error(
            `${command} ${args.join(' ')} (in ${path.relative(root, cwd) || '.'}) failed with ${signal ?? `exit code ${code}`}${quiet ? `\n${output}` : ''}`,
          ),
        );
    });
  });
}

export const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function hashFiles(paths) {
  const hash = crypto.createHash('sha256');
  const visit = (target) => {
    if (!fs.existsSync(target)) return;
    const stat = fs.statSync(target);
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(target).sort()) {
        if (entry === 'node_modules' || entry === 'dist' || entry.startsWith('.')) continue;
        visit(path.join(target, entry));
      }
    } else {
      hash.update(path.relative(root, target));
      hash.update(fs.readFileSync(target));
    }
  };
  paths.forEach(visit);
  return hash.digest('hex');
}

/** `npm install` in a package folder unless its manifest and lockfile are unchanged since the last one. */
export async function ensureInstalled(dir) {
  const stampFile = path.join(dir, 'node_modules', '.install-stamp');
  const stamp = hashFiles([path.join(dir, 'package.json'), path.join(dir, 'package-lock.json')]);
  if (fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === stamp) return false;
  log(`Installing dependencies in ${path.relative(root, dir) || '.'} (first run takes a few minutes)`);
  // Never let a test tool download a browser: tests use Debian's /usr/bin/chromium.
  const env = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', PUPPETEER_SKIP_DOWNLOAD: '1' };
  // `npm install`, not `npm ci`: a developer's edited package.json installs and updates the lockfile.
  // The image installs with `npm ci` (Dockerfile), exactly the committed lockfiles.
  await run(npm, ['install', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: dir, env });
  fs.writeFileSync(stampFile, stamp);
  return true;
}

/**
 * Runs `build` unless the hash of `inputs` matches the stamp left in `outputDir` by the last build.
 * The stamp is taken after the build, since a build may write into its own inputs (the site's
 * generated GraphQL types in src/graphql): taken before, the next start would always build again.
 */
export async function ensureBuilt(name, { inputs, outputDir, build }) {
  const stampFile = path.join(outputDir, '.build-stamp');
  if (fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === hashFiles(inputs)) return false;
  log(`Building ${name}`);
  await build();
  fs.mkdirSync(outputDir, { recursive: true });
  fs.writeFileSync(stampFile, hashFiles(inputs));
  return true;
}

export function ensureCmsBuilt() {
  return ensureBuilt('the CMS and its admin panel', {
    inputs: ['src', 'config', 'package.json', 'package-lock.json', 'tsconfig.json'].map((p) => path.join(cmsDir, p)),
    outputDir: path.join(cmsDir, 'dist'),
    build: () => run(npm, ['run', 'build', '--silent'], { cwd: cmsDir }),
  });
}

export function ensureWebBuilt() {
  return ensureBuilt("the teachers' site", {
    inputs: [
      'src',
      'public',
      'scripts',
      'schema.graphql',
      'vite.config.ts',
      'react-router.config.ts',
      'package.json',
      'package-lock.json',
      'tsconfig.json',
    ].map((p) => path.join(webDir, p)),
    outputDir: path.join(webDir, 'build'),
    build: () => run(npm, ['run', 'build', '--silent'], { cwd: webDir }),
  });
}

export async function prepareApps() {
  await ensureInstalled(cmsDir);
  await ensureInstalled(webDir);
  await ensureCmsBuilt();
  await ensureWebBuilt();
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export function isReachable(host, port, timeoutMs = 1000) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.on('connect', () => done(true));
    socket.on('error', () => done(false));
  });
}

export async function waitForHealth(baseUrl, child, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The CMS stopped during start-up (exit code ${child.exitCode}); see the log above.`);
    try {
      const response = await fetch(`${baseUrl}/_health`);
      if (response.status === 204) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`The CMS did not answer ${baseUrl}/_health within ${timeoutMs / 1000} s.`);
}
