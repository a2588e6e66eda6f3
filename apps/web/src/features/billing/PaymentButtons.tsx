/**
 * The two buttons that take a teacher to Stripe (docs/product.md, "Paying online"): Subscribe (Stripe
 * Checkout for the teacher's yearly price) and Manage payment (Stripe's billing portal: card,
 * cancel at the period's end). The CMS makes the session for the account in the token; the page
 * only follows the address it answers. A failure is said beside the button.
 */
import { useState } from 'react';
import { openBillingPortal, startCheckout } from '../account/auth-api';

function useGoToStripe(start: () => Promise<{ url: string }>) {
  const [state, setState] = useState<{ busy: boolean; error?: string }>({ busy: false });
  async function go() {
    setState({ busy: true });
    try {
      const { url } = await start();
      window.location.assign(url);
    } catch (error) {
      setState({ busy: false, error: error instanceof Error ? error.message : 'There was a problem' });
    }
  }
  return { ...state, go };
}

export function SubscribeButton({ label = 'Subscribe now', autoFocus = false }: { label?: string; autoFocus?: boolean }) {
  const checkout = useGoToStripe(startCheckout);
  return (
    <div className="payment-action">
      <button type="button" className="button" onClick={checkout.go} aria-disabled={checkout.busy} disabled={checkout.busy} autoFocus={autoFocus}>
        {checkout.busy ? 'Opening the payment page...' : label}
      </button>
      {checkout.error && (
        <p role="alert" className="form-error">
          {checkout.error}
        </p>
      )}
    </div>
  );
}

export function ManagePaymentButton() {
  const portal = useGoToStripe(openBillingPortal);
  return (
    <div className="payment-action">
      <button type="button" className="button button--outline" onClick={portal.go} disabled={portal.busy}>
        {portal.busy ? 'Opening...' : 'Manage payment'}
      </button>
      {portal.error && (
        <p role="alert" className="form-error">
          {portal.error}
        </p>
      )}
    </div>
  );
}
