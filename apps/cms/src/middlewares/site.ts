/**
 * Serves the teachers' site on the same origin as the CMS.
 *
 * Every GET or HEAD outside the CMS's own paths belongs to the site. The CMS's paths are the first
 * segments of every route in its route table (/api, /graphql, /admin, /email, /upload, ..., so a
 * plugin's route is never hidden behind the site) and those our middlewares answer. The site gets a
 * file of its build (build/client) when one matches; every other path is a page, answered by the
 * site's own request handler (src/middlewares/site-pages.ts), as are the framework's route manifest
 * (/__manifest) and data requests (*.data). A path ending in '/' is served its folder's index.html
 * when the build has one. Hashed assets under /assets/ are cached for a year, since their names
 * change when their content does.
 */
import fs from 'node:fs';
import path from 'node:path';
import send from 'koa-send';
import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { siteDir, siteServerEntry } from '../runtime/settings';
import { loadSitePages } from './site-pages';

/** Paths answered by our middlewares rather than by routes (protected-files.ts: uploads, documents, at-home files; network-check.ts). */
const MIDDLEWARE_PREFIXES = ['/uploads', '/documents', '/at-home-files', '/network-check'];

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

/** The framework's own requests: its route manifest and a page's data, which are the site's to answer. */
const isFrameworkRequest = (relative: string) => relative === '__manifest' || relative.endsWith('.data');

const YEAR_MS = 365 * 24 * 3600 * 1000;

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const root = siteDir();
  const answerPage = loadSitePages(strapi, siteServerEntry(), root);
  // Read on the first request: plugins add routes until the server starts.
  let cmsPrefixes: string[] | undefined;
  return async (ctx: Context, next: Next) => {
    cmsPrefixes ??= routePrefixes(strapi.server.listRoutes().map((layer) => layer.path));
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || belongsTo(cmsPrefixes, ctx.path) || !answerPage) {
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
    const file = path.resolve(root, relative);
    const isAsset = ctx.path.startsWith('/assets/');
    if (relative && file.startsWith(root + path.sep) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      // The build writes .br and .gz copies (apps/web/scripts/precompress.mjs); koa-send picks one the browser accepts.
      ctx.vary('Accept-Encoding');
      await send(ctx, relative, { root, maxage: isAsset ? YEAR_MS : 0, immutable: isAsset, gzip: true, brotli: true });
      return;
    }
    if (isFrameworkRequest(relative)) return answerPage(ctx);
    // A missing asset or a missing root file (say /favicon.ico) is Strapi's to answer, not the page's.
    if (isAsset || path.extname(relative)) return next();
    return answerPage(ctx);
  };
};
