import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnCms, type SpawnedCms } from './helpers/cms-process';

const appDir = path.resolve(__dirname, '..');

/** Loads the built CMS in a child process with the given environment; prints what it finds. */
function loadInProduction(env: Record<string, string>, givenDataDir?: string) {
  const dataDir = givenDataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'cms-prod-'));
  const script = `
    const { createStrapi } = require('@strapi/strapi');
    createStrapi({ appDir: ${JSON.stringify(appDir)}, distDir: ${JSON.stringify(path.join(appDir, 'dist'))} }).load()
      .then(async (strapi) => {
        const admins = await strapi.db.query('admin::user').count();
        const audiences = await strapi.db.query('api::audience.audience').count();
        const users = await strapi.db.query('plugin::users-permissions.user').count();
        await new Promise((resolve) => strapi.server.listen(0, '127.0.0.1', resolve));
        const { port } = strapi.server.httpServer.address();
        const introspection = await fetch('http://127.0.0.1:' + port + '/graphql', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ query: '{ __schema { types { name } } }' }),
        }).then(async (response) => ({ status: response.status, body: await response.json() }));
        console.log('RESULT ' + JSON.stringify({ admins, audiences, users, introspection }));
        await strapi.destroy();
        process.exit(0);
      })
      .catch((error) => { console.error('FAILED ' + error.message); process.exit(1); });`;
  const result = spawnSync(process.execPath, ['-e', script], {
    cwd: appDir,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: os.tmpdir(),
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      STRAPI_TELEMETRY_DISABLED: 'true',
      SEED_DEMO_CATALOGUE: 'false',
      ...env,
    },
    encoding: 'utf8',
    timeout: 120_000,
  });
  if (!givenDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

const strongSecrets = {
  APP_KEYS: 'k1-0123456789abcdefghij,k2-0123456789abcdefghij',
  API_TOKEN_SALT: 'salt-0123456789abcdefghij',
  ADMIN_JWT_SECRET: 'admin-0123456789abcdefghij',
  TRANSFER_TOKEN_SALT: 'transfer-0123456789abcdefghij',
  JWT_SECRET: 'jwt-0123456789abcdefghij',
  ENCRYPTION_KEY: 'encryption-0123456789abcdefghij',
  AT_HOME_LINK_SALT: 'at-home-0123456789abcdefghij',
};

const firstAdministrator = { ADMIN_EMAIL: 'Operator@Example.org', ADMIN_INITIAL_PASSWORD: 'Initial-Pa55word' };

describe('a production start', () => {
  it('refuses to start without secrets', () => {
    const { status, output } = loadInProduction({});
    expect(status).not.toBe(0);
    expect(output).toContain('Refusing to start in production with missing or default secrets');
  });

  it('refuses the well-known default secrets', () => {
    const { status, output } = loadInProduction({ ...strongSecrets, APP_KEYS: 'toBeModified1,toBeModified2', JWT_SECRET: 'tobemodified' });
    expect(status).not.toBe(0);
    expect(output).toMatch(/APP_KEYS.*JWT_SECRET/);
  });

  it('refuses a missing or development at-home link salt', () => {
    const { AT_HOME_LINK_SALT: _salt, ...withoutSalt } = strongSecrets;
    for (const env of [withoutSalt, { ...strongSecrets, AT_HOME_LINK_SALT: 'orchestra-classroom-at-home-dev' }]) {
      const { status, output } = loadInProduction(env);
      expect(status).not.toBe(0);
      expect(output).toContain('missing or default secrets: AT_HOME_LINK_SALT');
    }
  });

  it('refuses to start on a database without administrators unless ADMIN_EMAIL and ADMIN_INITIAL_PASSWORD are set, naming them', () => {
    const neither = loadInProduction(strongSecrets);
    expect(neither.status).not.toBe(0);
    expect(neither.output).toContain('the database has no administrator');
    expect(neither.output).toMatch(/ADMIN_EMAIL: .*\n\s*ADMIN_INITIAL_PASSWORD: /);
    const noPassword = loadInProduction({ ...strongSecrets, ADMIN_EMAIL: firstAdministrator.ADMIN_EMAIL });
    expect(noPassword.status).not.toBe(0);
    expect(noPassword.output).toContain('ADMIN_INITIAL_PASSWORD: ');
    expect(noPassword.output).not.toContain('ADMIN_EMAIL: ');
  }, 180_000);

  it('refuses a weak ADMIN_INITIAL_PASSWORD without printing it', () => {
    const { status, output } = loadInProduction({ ...strongSecrets, ...firstAdministrator, ADMIN_INITIAL_PASSWORD: 'password1' });
    expect(status).not.toBe(0);
    expect(output).toMatch(/ADMIN_INITIAL_PASSWORD: .*upper-case.*\(value not shown\)/);
    expect(output).not.toContain('password1');
  });

  it('starts with real secrets, creates no development admin, demo content or demo accounts, and refuses GraphQL introspection', () => {
    const { status, output } = loadInProduction({ ...strongSecrets, ...firstAdministrator });
    expect(output).toContain('RESULT');
    expect(status).toBe(0);
    const { introspection, ...counts } = JSON.parse(output.split('RESULT ')[1].split('\n')[0]);
    // The one administrator is the first one of the settings (below).
    expect(counts).toEqual({ admins: 1, audiences: 0, users: 0 });
    expect(introspection.status).toBe(400);
    expect(introspection.body.data).toBeUndefined();
    expect(introspection.body.errors[0].message).toMatch(/introspection is not allowed/i);
  }, 180_000);

  it('refuses a database that a development start has used, while it holds the demo logins', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-dev-then-prod-'));
    // A development start (same secrets, so only the demo logins differ) seeds them.
    const development = loadInProduction({ ...strongSecrets, NODE_ENV: 'development' }, dataDir);
    expect(development.status, development.output).toBe(0);
    const { status, output } = loadInProduction(strongSecrets, dataDir);
    fs.rmSync(dataDir, { recursive: true, force: true });
    expect(status).not.toBe(0);
    expect(output).toContain('Refusing to start in production: the database holds the development demo logins');
    expect(output).toContain('subscriber@example.com');
  }, 180_000);
});

