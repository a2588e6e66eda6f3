/**
 * The caller's own account summary (docs/product.md, "Your Account"); the caller is the user in the
 * token. With it: their subscription paid online, if any (api/billing), and whether paying online
 * is on at all (without Stripe's settings the page says "email us").
 */
import type { Core } from '@strapi/strapi';
import { accessSummary } from '../../../accounts/access-summary';
import type { BillingService } from '../../billing/services/billing';
import { onlinePaymentsOn } from '../../billing/stripe-client';

type Ctx = { state: { user: { id: number } }; body: unknown };

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async access(ctx: Ctx) {
    const billing = strapi.service('api::billing.billing') as unknown as BillingService;
    const [summary, online] = await Promise.all([accessSummary(strapi, ctx.state.user.id), billing.onlineSubscription(ctx.state.user.id)]);
    ctx.body = { ...summary, paid_online: online ?? null, online_payments: onlinePaymentsOn() };
  },
});
