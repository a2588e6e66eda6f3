/**
 * The one Stripe client (Stripe's own Node library), made from the settings (docs/deploy.md,
 * "Payments"): STRIPE_SECRET_KEY, and STRIPE_API_URL when it talks to another address than Stripe's
 * (the development stand-in, scripts/lib/stripe-stand-in.mjs). Without a key, or without the webhook
 * secret and the teacher's price, online payments are off and the pages offer "email us".
 */
import Stripe from 'stripe';
import { setting } from '../../runtime/environment';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  teacherPrice: string;
  schoolPrices: { small?: string; medium?: string; large?: string };
  apiUrl?: string;
}

/** The settings online payments need, or undefined when they are off. */
export function stripeSettings(): StripeSettings | undefined {
  const secretKey = setting('STRIPE_SECRET_KEY');
  const webhookSecret = setting('STRIPE_WEBHOOK_SECRET');
  const teacherPrice = setting('STRIPE_PRICE_TEACHER_YEARLY');
  if (!secretKey || !webhookSecret || !teacherPrice) return undefined;
  return {
    secretKey,
    webhookSecret,
    teacherPrice,
    schoolPrices: { small: setting('STRIPE_PRICE_SCHOOL_SMALL'), medium: setting('STRIPE_PRICE_SCHOOL_MEDIUM'), large: setting('STRIPE_PRICE_SCHOOL_LARGE') },
    apiUrl: setting('STRIPE_API_URL'),
  };
}

export function onlinePaymentsOn(): boolean {
  return stripeSettings() !== undefined;
}

let cached: { key: string; client: Stripe } | undefined;

/** The client for the current settings (made again if they change, as tests change them). */
export function stripeClient(settings: StripeSettings): Stripe {
  const key = `${settings.secretKey} ${settings.apiUrl ?? ''}`;
  if (cached?.key === key) return cached.client;
  const address = settings.apiUrl ? new URL(settings.apiUrl) : undefined;
  const client = new Stripe(settings.secretKey, {
    // The library retries a request that failed on the network, with the same idempotency key.
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'Orchestra Classroom' },
    ...(address && {
      host: address.hostname,
      port: address.port || (address.protocol === 'https:' ? 443 : 80),
      protocol: address.protocol === 'https:' ? 'https' : 'http',
    }),
  });
  cached = { key, client };
  return client;
}
