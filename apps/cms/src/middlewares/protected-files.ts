/**
 * Teaching files are for active subscribers (issue 4 "Access"), served by the local upload provider.
 *
 * - GET /documents/{documentId} (the site's document links, spec part 1 §2.9) redirects a subscriber
 *   to the file, and answers anyone else with a short page saying why.
 * - GET /uploads/... of anything that is not an image needs a subscriber too: PDFs, recordings and
 *   videos cannot be fetched by guessing or sharing their URL. Images stay public because the
 *   catalogue skeleton that visitors see (banners, cards) is made of them; every uploaded name ends in
 *   a random suffix, so an image URL cannot be guessed either.
 *
 * A browser following a link or playing an <audio> element cannot send a bearer header, so the site
 * also keeps the login token in the `classroom_auth` cookie (SameSite=Strict); either is accepted.
 * Only these GET routes read the cookie, so it cannot be used to change anything.
 */
import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { syncRole } from '../access/entitlement';
import { ACTIVE_SUBSCRIBER } from '../access/roles';

export const FILE_COOKIE = 'classroom_auth';
const PUBLIC_EXTENSIONS = /\.(png|jpe?g|gif|webp|avif)$/i;
const DECISION_TTL_MS = 30_000;

const NOT_ALLOWED_PAGE = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Subscribers only</title>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem">
<h1>You need an active subscription to access this content.</h1>
<p>Log in to the classroom with a subscribing account, then open the document again.</p>
<p><a href="/login">Log in</a></p></body></html>`;

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  // Audio players fetch a file in many range requests: remember each token's answer briefly.
  const decisions = new Map<string, { allowed: boolean; until: number }>();

  async function isSubscriber(ctx: Context): Promise<boolean> {
    const header = ctx.get('authorization');
    const token = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : ctx.cookies.get(FILE_COOKIE);
    if (!token) return false;
    const known = decisions.get(token);
    if (known && known.until > Date.now()) return known.allowed;
    const payload = await strapi.plugin('users-permissions').service('jwt').verify(token).catch(() => undefined);
    const allowed = payload?.id ? (await syncRole(strapi, Number(payload.id))) === ACTIVE_SUBSCRIBER : false;
    if (decisions.size > 5000) decisions.clear();
    decisions.set(token, { allowed, until: Date.now() + DECISION_TTL_MS });
    return allowed;
  }

  function refuse(ctx: Context) {
    ctx.status = 403;
    ctx.set('Cache-Control', 'no-store');
    ctx.type = 'text/html';
    ctx.body = NOT_ALLOWED_PAGE;
  }

  return async (ctx: Context, next: Next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path.startsWith('/documents/')) {
      const documentId = decodeURIComponent(ctx.path.slice('/documents/'.length)).replace(/\/+$/, '');
      const file = documentId
        ? await strapi.db.query('plugin::upload.file').findOne({ where: { documentId }, select: ['url', 'mime'] })
        : null;
      if (!file) {
        ctx.status = 404;
        ctx.type = 'text/plain';
        ctx.body = 'That document could not be found.';
        return;
      }
      if (!PUBLIC_EXTENSIONS.test(file.url) && !(await isSubscriber(ctx))) return refuse(ctx);
      ctx.set('Cache-Control', 'no-store');
      ctx.redirect(file.url);
      return;
    }
    if (!ctx.path.startsWith('/uploads/')) return next();
    // Uploaded files are content, never pages of this origin: no scripts, no sniffing.
    ctx.set('Content-Security-Policy', "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox");
    ctx.set('X-Content-Type-Options', 'nosniff');
    if (PUBLIC_EXTENSIONS.test(ctx.path)) return next();
    if (!(await isSubscriber(ctx))) return refuse(ctx);
    await next();
    ctx.set('Cache-Control', 'private, max-age=3600');
  };
};
