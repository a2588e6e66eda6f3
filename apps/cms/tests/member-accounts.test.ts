import path from 'node:path';
import { createRequire } from 'node:module';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { login, startCms, TEST_SITE_URL, type TestCms } from './helpers/cms';
import { registration, uniqueEmail } from './helpers/accounts';

const require = createRequire(import.meta.url);
const clock = require(path.resolve(__dirname, '..', 'dist', 'src', 'runtime', 'clock'));
const DAY = 24 * 3600_000;

let cms: TestCms;
let owner: string;
beforeAll(async () => {
  cms = await startCms({ catalogue: false });
  owner = await login(cms.baseUrl, 'schooladmin@example.com', 'SchoolAdmin1');
});
afterAll(async () => {
  await cms?.stop();
});
afterEach(() => clock.resetClockForTests());

async function call(method: string, route: string, token?: string, body?: unknown) {
  const response = await fetch(`${cms.baseUrl}/api${route}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json().catch(() => undefined) };
}

const invite = (token: string | undefined, invitee: unknown) => call('POST', '/member-account/invitation', token, { invitee });
const roleOf = async (token: string) => (await cms.graphql('{ me { role { type } } }', {}, token)).body.data?.me?.role?.type;
async function registerTeacher(email: string, overrides: Record<string, unknown> = { skip_trial: true }) {
  const { body } = await call('POST', '/auth/local/register', undefined, registration(email, overrides));
  return body.jwt as string;
}

describe('school member accounts', () => {
  it('never gives more seats than the account has, even to invitations sent at once', async () => {
    const before = (await call('GET', '/member-account', owner)).body;
    const free = before.seats - before.members.length - before.invitations.length;
    expect(free).toBeGreaterThan(0);
    const emails = Array.from({ length: free + 6 }, (_, index) => uniqueEmail(`race${index}`));
    const answers = await Promise.all(emails.map((email) => invite(owner, email)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(free);
    expect(answers.filter((answer) => answer.status === 400)).toHaveLength(6);
    const after = (await call('GET', '/member-account', owner)).body;
    expect(after.members.length + after.invitations.length).toBe(after.seats);
    // The same address twice at once: one invitation.
    for (const email of emails) await call('POST', '/member-account/remove-invitation', owner, { invitee: email });
    const twice = uniqueEmail('twice');
    const both = await Promise.all([invite(owner, twice), invite(owner, twice), invite(owner, twice)]);
    expect(both.map((answer) => answer.status).sort()).toEqual([200, 400, 400]);
    await call('POST', '/member-account/remove-invitation', owner, { invitee: twice });
  });

  it('lets only the owner manage members: anyone else gets 403 with a clear message', async () => {
    const subscriber = await login(cms.baseUrl, 'subscriber@example.com', 'Subscriber1');
    for (const route of ['/member-account/invitation', '/member-account/remove-invitation']) {
      const refused = await call('POST', route, subscriber, { invitee: uniqueEmail('x') });
      expect(refused.status).toBe(403);
      expect(refused.body.error.message).toBe('Only the owner of a school account can manage its members.');
    }
    expect((await call('POST', '/member-account/remove-member', subscriber, { member_email: 'a@b.co' })).status).toBe(403);
    expect((await call('GET', '/member-account', subscriber)).status).toBe(403);
    expect((await invite(undefined, uniqueEmail('x'))).status).toBe(403);
  });

  it('refuses an invalid address, the owner, and a second invitation, with 400s', async () => {
    expect((await invite(owner, 'not an email')).body.error).toMatchObject({ status: 400, message: 'Please enter a valid email address' });
    expect((await invite(owner, 'schooladmin@example.com')).status).toBe(400);
    const email = uniqueEmail('twice');
    expect((await invite(owner, email)).status).toBe(200);
    expect((await invite(owner, email.toUpperCase())).body.error.message).toBe('That teacher has been invited already.');
  });

  it('emails the invitee; registering with that address joins, and removal ends access on the next request', async () => {
    const email = uniqueEmail('invitee');
    expect((await invite(owner, email)).body).toEqual({ ok: true });
    const mail = (await cms.emails()).filter((m) => m.to[0].address === email).at(-1)!;
    expect(mail.subject).toBe('You are invited to join Hillside Primary School on Orchestra Classroom');
    expect(mail.html).toContain(`${TEST_SITE_URL}/subscribe?skip_trial=true`);

    const token = await registerTeacher(email);
    expect(await roleOf(token)).toBe('active_subscriber');
    const view = await call('GET', '/member-account', owner);
    expect(view.body.name).toBe('Hillside Primary School');
    expect(view.body.members.map((m: { email: string }) => m.email)).toContain(email);
    expect(view.body.invitations.map((m: { email: string }) => m.email)).not.toContain(email);

    expect((await call('POST', '/member-account/remove-member', owner, { member_email: email })).body).toEqual({ ok: true });
    expect(await roleOf(token)).toBe('authenticated');
    expect((await call('POST', '/member-account/remove-member', owner, { member_email: email })).status).toBe(400);
  });

  it('a teacher who already has an account joins when they next log in', async () => {
    const email = uniqueEmail('existing');
    await registerTeacher(email);
    await invite(owner, email);
    const token = await login(cms.baseUrl, email, 'Original1');
    expect(await roleOf(token)).toBe('active_subscriber');
  });

  it('a removed invitation can no longer be used', async () => {
    const email = uniqueEmail('withdrawn');
    await invite(owner, email);
    expect((await call('POST', '/member-account/remove-invitation', owner, { invitee: email })).body).toEqual({ ok: true });
    expect((await call('POST', '/member-account/remove-invitation', owner, { invitee: email })).status).toBe(400);
    expect(await roleOf(await registerTeacher(email))).toBe('authenticated');
  });

  it('members lose access when the owner’s own subscription ends, and seats are limited', async () => {
    const ownerEmail = uniqueEmail('owner');
    const ownerToken = await registerTeacher(ownerEmail, {}); // with a 30-day trial
    const ownerUser = await cms.strapi.db.query('plugin::users-permissions.user').findOne({ where: { email: ownerEmail } });
    await cms.strapi.db.query('api::member-account.member-account').create({ data: { name: 'Tiny School', owner: ownerUser.id, seats: 1 } });
    const memberEmail = uniqueEmail('member');
    expect((await invite(ownerToken, memberEmail)).status).toBe(200);
    expect((await invite(ownerToken, uniqueEmail('one-too-many'))).body.error.message).toMatch(/1 places and all of them are taken/);
    const memberToken = await registerTeacher(memberEmail);
    expect(await roleOf(memberToken)).toBe('active_subscriber');
    clock.moveClockForTests(31 * DAY);
    expect(await roleOf(memberToken)).toBe('authenticated');
    expect((await invite(ownerToken, uniqueEmail('late'))).status).toBe(403);
  });
});
