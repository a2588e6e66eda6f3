/**
 * REST callers of the content API read published content only: `status=draft` (which Strapi would
 * answer to anyone with a read grant) is refused unless the caller uses an admin-issued API token.
 * Editors see their drafts in the admin panel. The GraphQL side is in graphql/teaching-guard.ts.
 */
import type { Context, Next } from 'koa';

export default () => async (ctx: Context, next: Next) => {
  const asksForDrafts = ctx.path.startsWith('/api/') && String((ctx.query as Record<string, unknown>).status ?? '').toLowerCase() === 'draft';
  const usesApiToken = ctx.get('authorization').startsWith('Bearer ') && !ctx.get('authorization').includes('.'); // API tokens are opaque, JWTs have dots
  if (asksForDrafts && !usesApiToken) {
    ctx.status = 403;
    ctx.body = { data: null, error: { status: 403, name: 'ForbiddenError', message: 'Drafts are shown only in the admin panel.', details: {} } };
    return;
  }
  await next();
};
