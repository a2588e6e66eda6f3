/**
 * The server's half of a route's data: a route module's `loader` is its `clientLoader` run as the
 * caller: the login comes from the files cookie of the page request (FILE_COOKIE, which the site
 * keeps equal to its stored login), and GraphQL is asked on the CMS's loopback address, which the
 * CMS passes with each request (SiteLoadContext, wrapped for the framework by request-handler.ts).
 *
 * The caller's scope is React Router's own: the root route's middleware (`callerScope`) makes the
 * request's caller once, keeps it in the router's `context` (`pageCaller`), and runs the rest of the
 * request, every loader and the render of the page, inside it. The server's own code reads the
 * caller from `context`. Code the page shares with the browser (lib/graphql.ts's `request`, the
 * components that keep answers for the request) has no `context` argument to read, so the middleware
 * also hands the same caller to lib/graphql.ts's reader for the time of the request
 * (docs/framework-mode.md, "The caller of a page request"). Nothing outlives the request.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { createContext, data, type MiddlewareFunction, type RouterContextProvider } from 'react-router';
import { FILE_COOKIE, RequestError, request, setServerContextReader, type ServerRequestContext } from '../lib/graphql';
import { loginOf, PREVIEW_LOGIN, READ_IN_BROWSER, REFUSED_LOGIN, type ReadInBrowser } from '../app/first-view';
import { UserRoleMembershipDocument } from '../graphql/generated';
import type { Me } from '../features/account/account-store';
import { NotFoundError } from '../app/StatusViews';

/** What the CMS passes with each request (apps/cms/src/middlewares/site-pages.ts). */
export interface SiteLoadContext {
  /** The CMS's GraphQL endpoint, reachable from this process (http://127.0.0.1:{port}/graphql). */
  graphqlEndpoint: string;
  /** The page's Content-Security-Policy nonce, for its inline scripts. */
  nonce: string;
  /** The browser's files (build/client), whose stylesheets a visitor's page carries inline. */
  clientDir: string;
  /** How long a page waits for a route's data before it is sent without it (FIRST_VIEW_TIMEOUT_MS); 0 sends every page without. */
  timeoutMs: number;
}

/** The CMS's SiteLoadContext, in the router's context (set by request-handler.ts). */
export const siteContext = createContext<Partial<SiteLoadContext>>({});

/** A request's caller; `refused` once the CMS has refused the login its cookie carried. */
export type PageCaller = ServerRequestContext & { refused?: boolean };

/** The page request's caller, in the router's context (set by `callerScope`). */
export const pageCaller = createContext<PageCaller>();

const pageRequests = new AsyncLocalStorage<ServerRequestContext>();
setServerContextReader(() => pageRequests.getStore());

export function cookieToken(request: Request): string | undefined {
  const cookie = request.headers.get('cookie') ?? '';
  for (const part of cookie.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === FILE_COOKIE) return decodeURIComponent(value.join('=')) || undefined;
  }
  return undefined;
}

function callerOf(request: Request, site: Partial<SiteLoadContext>): PageCaller {
  const url = new URL(request.url);
  return { endpoint: site.graphqlEndpoint ?? `${url.origin}/graphql`, token: cookieToken(request), origin: url.origin, memory: new Map() };
}

/** The root route's middleware: the request's caller, made once, for every loader and the render. */
export const callerScope: MiddlewareFunction<Response> = ({ request, context }, next) => {
  const caller = callerOf(request, context.get(siteContext));
  context.set(pageCaller, caller);
  return pageRequests.run(caller, next);
};

type ServerArgs = { request: Request; context: Readonly<RouterContextProvider> };

const isRefusedLogin = (error: unknown) => error instanceof RequestError && error.status === 401;

/**
 * The server half of a route: the site's loader, run as the caller of the page request.
 * - A login the CMS refuses (it ran out, or its password was changed) is read as a visitor's, and the
 *   page says so (`sentFor`): the browser, which holds that login, reads the page again and is
 *   logged out as the CMS's answer to it says.
 * - A page that is not there answers 404 (a thrown Error would be a 500); the boundary shows NotFound.
 * - Anything else, and data slower than the load context's `timeoutMs`, is read again in the browser,
 *   whose error views say what went wrong (READ_IN_BROWSER, app/first-view.ts).
 */
export function serverLoader<A extends ServerArgs, R>(load: (args: A) => R | Promise<R>): (args: A) => Promise<R | ReadInBrowser> {
  return (args: A) => {
    const caller = args.context.get(pageCaller);
    const timeoutMs = args.context.get(siteContext).timeoutMs ?? 1000;
    const read = (async () => {
      // Loaders run side by side: another may have found the login refused while this one was reading with it.
      const readWithLogin = Boolean(caller.token);
      try {
        return await load(args);
      } catch (error) {
        if (isRefusedLogin(error) && readWithLogin) {
          caller.refused = true;
          caller.token = undefined;
          return await load(args);
        }
        throw error;
      }
    })();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tooSlow = new Promise<ReadInBrowser>((resolve) => {
      timer = setTimeout(() => resolve(READ_IN_BROWSER), timeoutMs);
    });
    return Promise.race([read, tooSlow])
      .catch((error: unknown) => {
        if (error instanceof NotFoundError) throw data(error.message, { status: 404 });
        if (process.env.DEBUG_FIRST_VIEW) console.error(error);
        return READ_IN_BROWSER;
      })
      .finally(() => clearTimeout(timer));
  };
}

/**
 * Whose login a page's data was read with (app/first-view.ts): null for a visitor, the login's
 * name, or a name no browser's login has (a preview, a refused login), after its loaders have run.
 */
export function sentFor({ request, context }: ServerArgs): string | null {
  if (new URL(request.url).searchParams.has('preview')) return PREVIEW_LOGIN;
  if (context.get(pageCaller).refused) return REFUSED_LOGIN;
  return loginOf(cookieToken(request));
}

/**
 * The caller's role and profile (GraphQL `me`, as the browser reads them: features/account), read
 * with the login of the page request's cookie; null for a visitor. Run through serverLoader, so a
 * login the CMS refuses is read as a visitor's.
 */
export async function callerAccount({ request: { signal }, context }: ServerArgs): Promise<Me | null> {
  if (!context.get(pageCaller).token) return null;
  return (await request(UserRoleMembershipDocument, {}, { signal })).me ?? null;
}
