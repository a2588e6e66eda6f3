/**
 * The response cache (docs/response-cache.md; response-cache/): answers repeated catalogue queries
 * from memory. The key is the caller's role (visitor, logged in, subscriber; from the entitlement
 * middleware just before) with the query, its variables and the Origin, so every caller gets
 * exactly what their role would get from GraphQL. The cache is emptied whenever catalogue content
 * or media change, or a role's permissions (on every instance, through Redis when several share a database: runtime/shared-state.ts),
 * and entries expire after GRAPHQL_CACHE_SECONDS (default 300; 0 turns it off).
 * Identical requests arriving while an answer is computed wait for it rather than computing it too.
 * Answers carry an ETag (a matching If-None-Match gets 304) and `X-Response-Cache: hit | miss |
 * bypass`. A visitor's hits are answered earlier still, by graphql-cache-hit.
 */
import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { cacheKey, type GraphqlRequestBody } from '../response-cache/cacheable';
import { etagOf } from '../response-cache/response-cache';
import { bucketOf, cacheSeconds, type AnswerState, readGraphqlBody, replay, responseCache, storedAnswer, storedAnswerOf } from '../response-cache/answers';
import { readShared, sharedPlace, writeShared } from '../response-cache/shared-answers';
import { catalogueRootFields } from '../response-cache/catalogue-fields';
import { whenChanged } from '../runtime/shared-state';

function bodyText(body: unknown): string | undefined {
  if (typeof body === 'string') return body;
  if (Buffer.isBuffer(body)) return body.toString('utf8');
  return undefined;
}

/**
 * An answer without errors: a refusal or a failure is never stored. Apollo writes an answer's
 * `errors` before its `data` (orderExecutionResultFields in @apollo/server), so one that opens with
 * its data has none: known without parsing it all (about 1% of computing a lesson). Anything else is
 * parsed. tests/response-cache.test.ts sends an answer with both data and an error.
 */
function isStorable(text: string): boolean {
  if (text.startsWith('{"data":')) return true;
  try {
    return !(JSON.parse(text) as { errors?: unknown }).errors;
  } catch {
    return false; // not JSON
  }
}

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const cache = responseCache();
  if (!cache) return (_ctx: Context, next: Next) => next();

  // Catalogue content or media changed, or what a role may read, through this instance or another (runtime/db-writes.ts).
  whenChanged(['content', 'grants'], () => cache.clear());

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
    // Kept, or being computed for an identical request that arrived first: answered from it.
    const known = cache.get(key) ?? (await cache.pending(key));
    if (known) return replay(ctx, known, 'hit');

    let state: AnswerState = 'miss';
    const stored = await cache.compute(key, async () => {
      // Another instance's answer of this generation, or computed here and kept for the others (shared-answers.ts).
      const place = sharedPlace(key);
      const shared = await readShared(place, key);
      if (shared) {
        state = 'shared';
        return storedAnswerOf(shared.body, shared.etag, shared.headers);
      }
      await next();
      const text = ctx.status === 200 ? bodyText(ctx.body) : undefined;
      if (text === undefined || !isStorable(text)) return undefined;
      const answer = storedAnswer(ctx, text, etagOf(text));
      writeShared(place, key, answer, cacheSeconds());
      return answer;
    });
    if (stored) replay(ctx, stored, state);
    else ctx.set('X-Response-Cache', 'bypass');
  };
};
