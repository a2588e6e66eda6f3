/**
 * The server's half of a page's first view (app/first-view.ts has the rules). Built by
 * `vite build --ssr` into dist-server/render-page.cjs; the CMS's site middleware loads it and calls
 * `renderPage` for every page request it answers with the site's index.html.
 *
 * It runs the site's own routes and loaders (React Router's static handler), so a page's data is
 * asked for exactly as the browser would ask, through the CMS's GraphQL endpoint with the caller's
 * login; the CMS decides what that login may read. Anything that goes wrong leaves the page as it
 * was: the plain index.html, which the browser loads as it always has.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import path from 'node:path';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
  type Params,
  type RouteObject,
  type StaticHandlerContext,
} from 'react-router';
import { routes } from '../app/router';
import { FIRST_VIEW_ELEMENT_ID, loginOf, serializeFirstView, type FirstView } from '../app/first-view';
import { routeModulePath } from '../app/route-modules';
import { setServerContextReader, type ServerRequestContext } from '../lib/graphql';

const pageRequests = new AsyncLocalStorage<ServerRequestContext>();
setServerContextReader(() => pageRequests.getStore());
const handler = createStaticHandler(routes);

/** The parts of Vite's build manifest (dist/.vite/manifest.json) read here. */
export type BuildManifest = Record<string, { file: string; css?: string[]; imports?: string[]; isEntry?: boolean }>;

export interface PageRequest {
  /** The page's full URL, as the browser asked for it. */
  url: string;
  /** The CMS's GraphQL endpoint, reachable from this process (http://127.0.0.1:{port}/graphql). */
  graphqlEndpoint: string;
  /** The login the page request carried, if any. */
  token?: string;
  /** The built index.html. */
  template: string;
  manifest: BuildManifest;
  /** How long the page's data may take before the page is sent without it. */
  timeoutMs: number;
  /** The built site's folder, whose stylesheets a rendered page carries inline. */
  siteDir: string;
}

/**
 * The path pattern of every page whose routes have a loader (e.g. '/:audience/:programme/unit/:unit'),
 * for tests that must visit every page that reads data on the server: a new route with a loader is
 * in this list by itself.
 */
export function loaderRoutePaths(): string[] {
  const paths = new Set<string>();
  const walk = (list: RouteObject[], parent: string, parentHasLoader: boolean) => {
    for (const route of list) {
      const path = route.path ? `${parent.replace(/\/$/, '')}/${route.path.replace(/^\//, '')}` : parent;
      const hasLoader = parentHasLoader || Boolean(route.loader);
      if (route.children) walk(route.children, path, hasLoader);
      // The shell's own loader runs on every page; a page counts when one of its own routes has one.
      else if (route.loader || (hasLoader && route.id !== 'root' && parent !== '/')) paths.add(path || '/');
    }
  };
  for (const root of routes) for (const child of root.children ?? []) walk([child], root.path ?? '/', false);
  return [...paths];
}

