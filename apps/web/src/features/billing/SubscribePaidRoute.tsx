/**
 * /subscribe/paid: where Stripe Checkout sends a teacher who has paid (docs/product.md, "Paying
 * online"). Stripe's redirect can arrive before its webhook has made them a subscriber, so the page
 * asks for their access every second until it shows the subscription paid online (for up to a
 * minute, then it says what to do), and then refreshes their role so every lesson opens at once.
 */
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../lib/document-title';
import { SUPPORT_EMAIL } from '../../lib/config';
import { fetchAccess, type AccessSummary } from '../account/auth-api';
import { reloadMe } from '../account/account-store';
import { useSession } from '../account/SessionProvider';
import { formatDate } from '../account/AccessSection';
import { LoginPanelLink } from './LoginPanelLink';
import './billing.css';

const POLL_MS = 1000;
const GIVE_UP_MS = 60_000;

type State = { kind: 'waiting' } | { kind: 'active'; summary: AccessSummary } | { kind: 'slow' };

export const handle = { crumb: 'Payment received' };

export default function SubscribePaidRoute() {
  const { isLoggedIn } = useSession();
  const [state, setState] = useState<State>({ kind: 'waiting' });
  useDocumentTitle(state.kind === 'active' ? 'You are subscribed' : 'Payment received');

  useEffect(() => {
    if (!isLoggedIn) return;
    let stopped = false;
    const started = Date.now();
    async function poll() {
      while (!stopped) {
        try {
          const summary = await fetchAccess();
          if (summary.access === 'paid' && summary.paid_online && ['active', 'trialing'].includes(summary.paid_online.status)) {
            await reloadMe();
            if (!stopped) setState({ kind: 'active', summary });
            return;
          }
        } catch {
          // A failed read is tried again with the next one.
        }
        if (Date.now() - started > GIVE_UP_MS) {
          if (!stopped) setState({ kind: 'slow' });
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
    }
    void poll();
    return () => {
      stopped = true;
    };
  }, [isLoggedIn]);

  return (
    <main id="main" tabIndex={-1} className="page paid">
      {state.kind === 'active' ? (
        <>
          <h1>You are subscribed</h1>
          <p role="status">
            Thank you. Every lesson, activity and recording is open to you until <strong>{formatDate(state.summary.ends_at!)}</strong>, and your subscription
            renews each year until you cancel.
          </p>
          <p className="profile__actions">
            <Link to="/" className="button">
              Start teaching
            </Link>
            <Link to="/subscribe" className="button button--outline">
              Your account
            </Link>
          </p>
        </>
      ) : (
        <>
          <h1>Payment received</h1>
          {!isLoggedIn ? (
            <p>
              Log in to see your subscription. <LoginPanelLink />
            </p>
          ) : state.kind === 'slow' ? (
            <p role="alert">
              Your payment has gone through, but your subscription is taking longer than usual to start. Please reload this page in a minute; if it still has
              not started, email <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> and we will sort it out.
            </p>
          ) : (
            <p role="status" aria-busy="true" className="paid__waiting">
              Thank you. We are starting your subscription: this takes a few seconds...
            </p>
          )}
        </>
      )}
    </main>
  );
}
