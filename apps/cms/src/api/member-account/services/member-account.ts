/**
 * School member accounts (our rules, which the original brief left to the server; docs/product.md,
 * "School member accounts"):
 * - Only the account's owner may invite, remove an invitation or remove a member; anyone else is
 *   refused with 403. The owner needs an active subscription of their own to invite.
 * - An invitation is for an email address. The teacher who registers or logs in with that address
 *   joins (see claimInvitations) and has the active_subscriber role while they are a member and the
 *   owner's own subscription is active.
 * - Inviting an invalid address, the owner, or someone already invited or a member is a 400, as is
 *   inviting beyond the account's seats (members and pending invitations both take a seat). The
 *   check and the new invitation are one transaction holding the account's row (SQLite has one
 *   writer; PostgreSQL locks the row), so invitations sent at once cannot take more seats than there are.
 * - A removed member loses access on their next request.
 * - An invitation whose email cannot be sent (the mail relay is down) is withdrawn at once and the
 *   owner is told so (503): no pending invitation is left that the invitee never heard of.
 * Refusals are PolicyErrors: Strapi shows their message, where a ForbiddenError would become 'Forbidden'.
 */
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { hasActiveSubscription } from '../../../accounts/entitlement';
import { now } from '../../../runtime/clock';
import { siteUrl } from '../../../bootstrap/account-emails';
import { MailNotSentError } from '../../../outages/mail-relay';

const ACCOUNT_UID = 'api::member-account.member-account';
const MEMBERSHIP_UID = 'api::membership.membership';
export const NOT_OWNER = 'Only the owner of a school account can manage its members.';
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const invitationNotSent = (email: string) =>
  `We couldn't send the invitation email just now, so ${email} has not been invited. Please try again in a few minutes.`;

export function normaliseEmail(value: unknown): string {
  if (typeof value !== 'string' || value.length > 254 || !EMAIL_PATTERN.test(value.trim())) {
    throw new errors.ValidationError('Please enter a valid email address');
  }
  return value.trim().toLowerCase();
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async ownedBy(userId: number) {
    return strapi.db
      .query(ACCOUNT_UID)
      .findOne({ where: { owner: { id: userId } }, populate: { memberships: { populate: { user: { select: ['id', 'email'] } } } } });
  },

  async requireOwnedAccount(userId: number) {
    const account = await this.ownedBy(userId);
    if (!account) throw new errors.PolicyError(NOT_OWNER);
    return account;
  },

  async invite(ownerId: number, ownerEmail: string, invitee: unknown) {
    const owned = await this.requireOwnedAccount(ownerId);
    if (!(await hasActiveSubscription(strapi, ownerId))) {
      throw new errors.PolicyError('Your school subscription has ended, so you cannot invite teachers. Please contact us to renew it.');
    }
    const email = normaliseEmail(invitee);
    const { account, invitation } = await strapi.db.transaction(async ({ trx }) => {
      await lockRow(strapi, trx, ACCOUNT_UID, owned.id);
      // Read again under the lock: another invitation may have just taken a seat.
      const account = await this.requireOwnedAccount(ownerId);
      if (email === ownerEmail.toLowerCase()) throw new errors.ValidationError('You are the owner of this school account already.');
      const memberships = account.memberships ?? [];
      const existing = memberships.find((m: { email: string }) => m.email === email);
      if (existing) {
        throw new errors.ValidationError(
          existing.status === 'active' ? 'That teacher is already a member of your school account.' : 'That teacher has been invited already.',
        );
      }
      if (memberships.length >= account.seats) {
        throw new errors.ValidationError(
          `Your school account has ${account.seats} places and all of them are taken. Remove someone first, or contact us for more places.`,
        );
      }
      const invitation = await strapi.db.query(MEMBERSHIP_UID).create({
        data: { member_account: account.id, email, status: 'invited', invited_at: now().toISOString() },
      });
      return { account, invitation };
    });
    try {
      await strapi
        .plugin('email')
        .service('email')
        .send({
          to: email,
          subject: `You are invited to join ${account.name} on Orchestra Classroom`,
          text: `${account.name} has invited you to use Orchestra Classroom through its school subscription.\n\nCreate your account with this email address at ${siteUrl()}/subscribe?skip_trial=true or, if you already have one, log in with it: you will join straight away.`,
          html: `<p>${escapeHtml(account.name)} has invited you to use Orchestra Classroom through its school subscription.</p><p><a href="${siteUrl()}/subscribe?skip_trial=true">Create your account</a> with this email address or, if you already have one, log in with it: you will join straight away.</p>`,
        });
    } catch (error) {
      await strapi.db.query(MEMBERSHIP_UID).delete({ where: { id: invitation.id } });
      if (!(error instanceof MailNotSentError)) throw error;
      throw new MailNotSentError(error.reason, invitationNotSent(email));
    }
  },

  async removeInvitation(ownerId: number, invitee: unknown) {
    await this.removeMembership(ownerId, invitee, 'invited', 'There is no pending invitation for that email address.');
  },

  async removeMember(ownerId: number, memberEmail: unknown) {
    await this.removeMembership(ownerId, memberEmail, 'active', 'That teacher is not a member of your school account.');
  },

  async removeMembership(ownerId: number, address: unknown, status: 'invited' | 'active', missing: string) {
    const account = await this.requireOwnedAccount(ownerId);
    const email = normaliseEmail(address);
    const membership = (account.memberships ?? []).find((m: { email: string; status: string }) => m.email === email && m.status === status);
    if (!membership) throw new errors.ValidationError(missing);
    await strapi.db.query(MEMBERSHIP_UID).delete({ where: { id: membership.id } });
  },

  /** The owner's view: members and pending invitations. */
  async describe(ownerId: number) {
    const account = await this.requireOwnedAccount(ownerId);
    const memberships = (account.memberships ?? []) as Array<{ email: string; status: string; invited_at?: string; joined_at?: string }>;
    return {
      name: account.name,
      seats: account.seats,
      members: memberships.filter((m) => m.status === 'active').map(({ email, joined_at }) => ({ email, joined_at })),
      invitations: memberships.filter((m) => m.status === 'invited').map(({ email, invited_at }) => ({ email, invited_at })),
    };
  },
});

/** Holds a row until the transaction ends (PostgreSQL); SQLite's single writer already serialises. */
async function lockRow(strapi: Core.Strapi, trx: unknown, uid: string, id: number): Promise<void> {
  if (strapi.db.dialect.client !== 'postgres') return;
  const { tableName } = strapi.db.metadata.get(uid);
  await strapi.db
    .connection(tableName)
    .transacting(trx as never)
    .where({ id })
    .forUpdate()
    .select('id');
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
