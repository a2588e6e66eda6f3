/**
 * The response cache for visitors (docs/response-cache.md): first in the stack, it answers a
 * visitor's cached catalogue query before any other middleware runs, with the headers the full
 * stack gave the first answer, and teaches the HTTP-level fast path (visitor-fast-path.ts) the
 * exact request, so that the next one is answered before Koa. Everything else goes on to the rest of the stack, with the
 * JSON body already read (GraphQL's own body parser keeps a body parsed before it).
 */
import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { cacheKey, type GraphqlRequestBody } from '../response-cache/cacheable';
import { bucketOf, readGraphqlBody, replay, responseCache, type EarlyBody } from '../response-cache/answers';
import { installVisitorFastPath, rememberVisitorRequest } from '../response-cache/visitor-fast-path';
import { catalogueRootFields } from '../response-cache/catalogue-fields';

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const cache = responseCache();
  if (!cache) return (_ctx: Context, next: Next) => next();
  installVisitorFastPath(strapi.server.httpServer, cache);
  return async (ctx: Context, next: Next) => {
    if (ctx.path !== '/graphql' || ctx.method !== 'POST' || ctx.get('authorization') || !ctx.is('application/json')) return next();
    if (!(await readGraphqlBody(ctx))) return;
    const key = cacheKey(ctx.request.body as GraphqlRequestBody, bucketOf('public', ctx), catalogueRootFields(strapi));
    const early = (ctx.req as EarlyBody).earlyBody;
    if (key && early) rememberVisitorRequest(ctx.get('origin'), early, key);
    const hit = key ? cache.get(key) : undefined;
    if (hit) return replay(ctx, hit, 'hit');
    return next();
  };
};
