/**
 * The member account calls (docs/product.md, "School member accounts"); the caller is always the user
 * in the token. An invitation link's status is open to visitors too (the caller, when there is one,
 * learns whether they joined through it).
 */
import type { Core } from '@strapi/strapi';
import { parseInvitationToken } from '../../../validation/invitation';

type Ctx = { state: { user: { id: number; email: string } }; request: { body?: Record<string, unknown> }; body: unknown };
type VisitorCtx = Omit<Ctx, 'state'> & { state: { user?: Ctx['state']['user'] } };

const service = (strapi: Core.Strapi) => strapi.service('api::member-account.member-account') as any;

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async invitation(ctx: Ctx) {
    await service(strapi).invite(ctx.state.user.id, ctx.state.user.email, ctx.request.body?.invitee);
    ctx.body = { ok: true };
  },
  async removeInvitation(ctx: Ctx) {
    await service(strapi).removeInvitation(ctx.state.user.id, ctx.request.body?.invitee);
    ctx.body = { ok: true };
  },
  async removeMember(ctx: Ctx) {
    await service(strapi).removeMember(ctx.state.user.id, ctx.request.body?.member_email);
    ctx.body = { ok: true };
  },
  async invitationStatus(ctx: VisitorCtx) {
    ctx.body = await service(strapi).invitationStatus(parseInvitationToken(ctx.request.body?.invitation), ctx.state.user?.id);
  },
  async acceptInvitation(ctx: Ctx) {
    ctx.body = await service(strapi).claimInvitation(ctx.state.user.id, parseInvitationToken(ctx.request.body?.invitation));
  },
  async mine(ctx: Ctx) {
    ctx.body = await service(strapi).describe(ctx.state.user.id);
  },
});
