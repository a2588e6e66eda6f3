/**
 * Reminder emails (docs/product.md, "Reminder emails"; apps/cms/docs/accounts.md, "Reminders"): before
 * a free trial ends (7 days and 1 day before), before a paid subscription ends or renews (30 and 7
 * days before), when access has ended, and when a payment fails (`paymentFailed`, called by the
 * payments webhook). A scheduled job (config/cron-tasks.ts) calls `sendDue` every few minutes.
 *
 * The rules:
 * - **Once.** Each reminder is a row in `reminders` whose once_key (user, reminder, subscription)
 *   is unique in the database (ensureReminderIndex). The row is written before the email is sent; an
 *   instance that cannot write it (another got there first) sends nothing. A send that fails removes
 *   the row, so a later run tries again while the reminder is still due.
 * - **Never late.** Each reminder has a window: 7 days before until 1 day before a trial's end, then
 *   the last day; 30 until 7 days before a paid subscription's end, then the last 7; the first 3
 *   days after the end for "your access ended". A run sends only what is in its window now: a CMS
 *   that was stopped through a window never sends that reminder afterwards (the next one covers it),
 *   and a subscription that began inside a window gets no reminder for it.
 * - **Only when it is true.** No ending reminder for a subscription whose end does not end the
 *   teacher's access (another subscription of theirs, or their school's, carries on past it); no
 *   "your access ended" to a teacher who has access again. Blocked accounts get nothing.
 * - **Turned off by the teacher.** Reminders that are not about money owed (all but a failed payment
 *   and a renewal that will take a payment) are left out for a teacher who turned reminders off,
 *   on the account page or through the signed link in each of them (turnOffToken).
 */
import crypto from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { now } from '../../../runtime/clock';
import { siteUrl } from '../../../runtime/environment';
import { secrets } from '../../../runtime/settings';
import { reminderContent, reminderEmail, type ReminderKind } from '../emails';
import { MEMBERSHIP_UID, PROFILE_UID, REMINDER_UID, SUBSCRIPTION_UID, USER_UID } from '../../../content-types';

const DAY = 24 * 3600_000;

interface Window {
  kind: ReminderKind;
  /** The subscription kind it is about; undefined for any. */
  about?: 'trial' | 'paid';
  /** From and until, in milliseconds relative to the subscription's end. */
  from: number;
  until: number;
}

export const REMINDER_WINDOWS: Window[] = [
  { kind: 'trial-ends-7', about: 'trial', from: -7 * DAY, until: -1 * DAY },
  { kind: 'trial-ends-1', about: 'trial', from: -1 * DAY, until: 0 },
  { kind: 'paid-ends-30', about: 'paid', from: -30 * DAY, until: -7 * DAY },
  { kind: 'paid-ends-7', about: 'paid', from: -7 * DAY, until: 0 },
  { kind: 'access-ended', from: 0, until: 3 * DAY },
];

interface SubscriptionRow {
  id: number;
  kind: 'trial' | 'paid';
  starts_at: string | null;
  ends_at: string;
  createdAt?: string;
}

interface Recipient {
  id: number;
  email: string;
  blocked?: boolean;
}

const time = (value: string | Date | null | undefined) => (value ? new Date(value).getTime() : undefined);

/**
 * Whether a paid subscription renews by itself: one paid online (api/billing) that is running and
 * not cancelled at the period's end. Its reminders say when it renews and offer "Update payment";
 * a subscription an editor grants, or one cancelled, says when access ends and offers "Renew".
 */
export function renewsAutomatically(subscription: Record<string, unknown>): boolean {
  return (
    Boolean(subscription.stripe_subscription_id) &&
    subscription.cancel_at_period_end !== true &&
    ['active', 'trialing'].includes(String(subscription.stripe_status))
  );
}

/** Reminders a teacher may turn off: every one except a failed payment and a renewal that takes a payment. */
export function mayBeTurnedOff(kind: ReminderKind, renews = false): boolean {
  if (kind === 'payment-failed') return false;
  return !((kind === 'paid-ends-30' || kind === 'paid-ends-7') && renews);
}