/** A request sent with its path exactly as written (fetch would tidy `./` and `//`). */
function rawRequest(baseUrl: string, method: string, rawPath: string, body?: unknown, token?: string): Promise<{ status: number; json: any }> {
  const { hostname, port } = new URL(baseUrl);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        hostname,
        port,
        method,
        path: rawPath,
        headers: { ...(payload ? { 'Content-Type': 'application/json' } : {}), ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => {
          let json: unknown = null;
          try {
            json = JSON.parse(text);
          } catch {
            // not JSON
          }
          resolve({ status: response.statusCode!, json });
        });
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

describe('the first administrator of a production start', () => {
  let cms: SpawnedCms;
  let dataDir: string;
  const email = firstAdministrator.ADMIN_EMAIL.toLowerCase();
  const login = (password: string) => rawRequest(cms.baseUrl, 'POST', '/admin/login', { email, password });

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-first-admin-'));
    cms = await spawnCms({
      ...strongSecrets,
      ...firstAdministrator,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO_CATALOGUE: 'false',
    });
    const deadline = Date.now() + 180_000;
    for (;;) {
      if (cms.child.exitCode !== null) throw new Error(`The CMS stopped during start-up:\n${cms.output()}`);
      if (Date.now() > deadline) throw new Error(`The CMS did not answer within 180 s:\n${cms.output()}`);
      const health = await fetch(`${cms.baseUrl}/_health`).catch(() => undefined);
      if (health?.status === 204) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }, 200_000);

  afterAll(async () => {
    await cms?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses POST /admin/register-admin in every spelling, and registers nobody', async () => {
    const spellings = [
      '/admin/register-admin',
      '/admin/register-admin/',
      '/admin/Register-Admin',
      '/ADMIN/REGISTER-ADMIN',
      '/admin/register%2Dadmin',
      '/admin/register%2dadmin',
      '/admin/%72egister-admin',
      '/admin//register-admin',
      '/admin/./register-admin',
      '/admin/x/../register-admin',
      '/admin/register-admin?x=1',
      '/admin/register-admin;x=1',
    ];
    const intruder = { email: 'intruder@example.org', password: 'Intruder-Pa55', firstname: 'In', lastname: 'Truder' };
    const answers = await Promise.all(spellings.map(async (spelling) => [spelling, (await rawRequest(cms.baseUrl, 'POST', spelling, intruder)).status]));
    // Refused by the handler (403) wherever the router takes the spelling there, unknown (404/405) elsewhere.
    for (const [spelling, status] of answers) expect([403, 404, 405], `${spelling} answered ${status}`).toContain(status);
    expect(Object.fromEntries(answers)['/admin/register-admin']).toBe(403);
    expect((await rawRequest(cms.baseUrl, 'POST', '/admin/login', { email: intruder.email, password: intruder.password })).status).toBe(400);
  });

  it('logs in with ADMIN_INITIAL_PASSWORD, which opens only the profile page until it is changed', async () => {
    const first = await login(firstAdministrator.ADMIN_INITIAL_PASSWORD);
    expect(first.status).toBe(200);
    const token = first.json.data.token;
    const me = await rawRequest(cms.baseUrl, 'GET', '/admin/users/me', undefined, token);
    expect(me.status).toBe(200);
    expect(me.json.data.email).toBe(email);
    expect(me.json.data.roles.map((role: { code: string }) => role.code)).toEqual(['strapi-super-admin']);
    expect((await rawRequest(cms.baseUrl, 'GET', '/admin/users/me/permissions', undefined, token)).status).toBe(200);
    for (const [method, refusedPath] of [
      ['GET', '/admin/users'],
      ['GET', '/admin/roles'],
      ['POST', '/admin/api-tokens'],
      ['GET', '/content-manager/init'],
      ['GET', '/upload/files'],
      ['GET', '/admin/users/me/'],
    ]) {
      const answer = await rawRequest(cms.baseUrl, method, refusedPath, method === 'POST' ? {} : undefined, token);
      expect(answer.status, `${method} ${refusedPath}`).toBe(403);
      expect(answer.json.error.details.code).toBe('INITIAL_PASSWORD_NOT_CHANGED');
    }
    // "Changing" it to itself does not count.
    const same = { currentPassword: firstAdministrator.ADMIN_INITIAL_PASSWORD, password: firstAdministrator.ADMIN_INITIAL_PASSWORD };
    expect((await rawRequest(cms.baseUrl, 'PUT', '/admin/users/me', same, token)).status).toBe(403);
    expect((await rawRequest(cms.baseUrl, 'GET', '/admin/users', undefined, token)).status).toBe(403);

    const changed = { currentPassword: firstAdministrator.ADMIN_INITIAL_PASSWORD, password: 'Chosen-by-0perator' };
    expect((await rawRequest(cms.baseUrl, 'PUT', '/admin/users/me', changed, token)).status).toBe(200);
    // Strapi ends the sessions of a changed password: the next login is with the new one, and opens everything.
    expect((await login(firstAdministrator.ADMIN_INITIAL_PASSWORD)).status).toBe(400);
    const again = await login('Chosen-by-0perator');
    expect(again.status).toBe(200);
    const users = await rawRequest(cms.baseUrl, 'GET', '/admin/users', undefined, again.json.data.token);
    expect(users.status).toBe(200);
    expect(users.json.data.results.map((user: { email: string }) => user.email)).toEqual([email]);
  });
});
