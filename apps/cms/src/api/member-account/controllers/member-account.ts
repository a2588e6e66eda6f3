/**
 * The member account calls (docs/product.md, "School member accounts"); the caller is always the user
 * in the token. An invitation link's status is open to visitors too (the caller, when there is one,
 * learns whether they joined through it). Each body is parsed (api/member-account/validation.ts) before
 * the service, which keeps the rules, sees it; the owner's calls first refuse (403) a caller who owns
 * no school account, whatever they sent.
 */
import type { Core } from '@strapi/strapi';
import type { MemberAccountService } from '../services/member-account';
import type { z } from 'zod';
import { parseArguments } from '../../../validation/issues';
import { memberAccountBodies } from '../validation';

type Ctx = { state: { user: { id: number; email: string } }; request: { body?: unknown }; body: unknown };
type VisitorCtx = Omit<Ctx, 'state'> & { state: { user?: Ctx['state']['user'] } };

const service = (strapi: Core.Strapi) => strapi.service('api::member-account.member-account') as unknown as MemberAccountService;

/** An owner's call: refused to a caller who owns no school account before their body is read. */
async function ownersBody<T extends z.ZodType>(strapi: Core.Strapi, ctx: Ctx, schema: T): Promise<z.output<T>> {
  await service(strapi).requireOwnedAccount(ctx.state.user.id);
  return parseArguments(schema, ctx.request.body);
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async invitation(ctx: Ctx) {
    const { invitee } = await ownersBody(strapi, ctx, memberAccountBodies.invitee);
    await service(strapi).invite(ctx.state.user.id, ctx.state.user.email, invitee);
    ctx.body = { ok: true };
  },
  async previewList(ctx: Ctx) {
    const { addresses } = await ownersBody(strapi, ctx, memberAccountBodies.list);
    ctx.body = await service(strapi).previewList(ctx.state.user.id, ctx.state.user.email, addresses);
  },
  async inviteList(ctx: Ctx) {
    const { addresses } = await ownersBody(strapi, ctx, memberAccountBodies.list);
    ctx.body = await service(strapi).inviteList(ctx.state.user.id, ctx.state.user.email, addresses);
  },
  async resendInvitation(ctx: Ctx) {
    const { invitee } = await ownersBody(strapi, ctx, memberAccountBodies.invitee);
    await service(strapi).resendInvitation(ctx.state.user.id, invitee);
    ctx.body = { ok: true };
  },
  async removeInvitation(ctx: Ctx) {
    const { invitee } = await ownersBody(strapi, ctx, memberAccountBodies.invitee);
    await service(strapi).removeInvitation(ctx.state.user.id, invitee);
    ctx.body = { ok: true };
  },
  async removeMember(ctx: Ctx) {
    const { member_email: memberEmail } = await ownersBody(strapi, ctx, memberAccountBodies.member);
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
