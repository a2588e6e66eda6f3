/**
 * A GraphQL call carrying a valid preview token (preview/preview-token.ts) and made of content
 * queries only is marked as a preview of the token's one document (`ctx.state.preview`). The call
 * keeps its caller's own login: GraphQL reads that document's draft and answers everything else,
 * relations walked out of it included, as the caller (preview/preview-reads.ts). A REST call, a
 * mutation, an account or upload query, a missing, forged or expired token, changes nothing.
 */
import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { previewScopeOf, PREVIEW_HEADER } from '../preview/preview-token';
import { contentQueryTypes, isContentQueriesOnly } from '../preview/preview-queries';
import { looseReading } from '../files/file-paths';

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  let queryTypes: Map<string, string> | undefined;
  return async (ctx: Context, next: Next) => {
    const scope = previewScopeOf(ctx.get(PREVIEW_HEADER) || undefined);
    if (scope && ctx.method === 'POST' && looseReading(ctx.path) === '/graphql') {
      queryTypes ??= contentQueryTypes(strapi);
      if (isContentQueriesOnly((ctx.request as { body?: unknown }).body, queryTypes)) {
        ctx.state.preview = scope;
        ctx.set('Cache-Control', 'no-store');
      }
    }
    await next();
  };
};
