/**
 * Who has the active_subscriber role, decided by the server on every authenticated request:
 * a teacher is entitled while one of their subscriptions (a free trial or a paid subscription) has
 * started and not yet ended, or while they are an active member of a school account whose owner's
 * own subscription is active, or while they own or belong to a school account that gives access
 * (accounts/school-access.ts). Teachers with another role (one an editor made) are left alone.
 */
import type { Core } from '@strapi/strapi';
import { ACTIVE_SUBSCRIBER } from '../access/roles';
import { roleIdByType } from '../access/roles';
import { now } from '../runtime/clock';
import { setting } from '../runtime/environment';
import { ACCOUNT_READ_REUSE_MS, Remembered } from '../runtime/shared-state';
import { ownsActiveSchoolAccount, schoolAccountActive } from './school-access';
import { MEMBERSHIP_UID, SUBSCRIPTION_UID, USER_UID } from '../content-types';

const MANAGED_ROLE_TYPES = ['authenticated', ACTIVE_SUBSCRIBER];

export function trialDays(): number {
  return setting('TRIAL_DAYS');
}

/** The user's subscriptions that have started and not yet ended, as a query's `where`. */
function activeNow(userId: number) {
  const at = now().toISOString();
  return { user: { id: userId }, ends_at: { $gt: at }, $or: [{ starts_at: { $null: true } }, { starts_at: { $lte: at } }] };
}

/** When the last of the user's subscriptions active now ends (ms), or undefined when none is active. */
async function activeSubscriptionsEnd(strapi: Core.Strapi, userId: number): Promise<number | undefined> {
  const active: Array<{ ends_at: string }> = await strapi.db.query(SUBSCRIPTION_UID).findMany({ where: activeNow(userId), select: ['ends_at'] });
  return active.length ? Math.max(...active.map((subscription) => new Date(subscription.ends_at).getTime())) : undefined;
}

export async function hasActiveSubscription(strapi: Core.Strapi, userId: number): Promise<boolean> {
  return (await strapi.db.query(SUBSCRIPTION_UID).count({ where: activeNow(userId) })) > 0;
}

/** Whether the user belongs to a school account that gives access now (accounts/school-access.ts). */
export async function hasActiveMembership(strapi: Core.Strapi, userId: number): Promise<boolean> {
  const memberships = await strapi.db.query(MEMBERSHIP_UID).findMany({
    where: { user: { id: userId }, status: 'active' },
    populate: { member_account: { select: ['id', 'active_until'], populate: { owner: { select: ['id'] } } } },
  });
  for (const membership of memberships) {
    const account = membership.member_account;
    if (account && account.owner?.id !== userId && (await schoolAccountActive(strapi, account))) return true;
  }
  return false;
}

/**
 * The mailbox an address delivers to, for "one free trial per mailbox": letters in lower case,
 * without a `+tag` (name+1@school.org reaches name@school.org), and for Gmail without dots.
 */
export function mailboxOf(email: string): string {
  const [local = '', domain = ''] = email
    .trim()
    .toLowerCase()
    .split(/@(?=[^@]*$)/);
  const untagged = local.split('+')[0];
  const gmail = domain === 'gmail.com' || domain === 'googlemail.com';
  return gmail ? `${untagged.replace(/\./g, '')}@gmail.com` : `${untagged}@${domain}`;
}

/** Starts the free trial of registration, unless its mailbox has had one: answers whether it did. */
export async function startTrial(strapi: Core.Strapi, userId: number, email: string): Promise<boolean> {
  const mailbox = mailboxOf(email);
  if ((await strapi.db.query(SUBSCRIPTION_UID).count({ where: { kind: 'trial', trial_mailbox: mailbox } })) > 0) return false;
  const starts = now();
  const ends = new Date(starts.getTime() + trialDays() * 24 * 3600_000);
  await strapi.db.query(SUBSCRIPTION_UID).create({
    data: {
      user: userId,
      kind: 'trial',
      starts_at: starts.toISOString(),
      ends_at: ends.toISOString(),
      trial_mailbox: mailbox,
      note: 'Free trial started at registration',
    },
  });
  return true;
}

/**
 * Gives the user the role their subscriptions call for now; returns the role type they end with,
 * or undefined for a missing or blocked user (who is entitled to nothing).
 */
export async function syncRole(strapi: Core.Strapi, userId: number): Promise<string | undefined> {
  return (await decideRole(strapi, userId)).role;
}

/**
 * How long a role decided by the clock is reused when the moment it changes is not worked out (a
 * school account's access, a subscription yet to start): a change by the clock is seen within it.
 */
export const ROLE_REUSE_MS = 10_000;

/**
 * syncRole's decision, with the moment (ms, on the product's clock) until which it holds unless
 * something is written: a subscriber's role holds until their last active subscription ends.
 */
async function decideRole(strapi: Core.Strapi, userId: number): Promise<{ role: string | undefined; holdsUntil: number }> {
  const at = now().getTime();
  const user = await strapi.db.query(USER_UID).findOne({ where: { id: userId }, select: ['id', 'blocked'], populate: { role: { select: ['type'] } } });
  if (!user || user.blocked) return { role: undefined, holdsUntil: at + ACCOUNT_READ_REUSE_MS };
  const current = user.role?.type;
  if (!MANAGED_ROLE_TYPES.includes(current)) return { role: current, holdsUntil: at + ACCOUNT_READ_REUSE_MS };
  const subscriptionsEnd = await activeSubscriptionsEnd(strapi, userId);
  const entitled = subscriptionsEnd !== undefined || (await hasActiveMembership(strapi, userId)) || (await ownsActiveSchoolAccount(strapi, userId));
  const wanted = entitled ? ACTIVE_SUBSCRIBER : 'authenticated';
  if (wanted !== current) {
    await strapi.db.query(USER_UID).update({ where: { id: userId }, data: { role: await roleIdByType(strapi, wanted) } });
  }
  return { role: wanted, holdsUntil: subscriptionsEnd ?? at + ROLE_REUSE_MS };
}

/**
 * The role worked out for a request is reused for the same teacher's next requests: a change to
 * their subscriptions, memberships or account is forgotten at once, on every instance
 * (runtime/shared-state.ts: through Redis when several share a database). A subscriber's is kept
 * until their subscription ends (so a trial ending is obeyed at that moment), other decisions by the
 * clock for ROLE_REUSE_MS; and none for more than ACCOUNT_READ_REUSE_MS, the bound if a message
 * between instances is lost.
 */
const recentRoles = new Remembered<number, { role: string | undefined; holdsUntil: number }>(['accounts'], {
  max: 50_000,
  ttl: ACCOUNT_READ_REUSE_MS,
  // The product's clock, which tests move forward to see a subscription end.
  perf: { now: () => now().getTime() },
});

/** The role for this request: syncRole's answer, reused while it holds (above). */
export async function callerRole(strapi: Core.Strapi, userId: number): Promise<string | undefined> {
  const decided = await recentRoles.get(
    userId,
    () => decideRole(strapi, userId),
    ({ holdsUntil }) => Math.min(holdsUntil - now().getTime(), ACCOUNT_READ_REUSE_MS),
  );
  return decided.role;
}
