/**
 * Past one process (issue 26; docs/operations.md, "Several processes"). Two CMS instances, A and B,
 * each started as `npm start` starts the CMS (scripts/serve.js: its own process and port, as two
 * machines behind a load balancer), at the same moment on one fresh PostgreSQL database, one
 * Redis and one S3-compatible object store. Everything is checked from the outside, over HTTP:
 * - both start (one waits for the other's migrations and first seed) and the demo is there once;
 * - an editor publishes a change through A: B's next GraphQL answer has it (within 1 s), and B's
 *   search shows an editor's publish, change and unpublish through A within 2 s, and the search
 *   answers it keeps (by the caller's reach, before Koa) carry teaching text to subscribers only;
 * - five failed logins split across A and B lock the account on both, and refused registrations
 *   add up across them too;
 * - a password reset through A ends the old token on B at once (its kept subscriber's search too);
 * - a subscription the administrator ends through A ends the teacher's access on B at once (and
 *   their kept subscriber's search);
 * - permissions the administrator takes from the subscribers' role through A are refused on B at
 *   once, through GraphQL and REST (B kept the role's permissions and its answers), and read again
 *   once given back;
 * - a teacher joins a school through its invitation link on B and marks a lesson taught; removed
 *   by the owner through A, they lose access on B at once, and leave the school's record on B;
 * - uploads are in one S3-compatible store (an s3rver this file starts; each instance has a data
 *   folder of its own, as machines do): a file uploaded through A is served by B to a subscriber,
 *   with byte ranges, and refused to a visitor by both; deleted through A, B no longer serves it;
 * - CMS_PROCESSES=2: two workers share one port, a killed worker is replaced, SIGTERM stops cleanly;
 * - A killed with SIGKILL (it and any workers at once) in the middle of a stream of playlist saves
 *   spread over A and B: every acknowledged save is there exactly as acknowledged, none twice, one
 *   in flight on A whole or not at all (read back through B); B answered every request during and
 *   after the kill, and the saves sent to it after the kill are there;
 * - a start asking for CMS_PROCESSES=2 without PostgreSQL or Redis refuses, naming what is missing.
 *
 * The instances run in the PostgreSQL run of `npm test` (DATABASE_URL names the server; this file
 * makes a database of its own there and drops it after) with the Redis at TEST_REDIS_URL or
 * 127.0.0.1:6379, under a key prefix of its own. When either cannot be reached they are skipped,
 * saying why, except on CI, where that is a failure. The refusals need neither and always run.
 */
import crypto from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, startMailCatcher, TEST_SITE_URL, type CaughtEmail } from './helpers/cms';
import { invitationTokenFor, registration, uniqueEmail } from './helpers/accounts';
import { spawnCms, startCmsProcess, type CmsProcess, type GraphqlAnswer } from './helpers/cms-process';
import { loginEditor, type Editor } from './helpers/editor';
import { PlaylistSaveStream, type StreamTargets } from './helpers/playlist-stream';

const require = createRequire(import.meta.url);
const { Client } = require('pg');
const { newSecrets } = require(path.resolve(__dirname, '..', 'dist', 'src', 'runtime', 'settings'));
const S3rver = require('s3rver');
const BUCKET = 'classroom-uploads';
const ONE_PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

const serverUrl = process.env.DATABASE_URL || '';
const redisUrl = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
const run = `${process.pid}_${crypto.randomBytes(3).toString('hex')}`;
const database = `classroom_instances_${run}`;
const keyPrefix = `classroom-test-${run}:`;
/** The run's folder of the bucket (S3_PREFIX), which the provider puts in the files' addresses too. */
const S3_PREFIX = `instances-${run}`;

