/**
 * Before any content call with a teacher's token, makes their role match their subscriptions now
 * (see access/entitlement.ts), so that a trial or subscription that has ended is answered with the
 * authenticated role on the very next request. The token itself is checked by users-permissions.
 */
import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { syncRole } from '../access/entitlement';

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  return async (ctx: Context, next: Next) => {
    const header = ctx.get('authorization');
    const isContentCall = ctx.path === '/graphql' || ctx.path.startsWith('/api/');
    if (isContentCall && header.startsWith('Bearer ')) {
      const payload = await strapi
        .plugin('users-permissions')
        .service('jwt')
        .verify(header.slice('Bearer '.length))
        .catch(() => undefined);
      if (payload?.id) await syncRole(strapi, Number(payload.id));
    }
    await next();
  };
};
