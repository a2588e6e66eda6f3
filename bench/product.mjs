// Starting the product for a benchmark as `npm start` does (a free port, a data folder of its own)
// and finding its CMS process, to read its memory.
import { spawn, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, log, root } from '../scripts/lib/project.mjs';

const START_TIMEOUT_MS = 10 * 60_000;

export async function waitFor(url, child, timeoutMs = START_TIMEOUT_MS) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child?.exitCode != null) throw new Error(`The product stopped while starting (exit code ${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The product did not answer at ${url} within ${timeoutMs / 60_000} minutes`);
}

/**
 * Starts the product; `stop()` ends it (and removes its data folder unless keepData). Logins are not
 * rate-limited per address here: the load benchmark logs in from one address many times a second.
 * It runs as behind a proxy (BEHIND_PROXY), so the load benchmark's teachers can each come from
 * their own school's address (X-Forwarded-For), as they would: the account throttle allows 100 new
 * accounts an hour per address.
 */
export async function startProduct({ dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-data-')), env = {}, keepData = false, port } = {}) {
  port ??= await freePort();
  log(`Starting the product on port ${port} (data in ${dataDir})`);
  const started = Date.now();
  const child = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, AUTH_RATE_LIMIT_PER_MINUTE: '1000000', BEHIND_PROXY: 'true', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://localhost:${port}`;
  await waitFor(`${baseUrl}/`, child);
  return {
    baseUrl,
    port,
    dataDir,
    startedInMs: Date.now() - started,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => {
          if (!keepData) fs.rmSync(dataDir, { recursive: true, force: true });
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

/** The resident memory (MB) of the process listening on `port`. */
export function residentMb(port) {
  const listing = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
  const pid = /pid=(\d+)/.exec(listing)?.[1];
  if (!pid) return undefined;
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
  return Math.round(kb / 1024);
}
