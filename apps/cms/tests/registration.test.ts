import path from 'node:path';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { login } from './helpers/cms';
import { cmsForThisFile } from './helpers/cms-for-file';
import { invitationTokenFor, registration, uniqueEmail } from './helpers/accounts';

const require = createRequire(import.meta.url);
const clock = require(path.resolve(__dirname, '..', 'dist', 'src', 'runtime', 'clock'));
const { devAdministrator } = require(path.resolve(__dirname, '..', 'dist', 'src', 'setup', 'dev-admin'));
const ME = '{ me { email role { type } user_profile { first_name last_name postcode country areas_of_interest user_updated } } }';
const DAY = 24 * 3600_000;

const cms = cmsForThisFile({ catalogue: false });

async function register(body: unknown) {
  const response = await fetch(`${cms.baseUrl}/api/auth/local/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

const roleOf = async (token: string) => (await cms.graphql(ME, {}, token)).body.data?.me?.role?.type;

describe('registration', () => {
  it('creates the account and profile, starts a 30-day free trial and logs the teacher in', async () => {
    const email = uniqueEmail('trial');
    const { status, body } = await register(registration(email));
    expect(status).toBe(200);
    expect(body.jwt).toEqual(expect.any(String));
    expect(body.user.email).toBe(email);
    const me = (await cms.graphql(ME, {}, body.jwt)).body.data.me;
    expect(me.role.type).toBe('active_subscriber');
    expect(me.user_profile).toMatchObject({
      first_name: 'Test',
      last_name: 'Teacher',
      postcode: 'AB1 2CD',
      areas_of_interest: ['Primary education'],
      user_updated: false,
    });
    const [trial] = await cms.strapi.db.query('api::subscription.subscription').findMany({ where: { user: { id: body.user.id } } });
    expect(trial.kind).toBe('trial');
    const days = (new Date(trial.ends_at).getTime() - new Date(trial.starts_at).getTime()) / DAY;
    expect(days).toBeCloseTo(30, 5);
  });

  it('starts no trial with skip_trial', async () => {
    const { status, body } = await register(registration(uniqueEmail('skip'), { skip_trial: true }));
    expect(status).toBe(200);
    expect(await roleOf(body.jwt)).toBe('authenticated');
  });

  it('accepts a country instead of a postcode', async () => {
    const data = { first_name: 'Ana', last_name: 'Silva', country: 'Portugal', areas_of_interest: ['Live performances'] };
    const { status, body } = await register(registration(uniqueEmail('abroad'), { user_profile_data: data }));
    expect(status).toBe(200);
    expect((await cms.graphql(ME, {}, body.jwt)).body.data.me.user_profile.country).toBe('Portugal');
  });

  it('takes no role or other user field from the body', async () => {
    const roles = await cms.strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'active_subscriber' } });
    const { status, body } = await register({ ...registration(uniqueEmail('sneaky'), { skip_trial: true }), role: roles.id, confirmed: true, blocked: false });
    expect(status).toBe(200);
    expect(await roleOf(body.jwt)).toBe('authenticated');
  });

  it('refuses a taken email', async () => {
    const email = uniqueEmail('twice');
    expect((await register(registration(email))).status).toBe(200);
    const again = await register(registration(email.toUpperCase()));
    expect(again.status).toBe(400);
    expect(again.body.error.message).toBe('Email or Username are already taken');
  });

  it.each([
    ['short', 'abc12'],
    ['letters only', 'abcdefgh'],
    ['digits only', '12345678'],
  ])('refuses a weak password (%s) with an issue on the password field', async (_name, password) => {
    const { status, body } = await register(registration(uniqueEmail('weak'), { password }));
    expect(status).toBe(400);
    expect(body.error.details.errors).toEqual([
      { path: ['password'], message: 'Use 6 or more characters with a mix of letters and numbers', name: 'ValidationError' },
    ]);
  });

  it('lists every problem of the profile, each with its dotted path', async () => {
    const { status, body } = await register(registration('not-an-email', { user_profile_data: { first_name: ' ', areas_of_interest: [] } }));
    expect(status).toBe(400);
    const byPath = Object.fromEntries(body.error.details.errors.map((e: { path: string[]; message: string }) => [e.path.join('.'), e.message]));
    expect(byPath).toEqual({
      email: 'Please enter a valid email address',
      'user_profile_data.first_name': 'Please enter your first name',
      'user_profile_data.last_name': 'Please enter your last name',
      'user_profile_data.postcode': "Please enter your school's postcode, or your country if you are outside the UK",
      'user_profile_data.areas_of_interest': 'Please select at least one option',
    });
  });

  it('refuses an area of interest that is not one of the four options', async () => {
    const data = { first_name: 'A', last_name: 'B', postcode: 'X', areas_of_interest: ['Knitting'] };
    const { body } = await register(registration(uniqueEmail('odd'), { user_profile_data: data }));
    expect(body.error.details.errors).toEqual([
      { path: ['user_profile_data', 'areas_of_interest'], message: 'Please select at least one option', name: 'ValidationError' },
    ]);
  });
});

/**
 * A class of teachers signing up at once, or a school's staff joining at once: on PostgreSQL most of
 * these used to fail with HTTP 500 (deadlock detected), each transaction renumbering the link rows
 * of the role its teacher left (src/extensions/users-permissions/strapi-server.ts, roleWithoutItsUsersList).
 */
describe('many teachers at once', () => {
  const AT_ONCE = 12;

  it('registers every one of twelve teachers signing up at the same moment, each with the right role', async () => {
    const teachers = Array.from({ length: AT_ONCE }, (_, index) => ({ email: uniqueEmail(`class${index}`), trial: index % 4 !== 3 }));
    const answers = await Promise.all(teachers.map(({ email, trial }) => register(registration(email, { skip_trial: !trial }))));
    expect(answers.map((answer) => answer.status)).toEqual(teachers.map(() => 200));

    const tokens = await Promise.all(teachers.map(({ email }) => login(cms.baseUrl, email, 'Original1')));
    const roles = await Promise.all(tokens.map(roleOf));
    expect(roles).toEqual(teachers.map(({ trial }) => (trial ? 'active_subscriber' : 'authenticated')));
    for (const [index, { email, trial }] of teachers.entries()) {
      const trials = await cms.strapi.db.query('api::subscription.subscription').count({ where: { user: { email }, kind: 'trial' } });
      expect(trials, email).toBe(trial ? 1 : 0);
      expect(answers[index].body.user.email).toBe(email);
    }
  });

  it("lets a school's invited teachers join at once, and ends their access together when the school's subscription ends", async () => {
    const ownerEmail = uniqueEmail('head');
    const owner = await register(registration(ownerEmail));
    await cms.strapi.db.query('api::member-account.member-account').create({ data: { name: 'Busy School', owner: owner.body.user.id, seats: AT_ONCE } });
    const staff = Array.from({ length: AT_ONCE / 2 }, (_, index) => uniqueEmail(`staff${index}`));
    for (const email of staff) {
      const invited = await fetch(`${cms.baseUrl}/api/member-account/invitation`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${owner.body.jwt}` },
        body: JSON.stringify({ invitee: email }),
      });
      expect(invited.status, email).toBe(200);
    }

    const links = await Promise.all(staff.map((email) => invitationTokenFor(cms.emails, email)));
    const joined = await Promise.all(staff.map((email, index) => register(registration(email, { invitation: links[index] }))));
    expect(joined.map((answer) => answer.status)).toEqual(staff.map(() => 200));
    expect(await Promise.all(joined.map(({ body }) => roleOf(body.jwt)))).toEqual(staff.map(() => 'active_subscriber'));

    // The owner's trial ends: every member's next request, all at once, finds them without access.
    clock.moveClockForTests(31 * DAY);
    expect(await Promise.all(joined.map(({ body }) => roleOf(body.jwt)))).toEqual(staff.map(() => 'authenticated'));
  });
});

