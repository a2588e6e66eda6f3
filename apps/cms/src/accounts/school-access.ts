/**
 * How long a school account gives access (apps/cms/docs/school-invoices.md): until its `active_until`,
 * which its invoices and editors' changes set. An account made by hand before invoices existed has
 * none, and gives access, as it always did, while its owner's own subscription is active.
 * The owner and every active member have access while it does.
 */
import type { Core } from '@strapi/strapi';
import { now } from '../runtime/clock';
import { hasActiveSubscription } from './entitlement';
import { MEMBER_ACCOUNT_UID } from '../content-types';

export interface SchoolAccountAccess {
  active_until?: string | Date | null;
  owner?: { id: number } | null;
}

/** Whether the school account gives access now. */
export async function schoolAccountActive(strapi: Core.Strapi, account: SchoolAccountAccess): Promise<boolean> {
  if (account.active_until) return new Date(account.active_until) > now();
  return account.owner?.id ? hasActiveSubscription(strapi, account.owner.id) : false;
}

/** Whether the user owns a school account that gives access now (invoiced, or extended by an editor). */
export async function ownsActiveSchoolAccount(strapi: Core.Strapi, userId: number): Promise<boolean> {
  const count = await strapi.db.query(MEMBER_ACCOUNT_UID).count({ where: { owner: { id: userId }, active_until: { $gt: now().toISOString() } } });
  return count > 0;
}
