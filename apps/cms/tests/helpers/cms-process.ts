/**
 * The built CMS (apps/cms/dist) as a separate process, started the way `npm start` starts it
 * (scripts/serve.js), on a given data folder and database: for tests that must kill it (SIGKILL) or
 * start it again on what another instance left behind. In-process instances (helpers/cms.ts)
 * cannot be killed without killing the test runner.
 *
 * The seed is the skeleton without the demo catalogue (SEED_DEMO_CATALOGUE=false); `seed: false`
 * starts without touching the demo at all, so a restart finds exactly what the last run left.
 */
import { spawn } from 'node:child_process';
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
  /** A graceful stop (SIGTERM), SIGKILL if it takes longer than 20 s. */
  stop: () => Promise<void>;
  /** The last lines the process printed, for failure messages. */
  output: () => string;
}

export interface CmsProcessOptions {
  dataDir: string;
  /** A PostgreSQL URL; empty or missing for the SQLite file in dataDir. */
  databaseUrl?: string;
  /** Seed the demo skeleton and accounts (default true). */
  seed?: boolean;
}

export async function startCmsProcess({ dataDir, databaseUrl = '', seed = true }: CmsProcessOptions): Promise<CmsProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [serveScript], {
    cwd: appDir,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SEED_DEMO: String(seed),
      SEED_DEMO_CATALOGUE: 'false',
      // Nothing here sends mail: a closed port, so nothing can leave the machine.
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(await freePort()),
      SITE_URL: TEST_SITE_URL,
      LIVE_EVENTS_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    lines.splice(0, Math.max(0, lines.length - 60));
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const output = () => lines.join('\n');

  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`The CMS stopped during start-up:\n${output()}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The CMS did not answer /_health within 240 s:\n${output()}`);
    }
    try {
      if ((await fetch(`${baseUrl}/_health`)).status === 204) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  const kill = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return {
    pid: child.pid!,
    baseUrl,
    output,
    kill,
    async stop() {
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await kill('SIGTERM');
      clearTimeout(timer);
    },
    graphql: (query, variables, token) => postGraphql(baseUrl, query, variables, token),
  };
}
