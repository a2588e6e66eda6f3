/**
 * GET /api/account/access (docs/product.md, "Your Account"): a teacher's own access, read from the
 * token only. A trial, a paid subscription an editor grants, a school account's membership, and
 * access that has ended, each with its dates; visitors are refused.
 */
import path from 'node:path';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { login } from './helpers/cms';
import { cmsForThisFile } from './helpers/cms-for-file';
import { invitationTokenFor, registration, uniqueEmail } from './helpers/accounts';
import { statementsDuring } from './helpers/statements';

const require = createRequire(import.meta.url);
const clock = require(path.resolve(__dirname, '..', 'dist', 'src', 'runtime', 'clock'));
const DAY = 24 * 3600_000;

const cms = cmsForThisFile({ catalogue: false });

async function access(token?: string, query = '') {
  const response = await fetch(`${cms.baseUrl}/api/account/access${query}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  return { status: response.status, body: await response.json().catch(() => undefined) };
}

async function registerTeacher(email: string, overrides: Record<string, unknown> = {}) {
  const response = await fetch(`${cms.baseUrl}/api/auth/local/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(registration(email, overrides)),
  });
  const body = await response.json();
  return { token: body.jwt as string, id: body.user.id as number };
}

const daysFromNow = (iso: string) => Math.round((Date.parse(iso) - Date.now()) / DAY);

