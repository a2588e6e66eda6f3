/**
 * The school invoice calls (apps/cms/docs/school-invoices.md). The school is always the token's
 * teacher's own (the account they own, or the one a teacher starting one becomes the owner of):
 * no call names a school. The body is parsed (../validation.ts) before the service sees it.
 */
import type { Core } from '@strapi/strapi';
import { parseArguments } from '../../../validation/issues';
import type { SchoolInvoiceService } from '../services/school-invoice';
import { schoolInvoiceRequest } from '../validation';

type Ctx = { state: { user: { id: number } }; request: { body?: unknown }; body: unknown };

const service = (strapi: Core.Strapi) => strapi.service('api::school-invoice.school-invoice') as unknown as SchoolInvoiceService;

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async mine(ctx: Ctx) {
    ctx.body = await service(strapi).describe(ctx.state.user.id);
  },
  async request(ctx: Ctx) {
    const input = parseArguments(schoolInvoiceRequest, ctx.request.body);
    ctx.body = await service(strapi).requestInvoice(ctx.state.user.id, input);
  },
});
