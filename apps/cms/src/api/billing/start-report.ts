/** What each start says about payments: online through Stripe, or off (the pages then say "email us") and why. */
import type { Core } from '@strapi/strapi';
import { setting } from '../../runtime/environment';
import { stripeSettings } from './stripe-client';

export function reportPaymentSettings(strapi: Core.Strapi): void {
  const settings = stripeSettings();
  if (settings) {
    strapi.log.info(`Payments: online through Stripe${settings.apiUrl ? ` at ${settings.apiUrl}` : ''}.`);
    return;
  }
  const missing = (['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_TEACHER_YEARLY'] as const).filter((name) => !setting(name));
  strapi.log.warn(
    `Payments: paying online is off (${missing.join(', ')} unset); pages ask teachers to email the charity instead. See docs/deploy.md, "Payments".`,
  );
}
