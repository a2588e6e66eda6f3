export default {
  routes: [
    // The token's teacher starts Stripe Checkout, or opens Stripe's billing portal (docs/billing.md).
    { method: 'POST', path: '/billing/checkout', handler: 'billing.checkout' },
    { method: 'POST', path: '/billing/portal', handler: 'billing.portal' },
    // Stripe's webhooks: no login; the signature is the proof (controllers/billing.ts).
    { method: 'POST', path: '/billing/webhook', handler: 'billing.webhook', config: { auth: false } },
  ],
};
