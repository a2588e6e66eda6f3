/**
 * Login tokens (docs/accounts.md "Login tokens"): a password reset and an editor setting a password
 * each end every token issued before it; tokens expire after JWT_LIFETIME. (Teachers change a
 * password by resetting it: change-password is not granted to them, as tests/api-surface.test.ts shows.)
 */
import crypto, { KeyObject } from 'node:crypto';
import { createRequire } from 'node:module';
import { describe, expect, it, vi } from 'vitest';
import { cmsForThisFile } from './helpers/cms-for-file';
import { secrets } from '../src/runtime/settings';
import { registration, uniqueEmail } from './helpers/accounts';
import { statementsDuring } from './helpers/statements';

const cms = cmsForThisFile({ catalogue: false });
// The jsonwebtoken that users-permissions calls (the same module: it reads `verify` from it on each call).
const jsonwebtoken = createRequire(require.resolve('@strapi/plugin-users-permissions/package.json'))('jsonwebtoken');

async function call(method: string, route: string, body?: unknown, token?: string) {
  const response = await fetch(`${cms.baseUrl}/api${route}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json().catch(() => null) };
}

/** Whether the CMS still takes the token: REST, GraphQL and the role it would be given. */
async function accepted(token: string): Promise<boolean> {
  const rest = await call('GET', '/users/me', undefined, token);
  const graphql = await cms.graphql('query { me { email } }', {}, token);
  expect(rest.status === 200).toBe(graphql.status === 200 && Boolean(graphql.body.data?.me));
  return rest.status === 200;
}

async function newTeacher(name: string, password = 'Original1') {
  const email = uniqueEmail(`tokens-${name}`);
  const registered = await call('POST', '/auth/local/register', registration(email, { password }));
  expect(registered.status).toBe(200);
  return { email, id: registered.body.user.id as number, firstToken: registered.body.jwt as string };
}

const logIn = async (identifier: string, password: string) => (await call('POST', '/auth/local', { identifier, password })).body.jwt as string;

async function resetCodeFor(email: string): Promise<string> {
  const before = (await cms.emails()).length;
  expect((await call('POST', '/auth/forgot-password', { email })).status).toBe(200);
  for (let attempt = 0; attempt < 50; attempt++) {
    const emails = await cms.emails();
    if (emails.length > before)
      return new URL(
        emails
          .at(-1)!
          .html.match(/href="([^"]+)"/)![1]
          .replace(/&amp;/g, '&'),
      ).searchParams.get('code')!;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('no reset email arrived');
}

describe('login tokens', () => {
  it('issued before a password reset stop working; the reset answers one that works', async () => {
    const teacher = await newTeacher('reset');
    const laptop = await logIn(teacher.email, 'Original1');
    expect(await accepted(teacher.firstToken)).toBe(true);
    expect(await accepted(laptop)).toBe(true);

    const code = await resetCodeFor(teacher.email);
    const reset = await call('POST', '/auth/reset-password', { code, password: 'Changed123', passwordConfirmation: 'Changed123' });
    expect(reset.status).toBe(200);

    expect(await accepted(teacher.firstToken)).toBe(false);
    expect(await accepted(laptop)).toBe(false);
    expect((await call('GET', '/users/me', undefined, laptop)).status).toBe(401);
    expect(await accepted(reset.body.jwt)).toBe(true);
    expect(await accepted(await logIn(teacher.email, 'Changed123'))).toBe(true);
  });

  it('stop working when an editor sets a new password in the admin panel', async () => {
    const teacher = await newTeacher('editor');
    const user = await cms.strapi.db.query('plugin::users-permissions.user').findOne({ where: { id: teacher.id } });
    await cms.strapi.documents('plugin::users-permissions.user').update({ documentId: user.documentId, data: { password: 'SetByEditor1' } } as never);
    expect(await accepted(teacher.firstToken)).toBe(false);
    expect(await accepted(await logIn(teacher.email, 'SetByEditor1'))).toBe(true);
  });

  it('keep working through other changes to the account', async () => {
    const teacher = await newTeacher('profile');
    const updated = await cms.graphql(
      'mutation { updateUserProfile(first_name: "Renamed", last_name: "Teacher", postcode: "AB1 2CD", areas_of_interest: ["Primary education"]) { first_name } }',
      {},
      teacher.firstToken,
    );
    expect(updated.body.errors).toBeUndefined();
    await cms.strapi.db.query('plugin::users-permissions.user').update({ where: { id: teacher.id }, data: { username: `${teacher.email}-renamed` } });
    expect(await accepted(teacher.firstToken)).toBe(true);
  });

  it('last JWT_LIFETIME (7 days by default) and are refused once expired', async () => {
    const teacher = await newTeacher('expiry');
    const claims = JSON.parse(Buffer.from(teacher.firstToken.split('.')[1], 'base64url').toString());
    expect(claims.exp - claims.iat).toBe(7 * 24 * 3600);
    const expired = cms.strapi.plugin('users-permissions').service('jwt').issue({ id: teacher.id }, { expiresIn: '-1s' }) as string;
    expect(await accepted(expired)).toBe(false);
  });

  it('are signed and checked with JWT_SECRET as a key object, which jsonwebtoken takes as it is (not re-read as a PEM key per request)', async () => {
    const key = cms.strapi.config.get('plugin::users-permissions.jwtSecret');
    expect(key).toBeInstanceOf(KeyObject);
    expect((key as KeyObject).type).toBe('secret');
    // The same bytes as the string: a token signed with the string is accepted.
    const teacher = await newTeacher('key-object');
    const now = Math.floor(Date.now() / 1000);
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ id: teacher.id, iat: now, exp: now + 3600 })}`;
    const signedWithString = `${unsigned}.${crypto.createHmac('sha256', secrets().JWT_SECRET).update(unsigned).digest('base64url')}`;
    expect(await accepted(signedWithString)).toBe(true);
  });

  it("have their signature checked once a process (accounts/token-validity.ts), not two or three times a request; a token's lifetime is still checked on every use", async () => {
    const teacher = await newTeacher('checked-once');
    const token = await logIn(teacher.email, 'Original1');
    const verify = vi.spyOn(jsonwebtoken, 'verify');
    try {
      expect(await accepted(token)).toBe(true);
      expect(verify).toHaveBeenCalledTimes(1);
      expect(await accepted(token)).toBe(true);
      expect(await cms.graphql('query { me { email } }', {}, token)).toMatchObject({ status: 200 });
      expect(verify).toHaveBeenCalledTimes(1);

      // Another spelling of the same claims (a byte of the signature changed) is checked, and refused.
      const signature = token.split('.')[2];
      const forged = `${token.split('.').slice(0, 2).join('.')}.${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
      expect(await accepted(forged)).toBe(false);
      expect(verify.mock.calls.length).toBeGreaterThan(1);

      // A token kept while it was valid is refused once its `exp` has passed (whole seconds, as jsonwebtoken reads it).
      const shortLived = cms.strapi.plugin('users-permissions').service('jwt').issue({ id: teacher.id }, { expiresIn: '2s' }) as string;
      expect(await accepted(shortLived)).toBe(true);
      const { exp } = JSON.parse(Buffer.from(shortLived.split('.')[1], 'base64url').toString());
      await new Promise((resolve) => setTimeout(resolve, exp * 1000 - Date.now() + 50));
      expect(await accepted(shortLived)).toBe(false);
    } finally {
      verify.mockRestore();
    }
  });

  it('are issued after the native password check (accounts/password-check.ts), which refuses a wrong password', async () => {
    expect(cms.strapi.plugin('users-permissions').service('user').validatePassword.name).toBe('passwordMatches');
    const teacher = await newTeacher('native-check', 'Native1');
    expect(await accepted(await logIn(teacher.email, 'Native1'))).toBe(true);
    expect((await call('POST', '/auth/local', { identifier: teacher.email, password: 'Native2' })).status).toBe(400);
  });

  it('are never shown to anyone in the user’s record', async () => {
    const teacher = await newTeacher('private');
    const me = await call('GET', '/users/me', undefined, teacher.firstToken);
    expect(me.status).toBe(200);
    expect(Object.keys(me.body)).not.toContain('tokens_valid_after');
  });
});

/** How many statements read the API tokens' table while `work` ran. */
const apiTokenReadsDuring = (work: () => Promise<void>) => statementsDuring(cms.strapi, work, /strapi_api_tokens/);

describe('API tokens (accounts/authentication-reads.ts)', () => {
  it('are looked up once while kept, and refused by the next request once revoked', async () => {
    const tokens = cms.strapi.service('admin::api-token-content-api');
    const token = await tokens.create({ name: `kept-${Date.now()}`, type: 'read-only', lifespan: null });
    const ask = async () => (await cms.graphql('query { __typename }', {}, token.accessKey)).status;
    // Its first use writes the time it was last used (a write of the token, which forgets it).
    expect(await ask()).toBe(200);
    expect(await ask()).toBe(200);
    expect(await apiTokenReadsDuring(async () => expect(await ask()).toBe(200))).toBe(0);
    await tokens.revoke(token.id);
    expect(await ask()).toBe(401);
  });

  it("are not looked for again for a teacher's login token while kept", async () => {
    const teacher = await newTeacher('api-token-lookup');
    expect(await accepted(teacher.firstToken)).toBe(true);
    expect(await apiTokenReadsDuring(async () => expect(await accepted(teacher.firstToken)).toBe(true))).toBe(0);
  });
});

describe("a role's permissions", () => {
  it('become the ability users-permissions checks once for many requests, and a permission taken from the role is refused at once', async () => {
    const teacher = await newTeacher('abilities');
    const engine = (cms.strapi as any).contentAPI.permissions.engine;
    let evaluated = 0;
    engine.on('before-evaluate.permission', () => {
      evaluated += 1;
    });
    const me = async () => (await cms.graphql('query { me { email } }', {}, teacher.firstToken)).body;
    const user = await cms.strapi.db.query('plugin::users-permissions.user').findOne({ where: { id: teacher.id }, populate: ['role'] });
    const ofRole = await cms.strapi.db.query('plugin::users-permissions.permission').count({ where: { role: { id: user.role.id } } });
    expect(ofRole).toBeGreaterThan(10);
    for (let n = 0; n < 11; n++) expect((await me()).data.me.email).toBe(teacher.email);
    // Built at most once (none, if kept from an earlier request): each build evaluates every permission of the role.
    expect(evaluated).toBeLessThanOrEqual(ofRole);

    // Taken from the role (a write of a permission, as the admin panel's), refused by the next request.
    const audiences = async () => {
      const { body } = await cms.graphql('{ audiences { documentId } }', {}, teacher.firstToken);
      return body.errors?.[0]?.extensions?.code ?? (Array.isArray(body.data?.audiences) ? 'read' : 'neither');
    };
    expect(await audiences()).toBe('read');
    const permissions = cms.strapi.db.query('plugin::users-permissions.permission');
    const find = await permissions.findOne({ where: { action: 'api::audience.audience.find', role: { id: user.role.id } } });
    expect(find).toBeTruthy();
    await permissions.delete({ where: { id: find.id } });
    try {
      expect(await audiences()).toBe('FORBIDDEN');
    } finally {
      await permissions.create({ data: { action: 'api::audience.audience.find', role: user.role.id } });
    }
    expect(await audiences()).toBe('read');
    expect((await me()).data.me.email).toBe(teacher.email);
  });
});
