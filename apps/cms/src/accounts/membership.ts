/** Joining a school member account: see api/member-account/services for the rules. */
import type { Core } from '@strapi/strapi';
import { now } from '../runtime/clock';

const MEMBERSHIP_UID = 'api::membership.membership';

/** A teacher who registers or logs in with an invited address joins that school account. */
export async function claimInvitations(strapi: Core.Strapi, user: { id: number; email: string }): Promise<void> {
  const alreadyMember = await strapi.db.query(MEMBERSHIP_UID).count({ where: { user: { id: user.id }, status: 'active' } });
  if (alreadyMember) return;
  const invitation = await strapi.db.query(MEMBERSHIP_UID).findOne({ where: { email: user.email.toLowerCase(), status: 'invited' } });
  if (!invitation) return;
  await strapi.db.query(MEMBERSHIP_UID).update({
    where: { id: invitation.id },
    data: { user: user.id, status: 'active', joined_at: now().toISOString() },
  });
}