function signature(userId: number): string {
  return crypto.createHmac('sha256', `${secrets().APP_KEYS}:reminders-off`).update(String(userId)).digest('base64url');
}

/** The token of a teacher's "turn off reminder emails" link: their id, signed. It does not expire. */
export function turnOffToken(userId: number): string {
  return `${userId}.${signature(userId)}`;
}

/** The teacher a turn-off token names, or undefined for a token that is not one of ours. */
export function userOfTurnOffToken(token: unknown): number | undefined {
  if (typeof token !== 'string' || token.length > 200) return undefined;
  const match = /^(\d{1,12})\.([\w-]{43})$/.exec(token);
  if (!match) return undefined;
  const userId = Number(match[1]);
  const expected = Buffer.from(signature(userId));
  const given = Buffer.from(match[2]);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given) ? userId : undefined;
}

/** Makes once_key unique in the database (every start: Strapi's schema has no unique index of its own). */
export async function ensureReminderIndex(strapi: Core.Strapi): Promise<void> {
  await strapi.db.connection.raw('CREATE UNIQUE INDEX IF NOT EXISTS reminders_once_key_unique ON reminders (once_key)');
}

const reminderService = ({ strapi }: { strapi: Core.Strapi }) => {
  const reminders = () => strapi.db.query(REMINDER_UID);

  /** Writes the reminder's row; false when another run (on this instance or another) has written it. */
  async function claim(userId: number, kind: ReminderKind, onceKey: string, eventAt: Date): Promise<number | undefined> {
    try {
      const row = await reminders().create({ data: { user: userId, kind, once_key: onceKey, event_at: eventAt.toISOString() } });
      return row.id;
    } catch (error) {
      if ((await reminders().count({ where: { once_key: onceKey } })) > 0) return undefined;
      throw error;
    }
  }

  async function profileOf(userId: number): Promise<{ id: number; first_name: string | null; reminder_emails: boolean | null } | null> {
    return strapi.db.query(PROFILE_UID).findOne({ where: { user: { id: userId } }, select: ['id', 'first_name', 'reminder_emails'] });
  }

  /** Claims, then sends; a failed send gives the claim back. Answers whether this call sent it. */
  async function send(recipient: Recipient, kind: ReminderKind, onceKey: string, eventAt: Date, renews = false): Promise<boolean> {
    const profile = await profileOf(recipient.id);
    const optional = mayBeTurnedOff(kind, renews);
    if (optional && profile?.reminder_emails === false) return false;
    const claimed = await claim(recipient.id, kind, onceKey, eventAt);
    if (claimed === undefined) return false;
    const site = siteUrl();
    const token = encodeURIComponent(turnOffToken(recipient.id));
    const turnOff = optional ? { page: `${site}/reminders/off?token=${token}`, oneClick: `${site}/api/reminders/turn-off?token=${token}` } : undefined;
    const email = reminderEmail(recipient.email, profile?.first_name ?? null, reminderContent(kind, eventAt, { renews }), site, turnOff);
    try {
      await strapi.plugin('email').service('email').send(email);
    } catch (error) {
      await reminders().delete({ where: { id: claimed } });
      strapi.log.warn(`A ${kind} reminder could not be sent and will be tried again: ${(error as Error).message}`);
      return false;
    }
    await reminders().update({ where: { id: claimed }, data: { sent_at: now().toISOString() } });
    return true;
  }

  async function subscriptionsOf(userId: number): Promise<SubscriptionRow[]> {
    return strapi.db.query(SUBSCRIPTION_UID).findMany({ where: { user: { id: userId } }, select: ['id', 'kind', 'starts_at', 'ends_at'] });
  }

  /** The subscriptions that give the teacher access through a school account (its owner's). */
  async function schoolSubscriptionsOf(userId: number): Promise<SubscriptionRow[]> {
    const memberships = await strapi.db.query(MEMBERSHIP_UID).findMany({
      where: { user: { id: userId }, status: 'active' },
      populate: { member_account: { populate: { owner: { select: ['id'] } } } },
    });
    const owners: number[] = memberships
      .map((m: { member_account?: { owner?: { id: number } } }) => m.member_account?.owner?.id)
      .filter((id: number | undefined): id is number => id !== undefined && id !== userId);
    return (await Promise.all(owners.map((owner: number) => subscriptionsOf(owner)))).flat();
  }

  /** Whether some other subscription gives access at, and past, this one's end. */
  function carriesOn(subscription: SubscriptionRow, others: SubscriptionRow[]): boolean {
    const end = time(subscription.ends_at)!;
    return others.some((other) => other.id !== subscription.id && time(other.ends_at)! > end && (time(other.starts_at) ?? 0) <= end);
  }

  return {
    /** Sends every reminder due now that has not been sent; answers how many this call sent. */
    async sendDue(): Promise<number> {
      const at = now().getTime();
      const candidates: Array<SubscriptionRow & { user?: Recipient }> = await strapi.db.query(SUBSCRIPTION_UID).findMany({
        where: { ends_at: { $gt: new Date(at - 3 * DAY).toISOString(), $lte: new Date(at + 30 * DAY).toISOString() } },
        select: ['id', 'kind', 'starts_at', 'ends_at', 'createdAt', 'stripe_subscription_id', 'stripe_status', 'cancel_at_period_end'],
        populate: { user: { select: ['id', 'email', 'blocked'] } },
      });
      let sent = 0;
      for (const subscription of candidates) {
        const user = subscription.user;
        if (!user || user.blocked) continue;
        const end = time(subscription.ends_at)!;
        const window = REMINDER_WINDOWS.find((w) => (!w.about || w.about === subscription.kind) && end + w.from <= at && at < end + w.until);
        if (!window) continue;
        // A subscription that began inside the window gets no reminder for it.
        const began = time(subscription.starts_at) ?? time(subscription.createdAt) ?? 0;
        if (window.from < 0 && began > end + window.from) continue;
        const others = [...(await subscriptionsOf(user.id)), ...(await schoolSubscriptionsOf(user.id))];
        if (carriesOn(subscription, others)) continue;
        if (window.kind === 'access-ended' && others.some((other) => time(other.ends_at)! > at && (time(other.starts_at) ?? 0) <= at)) continue;
        const renews = renewsAutomatically(subscription as unknown as Record<string, unknown>);
        if (await send(user, window.kind, `${user.id}:${window.kind}:${subscription.id}`, new Date(end), renews)) sent += 1;
      }
      return sent;
    },

    /**
     * Tells a teacher that a payment failed and until when they keep access (the payments webhook
     * calls this). Sent once per `failureId` (the payment provider's id of the failed payment or
     * invoice), even when the webhook is delivered again; answers whether this call sent it.
     */
    async paymentFailed(userId: number, { failureId, accessUntil }: { failureId: string; accessUntil: Date }): Promise<boolean> {
      const user = await strapi.db.query(USER_UID).findOne({ where: { id: userId }, select: ['id', 'email', 'blocked'] });
      if (!user || user.blocked) return false;
      return send(user, 'payment-failed', `${userId}:payment-failed:${failureId}`, accessUntil);
    },

    /** Whether the teacher gets the reminders they may turn off (on unless they turned them off). */
    async remindersOn(userId: number): Promise<boolean> {
      return (await profileOf(userId))?.reminder_emails !== false;
    },

    /** Turns the reminders a teacher may turn off on or off. */
    async setReminders(userId: number, on: boolean): Promise<boolean> {
      const profile = await profileOf(userId);
      if (!profile) throw new errors.NotFoundError('Your profile could not be found.');
      await strapi.db.query(PROFILE_UID).update({ where: { id: profile.id }, data: { reminder_emails: on } });
      return on;
    },

    /** Turns reminders off for the teacher a signed link names; false for a link that is not valid. */
    async turnOffByToken(token: unknown): Promise<boolean> {
      const userId = userOfTurnOffToken(token);
      if (userId === undefined || !(await profileOf(userId))) return false;
      await this.setReminders(userId, false);
      return true;
    },
  };
};

export type ReminderService = ReturnType<typeof reminderService>;

export default reminderService;
