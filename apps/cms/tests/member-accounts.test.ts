import crypto from 'node:crypto';
import path from 'node:path';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { login, TEST_SITE_URL } from './helpers/cms';
import { cmsForThisFile } from './helpers/cms-for-file';
import { callJson, invitationTokenFor, registration, uniqueEmail } from './helpers/accounts';

const require = createRequire(import.meta.url);
const clock = require(path.resolve(__dirname, '..', 'dist', 'src', 'runtime', 'clock'));
const DAY = 24 * 3600_000;

let owner: string;
const cms = cmsForThisFile({ catalogue: false }, async (started) => {
  owner = await login(started.baseUrl, 'schooladmin@example.com', 'SchoolAdmin1');
});

const call = (method: string, route: string, token?: string, body?: unknown) => callJson(`${cms.baseUrl}/api${route}`, method, token, body);

const invite = (token: string | undefined, invitee: unknown) => call('POST', '/member-account/invitation', token, { invitee });
const roleOf = async (token: string) => (await cms.graphql('{ me { role { type } } }', {}, token)).body.data?.me?.role?.type;
async function registerTeacher(email: string, overrides: Record<string, unknown> = { skip_trial: true }) {
  const { body } = await call('POST', '/auth/local/register', undefined, registration(email, overrides));
  return body.jwt as string;
}
/** Invites `email` as `ownerToken` and answers the token of the link the invitee was emailed. */
async function inviteWithLink(email: string, ownerToken = owner): Promise<string> {
  expect((await invite(ownerToken, email)).body).toEqual({ ok: true });
  return invitationTokenFor(cms.emails, email);
}
const registerThrough = (invitation: string, email: string) => call('POST', '/auth/local/register', undefined, registration(email, { invitation }));
const accept = (token: string | undefined, invitation: unknown) => call('POST', '/member-account/accept-invitation', token, { invitation });
const linkStatus = (invitation: unknown, token?: string) => call('POST', '/member-account/invitation-status', token, { invitation });
const ownersView = async () =>
  (await call('GET', '/member-account', owner)).body as { members: Array<{ email: string }>; invitations: Array<{ email: string }> };
