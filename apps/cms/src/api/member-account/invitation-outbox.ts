/**
 * Invitation emails sent in the background (docs/accounts.md, "Inviting a staff room"), so an owner
 * who invites 200 teachers is answered at once, and none is lost while the mail relay is down.
 *
 * An invitation made from a list, or resent, is stored with `email_state: 'queued'` and no link yet.
 * This outbox sends what is queued: for each invitation it takes it (a conditional update, so two
 * instances never send the same one), makes its one-time link (only the hash is kept), sends the
 * email and marks it sent; the link's 14 days start then. A relay that turns an email away leaves it
 * queued, without a link, and the outbox tries again RETRY_MS later; so does an invitation taken by
 * an instance that stopped before sending it (after CLAIM_MS). At worst an email goes twice (an
 * instance stopped between sending and marking it sent): the second link works and the first does not.
 *
 * The outbox runs after each list or resend (kickInvitationOutbox), every RETRY_MS, and at start.
 */
import type { Core } from '@strapi/strapi';
import { newInvitationToken } from '../../accounts/invitation-links';
import { MailNotSentError } from '../../outages/mail-relay';
import { now } from '../../runtime/clock';
import { invitationEmail } from './invitation-email';
import { MEMBERSHIP_UID } from '../../content-types';

/** Invitations read at a time, and emails sent at once among them. */
const BATCH = 50;
const AT_ONCE = 5;
export const RETRY_MS = 30_000;
const CLAIM_MS = 2 * 60_000;

interface Outbox {
  kick(): void;
  stop(): void;
}

const outboxes = new WeakMap<Core.Strapi, Outbox>();

const later = (ms: number) => new Date(now().getTime() + ms).toISOString();
const dueNow = () => ({ $or: [{ send_after: { $null: true } }, { send_after: { $lte: now().toISOString() } }] });

export function startInvitationOutbox(strapi: Core.Strapi): void {
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  const memberships = () => strapi.db.query(MEMBERSHIP_UID);

  /** Takes one queued invitation for this instance: false when another took it first. */
  async function take(id: number): Promise<boolean> {
    const { count } = await memberships().updateMany({
      where: { id, status: 'invited', email_state: 'queued', ...dueNow() },
      data: { send_after: later(CLAIM_MS) },
    });
    return count === 1;
  }

  /** Sends one taken invitation; false when the relay turned it away (the rest can wait too). */
  async function send(invitation: { id: number; email: string; member_account?: { name: string } | null }): Promise<boolean> {
    const link = newInvitationToken();
    await memberships().update({ where: { id: invitation.id }, data: { token_hash: link.hash, invited_at: now().toISOString() } });
    try {
      await strapi
        .plugin('email')
        .service('email')
        .send(invitationEmail(invitation.email, invitation.member_account?.name ?? 'Your school', link.token));
    } catch (error) {
      await memberships().updateMany({
        where: { id: invitation.id, token_hash: link.hash },
        data: { token_hash: null, send_after: later(error instanceof MailNotSentError ? RETRY_MS : CLAIM_MS) },
      });
      if (error instanceof MailNotSentError) return false;
      strapi.log.error(`An invitation email could not be sent: ${(error as Error).message}`);
      return true;
    }
    await memberships().updateMany({ where: { id: invitation.id, token_hash: link.hash }, data: { email_state: 'sent', send_after: null } });
    return true;
  }

  async function drain(): Promise<void> {
    while (!stopped) {
      const due = await memberships().findMany({
        where: { status: 'invited', email_state: 'queued', ...dueNow() },
        select: ['id', 'email'],
        populate: { member_account: { select: ['name'] } },
        orderBy: { id: 'asc' },
        limit: BATCH,
      });
      if (due.length === 0) return;
      for (let start = 0; start < due.length && !stopped; start += AT_ONCE) {
        const group = due.slice(start, start + AT_ONCE);
        const taken = await Promise.all(group.map((invitation: { id: number }) => take(invitation.id)));
        const sent = await Promise.all(group.filter((_: unknown, index: number) => taken[index]).map(send));
        if (sent.includes(false)) return; // the relay is down: everything queued waits for the next round
      }
    }
  }

  function kick(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((error: Error) => {
        strapi.log.warn(`The invitation outbox stopped a round: ${error.message}`);
      })
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          kick();
        }
      });
  }

  const timer = setInterval(kick, RETRY_MS);
  timer.unref();
  outboxes.set(strapi, {
    kick,
    stop() {
      stopped = true;
      clearInterval(timer);
    },
  });
  kick();
}

export function kickInvitationOutbox(strapi: Core.Strapi): void {
  outboxes.get(strapi)?.kick();
}

export function stopInvitationOutbox(strapi: Core.Strapi): void {
  outboxes.get(strapi)?.stop();
}
