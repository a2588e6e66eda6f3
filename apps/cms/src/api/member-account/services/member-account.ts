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
import { schoolAccountActive } from '../../../accounts/school-access';
import { now } from '../../../runtime/clock';
import { MailNotSentError } from '../../../outages/mail-relay';
import { INVITATION_LIFETIME_DAYS, hashInvitationToken, invitationExpired, newInvitationToken } from '../../../accounts/invitation-links';
import { INVITATION_NOT_VALID } from '../invitation';
import { EMAIL_NOT_VALID } from '../validation';
import { invitationEmail } from '../invitation-email';
import { MAX_ADDRESSES, readAddressList } from '../address-list';
import { kickInvitationOutbox } from '../invitation-outbox';
import { RESEND_GAP_MINUTES, TOO_MANY_EMAILS, giveBackInvitationEmail, takeInvitationEmail } from '../invitation-throttle';
import { MEMBERSHIP_UID, MEMBER_ACCOUNT_UID, USER_UID } from '../../../content-types';

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

export const OWNER_LAPSED = 'Your school subscription has ended, so you cannot invite teachers. Please contact us to renew it.';

interface Membership {
  id: number;
  email: string;
  status: 'invited' | 'active';
  invited_at?: string;
  joined_at?: string;
  email_state?: 'queued' | 'sent' | null;
}

/**
 * What became of each address of a list: `invite` in a preview is `invited` once sent; the others
 * were not invited, and say why (`reason` words the invalid and the throttled ones).
 */
export type ListResult = 'invite' | 'invited' | 'already_member' | 'already_invited' | 'duplicate' | 'invalid' | 'no_place' | 'too_many_emails';

export interface AddressResult {
  /** The entry as it was written (at most 120 characters). */
  written: string;
  email: string | null;
  result: ListResult;
  reason?: string;
}

export interface ListAnswer {
  school: string;
  places: number;
  /** Places not taken by members or pending invitations (after this list, once sent). */
  free: number;
  results: AddressResult[];
  /** Cells of the list that were not addresses (names, other columns, a header row). */
  left_out: number;
}

/** Each text read on its own (a pasted list and a CSV file's text: each may have its own header row). */
function readList(addresses: string | string[]) {
  const parts = [addresses].flat().map(readAddressList);
  const list = { entries: parts.flatMap((part) => part.entries), leftOut: parts.reduce((sum, part) => sum + part.leftOut, 0) };
  if (list.entries.length === 0) throw new errors.ValidationError('No email addresses were found in the list.');
  if (list.entries.length > MAX_ADDRESSES) {
    throw new errors.ValidationError(
      `A list can hold up to ${MAX_ADDRESSES} addresses at a time, and this one has ${list.entries.length}. Please send it in parts.`,
    );
  }
  return list;
}

/** Each entry's fate, in the list's order, against the account's members, invitations and places. */
function planList(account: { seats: number; memberships?: Membership[] }, ownerEmail: string, entries: ReturnType<typeof readAddressList>['entries']) {
  const known = new Map((account.memberships ?? []).map((m) => [m.email, m.status]));
  const seen = new Set<string>();
  let free = account.seats - known.size;
  return entries.map(({ written, email, invalid }): AddressResult => {
    if (!email) return { written, email: null, result: 'invalid', reason: invalid };
    if (seen.has(email)) return { written, email, result: 'duplicate' };
    seen.add(email);
    if (email === ownerEmail.toLowerCase()) return { written, email, result: 'already_member', reason: OWNER_OF_THIS_SCHOOL };
    const status = known.get(email);
    if (status) return { written, email, result: status === 'active' ? 'already_member' : 'already_invited' };
    if (free <= 0) return { written, email, result: 'no_place' };
    free -= 1;
    return { written, email, result: 'invite' };
  });
}

