/**
 * The billing calls (apps/cms/docs/billing.md). Checkout and the portal are for the teacher in the
 * token and take no input: whatever a body says, the account is the token's. The webhook is
 * Stripe's: its raw body (kept by strapi::body's includeUnparsed) is checked against its signature
 * before anything is read from it.
 */
import type { Core } from '@strapi/strapi';
import type { BillingService } from '../services/billing';

const UNPARSED = Symbol.for('unparsedBody');

type Ctx = {
  state: { user: { id: number } };
  request: { body?: Record<string | symbol, unknown>; headers: Record<string, string | undefined> };
  body: unknown;
  status: number;
};

const service = (strapi: Core.Strapi) => strapi.service('api::billing.billing') as unknown as BillingService;

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async checkout(ctx: Ctx) {
    ctx.body = await service(strapi).startCheckout(ctx.state.user.id);
  },
  async portal(ctx: Ctx) {
    ctx.body = await service(strapi).openPortal(ctx.state.user.id);
  },
  async webhook(ctx: Ctx) {
    const raw = ctx.request.body?.[UNPARSED];
    const event = service(strapi).verifiedEvent(typeof raw === 'string' ? raw : '', ctx.request.headers['stripe-signature']);
    const handled = await service(strapi).handleEvent(event);
    ctx.body = { received: true, handled };
  },
});
