/**
 * What a teacher's account page says about their access (docs/product.md, "Your Account"): how they
 * have it (a free trial, a paid subscription, or a school account), until when, and, without access,
 * when it ended. Read with the same rules as entitlement.ts, for the caller in the token only.
 */
import type { Core } from '@strapi/strapi';
import { now } from '../runtime/clock';
import { MEMBERSHIP_UID, MEMBER_ACCOUNT_UID, SUBSCRIPTION_UID } from '../content-types';

export interface AccessSummary {
  /** How the teacher has access now: 'none' when they have none. */
  access: 'trial' | 'paid' | 'school' | 'none';
  /** When that access ends (ISO), or null with none. */
  ends_at: string | null;
  /** The school account that gives access (or that they belong to), if any. */
  school: string | null;
  /** With no access: when their last subscription or trial ended (ISO), or null if they never had one. */
  ended_at: string | null;
  /** Whether they own a school account (the page then links to its own page). */
  owns_school_account: boolean;
  /**
   * For a member of a school account that gives no access now: who to ask to renew it (the
   * account's owner, by the name on their profile and their email). Null otherwise.
   */
  school_owner: { name: string; email: string } | null;
  /** The name of the school account they own, if any: their profile needs no school typed for it. */
  owned_school: string | null;
}

interface Subscription {
  kind: 'trial' | 'paid';
  starts_at: string | null;
  ends_at: string;
}

function activeAt(subscription: Subscription, at: string): boolean {
  return subscription.ends_at > at && (!subscription.starts_at || subscription.starts_at <= at);
}

/** The subscription that lasts longest among the active ones; a paid one before a trial on a tie. */
function longest(subscriptions: Subscription[]): Subscription | undefined {
  return [...subscriptions].sort((a, b) => b.ends_at.localeCompare(a.ends_at) || Number(b.kind === 'paid') - Number(a.kind === 'paid'))[0];
}

async function subscriptionsOf(strapi: Core.Strapi, userId: number): Promise<Subscription[]> {
  const rows = await strapi.db.query(SUBSCRIPTION_UID).findMany({ where: { user: { id: userId } }, select: ['kind', 'starts_at', 'ends_at'] });
  return rows.map((row: Record<string, unknown>) => ({
    kind: row.kind === 'trial' ? 'trial' : 'paid',
    starts_at: row.starts_at ? new Date(row.starts_at as string).toISOString() : null,
    ends_at: new Date(row.ends_at as string).toISOString(),
  }));
}

/** The school account's access as a subscription-like period: its own `active_until`, or (made by hand before invoices) its owner's. */
async function schoolAccessOf(
  strapi: Core.Strapi,
  account: { active_until?: string | null; owner?: { id: number } | null },
  userId: number,
  at: string,
): Promise<Subscription | undefined> {
  if (account.active_until) {
    const ends = new Date(account.active_until).toISOString();
    return ends > at ? { kind: 'paid', starts_at: null, ends_at: ends } : undefined;
  }
  const ownerId = account.owner?.id;
  return ownerId && ownerId !== userId ? longest((await subscriptionsOf(strapi, ownerId)).filter((s) => activeAt(s, at))) : undefined;
}

/** The ends of a school account's access: its own `active_until`, or (made by hand before invoices) its owner's subscriptions. */
async function schoolEndsOf(
  strapi: Core.Strapi,
  account: { active_until?: string | null; owner?: { id: number } | null },
  userId: number,
): Promise<Subscription[]> {
  if (account.active_until) return [{ kind: 'paid', starts_at: null, ends_at: new Date(account.active_until).toISOString() }];
  const ownerId = account.owner?.id;
  return ownerId && ownerId !== userId ? subscriptionsOf(strapi, ownerId) : [];
}

export async function accessSummary(strapi: Core.Strapi, userId: number): Promise<AccessSummary> {
  const at = now().toISOString();
  const own = await subscriptionsOf(strapi, userId);
  const ownActive = longest(own.filter((s) => activeAt(s, at)));

  const membership = await strapi.db.query(MEMBERSHIP_UID).findOne({
    where: { user: { id: userId }, status: 'active' },
    populate: { member_account: { select: ['name', 'active_until'], populate: { owner: { select: ['id', 'email'] } } } },
  });
  const owned = await strapi.db.query(MEMBER_ACCOUNT_UID).findOne({ where: { owner: { id: userId } }, select: ['name', 'active_until'] });
  // The school account that gives access: the one they belong to, or the one they own (accounts/school-access.ts).
  const account = membership?.member_account ?? owned;
  const schoolActive = account ? await schoolAccessOf(strapi, account, userId, at) : undefined;
  const ownership = { owns_school_account: Boolean(owned), owned_school: (owned?.name as string | undefined) ?? null };
  const school: string | null = membership?.member_account?.name ?? (schoolActive ? (owned?.name ?? null) : null);

  if (ownActive && (!schoolActive || ownActive.ends_at >= schoolActive.ends_at)) {
    return { access: ownActive.kind, ends_at: ownActive.ends_at, school, ended_at: null, ...ownership, school_owner: null };
  }
  if (schoolActive) return { access: 'school', ends_at: schoolActive.ends_at, school, ended_at: null, ...ownership, school_owner: null };
  // Without access, the last end of their own subscriptions or of their school's access is when it ended.
  const member = membership?.member_account;
  const ownerId: number | undefined = member?.owner?.id;
  const schoolEnded = member ? await schoolEndsOf(strapi, member, userId) : [];
  const ended = [...own, ...schoolEnded].filter((s) => s.ends_at <= at).sort((a, b) => b.ends_at.localeCompare(a.ends_at))[0];
  const schoolOwner = ownerId && ownerId !== userId ? await ownerToAsk(strapi, ownerId, member.owner.email) : null;
  return { access: 'none', ends_at: null, school, ended_at: ended?.ends_at ?? null, ...ownership, school_owner: schoolOwner };
}

/** The owner of a school account as its members are told to ask them: the name on their profile, and their email. */
async function ownerToAsk(strapi: Core.Strapi, ownerId: number, email: string): Promise<{ name: string; email: string }> {
  const profile = await strapi.db.query('api::user-profile.user-profile').findOne({
    where: { user: { id: ownerId } },
    select: ['first_name', 'last_name'],
  });
  const name = [profile?.first_name, profile?.last_name].filter(Boolean).join(' ').trim();
  return { name: name || email, email };
}
