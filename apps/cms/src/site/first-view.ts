/**
 * A page's first view: the site's index.html with the page's data (and, for a visitor, the page
 * itself) already in it, made by the site's own renderer (apps/web/src/server/render-page.tsx,
 * built to dist-server/render-page.cjs). The rules of what is sent to whom are in the site's
 * app/first-view.ts; the CMS decides what each login may read, since the renderer asks it through
 * GraphQL as the caller.
 *
 * The caller is whoever the page request's files cookie names (the site keeps it equal to its stored
 * login); a page request without it is a visitor's. FIRST_VIEW_TIMEOUT_MS (default 1000) caps how
 * long a page waits for its data; 0 turns first views off. A renderer that is missing (a site built
 * before first views) or fails sends the plain index.html, which the site loads as it always has.
 */
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { FILE_COOKIE } from '../middlewares/protected-files';
import type { SiteBuild } from './site-build';
import { setting } from '../runtime/environment';

export function firstViewTimeoutMs(): number {
  return setting('FIRST_VIEW_TIMEOUT_MS');
}

/** Where the renderer reaches this CMS's GraphQL endpoint: the address and port it listens on, through loopback when it listens on all. */
function graphqlEndpoint(strapi: Core.Strapi): string {
  const listening = strapi.server.httpServer.address();
  const { address, port } = listening && typeof listening === 'object' ? listening : { address: '', port: Number(strapi.config.get('server.port', 8080)) };
  const host = ['0.0.0.0', '::', ''].includes(address) ? '127.0.0.1' : address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}/graphql`;
}

export function createFirstViews(strapi: Core.Strapi, site: SiteBuild) {
  /** The page with its first view, or undefined to send the plain index.html. */
  return async function firstView(ctx: Context): Promise<string | undefined> {
    const timeoutMs = firstViewTimeoutMs();
    if (timeoutMs === 0) return undefined;
    if (!site.renderer || site.template === undefined) return undefined;
    try {
      return await site.renderer.renderPage({
        url: ctx.href,
        graphqlEndpoint: graphqlEndpoint(strapi),
        token: ctx.cookies.get(FILE_COOKIE) || undefined,
        template: site.template,
        manifest: site.manifest,
        timeoutMs,
        siteDir: site.dir,
      });
    } catch (error) {
      strapi.log.warn(`A first view of ${ctx.path} could not be made: ${(error as Error).message}`);
      return undefined;
    }
  };
}
