/**
 * The door of short links (docs/short-links.md): GET /s/{code} answers 302 with the address of the
 * page the code leads to now (api/short-link/services/short-link.ts); that page then applies its own
 * access rules. A code that leads nowhere goes on to the site, whose /s/{code} page says so with a
 * 404 (apps/web/src/features/share/ShortLinkRoute.tsx). Each address may open only so many codes
 * that lead nowhere (api/short-link/throttles.ts); past that every code it opens answers 429 for a
 * while, so codes cannot be found by trying.
 */
import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { readCode } from '../api/short-link/codes';
import { shortLinks } from '../api/short-link/services/short-link';
import { giveBackOpening, takeOpening, TOO_MANY_MISSES } from '../api/short-link/throttles';

const SHORT_LINK_PATH = /^\/s\/([^/]{1,40})\/?$/i;

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx: Context, next: Next) => {
    const match = (ctx.method === 'GET' || ctx.method === 'HEAD') && SHORT_LINK_PATH.exec(ctx.path);
    if (!match) return next();
    if (!(await takeOpening(ctx.ip))) {
      ctx.status = 429;
      ctx.set('Retry-After', String(15 * 60));
      ctx.type = 'text/plain; charset=utf-8';
      ctx.body = TOO_MANY_MISSES;
      return;
    }
    let typed: string;
    try {
      typed = decodeURIComponent(match[1]);
    } catch {
      return next();
    }
    const code = readCode(typed);
    const path = code ? await shortLinks(strapi).open(code) : null;
    if (!path) return next();
    await giveBackOpening(ctx.ip);
    // Where a code leads can change (a lesson moved, a page removed): never kept by a browser or a proxy.
    ctx.set('Cache-Control', 'no-store');
    ctx.redirect(path);
  };
