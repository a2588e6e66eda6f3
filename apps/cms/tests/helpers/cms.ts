/**
 * Starts the built CMS (apps/cms/dist) as a test instance: its own data folder, the real bootstrap
 * (roles, grants, development admin and demo seed) and a real HTTP server on a free port.
 * `startCms({ catalogue: false })` seeds the demo accounts and skeleton without the demo catalogue,
 * for test files that do not need units, lessons or libraries (it saves most of the seed's time).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import type { Core } from '@strapi/strapi';

const require = createRequire(import.meta.url);
const appDir = path.resolve(__dirname, '..', '..');

export interface CaughtEmail {
  subject: string;
  to: Array<{ address: string }>;
  html: string;
  text?: string;
}

export interface TestCms {
  strapi: Core.Strapi;
  baseUrl: string;
  dataDir: string;
  /** The emails the instance has sent, newest last, as the development mail catcher caught them. */
  emails: () => Promise<CaughtEmail[]>;
  graphql: <T = any>(
    query: string,
    variables?: Record<string, unknown>,
    token?: string,
  ) => Promise<{ status: number; body: { data?: T; errors?: Array<{ message: string; extensions?: { code?: string } }> } }>;
  stop: () => Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The development mail catcher (maildev) on free ports: its SMTP port and its inbox's web address. */
export async function startMailCatcher(): Promise<{ child: ChildProcess; inbox: string; smtpPort: number }> {
  // A busy machine (test files run side by side, each with its CMS) can take a while to start Node:
  // wait up to a minute, and start afresh on new ports if the catcher exits (a port taken meanwhile).
  for (let start = 0; start < 3; start++) {
    const [smtpPort, webPort] = [await freePort(), await freePort()];
    const bin = path.join(appDir, 'node_modules', 'maildev', 'bin', 'maildev');
    const child = spawn(process.execPath, [bin, '--ip', '127.0.0.1', '--smtp', String(smtpPort), '--web', String(webPort), '--silent'], { stdio: 'ignore' });
    let exited = false;
    child.once('exit', () => (exited = true));
    const inbox = `http://127.0.0.1:${webPort}`;
    const deadline = Date.now() + 60_000;
    while (!exited && Date.now() < deadline) {
      try {
        if ((await fetch(`${inbox}/email`)).ok) return { child, inbox, smtpPort };
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    child.kill();
    if (!exited) throw new Error('the mail catcher did not answer within 60 s');
  }
  throw new Error('the mail catcher exited three times before it answered');
}

export const TEST_SITE_URL = 'http://site.test';

export interface StartOptions {
  /** Seed the demo catalogue too (default true). */
  catalogue?: boolean;
  /**
   * Puts something between the CMS and the mail catcher (a relay that can be taken down): given the
   * catcher's SMTP port, answers the port the CMS is to send to.
   */
  smtpPortFor?: (catcherSmtpPort: number) => Promise<number>;
}

export async function startCms({ catalogue = true, smtpPortFor }: StartOptions = {}): Promise<TestCms> {
  // Instances that share one database (the PostgreSQL run) share one data folder: the uploads and
  // secrets that database refers to. Otherwise each test file has its own, removed when it stops.
  const sharedDataDir = process.env.CMS_TEST_SHARED_DATA_DIR;
  const dataDir = sharedDataDir || fs.mkdtempSync(path.join(os.tmpdir(), 'cms-test-'));
  // On SQLite, the demo seeded once for the run (helpers/seeded-data.ts), copied: the seed below then finds it done.
  // (Imported here: helpers/seeded-data.ts imports this file outside a test, where vitest's own state is not.)
  const { inject } = await import('vitest');
  const seeded = inject('seededDataDirs')[catalogue ? 'catalogue' : 'skeleton'];
  if (seeded && !sharedDataDir) fs.cpSync(seeded, dataDir, { recursive: true });
  const mail = await startMailCatcher();
  try {
    return await startWith(mail, dataDir, sharedDataDir, catalogue, smtpPortFor);
  } catch (error) {
    mail.child.kill('SIGTERM'); // a start that fails leaves no mail catcher behind
    if (!sharedDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

async function startWith(
  mail: Awaited<ReturnType<typeof startMailCatcher>>,
  dataDir: string,
  sharedDataDir: string | undefined,
  catalogue: boolean,
  smtpPortFor: StartOptions['smtpPortFor'],
): Promise<TestCms> {
  process.env.DATA_DIR = dataDir;
  process.env.SEED_DEMO = 'true';
  process.env.SEED_DEMO_CATALOGUE = String(catalogue);
  process.env.SMTP_HOST = '127.0.0.1';
  process.env.SMTP_PORT = String(smtpPortFor ? await smtpPortFor(mail.smtpPort) : mail.smtpPort);
  process.env.SITE_URL = TEST_SITE_URL;
  // The reminder emails' scheduled job stays off: a test that moves the clock would have it email
  // its teachers at a moment no test chose. tests/reminders.test.ts calls the job itself.
  process.env.REMINDERS_CRON = 'false';
  const { createStrapi } = require('@strapi/strapi');
  const strapi: Core.Strapi = await createStrapi({ appDir, distDir: path.join(appDir, 'dist') }).load();
  strapi.log.level = 'error';
  await new Promise<void>((resolve) => strapi.server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = strapi.server.httpServer.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;

  return {
    strapi,
    baseUrl,
    dataDir,
    async emails() {
      return (await fetch(`${mail.inbox}/email`)).json();
    },
    graphql: (query, variables, token) => postGraphql(baseUrl, query, variables, token),
    async stop() {
      await strapi.destroy();
      mail.child.kill('SIGTERM');
      if (!sharedDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** One GraphQL request to the CMS at `baseUrl`, as the site sends it. */
export async function postGraphql(baseUrl: string, query: string, variables: Record<string, unknown> = {}, token?: string) {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: await response.json() };
}

export async function login(baseUrl: string, identifier: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/local`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ identifier, password }),
  });
  const body = await response.json();
  if (!response.ok) throw new Error(`login failed for ${identifier}: ${JSON.stringify(body)}`);
  return body.jwt;
}

/** The demo's three kinds of caller: a visitor (no token), a lapsed teacher and a subscriber. */
export type DemoCaller = 'visitor' | 'lapsed' | 'subscriber';

export async function demoCallerTokens(baseUrl: string): Promise<Record<DemoCaller, string | undefined>> {
  return {
    visitor: undefined,
    lapsed: await login(baseUrl, 'lapsed@example.com', 'Lapsed1'),
    subscriber: await login(baseUrl, 'subscriber@example.com', 'Subscriber1'),
  };
}
