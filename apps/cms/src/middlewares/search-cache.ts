/**
 * Keeps the REST search's answers in the response cache (docs/search.md, "Under load"): after the
 * controller has answered a GET of `/api/search` or `/api/search/suggestions` with a 200, the answer
 * is stored by the caller's reach (the one the controller searched with: `ctx.state.searchAsked`),
 * Origin and question, with the headers the rest of the stack gave it, and the fast path
 * (response-cache/search-fast-path.ts) is told which question that exact address asks; the next
 * request of that address by a caller of the same reach is answered before Koa. Like every answer of
 * the cache, it is emptied on every change of content (on every instance) and never outlives the
 * index it came from (api/search/services/search.ts waits for the rebuild after a change).
 */
import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { replay, responseCache, storedAnswer } from '../response-cache/answers';
import { etagOf } from '../response-cache/response-cache';
import { installSearchFastPath, rememberSearchAddress, searchAnswerKey, type SearchAsked } from '../response-cache/search-fast-path';
import { SEARCH_PATHS } from '../api/search/paths';
import { knownCallerAccess } from '../api/search/services/search';

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const cache = responseCache();
  if (!cache) return (_ctx: Context, next: Next) => next();
  installSearchFastPath(strapi.server.httpServer, cache, (authorization) => knownCallerAccess(strapi, authorization));

  return async (ctx: Context, next: Next) => {
    if (ctx.method !== 'GET' || !SEARCH_PATHS.has(ctx.path)) return next();
    // An answer computed across a change of content is not kept (the change emptied the cache).
    const generation = cache.generation;
    await next();
    const asked = ctx.state.searchAsked as SearchAsked | undefined;
    if (ctx.status !== 200 || !asked || !ctx.body || typeof ctx.body !== 'object') return;
    const text = JSON.stringify(ctx.body);
    const answer = storedAnswer(ctx, text, etagOf(text), 'private, no-store');
    const stored = cache.set(searchAnswerKey(asked.reach, ctx.get('origin'), asked.question), answer, generation);
    if (!stored) return;
    rememberSearchAddress(ctx.originalUrl, asked.question);
    replay(ctx, stored, 'miss');
  };
};
