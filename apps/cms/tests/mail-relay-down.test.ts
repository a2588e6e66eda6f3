/**
 * The mail relay down (docs/accounts.md, "When the mail relay is down"): the CMS sends through a
 * TCP proxy in front of the test's mail catcher, which the tests take down (a closed port:
 * ECONNREFUSED at once) or make refuse mail (a relay answering `421`), then bring back.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { cmsForThisFile } from './helpers/cms-for-file';
import { login, TEST_SITE_URL } from './helpers/cms';
import { registration, uniqueEmail } from './helpers/accounts';
import { startTcpProxy, type TcpProxy } from './helpers/tcp-proxy';
import path from 'node:path';
import { createRequire } from 'node:module';

const dist = (...parts: string[]) => createRequire(import.meta.url)(path.resolve(__dirname, '..', 'dist', 'src', ...parts));
const outbox = dist('api', 'member-account', 'invitation-outbox');
const clock = dist('runtime', 'clock');

const MAIL_NOT_SENT = "We couldn't send the email just now. Please try again in a few minutes.";
const USER_UID = 'plugin::users-permissions.user';

let relay: TcpProxy;
const run = Date.now();
const teacher = (name: string) => `relay-${name}-${run}@example.com`;

const cms = cmsForThisFile(
  {
    catalogue: false,
    smtpPortFor: async (catcherPort) => {
      relay = await startTcpProxy({ host: '127.0.0.1', port: catcherPort });
      return relay.port;
    },
  },
  async () => {
    for (const name of ['a', 'b', 'c']) {
      const created = await post('/auth/local/register', registration(teacher(name)));
      if (created.status !== 200) throw new Error(`could not register ${teacher(name)}: ${JSON.stringify(created.body)}`);
    }
  },
);
afterAll(async () => {
  await relay?.close();
});

async function post(route: string, body: unknown, token?: string) {
  const response = await fetch(`${cms.baseUrl}/api${route}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: await response.json() };
}

/** The newest email to `address`, waiting for it briefly. */
async function lastEmailTo(address: string, after = 0) {
  for (let attempt = 0; attempt < 50; attempt++) {
    const emails = (await cms.emails()).filter((email) => email.to[0].address === address);
    if (emails.length > after) return { email: emails.at(-1)!, count: emails.length };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no email reached ${address}`);
}

const emailsTo = async (address: string) => (await cms.emails()).filter((email) => email.to[0].address === address).length;
const storedCode = async (email: string) => (await cms.strapi.db.query(USER_UID).findOne({ where: { email } })).resetPasswordToken as string | null;
const codeIn = (html: string) => new URL(html.match(/href="([^"]+)"/)![1]).searchParams.get('code')!;

describe('forgot-password while the mail relay is down', () => {
  it('answers 503 with a clear message, whether or not the address has an account, and keeps no code it did not mail', async () => {
    expect((await post('/auth/forgot-password', { email: teacher('a') })).status).toBe(200);
    const mailed = codeIn((await lastEmailTo(teacher('a'))).email.html);
    const mailedBefore = await emailsTo(teacher('a'));

    await relay.down();
    const known = await post('/auth/forgot-password', { email: teacher('a') });
    expect(known).toEqual({
      status: 503,
      retryAfter: '30',
      body: { data: null, error: { status: 503, name: 'ServiceUnavailableError', message: MAIL_NOT_SENT, details: {} } },
    });
    // The code that was mailed earlier is the one kept, and it still works; the new one never existed.
    expect(await storedCode(teacher('a'))).toBe(mailed);
    const neverHadOne = await post('/auth/forgot-password', { email: teacher('b') });
    expect(neverHadOne.status).toBe(503);
    expect(await storedCode(teacher('b'))).toBeNull();
    // An address without an account gets the same answer, so the failure reveals nothing.
    expect(await post('/auth/forgot-password', { email: `nobody-${run}@example.com` })).toEqual(known);

    // A relay that is up but turns mail away is the same failure.
    await relay.refuse('421 4.3.2 Service not available, closing transmission channel');
    expect(await post('/auth/forgot-password', { email: teacher('b') })).toEqual(neverHadOne);
    expect(await storedCode(teacher('b'))).toBeNull();

    await relay.up();
    expect(await emailsTo(teacher('a'))).toBe(mailedBefore);
    const reset = await post('/auth/reset-password', { code: mailed, password: 'Changed12', passwordConfirmation: 'Changed12' });
    expect(reset.status).toBe(200);
  });

  it('does not count the failed requests against the teacher: once the relay is back, the next request mails a working link', async () => {
    await relay.down();
    // More than the 5 requests per email the throttle allows in 15 minutes.
    for (let attempt = 0; attempt < 7; attempt++) expect((await post('/auth/forgot-password', { email: teacher('c') })).status).toBe(503);

    await relay.up();
    const sent = await post('/auth/forgot-password', { email: teacher('c') });
    expect(sent).toEqual({ status: 200, retryAfter: null, body: { ok: true } });
    const { email } = await lastEmailTo(teacher('c'));
    expect(email.html).toContain(`${TEST_SITE_URL}/account/reset-password?code=`);
    const reset = await post('/auth/reset-password', { code: codeIn(email.html), password: 'Renewed12', passwordConfirmation: 'Renewed12' });
    expect(reset.status).toBe(200);
    // With the relay back, an address without an account is answered as before.
    expect((await post('/auth/forgot-password', { email: `nobody-else-${run}@example.com` })).body).toEqual({ ok: true });
  });
});

describe('school invitations while the mail relay is down', () => {
  it('withdraws an invitation it could not email and says so; the same invitation goes through once the relay is back', async () => {
    const owner = await login(cms.baseUrl, 'schooladmin@example.com', 'SchoolAdmin1');
    const account = async () => {
      const response = await fetch(`${cms.baseUrl}/api/member-account`, { headers: { Authorization: `Bearer ${owner}` } });
      return (await response.json()) as { invitations: Array<{ email: string }>; members: unknown[] };
    };
    const invitee = uniqueEmail('relay-invitee');
    const before = await account();

    await relay.down();
    const refused = await post('/member-account/invitation', { invitee }, owner);
    expect(refused.status).toBe(503);
    expect(refused.body.error.message).toBe(
      `We couldn't send the invitation email just now, so ${invitee} has not been invited. Please try again in a few minutes.`,
    );
    const after = await account();
    expect(after.invitations.map((i) => i.email)).not.toContain(invitee);
    expect(after.invitations.length + after.members.length).toBe(before.invitations.length + before.members.length);

    await relay.up();
    expect((await post('/member-account/invitation', { invitee }, owner)).body).toEqual({ ok: true });
    expect((await lastEmailTo(invitee)).email.subject).toBe('You are invited to join Hillside Primary School on Orchestra Classroom');
    expect((await account()).invitations.map((i) => i.email)).toContain(invitee);
  });
});

