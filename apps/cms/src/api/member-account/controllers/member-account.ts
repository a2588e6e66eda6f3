/**
 * The member account calls (docs/product.md, "School member accounts"); the caller is always the user
 * in the token. An invitation link's status is open to visitors too (the caller, when there is one,
 * learns whether they joined through it). Each body is parsed (validation/member-account.ts) before
 * the service, which keeps the rules, sees it.
 */
import type { Core } from '@strapi/strapi';
import { parseArguments } from '../../../validation/issues';
import { memberAccountBodies } from '../../../validation/member-account';

type Ctx = { state: { user: { id: number; email: string } }; request: { body?: unknown }; body: unknown };
type VisitorCtx = Omit<Ctx, 'state'> & { state: { user?: Ctx['state']['user'] } };

const service = (strapi: Core.Strapi) => strapi.service('api::member-account.member-account') as any;

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async invitation(ctx: Ctx) {
    const { invitee } = parseArguments(memberAccountBodies.invitee, ctx.request.body);
    await service(strapi).invite(ctx.state.user.id, ctx.state.user.email, invitee);
    ctx.body = { ok: true };
  },
  async removeInvitation(ctx: Ctx) {
    const { invitee } = parseArguments(memberAccountBodies.invitee, ctx.request.body);
    await service(strapi).removeInvitation(ctx.state.user.id, invitee);
    ctx.body = { ok: true };
  },
  async removeMember(ctx: Ctx) {
    const { member_email: memberEmail } = parseArguments(memberAccountBodies.member, ctx.request.body);
    await service(strapi).removeMember(ctx.state.user.id, memberEmail);
    ctx.body = { ok: true };
  },
  async invitationStatus(ctx: VisitorCtx) {
    const { invitation } = parseArguments(memberAccountBodies.invitation, ctx.request.body);
    ctx.body = await service(strapi).invitationStatus(invitation, ctx.state.user?.id);
  },
  async acceptInvitation(ctx: Ctx) {
    const { invitation } = parseArguments(memberAccountBodies.invitation, ctx.request.body);
    ctx.body = await service(strapi).claimInvitation(ctx.state.user.id, invitation);
  },
  async mine(ctx: Ctx) {
    ctx.body = await service(strapi).describe(ctx.state.user.id);
  },
});