describe('a teacher’s access, for their account page', () => {
  it('refuses a visitor and a token that is not valid', async () => {
    expect((await access()).status).toBe(403);
    expect((await access('not-a-token')).status).toBe(401);
  });

  it('a new teacher’s free trial, with its end date; once it has ended, when it ended', async () => {
    const { token } = await registerTeacher(uniqueEmail('trial'));
    const now = await access(token);
    expect(now.body).toMatchObject({ access: 'trial', school: null, ended_at: null, owns_school_account: false });
    expect(daysFromNow(now.body.ends_at)).toBe(30);
    clock.moveClockForTests(31 * DAY);
    const later = await access(token);
    expect(later.body).toMatchObject({ access: 'none', ends_at: null, ended_at: now.body.ends_at });
  });

  it('a teacher who never had a trial has no access and nothing that ended', async () => {
    const { token } = await registerTeacher(uniqueEmail('never'), { skip_trial: true });
    expect((await access(token)).body).toEqual({
      access: 'none',
      ends_at: null,
      school: null,
      ended_at: null,
      owns_school_account: false,
      owned_school: null,
      school_owner: null,
      // Paying online (api/billing) is off in these tests: no Stripe settings.
      paid_online: null,
      online_payments: false,
    });
  });

  it('a paid subscription that outlasts a trial is the one shown', async () => {
    const { token, id } = await registerTeacher(uniqueEmail('paid'));
    const ends = new Date(Date.now() + 200 * DAY).toISOString();
    await cms.strapi.db.query('api::subscription.subscription').create({ data: { user: id, kind: 'paid', ends_at: ends } });
    expect((await access(token)).body).toMatchObject({ access: 'paid', ends_at: ends });
  });

  it('a member of a school account has the school’s access until the owner’s subscription ends; the owner is told they own one', async () => {
    const owner = await login(cms.baseUrl, 'schooladmin@example.com', 'SchoolAdmin1');
    const ownerAccess = (await access(owner)).body;
    expect(ownerAccess).toMatchObject({ owns_school_account: true, owned_school: 'Hillside Primary School' });
    expect(ownerAccess.access).not.toBe('none');
    const email = uniqueEmail('member');
    const invited = await fetch(`${cms.baseUrl}/api/member-account/invitation`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${owner}` },
      body: JSON.stringify({ invitee: email }),
    });
    expect(invited.status).toBe(200);
    const { token } = await registerTeacher(email, { invitation: await invitationTokenFor(cms.emails, email) });
    const member = (await access(token)).body;
    const school = (await cms.strapi.db.query('api::member-account.member-account').findOne({ where: { owner: { email: 'schooladmin@example.com' } } })).name;
    expect(member).toMatchObject({ access: 'school', school, ended_at: null, owns_school_account: false });
    expect(member.ends_at).toBe(ownerAccess.ends_at);

    // Once the school's subscription has ended, the member is told when, and who to ask: the owner.
    clock.moveClockForTests(Date.parse(ownerAccess.ends_at) - Date.now() + DAY);
    const ended = (await access(token)).body;
    expect(ended).toMatchObject({
      access: 'none',
      ends_at: null,
      ended_at: ownerAccess.ends_at,
      school,
      school_owner: { name: 'Priya Shah', email: 'schooladmin@example.com' },
    });
    // The same, through GraphQL `me` (what every page reads), for the member and nobody else.
    const viaMe = await cms.graphql('{ me { access { access ended_at school_owner_name school_owner_email } } }', {}, token);
    expect(viaMe.body.data.me.access).toEqual({
      access: 'none',
      ended_at: ownerAccess.ends_at,
      school_owner_name: 'Priya Shah',
      school_owner_email: 'schooladmin@example.com',
    });
  });

  it('GraphQL me.access answers for the caller only: a visitor gets no me, a lapsed teacher their end date, a subscriber theirs', async () => {
    const visitor = await cms.graphql('{ me { access { access } } }', {});
    expect(visitor.body.data?.me ?? null).toBeNull();
    const lapsed = await login(cms.baseUrl, 'lapsed@example.com', 'Lapsed1');
    const lapsedAccess = (await cms.graphql('{ me { access { access ends_at ended_at school_owner_email } } }', {}, lapsed)).body.data.me.access;
    expect(lapsedAccess).toMatchObject({ access: 'none', ends_at: null, school_owner_email: null });
    expect(lapsedAccess.ended_at).toBe((await access(lapsed)).body.ended_at);
    const subscriber = await login(cms.baseUrl, 'subscriber@example.com', 'Subscriber1');
    const subscriberAccess = (await cms.graphql('{ me { access { access ends_at ended_at } } }', {}, subscriber)).body.data.me.access;
    expect(subscriberAccess.access).not.toBe('none');
    expect(subscriberAccess.ended_at).toBeNull();
    expect(Date.parse(subscriberAccess.ends_at)).toBeGreaterThan(Date.now());
  });

  it('answers for the token’s teacher only, whatever the address asks', async () => {
    const { token } = await registerTeacher(uniqueEmail('own'), { skip_trial: true });
    const subscriber = await login(cms.baseUrl, 'subscriber@example.com', 'Subscriber1');
    const subscriberId = (await cms.strapi.db.query('plugin::users-permissions.user').findOne({ where: { email: 'subscriber@example.com' } })).id;
    for (const query of [`?user=${subscriberId}`, `?filters[user][id]=${subscriberId}`, `?id=${subscriberId}`]) {
      expect((await access(token, query)).body.access).toBe('none');
    }
    expect((await access(subscriber)).body.access).not.toBe('none');
  });
});

describe("the role decided for a teacher's requests (accounts/entitlement.ts)", () => {
  const teachingRead = async (token: string) => (await cms.graphql('{ activityPages(pagination: { limit: 1 }) { documentId } }', {}, token)).body;
  /** The statements a request sends to read subscriptions (deciding the caller's role reads them). */
  async function subscriptionReadsOf(token: string) {
    let body: Awaited<ReturnType<typeof teachingRead>> | undefined;
    const reads = await statementsDuring(cms.strapi, async () => (body = await teachingRead(token)), /from [`"]subscriptions[`"]/);
    return { reads, body: body! };
  }

  it('is kept for a subscriber until their trial ends, and obeyed from that moment', async () => {
    const { token } = await registerTeacher(uniqueEmail('kept-role'));
    const trialEnds = Date.parse((await access(token)).body.ends_at);
    expect((await teachingRead(token)).errors).toBeUndefined();
    // Far past the 10 s a decision by the clock is reused: a subscriber's holds until the trial ends.
    clock.moveClockForTests(50_000);
    const kept = await subscriptionReadsOf(token);
    expect(kept.reads).toBe(0);
    expect(kept.body.errors).toBeUndefined();
    clock.moveClockForTests(trialEnds - clock.now().getTime() + 1);
    const ended = await subscriptionReadsOf(token);
    expect(ended.reads).toBeGreaterThan(0);
    expect(ended.body.errors?.[0]?.message).toBeTruthy();
    expect(ended.body.data?.activityPages ?? null).toBeNull();
  });

  it('is decided again after 10 s for a teacher without a subscription (one could start by the clock)', async () => {
    const { token } = await registerTeacher(uniqueEmail('no-trial-role'), { skip_trial: true });
    expect((await teachingRead(token)).errors?.[0]?.message).toBeTruthy();
    clock.moveClockForTests(5_000);
    expect((await subscriptionReadsOf(token)).reads).toBe(0);
    clock.moveClockForTests(6_000);
    const again = await subscriptionReadsOf(token);
    expect(again.reads).toBeGreaterThan(0);
    expect(again.body.errors?.[0]?.message).toBeTruthy();
  });
});