/** The headers of the development administrator's requests to the admin panel's API. */
async function administratorHeaders() {
  const admin = await fetch(`${cms.baseUrl}/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: devAdministrator(cms.dataDir).email, password: devAdministrator(cms.dataDir).password }),
  });
  return { 'Content-Type': 'application/json', Authorization: `Bearer ${(await admin.json()).data.token}` };
}

describe("a role's teachers", () => {
  // What users-permissions reads for each request is kept for a while (accounts/authentication-reads.ts).
  it("obey the next request after an administrator changes their role's permissions or blocks one of them", async () => {
    const headers = await administratorHeaders();
    const name = `Permissions group ${Date.now()}`;
    expect(
      (
        await fetch(`${cms.baseUrl}/users-permissions/roles`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ name, description: 'A trial', permissions: {} }),
        })
      ).status,
    ).toBe(200);
    const { roles } = await (await fetch(`${cms.baseUrl}/users-permissions/roles`, { headers })).json();
    const group = roles.find((role: { name: string }) => role.name === name);
    const { body } = await register(registration(uniqueEmail('permissions'), { skip_trial: true }));
    await cms.strapi.db.query('plugin::users-permissions.user').update({ where: { id: body.user.id }, data: { role: group.id } });
    const audiences = async () => (await cms.graphql('{ audiences { title } }', {}, body.jwt)).body;

    expect((await audiences()).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const granted = { 'api::audience': { controllers: { audience: { find: { enabled: true } } } } };
    const put = await fetch(`${cms.baseUrl}/users-permissions/roles/${group.id}`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ name, description: 'A trial', permissions: granted }),
    });
    expect(put.status).toBe(200);
    expect((await audiences()).data?.audiences?.length).toBeGreaterThan(0);
    // A permission written on its own (as the product's start writes the roles' permissions).
    const permissions = cms.strapi.db.query('plugin::users-permissions.permission');
    await permissions.deleteMany({ where: { action: 'api::audience.audience.find', role: { id: group.id } } });
    expect((await audiences()).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    await permissions.create({ data: { action: 'api::audience.audience.find', role: group.id } });
    expect((await audiences()).data?.audiences?.length).toBeGreaterThan(0);

    await cms.strapi.db.query('plugin::users-permissions.user').update({ where: { id: body.user.id }, data: { blocked: true } });
    expect((await audiences()).data?.audiences ?? null).toBeNull();
  });

  // users-permissions reads its advanced settings for each request, from the core store (runtime/kept-settings.ts).
  it('obey the next request after an administrator turns email confirmation on, and off again', async () => {
    const headers = await administratorHeaders();
    const advanced = `${cms.baseUrl}/users-permissions/advanced`;
    const { settings } = await (await fetch(advanced, { headers })).json();
    expect(settings.email_confirmation).toBe(false);
    const { body } = await register(registration(uniqueEmail('unconfirmed'), { skip_trial: true }));
    await cms.strapi.db.query('plugin::users-permissions.user').update({ where: { id: body.user.id }, data: { confirmed: false } });
    const me = async () => (await fetch(`${cms.baseUrl}/api/users/me`, { headers: { Authorization: `Bearer ${body.jwt}` } })).status;
    for (let n = 0; n < 2; n++) expect(await me()).toBe(200);

    const save = (emailConfirmation: boolean) =>
      fetch(advanced, { method: 'PUT', headers, body: JSON.stringify({ ...settings, email_confirmation: emailConfirmation }) });
    try {
      expect((await save(true)).status).toBe(200);
      expect(await me()).toBe(401);
    } finally {
      expect((await save(false)).status).toBe(200);
    }
    expect(await me()).toBe(200);
  });

  // users-permissions found them through the role's list of users, which we removed (see above).
  it('moves them to the Public role when an administrator deletes their role', async () => {
    const headers = await administratorHeaders();
    const name = `Pilot group ${Date.now()}`;
    const created = await fetch(`${cms.baseUrl}/users-permissions/roles`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name, description: 'A trial', permissions: {} }),
    });
    expect(created.status).toBe(200);
    const { roles } = await (await fetch(`${cms.baseUrl}/users-permissions/roles`, { headers })).json();
    const pilot = roles.find((role: { name: string }) => role.name === name);
    const users = cms.strapi.db.query('plugin::users-permissions.user');
    const teachers = await Promise.all([1, 2].map((n) => register(registration(uniqueEmail(`pilot${n}`), { skip_trial: true }))));
    for (const { body } of teachers) await users.update({ where: { id: body.user.id }, data: { role: pilot.id } });

    const deleted = await fetch(`${cms.baseUrl}/users-permissions/roles/${pilot.id}`, { method: 'DELETE', headers });
    expect(deleted.status).toBe(200);
    for (const { body } of teachers) {
      expect((await users.findOne({ where: { id: body.user.id }, populate: ['role'] })).role.type).toBe('public');
    }
    expect(await cms.strapi.db.query('plugin::users-permissions.role').count({ where: { id: pilot.id } })).toBe(0);
  });
});

describe('one free trial per mailbox', () => {
  it('reads the mailbox an address delivers to', () => {
    const { mailboxOf } = require(path.resolve(__dirname, '..', 'dist', 'src', 'accounts', 'entitlement'));
    expect(mailboxOf(' Sam.Taylor+music@School.org ')).toBe('sam.taylor@school.org');
    expect(mailboxOf('s.a.m+1@googlemail.com')).toBe('sam@gmail.com');
    expect(mailboxOf('sam@gmail.com')).toBe('sam@gmail.com');
  });

  it('gives a second account for the same mailbox no trial, but still registers and logs it in', async () => {
    const name = `once${Date.now()}`;
    const first = await register(registration(`${name}+1@school.org`));
    expect(first.status).toBe(200);
    expect(await roleOf(first.body.jwt)).toBe('active_subscriber');
    for (const email of [`${name}+2@school.org`, `${name.toUpperCase()}@School.org`]) {
      const again = await register(registration(email));
      expect(again.status, email).toBe(200);
      expect(again.body.jwt, email).toBeTruthy();
      expect(await roleOf(again.body.jwt), email).toBe('authenticated');
    }
  });
});

describe('trials and subscriptions, decided by the server', () => {
  it('answers the very next request with the authenticated role once the trial has ended', async () => {
    const { body } = await register(registration(uniqueEmail('expiring')));
    expect(await roleOf(body.jwt)).toBe('active_subscriber');
    clock.moveClockForTests(29 * DAY);
    expect(await roleOf(body.jwt)).toBe('active_subscriber');
    clock.moveClockForTests(2 * DAY);
    expect(await roleOf(body.jwt)).toBe('authenticated');
  });

  it('follows an editor granting and then ending a subscription', async () => {
    const { body } = await register(registration(uniqueEmail('granted'), { skip_trial: true }));
    expect(await roleOf(body.jwt)).toBe('authenticated');
    const subscriptions = cms.strapi.db.query('api::subscription.subscription');
    const granted = await subscriptions.create({ data: { user: body.user.id, kind: 'paid', ends_at: new Date(Date.now() + 365 * DAY).toISOString() } });
    expect(await roleOf(body.jwt)).toBe('active_subscriber');
    await subscriptions.update({ where: { id: granted.id }, data: { ends_at: new Date(Date.now() - 1000).toISOString() } });
    expect(await roleOf(body.jwt)).toBe('authenticated');
  });

  it('keeps the demo teachers as documented: Alex Morgan has no active subscription', async () => {
    for (const [email, password, role] of [
      ['subscriber@example.com', 'Subscriber1', 'active_subscriber'],
      ['lapsed@example.com', 'Lapsed1', 'authenticated'],
    ]) {
      const login = await fetch(`${cms.baseUrl}/api/auth/local`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ identifier: email, password }),
      });
      expect(await roleOf((await login.json()).jwt)).toBe(role);
    }
  });
});
