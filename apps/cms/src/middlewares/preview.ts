/**
 * A GraphQL call carrying a valid preview token (preview/preview-token.ts) and made of content
 * queries only is read with the 'Site preview' API token's read access, and GraphQL then shows the
 * previewed document as a draft (graphql/teaching-guard.ts). Everything else in that call is
 * answered as its caller would be answered without the token: `ctx.state.previewCaller` keeps the
 * caller's own role. A REST call, a mutation, an account or upload query, a missing, forged or
 * expired token, changes nothing.
 */
import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { previewScopeOf, PREVIEW_HEADER } from '../preview/preview-token';
import { contentQueryTypes, isContentQueriesOnly } from '../preview/preview-queries';
import { previewApiKey } from '../bootstrap/preview-api-token';
import { bearerTokenOf, roleOfToken } from '../accounts/caller';
import { requestedPath } from '../files/serve-file';

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  let queryTypes: Map<string, string> | undefined;
  return async (ctx: Context, next: Next) => {
    const scope = previewScopeOf(ctx.get(PREVIEW_HEADER) || undefined);
    if (scope && ctx.method === 'POST' && requestedPath(ctx.path)?.toLowerCase().replace(/\/$/, '') === '/graphql') {
      queryTypes ??= contentQueryTypes(strapi);
      const key = isContentQueriesOnly((ctx.request as { body?: unknown }).body, queryTypes) ? await previewApiKey(strapi) : undefined;
      if (key) {
        const callerToken = bearerTokenOf(ctx.get('authorization'));
        ctx.state.previewCaller = callerToken ? await roleOfToken(strapi, callerToken) : 'public';
        ctx.request.header.authorization = `Bearer ${key}`;
        ctx.state.preview = scope;
        ctx.set('Cache-Control', 'no-store');
      }
    }
    await next();
  };
};
