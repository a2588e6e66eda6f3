/**
 * The security headers of an API answer (POST /graphql, /api/...). strapi::security gives every
 * response the headers a page needs, but an API answer is JSON, never a page a browser shows, so:
 * - its Content-Security-Policy is the one OWASP's REST Security Cheat Sheet gives APIs,
 *   `frame-ancestors 'none'`, instead of the site's policy for pages (scripts, images, frames),
 *   and X-Frame-Options says DENY to match (no page frames an API answer);
 * - the headers that only mean something for a page or a download a browser opens are left off:
 *   X-DNS-Prefetch-Control, X-Download-Options, X-Permitted-Cross-Domain-Policies.
 * nosniff, Strict-Transport-Security and Referrer-Policy stay. This runs before the
 * request is answered, so the response cache stores and replays these headers (docs/response-cache.md).
 * X-Powered-By is sent on nothing: strapi::poweredBy is left out of config/middlewares.ts.
 */
import type { Context, Next } from 'koa';

const API_CONTENT_SECURITY_POLICY = "frame-ancestors 'none'";
const PAGE_ONLY_HEADERS = ['X-DNS-Prefetch-Control', 'X-Download-Options', 'X-Permitted-Cross-Domain-Policies'];

function isApiRequest(ctx: Pick<Context, 'path' | 'method'>): boolean {
  return (ctx.path === '/graphql' && ctx.method === 'POST') || ctx.path.startsWith('/api/');
}

export default () => async (ctx: Context, next: Next) => {
  if (isApiRequest(ctx)) {
    ctx.set('Content-Security-Policy', API_CONTENT_SECURITY_POLICY);
    ctx.set('X-Frame-Options', 'DENY');
    for (const name of PAGE_ONLY_HEADERS) ctx.remove(name);
  }
  await next();
};
