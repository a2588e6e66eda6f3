/**
 * Works out the role of every request that carries a login token, whatever its path, before the
 * response cache picks its answers by role: `ctx.state.callerRoleType` (unset for a bad token or a
 * blocked user). The role itself is decided in accounts/entitlement.ts (a trial or subscription that
 * has ended gives the authenticated role on the very next request); users-permissions decides it
 * again as it authenticates (`fetchAuthenticatedUser`), so no door skips the decision.
 */
import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { bearerTokenOf, roleOfToken } from '../accounts/caller';

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx: Context, next: Next) => {
    const token = bearerTokenOf(ctx.get('authorization'));
    if (token) ctx.state.callerRoleType = await roleOfToken(strapi, token);
    await next();
  };
