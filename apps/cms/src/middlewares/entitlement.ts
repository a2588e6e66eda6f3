/**
 * Before any content call with a teacher's token, makes their role match their subscriptions now
 * (see access/entitlement.ts), so that a trial or subscription that has ended is answered with the
 * authenticated role on the very next request: a change made through this instance at once, one the
 * clock or another instance makes within ROLE_REUSE_MS (access/entitlement.ts). The token itself is
 * checked by users-permissions. The role it ends with is kept as `ctx.state.callerRoleType` (unset
 * for a bad token or a blocked user), for the response cache.
 */
import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { callerRole, forgetCallerRoles } from '../access/entitlement';
import { afterWritesTo } from '../runtime/db-writes';

/** Writes to these can change a teacher's role: the roles worked out so far are forgotten. */
const ROLE_SOURCES = new Set(['plugin::users-permissions.user', 'plugin::users-permissions.role', 'api::subscription.subscription', 'api::membership.membership', 'api::member-account.member-account']);

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  afterWritesTo(strapi, (uid) => ROLE_SOURCES.has(uid), forgetCallerRoles);
  return async (ctx: Context, next: Next) => {
    const header = ctx.get('authorization');
    const isContentCall = ctx.path === '/graphql' || ctx.path.startsWith('/api/');
    if (isContentCall && header.startsWith('Bearer ')) {
      const payload = await strapi
        .plugin('users-permissions')
        .service('jwt')
        .verify(header.slice('Bearer '.length))
        .catch(() => undefined);
      if (payload?.id) ctx.state.callerRoleType = await callerRole(strapi, Number(payload.id));
    }
    await next();
  };
};
