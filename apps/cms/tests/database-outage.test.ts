/**
 * The database unreachable at start and lost while running (docs/outages.md), tested from the
 * outside: the CMS runs as a child process started the way `npm start` and a process manager start
 * it (scripts/serve.js, as `npm start` does), and reaches PostgreSQL through a TCP proxy the test switches off and on.
 *
 * The PostgreSQL tests run in the suite's PostgreSQL run only (DATABASE_URL names a PostgreSQL
 * database: scripts/test.mjs makes a throw-away one), using that database: the behaviour belongs to
 * PostgreSQL, and the run already knows where one is. The SQLite tests run in the SQLite run only.
 * Each run skips the other's tests and prints why.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { afterAll, describe, expect, it } from 'vitest';
import { registration, uniqueEmail } from './helpers/accounts';
import { startTcpProxy, type TcpProxy } from './helpers/tcp-proxy';
import { spawnCms, type SpawnedCms } from './helpers/cms-process';

const require = createRequire(import.meta.url);

const DATABASE_UNAVAILABLE = 'The classroom cannot reach its database just now. Please try again in a minute.';
const databaseUrl = process.env.DATABASE_URL ?? '';
const onPostgres = /^postgres(ql)?:/.test(databaseUrl);
if (onPostgres) console.log('database-outage: the SQLite tests are skipped (this is the PostgreSQL run).');
else console.log('database-outage: the PostgreSQL tests are skipped: they run in the PostgreSQL run of the suite (DATABASE_URL unset here).');

const started: SpawnedCms[] = [];
const tempDirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-outage-'));
  tempDirs.push(dir);
  return dir;
};

/** A CMS process (scripts/serve.js, as `npm start` runs it), not waited for, stopped after all tests. */
async function spawnTrackedCms(env: Record<string, string>): Promise<SpawnedCms> {
  const cms = await spawnCms({ SEED_DEMO: 'false', ...env });
  started.push(cms);
  return cms;
}

