/**
 * A content call carrying a valid preview token (preview/preview-token.ts) is answered as the
 * read-only 'Site preview' API token, and GraphQL then reads drafts (graphql/teaching-guard.ts).
 * A missing, forged or expired token changes nothing: the call is answered as usual.
 */
import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { isValidPreviewToken, PREVIEW_HEADER } from '../preview/preview-token';
import { previewApiKey } from '../bootstrap/preview-api-token';

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => async (ctx: Context, next: Next) => {
  const isContentCall = ctx.path === '/graphql' || ctx.path.startsWith('/api/');
  if (isContentCall && isValidPreviewToken(ctx.get(PREVIEW_HEADER) || undefined)) {
    const key = await previewApiKey(strapi);
    if (key) {
      ctx.request.header.authorization = `Bearer ${key}`;
      ctx.state.preview = true;
      ctx.set('Cache-Control', 'no-store');
    }
  }
  await next();
};
