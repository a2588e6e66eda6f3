/**
 * A teacher pays online (docs/product.md, "Paying online"; apps/cms/docs/billing.md):
 * - Checkout: a logged-in teacher starts Stripe Checkout in subscription mode for the teacher's
 *   yearly price. Their Stripe customer is the one kept on their account (made at their first
 *   checkout, with an idempotency key per account, so two clicks at once make one); the account is
 *   always the token's, never anything the request names.
 * - The webhook keeps a Subscription row (kind paid) in step with each Stripe subscription. Whatever
 *   event arrives, and in whatever order, the subscription is read again from Stripe and its current
 *   state written, unless a newer reading was written already (`stripe_synced_at`): an older event
 *   never undoes a newer one. Each event is handled once (webhook-events.ts).
 * - Access follows the state: active until the period's end (also when set to cancel then); a
 *   renewal whose payment failed (past_due) keeps access PAYMENT_GRACE_DAYS from the renewal date
 *   (never beyond the period); ended (canceled, unpaid) ends access when Stripe ended it.
 * - "Manage payment" opens Stripe's billing portal for the account's own customer.
 */
import type { ReminderService } from '../../reminder/services/reminder';
import type { Core } from '@strapi/strapi';
import type Stripe from 'stripe';
import { errors } from '@strapi/utils';
import { now } from '../../../runtime/clock';
import { setting, siteUrl } from '../../../runtime/environment';
import { stripeClient, stripeSettings, type StripeSettings } from '../stripe-client';
import { claimEvent, isUniqueViolation, releaseEvent } from '../webhook-events';
import type { SchoolInvoiceService } from '../../school-invoice/services/school-invoice';
import { SUBSCRIPTION_UID, USER_UID } from '../../../content-types';

const DAY_MS = 24 * 3600_000;

export const PAYMENTS_OFF = 'Paying online is not available just now. Please email us to subscribe.';
export const ALREADY_SUBSCRIBED = 'You already have a subscription paid online. Use "Manage payment" on your account page to change it.';
export const NO_PAYMENT_DETAILS = 'You have not paid online yet, so there are no payment details to manage.';

/** Stripe's states in which the subscription is still running (it may renew, or end at the period's end). */
const RUNNING = new Set(['active', 'trialing', 'past_due']);

export interface OnlineSubscription {
  status: string;
  cancel_at_period_end: boolean;
  current_period_end: string | null;
  amount_pence: number | null;
  currency: string | null;
  /** Access ends then (the period's end, the grace period's end, or when it ended). */
  ends_at: string;
  /** With a failed renewal: the grace period's end. */
  payment_failed: boolean;
}

function requireSettings(): StripeSettings {
  const settings = stripeSettings();
  if (!settings) throw new errors.ApplicationError(PAYMENTS_OFF, { code: 'PAYMENTS_OFF' });
  return settings;
}

const iso = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000).toISOString() : null);

/** When access ends for this state of a Stripe subscription. */
export function accessEndsAt(subscription: Stripe.Subscription, graceDays = setting('PAYMENT_GRACE_DAYS')): Date {
  const item = subscription.items.data[0];
  const periodEnd = new Date((item?.current_period_end ?? subscription.created) * 1000);
  if (subscription.status === 'active' || subscription.status === 'trialing') return periodEnd;
  if (subscription.status === 'past_due') {
    const renewed = (item?.current_period_start ?? subscription.created) * 1000;
    return new Date(Math.min(periodEnd.getTime(), renewed + graceDays * DAY_MS));
  }
  // canceled, unpaid, incomplete, incomplete_expired, paused: no access from when it stopped.
  const stopped = subscription.ended_at ?? subscription.canceled_at ?? Math.floor(now().getTime() / 1000);
  return new Date(Math.min(stopped * 1000, now().getTime()));
}

