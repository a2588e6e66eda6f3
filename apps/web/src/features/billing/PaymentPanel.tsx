/**
 * The account page's payment part (docs/product.md, "Paying online"): for a subscription paid online,
 * the plan, the next payment (or the date it ends, when cancelled) and Manage payment; a failed
 * renewal's notice with the date access lasts to; otherwise, when paying online is on, the price
 * and Subscribe. Without Stripe's settings the account page keeps its "email us".
 */
import type { AccessSummary } from '../account/auth-api';
import { pounds } from '../../lib/prices';
import { formatDate } from '../account/AccessSection';
import { ManagePaymentButton, SubscribeButton } from './PaymentButtons';
import { teacherPriceText, usePricing } from './teacher-price';
import './billing.css';

const RUNNING = new Set(['active', 'trialing', 'past_due']);

/** Whether the teacher pays online now (the panel then shows their plan rather than an offer). */
export const paysOnline = (summary: AccessSummary) => Boolean(summary.paid_online && RUNNING.has(summary.paid_online.status) && summary.access === 'paid');

export function PaymentPanel({ summary, autoFocus = false }: { summary: AccessSummary; autoFocus?: boolean }) {
  const online = summary.paid_online;
  if (online && paysOnline(summary)) {
    const amount = online.amount_pence !== null ? `${pounds(online.amount_pence)} a year` : undefined;
    return (
      <div className="payment">
        {online.payment_failed && (
          <p className="payment-notice" role="status">
            <strong>Your last payment did not go through.</strong> You keep every lesson until <strong>{formatDate(online.ends_at)}</strong> while you put it
            right: choose Manage payment to update your card.
          </p>
        )}
        <dl className="payment__facts">
          <div>
            <dt>Plan</dt>
            <dd>Teacher, yearly{amount && `: ${amount}`}, VAT included</dd>
          </div>
          {online.current_period_end && !online.payment_failed && (
            <div>
              <dt>{online.cancel_at_period_end ? 'Ends' : 'Next payment'}</dt>
              <dd>
                {online.cancel_at_period_end
                  ? `${formatDate(online.current_period_end)}: cancelled, so nothing more will be taken`
                  : `${amount ? `${pounds(online.amount_pence!)} on ` : ''}${formatDate(online.current_period_end)}`}
              </dd>
            </div>
          )}
        </dl>
        <ManagePaymentButton />
        <p className="pricing__small">Change your card, see your receipts or cancel on Stripe&apos;s secure page.</p>
      </div>
    );
  }
  if (!summary.online_payments || summary.access === 'school') return null;
  return <SubscribeOffer summary={summary} autoFocus={autoFocus} />;
}

function SubscribeOffer({ summary, autoFocus }: { summary: AccessSummary; autoFocus: boolean }) {
  const price = teacherPriceText(usePricing());
  const renewing = summary.access === 'none' && summary.ended_at;
  return (
    <div className="payment">
      <p>
        {summary.access === 'paid' ? 'Pay online to keep your subscription going' : renewing ? 'Renew online' : 'Subscribe online'} for{' '}
        <strong>{price ?? 'a yearly price'}</strong>. Pay by card; cancel at any time.
      </p>
      <SubscribeButton label={renewing ? 'Renew now' : 'Subscribe now'} autoFocus={autoFocus} />
    </div>
  );
}