/** The page with its first view, or undefined to send the plain template. */
export async function renderPage(page: PageRequest): Promise<string | undefined> {
  const url = new URL(page.url);
  if (url.searchParams.has('preview')) return undefined;
  const request = new Request(url, { signal: AbortSignal.timeout(page.timeoutMs) });
  const requestContext: ServerRequestContext = { endpoint: page.graphqlEndpoint, token: page.token, origin: url.origin, memory: new Map() };
  const context = await pageRequests.run(requestContext, () => handler.query(request)).catch(() => undefined);
  if (!context || context instanceof Response || context.errors || context.statusCode !== 200) return undefined;
  try {
    context.loaderData = await settleDeferred(context.loaderData, deferredGraceMs(page.timeoutMs));
  } catch (error) {
    if (process.env.DEBUG_FIRST_VIEW) console.error(error);
    return undefined;
  }

  const login = loginOf(page.token);
  const markup = login === null ? pageRequests.run(requestContext, () => renderView(context)) : '';
  const view: FirstView = { login, rendered: markup !== '', hydrationData: { loaderData: context.loaderData, actionData: null, errors: null } };
  const assets = routeAssets(url.pathname, page.manifest, page.template);
  const styles = assets.styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`).join('');
  let html: string | undefined;
  if (markup) {
    // A rendered page paints as soon as it arrives: its styles come in it, and the site's code, which
    // it does not need to paint, is asked for once it has painted.
    html = loadCodeAfterPaint(page.template.replace('</head>', `${styles}${imagePreloads(context)}</head>`), page.manifest, assets.modules);
    if (html === undefined) return undefined;
    html = inlineStylesheets(html, page.siteDir);
  } else {
    const modules = assets.modules.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');
    html = page.template.replace('</head>', `${styles}${modules}${imagePreloads(context)}</head>`);
  }
  return html.replace(
    '<div id="root"></div>',
    `<div id="root">${markup}</div><script type="application/json" id="${FIRST_VIEW_ELEMENT_ID}">${serializeFirstView(view)}</script>`,
  );
}

/**
 * How much longer than the page's own data a part handed over as a promise may take (see
 * settleDeferred): a quarter of the page's whole wait, so 250 ms at the default FIRST_VIEW_TIMEOUT_MS.
 */
export function deferredGraceMs(timeoutMs: number): number {
  return timeoutMs / 4;
}

/**
 * A loader may return part of its data as a promise for the page to show when it comes (the live
 * page's concerts from the events site). A first view is a whole page: it waits for them, a little
 * (deferredGraceMs), and carries their values. One that fails or is still slow sends no first view;
 * the browser then loads the page and shows its loading or error view, as it always has.
 */
export async function settleDeferred(loaderData: Record<string, unknown>, graceMs: number): Promise<Record<string, unknown>> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const tooSlow = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('a deferred part of the page took too long')), graceMs);
  });
  const settle = async (value: unknown) => (value instanceof Promise ? Promise.race([value, tooSlow]) : value);
  try {
    const settled = await Promise.all(
      Object.entries(loaderData).map(async ([routeId, data]) => {
        if (!data || typeof data !== 'object' || Array.isArray(data)) return [routeId, data] as const;
        const fields = await Promise.all(Object.entries(data).map(async ([key, value]) => [key, await settle(value)] as const));
        return [routeId, Object.fromEntries(fields)] as const;
      }),
    );
    return Object.fromEntries(settled);
  } finally {
    clearTimeout(timer);
    tooSlow.catch(() => undefined);
  }
}

/** A visitor's page as HTML, or '' when it cannot be rendered here (the browser then renders it). */
function renderView(context: StaticHandlerContext): string {
  try {
    return renderToString(
      <StrictMode>
        <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
      </StrictMode>,
    );
  } catch (error) {
    if (process.env.DEBUG_FIRST_VIEW) console.error(error);
    return '';
  }
}

const stylesheets = new Map<string, string | undefined>();

/** Puts the content of each of the site's stylesheets the HTML links to in its place (read once, kept). */
export function inlineStylesheets(html: string, siteDir: string): string {
  return html.replace(/<link rel="stylesheet" crossorigin href="\/(assets\/[\w.-]+\.css)">/g, (link, file: string) => {
    if (!stylesheets.has(file)) {
      let css: string | undefined;
      try {
        css = fs.readFileSync(path.join(siteDir, file), 'utf8');
      } catch {
        css = undefined;
      }
      stylesheets.set(file, css && !/<\/style/i.test(css) ? css : undefined);
    }
    const css = stylesheets.get(file);
    return css === undefined ? link : `<style data-href="/${file}">${css}</style>`;
  });
}

type FirstViewImages = (loaderData: unknown, params: Params) => string[];

/** Preloads for the pictures the matched routes say their first view shows (`handle.firstViewImages`). */
export function imagePreloads(context: StaticHandlerContext): string {
  const urls = new Set<string>();
  for (const { route, params } of context.matches) {
    const images = (route.handle as { firstViewImages?: FirstViewImages } | undefined)?.firstViewImages;
    for (const url of images?.(context.loaderData[route.id], params) ?? []) {
      if (/^(\/(?!\/)|https?:\/\/)/.test(url)) urls.add(url);
    }
  }
  return [...urls].map((url) => `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(url)}">`).join('');
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The loader a rendered page has instead of the site's code (src/after-paint.ts), by its key in the manifest. */
export const AFTER_PAINT_ENTRY = 'src/after-paint.ts';

/**
 * For a page that paints without the site's code: takes the built index.html's module script and
 * module preloads out and names them, then the page's own route modules, in `<meta name="site-code">`
 * for the after-paint loader, which asks for them once the page has painted. On a phone they would
 * otherwise share the connection with the page's pictures; where the browser is fast enough to have
 * them before its first paint, it would wait for them. Undefined (send the plain page) when the
 * build has no loader or the page not exactly one entry: both come from one `npm run build`.
 */
export function loadCodeAfterPaint(html: string, manifest: BuildManifest, routeModules: string[]): string | undefined {
  const loader = manifest[AFTER_PAINT_ENTRY]?.file;
  if (!loader) return undefined;
  const entries: string[] = [];
  const modules: string[] = [];
  const without = html
    .replace(/<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/g, (_, src: string) => (entries.push(src), ''))
    .replace(/<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g, (_, href: string) => (modules.push(href), ''));
  if (entries.length !== 1) return undefined;
  const code = [entries[0], ...modules, ...routeModules.map((file) => `/${file}`)].map(escapeAttribute).join(' ');
  return without.replace('</head>', `<meta name="site-code" content="${code}"><script type="module" src="/${escapeAttribute(loader)}"></script></head>`);
}

/**
 * The matched pages' modules and styles that the built index.html does not already name (files of
 * the build): the styles so a rendered page is styled when it first paints, the modules so the
 * browser fetches them alongside the site's entry, not after it.
 */
export function routeAssets(pathname: string, manifest: BuildManifest, template: string): { styles: string[]; modules: string[] } {
  const styles = new Set<string>();
  const modules = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || modules.has(chunk.file)) return;
    modules.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    const modulePath = routeModulePath(route.lazy);
    if (modulePath) visit(modulePath);
  }
  const notInTemplate = (file: string) => !template.includes(`"/${file}"`);
  return { styles: [...styles].filter(notInTemplate), modules: [...modules].filter(notInTemplate) };
}
