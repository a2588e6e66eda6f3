/** The member account calls (docs/product.md, "School member accounts"); the caller is always the user in the token. */
import type { Core } from '@strapi/strapi';

type Ctx = { state: { user: { id: number; email: string } }; request: { body?: Record<string, unknown> }; body: unknown };

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
  async mine(ctx: Ctx) {
    ctx.body = await service(strapi).describe(ctx.state.user.id);
  },
});