/** Why the two instances cannot run here, or undefined when they can. */
async function unavailable(): Promise<string | undefined> {
  if (!serverUrl) return 'they run in the PostgreSQL run (DATABASE_URL set to a PostgreSQL server), as `npm test` does when one is reachable';
  const pg = new Client({ connectionString: serverUrl, connectionTimeoutMillis: 3000 });
  try {
    await pg.connect();
  } catch (error) {
    return `PostgreSQL at DATABASE_URL cannot be reached (${(error as Error).message})`;
  } finally {
    await pg.end().catch(() => undefined);
  }
  const redis = new Redis(redisUrl, { lazyConnect: true, connectTimeout: 3000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    return `Redis at ${new URL(redisUrl).host} cannot be reached (${(error as Error).message})`;
  } finally {
    redis.disconnect();
  }
  return undefined;
}

const whyNot = await unavailable();
if (whyNot && process.env.CI && serverUrl) throw new Error(`Several instances cannot be tested on CI: ${whyNot}`);
if (whyNot) console.warn(`Skipping the tests of several instances: ${whyNot}.`);

const databaseUrl = (() => {
  if (!serverUrl) return '';
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
})();

/** What instances sharing a database share besides it: secrets (as production sets them) and the Redis. */
const ADMINISTRATOR_PASSWORD = `Shared-${Date.now()}-Aa1`;
const sharedEnv = (): Record<string, string> => ({ ...newSecrets(), REDIS_URL: redisUrl, REDIS_KEY_PREFIX: keyPrefix });

async function post(baseUrl: string, route: string, body: unknown, token?: string) {
  const response = await fetch(`${baseUrl}${route}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, body: await response.json().catch(() => undefined) };
}

const adminTokens = new Map<string, Promise<string>>();
const editors = new Map<string, Promise<Editor>>();

/** helpers/editor.ts's editor on an instance, signed in once (see adminToken). */
function editorOn(baseUrl: string): Promise<Editor> {
  let editor = editors.get(baseUrl);
  if (!editor) editors.set(baseUrl, (editor = loginEditor(baseUrl)));
  return editor;
}

/**
 * An admin panel user's token (the development editor or administrator), signed in once per instance
 * and kept: the admin panel allows 5 sign-ins in 5 minutes (config/admin.ts), fewer than this file's tests.
 */
function adminToken(baseUrl: string, email: string, password: string): Promise<string> {
  const key = `${baseUrl} ${email}`;
  let token = adminTokens.get(key);
  if (!token) {
    token = post(baseUrl, '/admin/login', { email, password }).then(({ status, body }) => {
      if (status !== 200) throw new Error(`admin login as ${email} failed with ${status}: ${JSON.stringify(body)}`);
      return body.data.token as string;
    });
    adminTokens.set(key, token);
  }
  return token;
}

async function contentManager(baseUrl: string, token: string, method: string, route: string, body?: unknown) {
  const response = await fetch(`${baseUrl}/content-manager/collection-types/${route}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer = await response.json();
  if (!response.ok) throw new Error(`${method} ${route} failed with ${response.status}: ${JSON.stringify(answer)}`);
  return answer;
}

/** GET /_health on a connection of its own, within 2 s; answers the status. */
const healthOnNewConnection = (baseUrl: string) =>
  new Promise<number | undefined>((resolve, reject) => {
    const request = http.get(`${baseUrl}/_health`, { agent: false, timeout: 2000 }, (response) => resolve(response.resume().statusCode));
    request.on('timeout', () => request.destroy(new Error('no answer within 2 s'))).on('error', reject);
  });

/** Whether /_health answers 204 within `ms` (a connection handed to a worker as it is killed is lost: try again). */
async function answersWithin(baseUrl: string, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if ((await healthOnNewConnection(baseUrl).catch(() => undefined)) === 204) return true;
  }
  return false;
}

const ROLE = '{ me { role { type } } }';
const roleOn = async (cms: CmsProcess, token: string) => {
  const { status, body } = await cms.graphql(ROLE, {}, token);
  return status === 200 ? body.data?.me?.role?.type : status;
};

/** A word only in an activity's teaching text (its introduction): a subscriber's search finds it, nobody else's. */
const GATED_WORD = `qzw${crypto.randomBytes(4).toString('hex').replace(/\d/g, 'k')}`;

/**
 * Whether `token` gets a subscriber's search from `cms`: REST twice and GraphQL twice (the second of
 * each answered from what the instance kept, before Koa), each the same.
 */
async function searchReachOn(cms: CmsProcess, token: string): Promise<'subscriber' | 'public'> {
  const found: boolean[] = [];
  for (let n = 0; n < 2; n++) {
    const response = await fetch(`${cms.baseUrl}/api/search?q=${GATED_WORD}`, { headers: { Authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    const text = await response.text();
    found.push(text.includes(GATED_WORD) && (JSON.parse(text) as { total: number }).total > 0);
    const { status, body } = await cms.graphql('query($q: String!) { search(query: $q) { total } }', { q: GATED_WORD }, token);
    found.push(status === 200 && body.data?.search.total > 0);
  }
  expect(new Set(found).size, JSON.stringify(found)).toBe(1);
  return found[0] ? 'subscriber' : 'public';
}

describe.skipIf(whyNot)('two instances on one PostgreSQL database and one Redis', () => {
  let a: CmsProcess;
  let b: CmsProcess;
  let cluster: CmsProcess | undefined;
  let mail: Awaited<ReturnType<typeof startMailCatcher>>;
  let dataDir: string;
  let dataDirB: string;
  let objectStore: { dir: string; server: { close: () => Promise<void> } } | undefined;
  let env: Record<string, string>;

  beforeAll(async () => {
    const admin = new Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${database}`);
    await admin.end();
    mail = await startMailCatcher();
    // A real S3-compatible server, whose bucket holds every upload.
    const storeDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-instances-s3-'));
    const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: storeDir, configureBuckets: [{ name: BUCKET }] });
    const { port: s3Port } = await server.run();
    objectStore = { dir: storeDir, server };
    // A data folder for each machine: nothing an instance serves may depend on another's disk.
    // The secrets come from the environment, as in production.
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-instances-'));
    dataDirB = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-instances-b-'));
    env = {
      ...sharedEnv(),
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(mail.smtpPort),
      SITE_URL: TEST_SITE_URL,
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_PREFIX,
      // One database, two data folders: the development administrator's password is given to both.
      DEV_ADMINISTRATOR_PASSWORD: ADMINISTRATOR_PASSWORD,
    };
    // At the same moment, on an empty database: one migrates and seeds while the other waits.
    [a, b] = await Promise.all([startCmsProcess({ dataDir, databaseUrl, env }), startCmsProcess({ dataDir: dataDirB, databaseUrl, env })]);
  }, 400_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop(), cluster?.stop()]);
    mail?.child.kill('SIGTERM');
    const admin = new Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
    const redis = new Redis(redisUrl);
    const keys = await redis.keys(`${keyPrefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
    for (const dir of [dataDir, dataDirB, objectStore?.dir]) if (dir) fs.rmSync(dir, { recursive: true, force: true });
    await objectStore?.server.close();
  }, 120_000);

  it('both start at once on an empty database, and the demo is seeded once', async () => {
    for (const cms of [a, b]) {
      const { body } = await cms.graphql('{ audiences(sort: "title") { title } }');
      expect(body.data.audiences.map((audience: { title: string }) => audience.title)).toEqual(['Live', 'Primary', 'SEND', 'Secondary']);
    }
    const pg = new Client({ connectionString: databaseUrl });
    await pg.connect();
    try {
      const { rows } = await pg.query("SELECT count(*)::int AS n FROM up_users WHERE email = 'subscriber@example.com'");
      expect(rows[0].n).toBe(1);
    } finally {
      await pg.end();
    }
    expect(`${a.output()}\n${b.output()}`).toMatch(/Another instance is starting on this database/);
  });

  it("an editor's change published through A is in B's next GraphQL answer", async () => {
    const query = '{ audiences(sort: "title") { documentId title } }';
    const cached = await b.graphql(query);
    const primary = cached.body.data.audiences.find((audience: { title: string }) => audience.title === 'Primary');
    // B answers from its response cache now.
    const again = await fetch(`${b.baseUrl}/graphql`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ query }) });
    expect(again.headers.get('x-response-cache')).toBe('hit');

    const editor = await adminToken(a.baseUrl, 'editor@example.com', 'EditorDemo1');
    const title = `Primary ${run}`;
    await contentManager(a.baseUrl, editor, 'POST', `api::audience.audience/${primary.documentId}/actions/publish`, { title });
    const published = Date.now();
    let titles: string[] = [];
    while (!titles.includes(title) && Date.now() - published < 1000) {
      titles = (await b.graphql(query)).body.data.audiences.map((audience: { title: string }) => audience.title);
    }
    expect(titles).toContain(title);
    expect(Date.now() - published).toBeLessThan(1000);
    await contentManager(a.baseUrl, editor, 'POST', `api::audience.audience/${primary.documentId}/actions/publish`, { title: 'Primary' });
  });

  it('an answer computed by one is given by the other from Redis, and none computed before a change through either is given after it', async () => {
    // A question of this run's own (its alias), so that neither instance kept an answer to it before.
    const query = `{ run_${run}: audiences(sort: "title") { documentId title } }`;
    const ask = async (cms: CmsProcess) => {
      const response = await fetch(`${cms.baseUrl}/graphql`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ query }),
      });
      return { state: response.headers.get('x-response-cache'), etag: response.headers.get('etag'), body: await response.json() };
    };
    const computed = await ask(a);
    expect(computed.state).toBe('miss');
    const fromA = await ask(b);
    expect(fromA).toEqual({ ...computed, state: 'shared' });
    expect((await ask(b)).state).toBe('hit');
    // A teacher of another role gets their role's own answer, not the visitors' one in Redis.
    const subscriber = await login(b.baseUrl, 'subscriber@example.com', 'Subscriber1');
    const asSubscriber = await fetch(`${b.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${subscriber}` },
      body: JSON.stringify({ query }),
    });
    expect(asSubscriber.headers.get('x-response-cache')).toBe('miss');

    // An editor's change through B: A's next answers are computed from it, in memory and in Redis alike.
    const primary = computed.body.data[`run_${run}`].find((audience: { title: string }) => audience.title === 'Primary');
    const editor = await adminToken(b.baseUrl, 'editor@example.com', 'EditorDemo1');
    const title = `Primary shared ${run}`;
    await contentManager(b.baseUrl, editor, 'POST', `api::audience.audience/${primary.documentId}/actions/publish`, { title });
    try {
      const published = Date.now();
      let after = await ask(a);
      while (after.state === 'hit' && Date.now() - published < 1000) after = await ask(a);
      expect(after.state).toBe('miss');
      expect(JSON.stringify(after.body)).toContain(title);
      expect(await ask(b)).toEqual({ ...after, state: 'shared' });
    } finally {
      await contentManager(b.baseUrl, editor, 'POST', `api::audience.audience/${primary.documentId}/actions/publish`, { title: 'Primary' });
    }
  });

  it("a subscriber's search kept by B carries teaching text to subscribers only", async () => {
    const editor = await adminToken(a.baseUrl, 'editor@example.com', 'EditorDemo1');
    const introduction = [{ type: 'paragraph', children: [{ type: 'text', text: `Begin with the ${GATED_WORD} game.` }] }];
    await contentManager(a.baseUrl, editor, 'POST', 'api::activity-page.activity-page/actions/publish', { title: `Gated search ${run}`, introduction });
    const subscriber = await login(b.baseUrl, 'subscriber@example.com', 'Subscriber1');
    const lapsed = await login(b.baseUrl, 'lapsed@example.com', 'Lapsed1');
    expect(await searchReachOn(b, subscriber)).toBe('subscriber');
    expect(await searchReachOn(b, lapsed)).toBe('public');
    expect(await searchReachOn(a, subscriber)).toBe('subscriber');
  });

  it("an editor's publish, change and unpublish through A show in B's search within 2 s", async () => {
    const editor = await adminToken(a.baseUrl, 'editor@example.com', 'EditorDemo1');
    const word = `searchfresh${run.replace(/[^a-z0-9]/g, '')}`;
    const renamed = `searchrenamed${run.replace(/[^a-z0-9]/g, '')}`;
    const found = async (text: string) => {
      const response = await fetch(`${b.baseUrl}/api/search?q=${text}`);
      expect(response.status).toBe(200);
      return ((await response.json()) as { total: number }).total > 0;
    };
    /** How long after `since` B's search first passed `check` (polling), or fails past 2 s. */
    const within2s = async (since: number, check: () => Promise<boolean>) => {
      while (!(await check())) {
        expect(Date.now() - since, 'not in B within 2 s').toBeLessThan(2000);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    expect(await found(word)).toBe(false);
    // B answers it again from what it kept, before Koa: the publish through A must empty that too.
    expect((await fetch(`${b.baseUrl}/api/search?q=${word}`)).headers.get('x-response-cache')).toBe('hit');
    const route = 'api::activity-page.activity-page';
    const created = await contentManager(a.baseUrl, editor, 'POST', `${route}/actions/publish`, { title: `The ${word} round` });
    const documentId = created.data.documentId as string;
    try {
      await within2s(Date.now(), () => found(word));
      await contentManager(a.baseUrl, editor, 'POST', `${route}/${documentId}/actions/publish`, { title: `The ${renamed} round` });
      await within2s(Date.now(), async () => (await found(renamed)) && !(await found(word)));
      await contentManager(a.baseUrl, editor, 'POST', `${route}/${documentId}/actions/unpublish`, {});
      await within2s(Date.now(), async () => !(await found(renamed)));
    } finally {
      await contentManager(a.baseUrl, editor, 'DELETE', `${route}/${documentId}`);
    }
  });

  it('five failed logins split across A and B lock the account on both', async () => {
    const email = uniqueEmail('split-guesses');
    expect((await post(a.baseUrl, '/api/auth/local/register', registration(email))).status).toBe(200);
    const attempt = (cms: CmsProcess, password: string) => post(cms.baseUrl, '/api/auth/local', { identifier: email, password });
    for (const cms of [a, b, a, b, a]) expect((await attempt(cms, 'Wrong-guess1')).status).toBe(400);
    for (const cms of [a, b]) {
      const locked = await attempt(cms, 'Original1');
      expect(locked.status).toBe(429);
      expect(locked.body.error.message).toBe('Too many attempts. Please wait 15 minutes and try again, or reset your password.');
    }
  });

  it('a password reset through A ends the old token on B at once', async () => {
    const email = uniqueEmail('reset-across');
    const registered = await post(a.baseUrl, '/api/auth/local/register', registration(email));
    const oldToken: string = registered.body.jwt;
    // B has checked this token a moment ago (and keeps what it read for a minute, unless told), and kept its search.
    expect(await roleOn(b, oldToken)).toBe('active_subscriber');
    expect(await searchReachOn(b, oldToken)).toBe('subscriber');

    const emails = async (): Promise<CaughtEmail[]> => (await fetch(`${mail.inbox}/email`)).json();
    expect((await post(a.baseUrl, '/api/auth/forgot-password', { email })).status).toBe(200);
    let sent: CaughtEmail | undefined;
    for (let tries = 0; !sent && tries < 100; tries++) {
      sent = (await emails()).find((message) => message.to[0]?.address === email);
      if (!sent) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const code = new URL(sent!.html.match(/href="([^"]+)"/)![1].replace(/&amp;/g, '&')).searchParams.get('code');
    const reset = await post(a.baseUrl, '/api/auth/reset-password', { code, password: 'Changed22', passwordConfirmation: 'Changed22' });
    expect(reset.status).toBe(200);

    expect(await roleOn(b, oldToken)).toBe(401);
    expect(await searchReachOn(b, oldToken)).toBe('public');
    expect(await roleOn(b, reset.body.jwt)).toBe('active_subscriber');
  });

  it("a subscription the administrator ends through A ends the teacher's access on B at once", async () => {
    const token = await login(b.baseUrl, 'subscriber@example.com', 'Subscriber1');
    expect(await roleOn(b, token)).toBe('active_subscriber');
    expect(await searchReachOn(b, token)).toBe('subscriber');

    const administrator = await adminToken(a.baseUrl, 'admin@example.com', ADMINISTRATOR_PASSWORD);
    const { results } = await contentManager(
      a.baseUrl,
      administrator,
      'GET',
      `api::subscription.subscription?filters[user][email][$eq]=${encodeURIComponent('subscriber@example.com')}`,
    );
    expect(results).toHaveLength(1);
    await contentManager(a.baseUrl, administrator, 'PUT', `api::subscription.subscription/${results[0].documentId}`, { ends_at: new Date().toISOString() });

    expect(await roleOn(b, token)).toBe('authenticated');
    expect(await searchReachOn(b, token)).toBe('public');
    expect(await roleOn(a, token)).toBe('authenticated');
  });

  it('permissions the administrator takes from a role through A are refused on B at once, through GraphQL and REST, and given back are read again', async () => {
    // A teacher on a free trial (the demo subscriber's subscription was ended above).
    const registered = await post(b.baseUrl, '/api/auth/local/register', registration(uniqueEmail('grants-across')));
    const token: string = registered.body.jwt;
    expect(await roleOn(b, token)).toBe('active_subscriber');
    // Each instance keeps a role's permissions (accounts/authentication-reads.ts) and its answers per role (the response cache).
    // The catalogue is read through GraphQL only; the caller's reminder setting is a REST route of ours.
    const readsOn = async (cms: CmsProcess) => {
      const { body } = await cms.graphql('{ audiences { documentId } }', {}, token);
      const rest = await fetch(`${cms.baseUrl}/api/reminders`, { headers: { Authorization: `Bearer ${token}` } });
      return { graphql: body.errors?.[0]?.extensions?.code ?? (Array.isArray(body.data?.audiences) ? 'read' : 'neither'), rest: rest.status };
    };
    for (let n = 0; n < 2; n++) expect(await readsOn(b)).toEqual({ graphql: 'read', rest: 200 });

    const administrator = await adminToken(a.baseUrl, 'admin@example.com', ADMINISTRATOR_PASSWORD);
    const headers = { Authorization: `Bearer ${administrator}`, 'Content-Type': 'application/json' };
    const { roles } = await (await fetch(`${a.baseUrl}/users-permissions/roles`, { headers })).json();
    const subscribers = roles.find((role: { type: string }) => role.type === 'active_subscriber');
    const { role } = await (await fetch(`${a.baseUrl}/users-permissions/roles/${subscribers.id}`, { headers })).json();
    // The admin panel sends the role's whole tree of permissions: what it leaves out is taken away.
    const put = (permissions: unknown) =>
      fetch(`${a.baseUrl}/users-permissions/roles/${subscribers.id}`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({ name: role.name, description: role.description, permissions }),
      });
    const taken = structuredClone(role.permissions);
    for (const action of [taken['api::audience'].controllers.audience.find, taken['api::reminder'].controllers.reminder.mine]) {
      expect(action.enabled).toBe(true);
      action.enabled = false;
    }
    try {
      expect((await put(taken)).status).toBe(200);
      expect(await readsOn(b)).toEqual({ graphql: 'FORBIDDEN', rest: 403 });
    } finally {
      expect((await put(role.permissions)).status).toBe(200);
    }
    expect(await readsOn(b)).toEqual({ graphql: 'read', rest: 200 });
  });

  it("a school's owner removing a member through A ends the member's access, and their place in the school's record, on B at once", async () => {
    const owner = await login(a.baseUrl, 'schooladmin@example.com', 'SchoolAdmin1');
    const email = uniqueEmail('member-across');
    const invited = await post(a.baseUrl, '/api/member-account/invitation', { invitee: email }, owner);
    expect(invited.status).toBe(200);
    // The invited teacher opens the emailed link and joins by registering through B, and B has read their role a moment ago.
    const invitation = await invitationTokenFor(async () => (await fetch(`${mail.inbox}/email`)).json(), email);
    const joined = await post(b.baseUrl, '/api/auth/local/register', registration(email, { invitation }));
    const token: string = joined.body.jwt;
    expect(await roleOn(b, token)).toBe('active_subscriber');
    expect(await searchReachOn(b, token)).toBe('subscriber');
    // They mark a lesson taught through B; the owner reads the school's record through B (docs/teaching-record.md).
    const made = await b.graphql('mutation { createTeacherClass(name: "Year 3 Kites", yearGroup: "year-3") { documentId } }', {}, token);
    // These instances are seeded without the demo catalogue: an editor publishes the lesson through A.
    const editor = await adminToken(a.baseUrl, 'editor@example.com', 'EditorDemo1');
    const lesson = (await contentManager(a.baseUrl, editor, 'POST', 'api::lesson.lesson/actions/publish', { title: `Kites ${run}` })).data.documentId as string;
    const marked = await b.graphql(
      'mutation ($l: ID!, $c: ID!) { markTaught(lesson: $l, teachingClass: $c) { documentId } }',
      { l: lesson, c: made.body.data.createTeacherClass.documentId },
      token,
    );
    expect(marked.body.errors).toBeUndefined();
    const schoolTeachers = async () =>
      ((await b.graphql('{ schoolRecord { teachers { email lessons } } }', {}, owner)).body.data.schoolRecord.teachers as Array<{ email: string }>).map(
        (teacher) => teacher.email,
      );
    expect(await schoolTeachers()).toContain(email);

    const removed = await post(a.baseUrl, '/api/member-account/remove-member', { member_email: email }, owner);
    expect(removed.body).toEqual({ ok: true });
    expect(await roleOn(b, token)).toBe('authenticated');
    expect(await searchReachOn(b, token)).toBe('public');
    expect(await schoolTeachers()).not.toContain(email);
  });

  it('a file uploaded through A is in the shared store: B serves it to a subscriber, and both refuse a visitor', async () => {
    const editor = await editorOn(a.baseUrl);
    const bytes = crypto.randomBytes(64 * 1024);
    const file = await editor.upload(`worksheet-${run}.pdf`, bytes, 'application/pdf');
    expect(file.url).toMatch(new RegExp(`^/uploads/${S3_PREFIX}/[\\w-]+\\.pdf$`));
    const name = file.url.slice('/uploads/'.length);
    const inBucket = () => fs.readdirSync(path.join(objectStore!.dir, BUCKET, S3_PREFIX)).some((entry) => entry.startsWith(path.basename(name)));
    expect(inBucket()).toBe(true);
    for (const dir of [dataDir, dataDirB]) expect(fs.existsSync(path.join(dir, 'public', 'uploads', path.basename(name)))).toBe(false);

    const teacher = await post(b.baseUrl, '/api/auth/local/register', registration(uniqueEmail('files-across')));
    const token: string = teacher.body.jwt;
    const whole = await fetch(`${b.baseUrl}${file.url}`, { headers: { Authorization: `Bearer ${token}` } });
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await whole.arrayBuffer()).equals(bytes)).toBe(true);
    // An <audio> element or a link sends the cookie, and asks for parts.
    const part = await fetch(`${b.baseUrl}${file.url}`, { headers: { Cookie: `classroom_auth=${token}`, Range: 'bytes=1000-1999' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 1000-1999/${bytes.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(1000, 2000))).toBe(true);
    const unchanged = await fetch(`${b.baseUrl}${file.url}`, { headers: { Authorization: `Bearer ${token}`, 'If-None-Match': whole.headers.get('etag')! } });
    expect(unchanged.status).toBe(304);
    // Only the run's folder of the bucket is served.
    const outside = await fetch(`${b.baseUrl}/uploads/${path.basename(name)}`, { headers: { Authorization: `Bearer ${token}` } });
    expect(outside.status).toBe(404);

    const spellings = [file.url, `/%75ploads/${name}`, `//uploads/${name}`, `/UPLOADS/${name}`, `/x/%2e%2e/uploads/${name}`, `/uploads/${name}?download=1`];
    for (const cms of [a, b]) {
      for (const spelling of spellings) {
        // 403 at the plain address, 400 for any other spelling (the full sweep: file-doors.test.ts).
        const refused = await fetch(`${cms.baseUrl}${spelling}`, { headers: { Range: 'bytes=0-99' } });
        expect([400, 403], spelling).toContain(refused.status);
        expect(await refused.text()).not.toContain(bytes.subarray(0, 16).toString('latin1'));
      }
    }

    // A picture is public, from the store too.
    const picture = await editor.upload(`dot-${run}.png`, ONE_PIXEL_PNG, 'image/png');
    const shown = await fetch(`${b.baseUrl}${picture.url}`);
    expect(shown.status).toBe(200);
    expect(shown.headers.get('content-type')).toBe('image/png');
    expect((await shown.arrayBuffer()).byteLength).toBeGreaterThan(0);

    // Deleted through A: gone from the store, and B no longer serves it.
    await editor.deleteFile(file.id);
    expect(inBucket()).toBe(false);
    expect((await fetch(`${b.baseUrl}${file.url}`, { headers: { Authorization: `Bearer ${token}` } })).status).toBe(404);
    await editor.deleteFile(picture.id);
  });

  it('CMS_PROCESSES=2 runs two workers on one port, replaces one that dies, and stops cleanly', async () => {
    const running = await startCmsProcess({ dataDir, databaseUrl, env: { ...env, CMS_PROCESSES: '2' } });
    cluster = running;
    const workers = () =>
      execFileSync('pgrep', ['-P', String(running.pid)], { encoding: 'utf8' })
        .split('\n')
        .filter(Boolean)
        .map(Number);
    try {
      let pids = workers();
      expect(pids).toHaveLength(2);
      // The first worker answers; the second waits for its start, then starts.
      const started = () => running.printed().split('Strapi started successfully').length - 1;
      const deadline = Date.now() + 120_000;
      while (started() < 2 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 250));
      expect(started()).toBe(2);
      process.kill(pids[0], 'SIGKILL');
      // The other worker answers meanwhile (on a new connection: a kept-alive one to the killed worker is gone).
      expect(await answersWithin(running.baseUrl, 10_000)).toBe(true);
      // The replacement is forked a second after the death: its own deadline, whatever the starts took.
      const killed = pids[0];
      const replacedBy = Date.now() + 30_000;
      while (Date.now() < replacedBy && ((pids = workers()).length !== 2 || pids.includes(killed))) {
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(pids).toHaveLength(2);
      expect(pids).not.toContain(killed);
      expect(running.printed()).toMatch(/worker \d+ died \(signal SIGKILL\); starting another/);
    } finally {
      await running.stop();
      cluster = undefined;
    }
    expect(running.printed()).toMatch(/SIGTERM: stopping the workers[\s\S]*every worker has stopped/);
  }, 240_000);

  // From here on, registrations from this address (every test's) are refused for 15 minutes: the tests after it register nobody.
  it('refused registrations from one address add up across A and B', async () => {
    const refused = (cms: CmsProcess) => post(cms.baseUrl, '/api/auth/local/register', registration(uniqueEmail('refused'), { password: 'short' }));
    for (let n = 0; n < 30; n++) expect((await refused(n % 2 ? b : a)).status).toBe(400);
    expect((await refused(a)).status).toBe(429);
    expect((await refused(b)).status).toBe(429);
  });

  // Last: A does not come back.
  it('A killed with SIGKILL during a stream of playlist saves: every acknowledged save is there, and B kept answering', async () => {
    // What playlists hold (the instances start without the demo catalogue): activities, and recordings a published audio page plays.
    const editor = await editorOn(a.baseUrl);
    const targets: StreamTargets = { activities: [], audio: [], audiences: [] };
    for (let n = 0; n < 2; n++) targets.activities.push(await editor.publishActivity(`Stream activity ${n} ${run}`));
    const recordings = [];
    for (let n = 0; n < 2; n++) recordings.push(await editor.upload(`stream-${run}-${n}.mp3`, crypto.randomBytes(2048), 'audio/mpeg'));
    for (const recording of recordings) targets.audio.push(recording.documentId);
    await editor.publishAudioPage(
      `Stream recordings ${run}`,
      recordings.map((recording) => recording.id),
    );
    targets.audiences = (await b.graphql('{ audiences { documentId } }')).body.data.audiences.map((audience: { documentId: string }) => audience.documentId);

    // The three demo teachers, each given a subscription by the administrator (Sam's was ended above, Alex's trial long ago).
    const administrator = await adminToken(a.baseUrl, 'admin@example.com', ADMINISTRATOR_PASSWORD);
    const teachers = [
      ['subscriber@example.com', 'Subscriber1'],
      ['schooladmin@example.com', 'SchoolAdmin1'],
      ['lapsed@example.com', 'Lapsed1'],
    ];
    const tokens: string[] = [];
    for (const [email, password] of teachers) {
      const { results } = await contentManager(
        a.baseUrl,
        administrator,
        'GET',
        `api::subscription.subscription?filters[user][email][$eq]=${encodeURIComponent(email)}`,
      );
      const endsAt = new Date(Date.now() + 86_400_000).toISOString();
      await contentManager(a.baseUrl, administrator, 'PUT', `api::subscription.subscription/${results[0].documentId}`, { ends_at: endsAt });
      tokens.push(await login(b.baseUrl, email, password));
      expect(await roleOn(b, tokens.at(-1)!)).toBe('active_subscriber');
    }

    // As a load balancer spreads them: one save in three to B, the others to A until A is gone, then all to B.
    const failuresOnB: string[] = [];
    const inFlight = { a: 0, b: 0 };
    let aGone = false;
    let savesOnBAfterKill = 0;
    let sent = 0;
    const throughA = async (query: string, variables?: Record<string, unknown>, token?: string): Promise<GraphqlAnswer> => {
      inFlight.a++;
      try {
        return await a.graphql(query, variables, token);
      } finally {
        inFlight.a--;
      }
    };
    const throughB = async (query: string, variables?: Record<string, unknown>, token?: string): Promise<GraphqlAnswer> => {
      inFlight.b++;
      try {
        const answer = await b.graphql(query, variables, token);
        if (answer.status >= 500) failuresOnB.push(`a save answered ${answer.status}`);
        if (aGone && answer.body.data && !answer.body.errors) savesOnBAfterKill++;
        return answer;
      } catch (error) {
        failuresOnB.push(`a save: ${(error as Error).message}`);
        throw error;
      } finally {
        inFlight.b--;
      }
    };
    const stream = new PlaylistSaveStream(
      (query, variables, token) => (aGone || sent++ % 3 === 2 ? throughB : throughA)(query, variables, token),
      tokens,
      targets,
      `Instances ${run}`,
    );

    // Meanwhile a teacher's page and the load balancer's health check ask B, steadily.
    let polling = true;
    let pollsAfterKill = 0;
    const pollB = async () => {
      while (polling) {
        const health = await fetch(`${b.baseUrl}/_health`).then(
          (response) => response.status,
          (error: Error) => error.message,
        );
        if (health !== 204) failuresOnB.push(`/_health: ${health}`);
        const read = await b.graphql('{ playlists { documentId } }', {}, tokens[1]).then(
          (answer) => (answer.status === 200 && answer.body.data ? undefined : `${answer.status} ${JSON.stringify(answer.body)}`),
          (error: Error) => error.message,
        );
        if (read) failuresOnB.push(`a read: ${read}`);
        if (aGone) pollsAfterKill++;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };

    stream.start(2); // two writers per teacher: six saves in flight at a time
    const polled = pollB();
    const until = async (condition: () => boolean, what: string) => {
      const deadline = Date.now() + 60_000;
      while (!condition()) {
        if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    };
    try {
      await until(() => stream.acknowledged >= 30 && inFlight.a >= 3 && inFlight.b >= 1, '30 acknowledged saves, and saves in flight on both');
      const acknowledgedAtKill = stream.acknowledged;
      aGone = true;
      await a.crash();
      await until(() => savesOnBAfterKill >= 10 && pollsAfterKill >= 5, 'saves and reads through B after the kill');
      await stream.stop();
      polling = false;
      await polled;

      // Read back through B; every save acknowledged by either instance must show (the default `since`: all of them).
      const verdict = await stream.verify(b.graphql);
      console.log(
        `SIGKILL of A (seed ${stream.seed}): ${acknowledgedAtKill} saves acknowledged before it, ${savesOnBAfterKill} through B after it, all found; ` +
          `${verdict.inFlight} in flight on A, ${verdict.inFlightStored} of them stored whole, the rest not at all; ${verdict.playlists} playlists read back; ` +
          `B answered ${pollsAfterKill} health checks and reads after the kill`,
      );
      expect(verdict.problems).toEqual([]);
      expect(failuresOnB).toEqual([]);
      expect(verdict.inFlight).toBeGreaterThan(0);
    } finally {
      polling = false;
      await stream.stop();
      await polled;
    }
  }, 180_000);
});

describe('a start asking for several processes', () => {
  it('refuses without PostgreSQL and Redis, naming what is missing', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-refused-'));
    try {
      const withoutRedis = await spawnCms({ CMS_PROCESSES: '2', DATA_DIR: dataDir, DATABASE_URL: 'postgres://cms@127.0.0.1:5432/classroom', REDIS_URL: '' });
      expect(await withoutRedis.exited).toBe(1);
      expect(withoutRedis.output()).toMatch(/CMS_PROCESSES: 2 processes need REDIS_URL \(a Redis[^)]*\); set it, or CMS_PROCESSES=1/);
      expect(withoutRedis.output()).not.toMatch(/DATABASE_URL/);

      const withNeither = await spawnCms({ CMS_PROCESSES: '3', DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '' });
      expect(await withNeither.exited).toBe(1);
      expect(withNeither.output()).toMatch(/CMS_PROCESSES: 3 processes need DATABASE_URL \(a PostgreSQL database[^)]*\) and REDIS_URL/);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