function answerFor(account: { name: string; seats: number; memberships?: Membership[] }, results: AddressResult[], leftOut: number): ListAnswer {
  const taken = (account.memberships ?? []).length + results.filter((r) => r.result === 'invite').length;
  return { school: account.name, places: account.seats, free: Math.max(0, account.seats - taken), results, left_out: leftOut };
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
      .query(MEMBER_ACCOUNT_UID)
      .findOne({ where: { owner: { id: userId } }, populate: { memberships: { populate: { user: { select: ['id', 'email'] } } } } });
  },

  async requireOwnedAccount(userId: number) {
    const account = await this.ownedBy(userId);
    if (!account) throw new errors.PolicyError(NOT_OWNER);
    return account;
  },

  async invite(ownerId: number, ownerEmail: string, invitee: unknown) {
    const owned = await this.requireOwnedAccount(ownerId);
    await this.requireActiveOwner(ownerId, owned);
    const email = normaliseEmail(invitee);
    const link = newInvitationToken();
    const { account, invitation } = await strapi.db.transaction(async ({ trx }) => {
      await lockRow(strapi, trx, MEMBER_ACCOUNT_UID, owned.id);
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
      if (!(await takeInvitationEmail(account.id, email))) throw new errors.RateLimitError(TOO_MANY_EMAILS(email));
      const invitation = await strapi.db.query(MEMBERSHIP_UID).create({
        data: { member_account: account.id, email, status: 'invited', invited_at: now().toISOString(), token_hash: link.hash },
      });
      return { account, invitation };
    });
    try {
      await strapi
        .plugin('email')
        .service('email')
        .send(invitationEmail(email, account.name, link.token));
    } catch (error) {
      await strapi.db.query(MEMBERSHIP_UID).delete({ where: { id: invitation.id } });
      await giveBackInvitationEmail(account.id, email);
      if (!(error instanceof MailNotSentError)) throw error;
      throw new MailNotSentError(error.reason, invitationNotSent(email));
    }
  },

  /** What inviting a list would do, address by address, without inviting anyone. */
  async previewList(ownerId: number, ownerEmail: string, addresses: string | string[]): Promise<ListAnswer> {
    const account = await this.requireOwnedAccount(ownerId);
    const list = readList(addresses);
    return answerFor(account, planList(account, ownerEmail, list.entries), list.leftOut);
  },

  /**
   * Invites every address of a list that can be (docs/accounts.md, "Inviting a staff room"), in the
   * list's order while places last, in one transaction holding the account's row like invite(). The
   * emails go from the outbox (invitation-outbox.ts), so the answer does not wait for them.
   */
  async inviteList(ownerId: number, ownerEmail: string, addresses: string | string[]): Promise<ListAnswer> {
    const owned = await this.requireOwnedAccount(ownerId);
    await this.requireActiveOwner(ownerId, owned);
    const list = readList(addresses);
    const answer = await strapi.db.transaction(async ({ trx }) => {
      await lockRow(strapi, trx, MEMBER_ACCOUNT_UID, owned.id);
      const account = await this.requireOwnedAccount(ownerId);
      const results = planList(account, ownerEmail, list.entries);
      for (const result of results) {
        if (result.result !== 'invite') continue;
        const email = result.email as string;
        if (!(await takeInvitationEmail(account.id, email))) {
          Object.assign(result, { result: 'too_many_emails', reason: TOO_MANY_EMAILS(email) });
          continue;
        }
        await strapi.db.query(MEMBERSHIP_UID).create({
          data: { member_account: account.id, email, status: 'invited', invited_at: now().toISOString(), email_state: 'queued' },
        });
        result.result = 'invited';
      }
      return answerFor(await this.requireOwnedAccount(ownerId), results, list.leftOut);
    });
    kickInvitationOutbox(strapi);
    return answer;
  },

  /**
   * Sends a pending invitation again with a new link; the old link stops working at once. Not within
   * RESEND_GAP_MINUTES of the last email, and within the address's daily allowance (invitation-throttle.ts).
   */
  async resendInvitation(ownerId: number, invitee: unknown): Promise<void> {
    const account = await this.requireOwnedAccount(ownerId);
    await this.requireActiveOwner(ownerId, account);
    const email = normaliseEmail(invitee);
    const invitation = (account.memberships ?? []).find((m: { email: string; status: string }) => m.email === email && m.status === 'invited');
    if (!invitation) throw new errors.ValidationError('There is no pending invitation for that email address.');
    if (invitation.email_state === 'queued') throw new errors.ValidationError(`The invitation to ${email} is waiting to be sent already.`);
    const minutesSince = (now().getTime() - new Date(invitation.invited_at ?? 0).getTime()) / 60_000;
    if (minutesSince < RESEND_GAP_MINUTES) {
      const wait = Math.max(1, Math.ceil(RESEND_GAP_MINUTES - minutesSince));
      throw new errors.RateLimitError(
        `An invitation was sent to ${email} less than ${RESEND_GAP_MINUTES} minutes ago. You can send it again in ${wait} minute${wait === 1 ? '' : 's'}.`,
      );
    }
    if (!(await takeInvitationEmail(account.id, email))) throw new errors.RateLimitError(TOO_MANY_EMAILS(email));
    await strapi.db.query(MEMBERSHIP_UID).update({
      where: { id: invitation.id },
      data: { token_hash: null, email_state: 'queued', send_after: null },
    });
    kickInvitationOutbox(strapi);
  },

  /** The owner may invite while the school account gives access (accounts/school-access.ts: its invoices, or its owner's subscription). */
  async requireActiveOwner(ownerId: number, owned?: Record<string, unknown>): Promise<void> {
    const account = owned ?? (await this.requireOwnedAccount(ownerId));
    if (!(await schoolAccountActive(strapi, { ...account, owner: { id: ownerId } }))) throw new errors.PolicyError(OWNER_LAPSED);
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

  /**
   * A teacher who signed in with Google or Microsoft, which vouched for this address (a verified
   * email: api/sign-in), takes the seat of an open invitation to it, as its link would: the provider
   * proved the mailbox. Answers the school, or undefined when no open invitation names the address.
   */
  async claimInvitationToAddress(userId: number, address: string): Promise<{ school: string } | undefined> {
    const email = address.trim().toLowerCase();
    const pending = await strapi.db.query(MEMBERSHIP_UID).findMany({
      where: { email, status: 'invited' },
      select: ['id', 'invited_at'],
      populate: { member_account: { select: ['id', 'name'], populate: { owner: { select: ['id'] } } } },
    });
    const open = pending.find((invitation: { invited_at: string }) => !invitationExpired(invitation.invited_at, now()));
    if (!open?.member_account || open.member_account.owner?.id === userId) return undefined;
    return strapi.db.transaction(async ({ trx }) => {
      await lockRow(strapi, trx, USER_UID, userId);
      if (await strapi.db.query(MEMBERSHIP_UID).count({ where: { user: { id: userId }, status: 'active' } })) return undefined;
      const { count } = await strapi.db.query(MEMBERSHIP_UID).updateMany({
        where: { id: open.id, status: 'invited', email },
        data: { status: 'active', joined_at: now().toISOString() },
      });
      if (count !== 1) return undefined;
      await strapi.db.query(MEMBERSHIP_UID).update({ where: { id: open.id }, data: { user: userId } });
      return { school: open.member_account.name };
    });
  },

  /** The owner's view: members and pending invitations. */
  async describe(ownerId: number) {
    const account = await this.requireOwnedAccount(ownerId);
    const memberships = (account.memberships ?? []) as Membership[];
    return {
      name: account.name,
      seats: account.seats,
      members: memberships.filter((m) => m.status === 'active').map(({ email, joined_at }) => ({ email, joined_at })),
      invitations: memberships
        .filter((m) => m.status === 'invited')
        .map(({ email, invited_at, email_state }) => ({ email, invited_at, sending: email_state === 'queued' })),
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
