/**
 * The response cache (docs/response-cache.md; response-cache/): answers repeated catalogue queries
 * from memory. The key is the caller's role (visitor, logged in, subscriber; from the entitlement
 * middleware just before) with the query, its variables and the Origin, so every caller gets
 * exactly what their role would get from GraphQL. The cache is emptied whenever catalogue content
 * or media change (on every instance, through Redis when several share a database: runtime/shared-state.ts),
 * and entries expire after GRAPHQL_CACHE_SECONDS (default 300; 0 turns it off).
 * Answers carry an ETag (a matching If-None-Match gets 304) and `X-Response-Cache: hit | miss |
 * bypass`. A visitor's hits are answered earlier still, by graphql-cache-hit.
 */
import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { cacheKey, type GraphqlRequestBody } from '../response-cache/cacheable';
import { etagOf } from '../response-cache/response-cache';
import { bucketOf, readGraphqlBody, replay, responseCache, storedAnswer } from '../response-cache/answers';
import { catalogueRootFields } from '../response-cache/catalogue-fields';
import { whenChanged } from '../runtime/shared-state';

function bodyText(body: unknown): string | undefined {
  if (typeof body === 'string') return body;
  if (Buffer.isBuffer(body)) return body.toString('utf8');
  return undefined;
}

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const cache = responseCache();
  if (!cache) return (_ctx: Context, next: Next) => next();

  // Catalogue content or media changed, through this instance or another (runtime/db-writes.ts).
  whenChanged('content', () => cache.clear());

  return async (ctx: Context, next: Next) => {
    if (ctx.path !== '/graphql' || ctx.method !== 'POST') return next();
    if (!(await readGraphqlBody(ctx))) return;
    // A token that does not name an entitled, unblocked user (or a preview token) is never cached.
    const role = ctx.state.preview ? undefined : ctx.get('authorization') ? (ctx.state.callerRoleType as string | undefined) : 'public';
    const key = role ? cacheKey(ctx.request.body as GraphqlRequestBody, bucketOf(role, ctx), catalogueRootFields(strapi)) : null;
    if (!key) {
      ctx.set('X-Response-Cache', 'bypass');
      return next();
    }
    const cached = cache.get(key);
    if (cached) return replay(ctx, cached, 'hit');

    const generation = cache.generation;
    await next();
    const text = ctx.status === 200 ? bodyText(ctx.body) : undefined;
    let failed = true;
    try {
      failed = text === undefined || Boolean((JSON.parse(text) as { errors?: unknown }).errors);
    } catch {
      // not JSON: never cached
    }
    const stored = failed ? undefined : cache.set(key, storedAnswer(ctx, text!, etagOf(text!)), generation);
    if (stored) replay(ctx, stored, 'miss');
    else ctx.set('X-Response-Cache', 'bypass');
  };
};
