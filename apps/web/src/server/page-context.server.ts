/**
 * The server's half of a route's data: a route module's `loader` is its `clientLoader` run as the
 * caller: the login comes from the files cookie of
 * the page request (FILE_COOKIE, which the site keeps equal to its stored login), and GraphQL is
 * asked on the CMS's loopback address, which the CMS passes in the load context.
 *
 * lib/graphql.ts reads where and as whom to send its requests from an AsyncLocalStorage; each
 * server loader and the render itself (entry.server.tsx) run inside it. Nothing outlives the request.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { FILE_COOKIE, RequestError, request, serverRequestContext, setServerContextReader, type ServerRequestContext } from '../lib/graphql';
import { loginOf, PREVIEW_LOGIN, READ_IN_BROWSER, REFUSED_LOGIN, type ReadInBrowser } from '../app/first-view';
import { UserRoleMembershipDocument } from '../graphql/generated';
import type { Me } from '../features/account/account-store';
import { NotFoundError } from '../app/StatusViews';
import { data } from 'react-router';

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

const pageRequests = new AsyncLocalStorage<ServerRequestContext>();
setServerContextReader(() => pageRequests.getStore());

/** One request's context, made once per load context (so every loader and the render share its memory). */
/** A request's context; `refused` once the CMS has refused the login its cookie carried. */
type PageRequestContext = ServerRequestContext & { refused?: boolean };

const contexts = new WeakMap<object, PageRequestContext>();

export function cookieToken(request: Request): string | undefined {
  const cookie = request.headers.get('cookie') ?? '';
  for (const part of cookie.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === FILE_COOKIE) return decodeURIComponent(value.join('=')) || undefined;
  }
  return undefined;
}

export function requestContextOf(request: Request, context: unknown): PageRequestContext {
  const key = (context ?? request) as object;
  let found = contexts.get(key);
  if (!found) {
    const load = context as Partial<SiteLoadContext> | undefined;
    const url = new URL(request.url);
    found = { endpoint: load?.graphqlEndpoint ?? `${url.origin}/graphql`, token: cookieToken(request), origin: url.origin, memory: new Map() };
    contexts.set(key, found);
  }
  return found;
}

export function runAsCaller<T>(request: Request, context: unknown, work: () => T): T {
  return pageRequests.run(requestContextOf(request, context), work);
}

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
export function serverLoader<A extends { request: Request; context?: unknown }, R>(load: (args: A) => R | Promise<R>): (args: A) => Promise<R | ReadInBrowser> {
  return (args: A) => {
    const caller = requestContextOf(args.request, args.context);
    const timeoutMs = (args.context as Partial<SiteLoadContext> | undefined)?.timeoutMs ?? 1000;
    const read = pageRequests.run(caller, async () => {
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
    });
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
export function sentFor(request: Request, context: unknown): string | null {
  if (new URL(request.url).searchParams.has('preview')) return PREVIEW_LOGIN;
  if (requestContextOf(request, context).refused) return REFUSED_LOGIN;
  return loginOf(cookieToken(request));
}

/**
 * The caller's role and profile (GraphQL `me`, as the browser reads them: features/account), read
 * with the login of the page request's cookie; null for a visitor. Run through serverLoader, so a
 * login the CMS refuses is read as a visitor's.
 */
export async function callerAccount({ request: { signal } }: { request: Request }): Promise<Me | null> {
  if (!serverRequestContext()?.token) return null;
  return (await request(UserRoleMembershipDocument, {}, { signal })).me ?? null;
}
