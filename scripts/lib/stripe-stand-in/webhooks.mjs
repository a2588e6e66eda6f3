// Webhook events as Stripe sends them: an Event object POSTed as JSON to the endpoint, signed in the
// `Stripe-Signature` header (`t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" with the endpoint's
// secret>`), and sent again with growing waits while the endpoint does not answer 2xx.
import crypto from 'node:crypto';

/** The `Stripe-Signature` header for `payload` signed with `secret` at `timestamp` (seconds). */
export function signatureHeader(payload, secret, timestamp = Math.floor(Date.now() / 1000)) {
  const signature = crypto.createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

/** Waits before each attempt after the first (Stripe's own stretch over three days; ours over minutes). */
export const RETRY_WAITS_MS = [1_000, 2_000, 5_000, 10_000, 30_000, 60_000, 120_000, 300_000];

/**
 * Sends events to one endpoint. Each event is sent on its own (Stripe promises no order), at first
 * after `delayMs` (tests delay it to have the customer's redirect arrive first), then again after
 * each of RETRY_WAITS_MS while the answer is not 2xx. `deliveries` keeps every attempt for tests.
 */
export function createWebhookSender({ endpoint, secret, log = () => {} }) {
  const state = { endpoint, delayMs: 0, paused: false, deliveries: [], timers: new Set() };

  const later = (ms, run) => {
    const timer = setTimeout(() => {
      state.timers.delete(timer);
      run();
    }, ms);
    timer.unref?.();
    state.timers.add(timer);
  };

  async function attempt(event, number) {
    if (!state.endpoint) return;
    const payload = JSON.stringify(event, null, 2);
    const record = { event: event.id, type: event.type, attempt: number, at: new Date().toISOString(), status: 0 };
    state.deliveries.push(record);
    try {
      const response = await fetch(state.endpoint, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          'stripe-signature': signatureHeader(payload, secret),
        },
        body: payload,
        signal: AbortSignal.timeout(20_000),
      });
      record.status = response.status;
      await response.arrayBuffer().catch(() => undefined);
    } catch (error) {
      record.status = 0;
      record.error = String(error?.cause?.code ?? error?.message ?? error);
    }
    if (record.status >= 200 && record.status < 300) return;
    const wait = RETRY_WAITS_MS[number - 1];
    if (wait === undefined) return log(`webhook ${event.type} ${event.id} gave up after ${number} attempts`);
    later(wait, () => attempt(event, number + 1));
  }

  return {
    state,
    send(event) {
      later(state.delayMs, () => attempt(event, 1));
    },
    /** Sends an event again now, as the dashboard's "Resend" does (a replay, for tests). */
    resend(event) {
      return attempt(event, 1);
    },
    stop() {
      for (const timer of state.timers) clearTimeout(timer);
      state.timers.clear();
    },
  };
}
