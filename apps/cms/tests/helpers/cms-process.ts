/**
 * The built CMS (apps/cms/dist) as a separate process, started the way `npm start` starts it
 * (scripts/serve.js), on a given data folder and database: for tests that must kill it (SIGKILL) or
 * start it again on what another instance left behind. In-process instances (helpers/cms.ts)
 * cannot be killed without killing the test runner.
 *
 * `spawnCms` starts one without waiting for it to answer, for tests of a start that waits or fails.
 *
 * The seed is the skeleton without the demo catalogue (SEED_DEMO_CATALOGUE=false); `seed: false`
 * starts without touching the demo at all, so a restart finds exactly what the last run left.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort, postGraphql, TEST_SITE_URL } from './cms';

const appDir = path.resolve(__dirname, '..', '..');
export const repoRoot = path.resolve(appDir, '..', '..');
/** How scripts/start.mjs starts the CMS: Strapi's start without its command line. */
export const serveScript = path.join(appDir, 'scripts', 'serve.js');

export interface GraphqlAnswer<T = any> {
  status: number;
  body: { data?: T; errors?: Array<{ message: string; extensions?: { code?: string } }> };
}

export interface CmsProcess {
  pid: number;
  baseUrl: string;
  graphql: <T = any>(query: string, variables?: Record<string, unknown>, token?: string) => Promise<GraphqlAnswer<T>>;
  /** Sends the signal and resolves once the process has gone. */
  kill: (signal: NodeJS.Signals) => Promise<void>;
  /**
   * As when the machine dies: the process stops at once (SIGSTOP) and is killed (SIGKILL) with every
   * process under it (its CMS_PROCESSES workers); resolves once they have all gone.
   */
  crash: () => Promise<void>;
  /** A graceful stop (SIGTERM), SIGKILL if it takes longer than 20 s. */
  stop: () => Promise<void>;
  /** The last lines the process printed, for failure messages. */
  output: () => string;
  /** Everything the process has printed so far. */
  printed: () => string;
}

export interface CmsProcessOptions {
  dataDir: string;
  /** A PostgreSQL URL; empty or missing for the SQLite file in dataDir. */
  databaseUrl?: string;
  /** Seed the demo skeleton and accounts (default true). */
  seed?: boolean;
  /** More settings, added to and overriding those above. */
  env?: Record<string, string>;
}

/** A CMS child process, started but not yet known to be answering. */
export interface SpawnedCms {
  child: ChildProcess;
  baseUrl: string;
  /** Everything the process has printed so far (stdout and stderr). */
  output: () => string;
  waitForOutput: (pattern: RegExp, timeoutMs: number) => Promise<void>;
  /** Resolves with the exit code once the process has gone. */
  exited: Promise<number | null>;
  /** Sends the signal (unless the process has gone) and resolves once it has. */
  kill: (signal: NodeJS.Signals) => Promise<void>;
  /** A graceful stop (SIGTERM), SIGKILL if it takes longer than 20 s. */
  stop: () => Promise<void>;
}

/**
 * Starts scripts/serve.js on a free port without waiting for it: for tests of a start that waits or
 * fails (the database unreachable, a data folder that cannot be used). `env` adds to and overrides
 * the test defaults: no mail leaves the machine (a closed port) and no events site is asked.
 */
export async function spawnCms(env: Record<string, string>): Promise<SpawnedCms> {
  const port = await freePort();
  const child = spawn(process.execPath, [serveScript], {
    cwd: appDir,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(await freePort()),
      SITE_URL: TEST_SITE_URL,
      LIVE_EVENTS_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  child.stdout!.on('data', (chunk: Buffer) => (printed += chunk));
  child.stderr!.on('data', (chunk: Buffer) => (printed += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const kill = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return {
    child,
    baseUrl: `http://127.0.0.1:${port}`,
    output: () => printed,
    async waitForOutput(pattern, timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      while (!pattern.test(printed)) {
        if (child.exitCode !== null) throw new Error(`The CMS exited (${child.exitCode}) before printing ${pattern}:\n${lastLines(printed)}`);
        if (Date.now() > deadline) throw new Error(`The CMS did not print ${pattern} within ${timeoutMs} ms:\n${lastLines(printed)}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    exited,
    kill,
    async stop() {
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await kill('SIGTERM');
      clearTimeout(timer);
    },
  };
}

/** The processes under `pid`: its children, theirs, and so on. */
function descendants(pid: number): number[] {
  let children: number[];
  try {
    children = execFileSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map(Number);
  } catch {
    return []; // pgrep answers 1 when there are none
  }
  return children.flatMap((child) => [child, ...descendants(child)]);
}

/** Whether `pid` still runs: a zombie (killed, not yet reaped by whoever inherited it) does not. */
function isRunning(pid: number): boolean {
  try {
    return !/\) Z /.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

const lastLines = (text: string) => text.split('\n').filter(Boolean).slice(-60).join('\n');

/** The CMS in development mode on `dataDir`, once it answers /_health. */
export async function startCmsProcess({ dataDir, databaseUrl = '', seed = true, env = {} }: CmsProcessOptions): Promise<CmsProcess> {
  const cms = await spawnCms({
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    SEED_DEMO: String(seed),
    SEED_DEMO_CATALOGUE: 'false',
    ...env,
  });
  const output = () => lastLines(cms.output());
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (cms.child.exitCode !== null || cms.child.signalCode !== null) throw new Error(`The CMS stopped during start-up:\n${output()}`);
    if (Date.now() > deadline) {
      await cms.kill('SIGKILL');
      throw new Error(`The CMS did not answer /_health within 240 s:\n${output()}`);
    }
    try {
      if ((await fetch(`${cms.baseUrl}/_health`)).status === 204) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    pid: cms.child.pid!,
    baseUrl: cms.baseUrl,
    output,
    printed: cms.output,
    kill: cms.kill,
    async crash() {
      const pid = cms.child.pid!;
      // Stopped first, at once: it answers nothing more and forks no replacement worker while its workers are looked up.
      process.kill(pid, 'SIGSTOP');
      const under = descendants(pid);
      for (const each of [pid, ...under]) {
        try {
          process.kill(each, 'SIGKILL');
        } catch {
          // gone already
        }
      }
      await cms.exited;
      const deadline = Date.now() + 10_000;
      while (under.some(isRunning) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    },
    stop: cms.stop,
    graphql: (query, variables, token) => postGraphql(cms.baseUrl, query, variables, token),
  };
}