afterAll(async () => {
  for (const cms of started) await cms.stop();
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

async function waitUntil(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<number> {
  const startedAt = Date.now();
  while (!(await check().catch(() => false))) {
    if (Date.now() - startedAt > timeoutMs) throw new Error(`${what} did not happen within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return Date.now() - startedAt;
}

describe.skipIf(!onPostgres)('PostgreSQL unreachable at start and lost while running', () => {
  // Trust authentication ignores a password, so one is added where the URL has none: the output is
  // then checked never to show it.
  const password = onPostgres ? new URL(databaseUrl).password || 'never-print-this-password' : '';
  let proxy: TcpProxy;
  let cms: SpawnedCms;

  const throughProxy = (port: number) => {
    const url = new URL(databaseUrl);
    url.hostname = '127.0.0.1';
    url.port = String(port);
    url.password = password;
    return url.toString();
  };

  const rest = async (route: string, init: RequestInit = {}) => {
    const response = await fetch(`${cms.baseUrl}/api${route}`, { ...init, headers: { 'Content-Type': 'application/json', ...init.headers } });
    return { status: response.status, retryAfter: response.headers.get('retry-after'), body: await response.json() };
  };
  const graphql = async (query: string, token?: string) => {
    const response = await fetch(`${cms.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query }),
    });
    return {
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      cache: response.headers.get('x-response-cache'),
      body: await response.json(),
    };
  };
  const unavailableGraphql = { errors: [{ message: DATABASE_UNAVAILABLE, extensions: { code: 'SERVICE_UNAVAILABLE' } }] };
  const unavailableRest = { data: null, error: { status: 503, name: 'ServiceUnavailableError', message: DATABASE_UNAVAILABLE, details: {} } };

  it('waits for a database that is down at start, one line per attempt, and starts normally once it answers', async () => {
    const target = new URL(databaseUrl);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) }, { listening: false });
    cms = await spawnTrackedCms({
      DATABASE_URL: throughProxy(proxy.port),
      DATABASE_START_TIMEOUT_SECONDS: '600',
      DATA_DIR: process.env.CMS_TEST_SHARED_DATA_DIR || tempDir(),
    });
    await cms.waitForOutput(/\(attempt 2\)/, 120_000);
    const where = `127\\.0\\.0\\.1:${proxy.port}`;
    expect(cms.output()).toMatch(new RegExp(`The database at ${where} cannot be reached \\(ECONNREFUSED\\); trying again in 1s \\(attempt 1\\)`));
    expect(cms.output()).toMatch(new RegExp(`The database at ${where} cannot be reached \\(ECONNREFUSED\\); trying again in 2s \\(attempt 2\\)`));

    await proxy.up();
    await waitUntil(async () => (await fetch(`${cms.baseUrl}/_health`)).status === 204, 240_000, 'the CMS answering /_health');
    expect(cms.output()).toMatch(new RegExp(`The database at ${where} answered \\(attempt \\d+\\); starting\\.`));
    expect((await graphql('{ audiences { documentId } }')).status).toBe(200);
    expect(proxy.forwarded()).toBeGreaterThan(0);
    expect(cms.output()).not.toContain(password);
  }, 400_000);

  it('answers 503 with a clear message while the database is lost, and 200 again once it is back, without a restart', async () => {
    const registered = await rest('/auth/local/register', { method: 'POST', body: JSON.stringify(registration(uniqueEmail('outage'))) });
    expect(registered.status).toBe(200);
    const token = registered.body.jwt as string;
    const cachedQuery = '{ audiences { documentId title } }';
    expect((await graphql(cachedQuery)).status).toBe(200);
    expect((await graphql(cachedQuery)).cache).toBe('hit');

    const uncached = '{ programmes { documentId title } }';
    await proxy.down();
    try {
      // REST reads only the account calls (content is read through GraphQL): the teacher's own account.
      expect(await rest('/users/me', { headers: { Authorization: `Bearer ${token}` } })).toEqual({ status: 503, retryAfter: '30', body: unavailableRest });
      expect(await rest('/auth/local', { method: 'POST', body: JSON.stringify({ identifier: 'someone@example.com', password: 'Whatever1' }) })).toMatchObject({
        status: 503,
        body: unavailableRest,
      });
      expect(await graphql(uncached)).toMatchObject({ status: 503, retryAfter: '30', body: unavailableGraphql });
      // A teacher's token is not refused (a 401 would log them out of the site): it is the same 503.
      expect(await graphql('{ me { email } }', token)).toMatchObject({ status: 503, body: unavailableGraphql });
      // A catalogue answer already in the response cache is still served.
      expect(await graphql(cachedQuery)).toMatchObject({ status: 200, cache: 'hit' });
      expect(cms.child.exitCode).toBeNull();
    } finally {
      await proxy.up();
    }
    const recoveredInMs = await waitUntil(
      async () => (await rest('/users/me', { headers: { Authorization: `Bearer ${token}` } })).status === 200,
      15_000,
      'REST answering 200 again',
    );
    console.log(`database-outage: REST answered 200 again ${recoveredInMs} ms after the database came back`);
    const again = await graphql(uncached);
    expect(again.status).toBe(200);
    expect(again.body.data.programmes).toEqual(expect.any(Array));
    expect((await graphql('{ me { email } }', token)).body.data.me.email).toEqual(expect.stringContaining('@example.com'));
    await cms.waitForOutput(/The database is reachable again, after \d+ s\./, 10_000);
    expect(cms.output().match(/The database cannot be reached \(/g)).toHaveLength(1);
  }, 60_000);

  it('answers 503 when the database goes in the middle of a request (REST and a GraphQL resolver)', async () => {
    const { Client } = require('pg');
    const admin = new Client({ connectionString: databaseUrl });
    await admin.connect();
    try {
      // Hold the requests in PostgreSQL, past the caller checks, until the connection is cut.
      await admin.query('BEGIN');
      await admin.query('LOCK TABLE audiences, up_users IN ACCESS EXCLUSIVE MODE');
      // A log-in reads the teacher's account (REST, the account calls); the catalogue is read through GraphQL.
      const answers = Promise.all([
        rest('/auth/local', { method: 'POST', body: JSON.stringify({ identifier: 'someone@example.com', password: 'Whatever1' }) }),
        graphql('{ audiences { documentId slug } }'),
      ]);
      await waitUntil(
        async () => {
          const { rows } = await admin.query(
            "SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
          );
          return rows[0].waiting >= 2;
        },
        20_000,
        'both requests waiting in PostgreSQL',
      );
      await proxy.down();
      const [restAnswer, graphqlAnswer] = await answers;
      expect(restAnswer).toEqual({ status: 503, retryAfter: '30', body: unavailableRest });
      expect(graphqlAnswer).toMatchObject({ status: 503, retryAfter: '30', body: unavailableGraphql });
    } finally {
      await admin.query('ROLLBACK').catch(() => undefined);
      await admin.end();
      await proxy.up();
    }
    await waitUntil(async () => (await graphql('{ audiences { documentId slug } }')).status === 200, 15_000, 'GraphQL answering 200 again');
    expect(cms.child.exitCode).toBeNull();
  }, 60_000);

  it('gives up after DATABASE_START_TIMEOUT_SECONDS with one clear line and exit code 1, not a loop', async () => {
    await cms.stop();
    await proxy.down();
    const giveUp = await spawnTrackedCms({
      DATABASE_URL: throughProxy(proxy.port),
      DATABASE_START_TIMEOUT_SECONDS: '2',
      DATA_DIR: tempDir(),
    });
    expect(await giveUp.exited).toBe(1);
    const output = giveUp.output();
    expect(output).toMatch(
      new RegExp(`The database at 127\\.0\\.0\\.1:${proxy.port} could not be reached within 2 s \\(\\d+ attempts, last: ECONNREFUSED\\); giving up\\.`),
    );
    expect(output).not.toMatch(/^\s+at /m);
    expect(output).not.toContain(password);
    await proxy.close();
  }, 120_000);
});

describe.skipIf(onPostgres)('SQLite that cannot be opened', () => {
  it('stops at once with a clear message naming the file when the database cannot be opened', async () => {
    const dataDir = tempDir();
    fs.mkdirSync(path.join(dataDir, 'cms.db'));
    const cms = await spawnTrackedCms({ DATABASE_URL: '', DATA_DIR: dataDir });
    expect(await cms.exited).toBe(1);
    expect(cms.output()).toContain(`The SQLite database ${path.join(dataDir, 'cms.db')} cannot be opened`);
    expect(cms.output()).not.toMatch(/^\s+at /m);
  }, 120_000);

  it('stops with a clear message when the data folder cannot be made', async () => {
    const file = path.join(tempDir(), 'a-file');
    fs.writeFileSync(file, '');
    const cms = await spawnTrackedCms({ DATABASE_URL: '', DATA_DIR: path.join(file, 'data') });
    expect(await cms.exited).toBe(1);
    expect(cms.output()).toContain(
      `The data folder ${path.join(file, 'data')} cannot be used (ENOTDIR). Set DATA_DIR to a folder this user can create and write to.`,
    );
  }, 60_000);
});