const billingService = ({ strapi }: { strapi: Core.Strapi }) => {
  const users = () => strapi.db.query(USER_UID);
  const subscriptions = () => strapi.db.query(SUBSCRIPTION_UID);

  /** The account's Stripe customer: the one kept on it, or a new one (one per account, even for two clicks at once). */
  async function customerFor(stripe: Stripe, userId: number): Promise<string> {
    const user = await users().findOne({ where: { id: userId }, select: ['id', 'email', 'stripe_customer_id'] });
    if (!user) throw new errors.UnauthorizedError('Please log in again.');
    if (user.stripe_customer_id) return user.stripe_customer_id;
    const profile = await strapi.db.query('api::user-profile.user-profile').findOne({ where: { user: { id: userId } }, select: ['first_name', 'last_name'] });
    const name = [profile?.first_name, profile?.last_name].filter(Boolean).join(' ') || undefined;
    const customer = await stripe.customers.create(
      { email: user.email, name, metadata: { user_id: String(userId) } },
      { idempotencyKey: `orchestra-classroom-customer-of-user-${userId}` },
    );
    // Kept only if no other request kept one meanwhile (the idempotency key made it the same one anyway).
    await users().update({ where: { id: userId, stripe_customer_id: { $null: true } }, data: { stripe_customer_id: customer.id } });
    const kept = await users().findOne({ where: { id: userId }, select: ['stripe_customer_id'] });
    return kept?.stripe_customer_id ?? customer.id;
  }

  /** The account's Stripe subscription that is still running, if any (read from our copy). */
  async function runningSubscription(userId: number) {
    const rows = await subscriptions().findMany({
      where: { user: { id: userId }, stripe_subscription_id: { $notNull: true } },
      orderBy: { ends_at: 'desc' },
    });
    return rows.find((row: { stripe_status: string; ends_at: string }) => RUNNING.has(row.stripe_status) && new Date(row.ends_at) > now());
  }

  /**
   * Writes the subscription's current state to its row (made on first sight), for the account whose
   * Stripe customer it is. Skipped if a newer reading is written already.
   */
  async function writeSubscription(subscription: Stripe.Subscription, readAt: number): Promise<void> {
    const customerId = typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id;
    const user = await users().findOne({ where: { stripe_customer_id: customerId }, select: ['id'] });
    if (!user) {
      strapi.log.warn(`Stripe subscription ${subscription.id}: its customer ${customerId} is no account's; nothing changed`);
      return;
    }
    const item = subscription.items.data[0];
    const data = {
      user: user.id,
      kind: 'paid',
      starts_at: new Date(subscription.start_date * 1000).toISOString(),
      ends_at: accessEndsAt(subscription).toISOString(),
      stripe_subscription_id: subscription.id,
      stripe_customer_id: customerId,
      stripe_status: subscription.status,
      cancel_at_period_end: subscription.cancel_at_period_end,
      current_period_end: iso(item?.current_period_end),
      amount_pence: item ? (item.price.unit_amount ?? 0) * (item.quantity ?? 1) : null,
      currency: item?.price.currency ?? null,
      stripe_synced_at: readAt,
      note: 'Paid online through Stripe: kept in step with Stripe by its webhooks',
    };
    const existing = await subscriptions().findOne({ where: { stripe_subscription_id: subscription.id }, select: ['id', 'stripe_synced_at'] });
    if (!existing) {
      try {
        await subscriptions().create({ data });
        return;
      } catch (error) {
        // Another event about the same new subscription made its row first: update that one instead.
        if (!isUniqueViolation(error) && !isUniqueViolation((error as { cause?: unknown }).cause)) throw error;
      }
    }
    // Only over an older reading: a slower handler holding an older state writes nothing.
    await subscriptions().updateMany({
      where: { stripe_subscription_id: subscription.id, $or: [{ stripe_synced_at: { $null: true } }, { stripe_synced_at: { $lt: readAt } }] },
      data,
    });
    await tellOfFailedPayment(user.id, subscription);
  }

  /**
   * A renewal whose payment failed: the teacher is told once per failed invoice (api/reminder's
   * paymentFailed keeps it to once however often Stripe's events about it arrive) until when they
   * keep access. If the email cannot go, the error fails the event and Stripe's retry sends it.
   */
  async function tellOfFailedPayment(userId: number, subscription: Stripe.Subscription): Promise<void> {
    if (subscription.status !== 'past_due') return;
    const invoice = subscription.latest_invoice;
    const failureId = (typeof invoice === 'string' ? invoice : invoice?.id) ?? `${subscription.id}:${subscription.items.data[0]?.current_period_end}`;
    const reminders = strapi.service('api::reminder.reminder') as unknown as ReminderService;
    await reminders.paymentFailed(userId, { failureId, accessUntil: accessEndsAt(subscription) });
  }

  async function syncSubscription(stripe: Stripe, subscriptionId: string): Promise<void> {
    const readAt = Date.now();
    const subscription = await stripe.subscriptions.retrieve(subscriptionId);
    await writeSubscription(subscription, readAt);
  }

  /** The subscription an event is about, if it is about one. */
  function subscriptionOf(event: Stripe.Event): string | undefined {
    const object = event.data.object as unknown as Record<string, any>;
    if (event.type.startsWith('customer.subscription.')) return object.id;
    if (event.type === 'checkout.session.completed') return object.mode === 'subscription' ? (object.subscription ?? undefined) : undefined;
    if (event.type.startsWith('invoice.')) return object.parent?.subscription_details?.subscription ?? undefined;
    return undefined;
  }

  return {
    /** Starts Stripe Checkout for the token's teacher; answers the hosted page's address. */
    async startCheckout(userId: number): Promise<{ url: string }> {
      const settings = requireSettings();
      if (await runningSubscription(userId)) throw new errors.ApplicationError(ALREADY_SUBSCRIBED, { code: 'ALREADY_SUBSCRIBED' });
      const stripe = stripeClient(settings);
      const customer = await customerFor(stripe, userId);
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        customer,
        client_reference_id: String(userId),
        line_items: [{ price: settings.teacherPrice, quantity: 1 }],
        subscription_data: { metadata: { user_id: String(userId) } },
        metadata: { user_id: String(userId) },
        success_url: `${siteUrl()}/subscribe/paid?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${siteUrl()}/subscribe?checkout=cancelled`,
      });
      if (!session.url) throw new errors.ApplicationError(PAYMENTS_OFF);
      return { url: session.url };
    },

    /** Opens Stripe's billing portal for the token's teacher's own customer. */
    async openPortal(userId: number): Promise<{ url: string }> {
      const settings = requireSettings();
      const user = await users().findOne({ where: { id: userId }, select: ['stripe_customer_id'] });
      if (!user?.stripe_customer_id) throw new errors.ApplicationError(NO_PAYMENT_DETAILS, { code: 'NO_PAYMENT_DETAILS' });
      const session = await stripeClient(settings).billingPortal.sessions.create({ customer: user.stripe_customer_id, return_url: `${siteUrl()}/subscribe` });
      return { url: session.url };
    },

    /** Reads a webhook's body with its signature checked; throws (400) a body Stripe did not sign. */
    verifiedEvent(rawBody: string | Buffer, signature: string | undefined): Stripe.Event {
      const settings = requireSettings();
      if (!signature) throw new errors.ValidationError('Missing Stripe-Signature header.');
      try {
        return stripeClient(settings).webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
      } catch {
        throw new errors.ValidationError('The webhook signature does not match.');
      }
    },

    /** Handles a verified event once; answers whether this call handled it (false: already handled, or being handled). */
    async handleEvent(event: Stripe.Event): Promise<boolean> {
      const settings = requireSettings();
      if (!(await claimEvent(strapi, event.id, event.type))) return false;
      try {
        const subscriptionId = subscriptionOf(event);
        if (subscriptionId) await syncSubscription(stripeClient(settings), subscriptionId);
        // An invoice sent to a school (api/school-invoice) is read again and written there.
        const schools = strapi.service('api::school-invoice.school-invoice') as unknown as SchoolInvoiceService;
        if (schools.isSchoolInvoiceEvent(event)) await schools.syncFromEvent(event);
        return true;
      } catch (error) {
        await releaseEvent(strapi, event.id);
        throw error;
      }
    },

    /** What the account page shows of the teacher's subscription paid online: the latest, or undefined. */
    async onlineSubscription(userId: number): Promise<OnlineSubscription | undefined> {
      const [row] = await subscriptions().findMany({
        where: { user: { id: userId }, stripe_subscription_id: { $notNull: true } },
        orderBy: [{ ends_at: 'desc' }],
        limit: 1,
      });
      if (!row) return undefined;
      const isoOf = (value: unknown) => (value ? new Date(value as string).toISOString() : null);
      return {
        status: row.stripe_status,
        cancel_at_period_end: Boolean(row.cancel_at_period_end),
        current_period_end: isoOf(row.current_period_end),
        amount_pence: row.amount_pence ?? null,
        currency: row.currency ?? null,
        ends_at: isoOf(row.ends_at)!,
        payment_failed: row.stripe_status === 'past_due',
      };
    },
  };
};

export type BillingService = ReturnType<typeof billingService>;
export default billingService;