const userNamed = (email: string) => cms.strapi.db.query('plugin::users-permissions.user').findOne({ where: { email } });
const trialsOf = async (email: string) => cms.strapi.db.query('api::subscription.subscription').count({ where: { user: { id: (await userNamed(email)).id } } });

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
    expect((await invite(owner, 42)).body.error).toMatchObject({ status: 400, message: 'Please enter a valid email address' });
    expect((await call('POST', '/member-account/remove-member', owner)).body.error).toMatchObject({
      status: 400,
      message: 'Please enter a valid email address',
    });
    expect((await invite(owner, 'schooladmin@example.com')).status).toBe(400);
    const email = uniqueEmail('twice');
    expect((await invite(owner, email)).status).toBe(200);
    expect((await invite(owner, email.toUpperCase())).body.error.message).toBe('That teacher has been invited already.');
  });

  it('emails the invitee a one-time link; registering through it joins, and removal ends access on the next request', async () => {
    const email = uniqueEmail('invitee');
    const invitation = await inviteWithLink(email);
    const mail = (await cms.emails()).filter((m) => m.to[0].address === email).at(-1)!;
    expect(mail.subject).toBe('You are invited to join Hillside Primary School on Orchestra Classroom');
    expect(mail.html).toContain(`${TEST_SITE_URL}/join/${invitation}`);
    expect(mail.text).toContain(`${TEST_SITE_URL}/join/${invitation}`);
    expect(Buffer.from(invitation, 'base64url')).toHaveLength(32);
    expect((await linkStatus(invitation)).body).toEqual({ state: 'open', school: 'Hillside Primary School' });

    const joined = await registerThrough(invitation, email);
    expect(joined.status).toBe(200);
    const token = joined.body.jwt as string;
    expect(await roleOf(token)).toBe('active_subscriber');
    expect(await trialsOf(email)).toBe(0); // the school gives access: no trial of its own
    expect((await linkStatus(invitation, token)).body).toEqual({ state: 'joined', school: 'Hillside Primary School' });
    const view = await call('GET', '/member-account', owner);
    expect(view.body.name).toBe('Hillside Primary School');
    expect(view.body.members.map((m: { email: string }) => m.email)).toContain(email);
    expect(view.body.invitations.map((m: { email: string }) => m.email)).not.toContain(email);

    expect((await call('POST', '/member-account/remove-member', owner, { member_email: email })).body).toEqual({ ok: true });
    expect(await roleOf(token)).toBe('authenticated');
    expect((await call('POST', '/member-account/remove-member', owner, { member_email: email })).status).toBe(400);
    // Removed, the membership and its link are gone.
    expect((await linkStatus(invitation, token)).body).toEqual({ state: 'unknown' });
  });

  it('registering with the invited address but without the link joins nothing: the invitation stays pending', async () => {
    const email = uniqueEmail('typed');
    const invitation = await inviteWithLink(email);
    const token = await registerTeacher(email);
    expect(await roleOf(token)).toBe('authenticated');
    expect((await ownersView()).members.map((m) => m.email)).not.toContain(email);
    expect((await ownersView()).invitations.map((m) => m.email)).toContain(email);
    // Logging in with it joins nothing either; the link still works for whoever holds it.
    expect(await roleOf(await login(cms.baseUrl, email, 'Original1'))).toBe('authenticated');
    expect((await linkStatus(invitation)).body.state).toBe('open');
    await call('POST', '/member-account/remove-invitation', owner, { invitee: email });
  });

  it('the link holder joins with the account they register, whatever its email; the owner sees that email', async () => {
    const invited = uniqueEmail('invited-mailbox');
    const invitation = await inviteWithLink(invited);
    const own = uniqueEmail('own-address');
    const joined = await registerThrough(invitation, own);
    expect(joined.status).toBe(200);
    expect(await roleOf(joined.body.jwt)).toBe('active_subscriber');
    const view = await ownersView();
    expect(view.members.map((m) => m.email)).toContain(own);
    expect([...view.members, ...view.invitations].map((m) => m.email)).not.toContain(invited);
    expect((await call('POST', '/member-account/remove-member', owner, { member_email: own })).body).toEqual({ ok: true });
  });

  it('a teacher who already has an account joins by logging in and accepting through the link, not by logging in alone', async () => {
    const email = uniqueEmail('existing');
    await registerTeacher(email);
    const invitation = await inviteWithLink(email);
    const token = await login(cms.baseUrl, email, 'Original1');
    expect(await roleOf(token)).toBe('authenticated');
    expect((await accept(undefined, invitation)).status).toBe(403); // a visitor cannot accept
    expect((await accept(token, invitation)).body).toEqual({ school: 'Hillside Primary School' });
    expect(await roleOf(token)).toBe('active_subscriber');
    expect((await ownersView()).members.map((m) => m.email)).toContain(email);
  });

  it('a link works once: a second registration or acceptance through it is refused and creates no account', async () => {
    const email = uniqueEmail('once');
    const invitation = await inviteWithLink(email);
    expect((await registerThrough(invitation, email)).status).toBe(200);
    const second = uniqueEmail('second');
    const again = await registerThrough(invitation, second);
    expect(again.status).toBe(400);
    expect(again.body.error.message).toBe(
      'This invitation link has been used already. If you still need to join, please ask your school for a new invitation.',
    );
    expect(await userNamed(second)).toBeNull();
    const other = await registerTeacher(uniqueEmail('other'));
    expect((await accept(other, invitation)).body.error.message).toMatch(/has been used already/);
    expect(await roleOf(other)).toBe('authenticated');
    expect((await linkStatus(invitation, other)).body).toEqual({ state: 'used' });
  });

  it('of several claims of one link at once, exactly one joins', async () => {
    const invitation = await inviteWithLink(uniqueEmail('contested'));
    const teachers = await Promise.all([1, 2, 3, 4, 5].map((n) => registerTeacher(uniqueEmail(`claimant${n}`))));
    const answers = await Promise.all(teachers.map((token) => accept(token, invitation)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400, 400, 400, 400]);
    const roles = await Promise.all(teachers.map(roleOf));
    expect(roles.filter((role) => role === 'active_subscriber')).toHaveLength(1);

    // Registrations through one link at once: every account is made, one joins, the others start as any new account.
    const raced = await inviteWithLink(uniqueEmail('contested-register'));
    const emails = [1, 2, 3, 4].map((n) => uniqueEmail(`registrant${n}`));
    const registered = await Promise.all(emails.map((email) => registerThrough(raced, email)));
    const joinedRoles = await Promise.all(registered.filter((answer) => answer.status === 200).map((answer) => roleOf(answer.body.jwt)));
    expect(registered.every((answer) => answer.status === 200 || answer.status === 400)).toBe(true);
    const members = (await ownersView()).members.map((m) => m.email);
    expect(emails.filter((email) => members.includes(email))).toHaveLength(1);
    expect(joinedRoles.length).toBeGreaterThanOrEqual(1);
    for (const email of emails.filter((email) => members.includes(email))) await call('POST', '/member-account/remove-member', owner, { member_email: email });
    const winner = answers.findIndex((answer) => answer.status === 200);
    const winnerEmail = (await call('GET', '/users/me', teachers[winner])).body.email;
    await call('POST', '/member-account/remove-member', owner, { member_email: winnerEmail });
  });

  it('a removed invitation’s link no longer works', async () => {
    const email = uniqueEmail('withdrawn');
    const invitation = await inviteWithLink(email);
    expect((await call('POST', '/member-account/remove-invitation', owner, { invitee: email })).body).toEqual({ ok: true });
    expect((await call('POST', '/member-account/remove-invitation', owner, { invitee: email })).status).toBe(400);
    const refused = await registerThrough(invitation, email);
    expect(refused.body.error).toMatchObject({ status: 400, message: expect.stringMatching(/^This invitation link is not valid/) });
    expect(await userNamed(email)).toBeNull();
    expect(await roleOf(await registerTeacher(email))).toBe('authenticated');
    expect((await linkStatus(invitation)).body).toEqual({ state: 'unknown' });
  });

  it('a link expires 14 days after it is sent', async () => {
    const email = uniqueEmail('late');
    const invitation = await inviteWithLink(email);
    const teacher = await registerTeacher(uniqueEmail('late-teacher'));
    clock.moveClockForTests(15 * DAY);
    expect((await linkStatus(invitation)).body).toEqual({ state: 'expired', school: 'Hillside Primary School' });
    expect((await accept(teacher, invitation)).body.error.message).toMatch(/^This invitation link has expired/);
    expect((await registerThrough(invitation, uniqueEmail('late-registrant'))).status).toBe(400);
    clock.resetClockForTests();
    await call('POST', '/member-account/remove-invitation', owner, { invitee: email });
  });

  it('an owner cannot take a seat of their own school, and a member cannot join a second school', async () => {
    const email = uniqueEmail('own-seat');
    const invitation = await inviteWithLink(email);
    expect((await accept(owner, invitation)).body.error.message).toBe('You are the owner of this school account already.');
    const member = await registerTeacher(uniqueEmail('member-twice'));
    expect((await accept(member, invitation)).status).toBe(200);
    const second = await inviteWithLink(uniqueEmail('second-school'));
    expect((await accept(member, second)).body.error.message).toBe('Your account is already a member of a school account, so it cannot join another.');
    expect((await linkStatus(second)).body.state).toBe('open');
    expect((await accept(member, 42)).status).toBe(400);
  });

  it('keeps only the link’s hash: the token is in no API answer', async () => {
    const email = uniqueEmail('secret');
    const invitation = await inviteWithLink(email);
    const row = await cms.strapi.db.query('api::membership.membership').findOne({ where: { email } });
    expect(row.token_hash).toBe(crypto.createHash('sha256').update(invitation).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(invitation);
    const answers: unknown[] = [await ownersView(), (await linkStatus(invitation)).body];
    const joined = await registerThrough(invitation, email);
    const token = joined.body.jwt as string;
    answers.push(
      joined.body,
      (await call('GET', '/users/me', token)).body,
      (await call('GET', '/users/me?populate=*', token)).body,
      (await cms.graphql('{ me { id email username confirmed blocked role { type } user_profile { first_name } } }', {}, token)).body,
      (await call('GET', '/account/access', token)).body,
      await ownersView(),
      (await call('GET', '/memberships', owner)).body,
      (await linkStatus(invitation, token)).body,
    );
    for (const answer of answers) {
      expect(JSON.stringify(answer)).not.toContain(invitation);
      expect(JSON.stringify(answer)).not.toContain(row.token_hash);
    }
  });

  it('members lose access when the owner’s own subscription ends, and seats are limited', async () => {
    const ownerEmail = uniqueEmail('owner');
    const ownerToken = await registerTeacher(ownerEmail, {}); // with a 30-day trial
    const ownerUser = await cms.strapi.db.query('plugin::users-permissions.user').findOne({ where: { email: ownerEmail } });
    await cms.strapi.db.query('api::member-account.member-account').create({ data: { name: 'Tiny School', owner: ownerUser.id, seats: 1 } });
    const memberEmail = uniqueEmail('member');
    const invitation = await inviteWithLink(memberEmail, ownerToken);
    expect((await invite(ownerToken, uniqueEmail('one-too-many'))).body.error.message).toMatch(/1 places and all of them are taken/);
    const memberToken = (await registerThrough(invitation, memberEmail)).body.jwt;
    expect(await roleOf(memberToken)).toBe('active_subscriber');
    clock.moveClockForTests(31 * DAY);
    expect(await roleOf(memberToken)).toBe('authenticated');
    expect((await invite(ownerToken, uniqueEmail('late'))).status).toBe(403);
  });
});
