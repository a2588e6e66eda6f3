/**
 * Serves the built teachers' site (SITE_DIR) on the same origin as the CMS.
 *
 * Every GET or HEAD outside the CMS's own paths belongs to the site. The CMS's paths are the first
 * segments of every route in its route table (/api, /graphql, /admin, /email, /upload, ..., so a
 * plugin's route is never hidden behind the site) and those our middlewares answer. The site gets a file of the build when one matches, otherwise index.html (the site routes on the
 * client and shows its own not-found page), with the page's first view in it when it can be made
 * (src/site/first-view.ts); a path ending in '/' is served its folder's index.html
 * when the build has one. Hashed assets under /assets/ are cached for a year,
 * since their names change when their content does; index.html is always revalidated.
 *
 * Pages are made from the build read at start (src/site/site-build.ts), never from an index.html
 * rewritten since: a rebuild under a running server leaves it sending the pages it started with,
 * whose files the build keeps for a day.
 */
import fs from 'node:fs';
import path from 'node:path';
import send from 'koa-send';
import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { siteDir, siteServerEntry } from '../runtime/settings';
import { createFirstViews } from '../site/first-view';
import { loadSiteBuild } from '../site/site-build';
import { FILE_COOKIE } from './protected-files';

/** Paths answered by our middlewares rather than by routes (protected-files.ts, at-home files). */
const MIDDLEWARE_PREFIXES = ['/documents', '/at-home-files'];

/** The literal first segment of every route ('/api', '/email', ...); the site's own catch-alls have none. */
export function routePrefixes(routePaths: unknown[]): string[] {
  const prefixes = routePaths.map((routePath) => (typeof routePath === 'string' ? /^\/[\w.-]+/.exec(routePath)?.[0] : undefined));
  return [...new Set([...MIDDLEWARE_PREFIXES, ...prefixes.filter((prefix): prefix is string => Boolean(prefix))])];
}

/** Whether the path is the CMS's: matched without regard to case, as Strapi's router matches routes. */
function belongsTo(prefixes: string[], urlPath: string): boolean {
  const path = urlPath.toLowerCase();
  return prefixes.some((prefix) => path === prefix.toLowerCase() || path.startsWith(`${prefix.toLowerCase()}/`));
}

const YEAR_MS = 365 * 24 * 3600 * 1000;

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const root = siteDir();
  const build = loadSiteBuild(strapi, root, siteServerEntry());
  const { template } = build;
  const firstView = createFirstViews(strapi, build);
  // Read on the first request: plugins add routes until the server starts.
  let cmsPrefixes: string[] | undefined;
  return async (ctx: Context, next: Next) => {
    cmsPrefixes ??= routePrefixes(strapi.server.listRoutes().map((layer) => layer.path));
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || belongsTo(cmsPrefixes, ctx.path) || template === undefined) {
      return next();
    }
    let relative: string;
    try {
      relative = decodeURIComponent(ctx.path).replace(/^\/+/, '');
    } catch {
      return next();
    }
    // A folder of the build with its own index.html (the demo video player at /demo-video/) is a page of its own.
    if (relative.endsWith('/') && fs.existsSync(path.resolve(root, relative, 'index.html'))) relative = `${relative}index.html`;
    if (relative === 'index.html') {
      ctx.set('Cache-Control', 'no-cache');
      ctx.type = 'html';
      ctx.body = template;
      return;
    }
    const file = path.resolve(root, relative);
    const isAsset = ctx.path.startsWith('/assets/');
    if (relative && file.startsWith(root + path.sep) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      // The build writes .br and .gz copies (apps/web/scripts/precompress.mjs); koa-send picks one the browser accepts.
      ctx.vary('Accept-Encoding');
      await send(ctx, relative, { root, maxage: isAsset ? YEAR_MS : 0, immutable: isAsset, gzip: true, brotli: true });
      return;
    }
    // A missing asset or a missing root file (say /favicon.ico) is Strapi's to answer, not the page's.
    if (isAsset || path.extname(relative)) return next();
    ctx.set('Cache-Control', 'no-cache');
    // The page differs with the login in its cookie (src/site/first-view.ts).
    ctx.vary('Cookie');
    const page = ctx.method === 'GET' ? await firstView(ctx) : undefined;
    if (page !== undefined && ctx.cookies.get(FILE_COOKIE)) ctx.set('Cache-Control', 'private, no-cache');
    ctx.type = 'html';
    ctx.body = page ?? template;
  };
};
