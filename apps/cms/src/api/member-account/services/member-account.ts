/**
 * School member accounts (our rules, which the original brief left to the server; docs/product.md,
 * "School member accounts"):
 * - Only the account's owner may invite, remove an invitation or remove a member; anyone else is
 *   refused with 403. The owner needs an active subscription of their own to invite.
 * - An invitation is emailed to an address with a one-time link (accounts/invitation-links.ts).
 *   The seat goes to whoever holds that mailbox, so it is claimed only through the link: whoever
 *   opens it joins with the account they register or log in with there (claimInvitation), whatever
 *   that account's email. Registering or logging in with the invited address alone joins nothing.
 *   A link works once (a claim that finds the invitation already taken fails: one of two claims at
 *   once wins), for INVITATION_LIFETIME_DAYS, and not at all once the invitation is withdrawn. A
 *   teacher belongs to one school account at a time, and an owner cannot join their own.
 * - A member has the active_subscriber role while they are a member and the owner's own
 *   subscription is active. The owner's list shows a member by their account's email.
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
import { MailNotSentError } from '../../../outages/mail-relay';
import { INVITATION_LIFETIME_DAYS, hashInvitationToken, invitationExpired, invitationLink, newInvitationToken } from '../../../accounts/invitation-links';
import { INVITATION_NOT_VALID } from '../invitation';
import { EMAIL_NOT_VALID } from '../validation';

const ACCOUNT_UID = 'api::member-account.member-account';
const MEMBERSHIP_UID = 'api::membership.membership';
const USER_UID = 'plugin::users-permissions.user';
export const NOT_OWNER = 'Only the owner of a school account can manage its members.';
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const INVITATION_USED = 'This invitation link has been used already. If you still need to join, please ask your school for a new invitation.';
export const INVITATION_EXPIRED = `This invitation link has expired (links work for ${INVITATION_LIFETIME_DAYS} days). Please ask your school to invite you again.`;
export const ALREADY_A_MEMBER = 'Your account is already a member of a school account, so it cannot join another.';
export const OWNER_OF_THIS_SCHOOL = 'You are the owner of this school account already.';

/** What an invitation link is now, for the caller (if any): the site's join page shows it. */
export type InvitationState = 'open' | 'joined' | 'used' | 'expired' | 'unknown';

interface Invitation {
  id: number;
  status: 'invited' | 'active';
  invited_at?: string;
  user?: { id: number } | null;
  member_account?: { id: number; name: string; owner?: { id: number } | null } | null;
}

export const invitationNotSent = (email: string) =>
  `We couldn't send the invitation email just now, so ${email} has not been invited. Please try again in a few minutes.`;

export function normaliseEmail(value: unknown): string {
  if (typeof value !== 'string' || value.length > 254 || !EMAIL_PATTERN.test(value.trim())) {
    throw new errors.ValidationError(EMAIL_NOT_VALID);
  }
  return value.trim().toLowerCase();
}

const memberAccountService = ({ strapi }: { strapi: Core.Strapi }) => ({
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
    const link = newInvitationToken();
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
        data: { member_account: account.id, email, status: 'invited', invited_at: now().toISOString(), token_hash: link.hash },
      });
      return { account, invitation };
    });
    try {
      await strapi
        .plugin('email')
        .service('email')
        .send(invitationEmail(email, account.name, invitationLink(link.token)));
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

  /** The invitation a link's token belongs to, with its school and the member who took it. */
  async invitationByToken(token: string): Promise<Invitation | null> {
    return strapi.db.query(MEMBERSHIP_UID).findOne({
      where: { token_hash: hashInvitationToken(token) },
      populate: { user: { select: ['id'] }, member_account: { select: ['id', 'name'], populate: { owner: { select: ['id'] } } } },
    });
  },

  /** What the link is now: open to claim, joined by the caller, used by someone else, expired or unknown. */
  async invitationStatus(token: string, callerId?: number): Promise<{ state: InvitationState; school?: string }> {
    const invitation = await this.invitationByToken(token);
    const school = invitation?.member_account?.name;
    if (!invitation || !school) return { state: 'unknown' };
    if (invitation.status === 'active') return invitation.user?.id === callerId ? { state: 'joined', school } : { state: 'used' };
    return { state: invitationExpired(invitation.invited_at, now()) ? 'expired' : 'open', school };
  },

  /** Refuses (400) a link that cannot be claimed now, before a registration creates an account for it. */
  async requireOpenInvitation(token: string): Promise<void> {
    refuseClosed((await this.invitationStatus(token)).state);
  },

  /**
   * The link holder's account takes the invitation's seat. One transaction: the teacher's row is
   * held (PostgreSQL), so the same teacher cannot join twice at once, and the invitation turns
   * active only if it is still pending with this token: of two claims at once, one finds it taken.
   */
  async claimInvitation(userId: number, token: string): Promise<{ school: string }> {
    const tokenHash = hashInvitationToken(token);
    return strapi.db.transaction(async ({ trx }) => {
      await lockRow(strapi, trx, USER_UID, userId);
      const invitation = await this.invitationByToken(token);
      const account = invitation?.member_account;
      if (!invitation || !account) throw new errors.ValidationError(INVITATION_NOT_VALID);
      refuseClosed(invitation.status === 'active' ? 'used' : invitationExpired(invitation.invited_at, now()) ? 'expired' : 'open');
      if (account.owner?.id === userId) throw new errors.ValidationError(OWNER_OF_THIS_SCHOOL);
      if (await strapi.db.query(MEMBERSHIP_UID).count({ where: { user: { id: userId }, status: 'active' } })) {
        throw new errors.ValidationError(ALREADY_A_MEMBER);
      }
      const user = await strapi.db.query(USER_UID).findOne({ where: { id: userId }, select: ['email'] });
      const { count } = await strapi.db.query(MEMBERSHIP_UID).updateMany({
        where: { id: invitation.id, status: 'invited', token_hash: tokenHash },
        data: { status: 'active', email: String(user.email).toLowerCase(), joined_at: now().toISOString() },
      });
      if (count !== 1) throw new errors.ValidationError(INVITATION_USED);
      await strapi.db.query(MEMBERSHIP_UID).update({ where: { id: invitation.id }, data: { user: userId } });
      return { school: account.name };
    });
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

export type MemberAccountService = ReturnType<typeof memberAccountService>;

export default memberAccountService;

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

function refuseClosed(state: InvitationState): void {
  if (state === 'unknown') throw new errors.ValidationError(INVITATION_NOT_VALID);
  if (state === 'used' || state === 'joined') throw new errors.ValidationError(INVITATION_USED);
  if (state === 'expired') throw new errors.ValidationError(INVITATION_EXPIRED);
}

function invitationEmail(to: string, school: string, link: string) {
  const intro = `${school} has invited you to use Orchestra Classroom through its school subscription.`;
  const how = `Open the link to create your account, or to log in to the one you have: you join ${school} straight away. The link works once, for ${INVITATION_LIFETIME_DAYS} days. Please do not share it: whoever uses it takes your place.`;
  return {
    to,
    subject: `You are invited to join ${school} on Orchestra Classroom`,
    text: `${intro}\n\nJoin ${school}: ${link}\n\n${how}`,
    html: `<p>${escapeHtml(intro)}</p><p><a href="${link}">Join ${escapeHtml(school)}</a></p><p>${escapeHtml(how)}</p>`,
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
