/**
 * The response cache's first step (docs/response-cache.md): first in the stack, it answers a
 * visitor's cached catalogue query before any other middleware runs, with the headers the full
 * stack gave the first answer, and teaches the HTTP-level fast path (graphql-fast-path.ts) what each
 * exact request body asks, so that the next one is answered before Koa: a visitor's by the body, a
 * logged-in caller's by the body and the role their token gives now. Everything else goes on to the
 * rest of the stack, with the JSON body already read (GraphQL's own body parser keeps a body parsed
 * before it).
 */
import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { cacheableQuestion, keyOf, type GraphqlRequestBody } from '../response-cache/cacheable';
import { bucketOf, readGraphqlBody, replay, responseCache, type EarlyBody } from '../response-cache/answers';
import { installGraphqlFastPath, rememberRequest } from '../response-cache/graphql-fast-path';
import { catalogueRootFields } from '../response-cache/catalogue-fields';
import { bearerTokenOf, roleOfToken } from '../accounts/caller';

function jsonOf(bytes: Buffer): unknown {
  try {
    return JSON.parse(bytes.toString('utf8'));
  } catch {
    return undefined;
  }
}

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const cache = responseCache();
  if (!cache) return (_ctx: Context, next: Next) => next();
  // The role as the entitlement middleware decides it for graphql-cache.ts; a header naming nobody goes to the stack.
  installGraphqlFastPath(strapi.server.httpServer, cache, (authorization) => {
    if (authorization === undefined) return 'public';
    const token = bearerTokenOf(authorization);
    return token ? roleOfToken(strapi, token) : undefined;
  });
  return async (ctx: Context, next: Next) => {
    if (ctx.path !== '/graphql' || ctx.method !== 'POST' || !ctx.is('application/json')) return next();
    const early = (ctx.req as EarlyBody).earlyBody;
    if (ctx.get('authorization')) {
      // Taught here, answered (and kept) by graphql-cache.ts once the caller's role is known; a body
      // that is not JSON is refused further on, as before.
      const body = early ? jsonOf(early) : undefined;
      if (body !== undefined) {
        ctx.request.body = body;
        const question = cacheableQuestion(body as GraphqlRequestBody, catalogueRootFields(strapi));
        if (question !== null) rememberRequest(early!, question);
      }
      return next();
    }
    if (!(await readGraphqlBody(ctx))) return;
    const question = cacheableQuestion(ctx.request.body as GraphqlRequestBody, catalogueRootFields(strapi));
    if (question !== null && early) rememberRequest(early, question);
    const hit = question !== null ? cache.get(keyOf(bucketOf('public', ctx), question)) : undefined;
    if (hit) return replay(ctx, hit, 'hit');
    return next();
  };
};
