/**
 * What a teacher's account page says about their access (docs/product.md, "Your Account"): how they
 * have it (a free trial, a paid subscription, or a school account), until when, and, without access,
 * when it ended. Read with the same rules as entitlement.ts, for the caller in the token only.
 */
import type { Core } from '@strapi/strapi';
import { now } from '../runtime/clock';

const SUBSCRIPTION_UID = 'api::subscription.subscription';
const MEMBERSHIP_UID = 'api::membership.membership';
const MEMBER_ACCOUNT_UID = 'api::member-account.member-account';

export interface AccessSummary {
  /** How the teacher has access now: 'none' when they have none. */
  access: 'trial' | 'paid' | 'school' | 'none';
  /** When that access ends (ISO), or null with none. */
  ends_at: string | null;
  /** The school account that gives access (or that they belong to), if any. */
  school: string | null;
  /** With no access: when their last subscription or trial ended (ISO), or null if they never had one. */
  ended_at: string | null;
  /** Whether they own a school account (the page then shows its members). */
  owns_school_account: boolean;
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

export async function accessSummary(strapi: Core.Strapi, userId: number): Promise<AccessSummary> {
  const at = now().toISOString();
  const own = await subscriptionsOf(strapi, userId);
  const ownActive = longest(own.filter((s) => activeAt(s, at)));

  const membership = await strapi.db.query(MEMBERSHIP_UID).findOne({
    where: { user: { id: userId }, status: 'active' },
    populate: { member_account: { select: ['name'], populate: { owner: { select: ['id'] } } } },
  });
  const account = membership?.member_account;
  const ownerId: number | undefined = account?.owner?.id;
  const schoolActive = ownerId && ownerId !== userId ? longest((await subscriptionsOf(strapi, ownerId)).filter((s) => activeAt(s, at))) : undefined;
  const owns = (await strapi.db.query(MEMBER_ACCOUNT_UID).count({ where: { owner: { id: userId } } })) > 0;
  const school: string | null = account?.name ?? null;

  if (ownActive && (!schoolActive || ownActive.ends_at >= schoolActive.ends_at)) {
    return { access: ownActive.kind, ends_at: ownActive.ends_at, school, ended_at: null, owns_school_account: owns };
  }
  if (schoolActive) return { access: 'school', ends_at: schoolActive.ends_at, school, ended_at: null, owns_school_account: owns };
  const ended = own.filter((s) => s.ends_at <= at).sort((a, b) => b.ends_at.localeCompare(a.ends_at))[0];
  return { access: 'none', ends_at: null, school, ended_at: ended?.ends_at ?? null, owns_school_account: owns };
}
