/**
 * The Stripe stand-in (scripts/lib/stripe-stand-in.mjs) and a CMS that pays through it, for the test
 * file that calls `cmsWithStripeForThisFile` at its top level, with Stripe's own library pointed at
 * the stand-in for what a test does as Stripe (sign a webhook, pay an invoice, list events).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { startStripeStandIn } from '../../../../scripts/lib/stripe-stand-in.mjs';
import { cmsForThisFile, startedLater } from './cms-for-file';

const Stripe = createRequire(path.resolve(__dirname, '..', '..', 'package.json'))('stripe');

export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;

/** `settings` names the product's settings beyond the stand-in's address and keys (prices, grace days). */
export function cmsWithStripeForThisFile(settings: (prices: StripeStandIn['prices']) => Record<string, string>) {
  let standIn: StripeStandIn | undefined;
  let stripe: any;
  beforeAll(async () => {
    standIn = await startStripeStandIn({ log: () => {} });
    const { hostname, port } = new URL(standIn.url);
    stripe = new Stripe(standIn.secretKey, { host: hostname, port, protocol: 'http', maxNetworkRetries: 0 });
  });
  // Vitest runs the after hooks last-registered first: the CMS stops before the stand-in closes.
  afterAll(async () => {
    await standIn?.close();
  });
  const environment = () => ({
    STRIPE_API_URL: standIn!.url,
    STRIPE_SECRET_KEY: standIn!.secretKey,
    STRIPE_WEBHOOK_SECRET: standIn!.webhookSecret,
    ...settings(standIn!.prices),
  });
  const cms = cmsForThisFile({ catalogue: false, environment }, async (started) => {
    standIn!.webhooks.state.endpoint = `${started.baseUrl}/api/billing/webhook`;
  });
  return {
    cms,
    standIn: startedLater(() => standIn, 'The Stripe stand-in'),
    stripe: startedLater(() => stripe, "Stripe's library") as any,
  };
}

/** Reads `read()` until `done` holds of its answer (every 100 ms, for `ms` at the most). */
export async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string, ms = 15_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
