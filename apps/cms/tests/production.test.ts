import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

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

  it('starts with real secrets, creates no development admin, demo content or demo accounts, and refuses GraphQL introspection', () => {
    const { status, output } = loadInProduction(strongSecrets);
    expect(output).toContain('RESULT');
    expect(status).toBe(0);
    const { introspection, ...counts } = JSON.parse(output.split('RESULT ')[1].split('\n')[0]);
    expect(counts).toEqual({ admins: 0, audiences: 0, users: 0 });
    expect(introspection.status).toBe(400);
    expect(introspection.body.data).toBeUndefined();
    expect(introspection.body.errors[0].message).toMatch(/introspection is not allowed/i);
  });

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
  });
});
