/**
 * The server build's entry (vite.config.ts): the framework's request handler over this build, for
 * the CMS to call with a Fetch Request (apps/cms/src/middlewares/site-pages.ts). React Router is bundled
 * in, so the CMS needs no copy of its own.
 */
import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router';
import { siteContext, type SiteLoadContext } from './page-context.server';
// @ts-expect-error -- the framework's virtual module of this build's routes and assets
import * as virtualBuild from 'virtual:react-router/server-build';

const build = virtualBuild as unknown as ServerBuild;

const handleWithRouter = createRequestHandler(build, 'production');

/** A page request, with what the CMS passes for it, in the router's context the site's middleware and loaders read. */
export function handleRequest(request: Request, site: SiteLoadContext): Promise<Response> {
  return handleWithRouter(request, new RouterContextProvider(new Map([[siteContext, site]])));
}

/**
 * The path pattern of every page whose routes read data of their own (e.g. '/:audience/:programme/unit/:unit'),
 * for tests that must visit every page that reads data on the server: a new page with a loader is in
 * this list by itself. The shell's loader runs on every page and does not count; a route without a
 * page of its own (the account forms' actions) is not a page.
 */
export function loaderRoutePaths(): string[] {
  const routes = Object.values(build.routes).filter((route) => route !== undefined);
  const parents = new Set(routes.map((route) => route.parentId));
  const byId = new Map(routes.map((route) => [route.id, route]));
  const paths = new Set<string>();
  for (const route of routes) {
    if (parents.has(route.id) || !route.module.default) continue;
    const chain = [];
    for (let at: typeof route | undefined = route; at; at = at.parentId ? byId.get(at.parentId) : undefined) chain.unshift(at);
    if (!chain.some((at) => at.id !== 'root' && at.module.loader)) continue;
    const path = chain
      .map((at) => at.path ?? '')
      .filter(Boolean)
      .join('/');
    paths.add(`/${path}`);
  }
  return [...paths];
}