describe('a list of invitations while the mail relay is down', () => {
  it('invites the list at once and keeps its emails until the relay is back: none is lost', async () => {
    const owner = await login(cms.baseUrl, 'schooladmin@example.com', 'SchoolAdmin1');
    const invitees = [uniqueEmail('queued-a'), uniqueEmail('queued-b')];
    const pending = async () => {
      const response = await fetch(`${cms.baseUrl}/api/member-account`, { headers: { Authorization: `Bearer ${owner}` } });
      const { invitations } = (await response.json()) as { invitations: Array<{ email: string; sending: boolean }> };
      return invitations.filter((invitation) => invitees.includes(invitation.email));
    };

    await relay.down();
    const sent = await post('/member-account/invitations', { addresses: invitees.join('\n') }, owner);
    expect(sent.status).toBe(200);
    expect(sent.body.results.map((result: { result: string }) => result.result)).toEqual(['invited', 'invited']);
    // Tried and turned away: still waiting, with no link that works yet.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await pending()).toEqual(invitees.map((email) => ({ email, invited_at: expect.any(String), sending: true })));
    expect(await emailsTo(invitees[0])).toBe(0);

    await relay.up();
    // The outbox tries again by itself every 30 s: the clock is moved past that, and the outbox nudged, rather than waited for.
    clock.moveClockForTests(31_000);
    outbox.kickInvitationOutbox(cms.strapi);
    for (const invitee of invitees) expect((await lastEmailTo(invitee)).email.html).toContain(`${TEST_SITE_URL}/join/`);
    await expect.poll(async () => (await pending()).every((invitation) => !invitation.sending)).toBe(true);
    clock.resetClockForTests();
  });
});
