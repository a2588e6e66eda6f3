/**
 * The one way the site talks to the CMS's GraphQL endpoint: POST /graphql with JSON (a GET would be
 * refused by Strapi's CSRF protection). Typed documents come from src/graphql/generated.ts.
 */
import { REQUEST_TIMEOUT_MS } from './config';
import { previewToken } from './preview';

export interface TypedDocument<TResult, TVariables> {
  toString(): string;
  /** Carries the result and variable types only; never read at run time. */
  __apiType?: (variables: TVariables) => TResult;
}

export type RequestErrorKind = 'network' | 'timeout' | 'http' | 'forbidden' | 'graphql';

export interface GraphQLErrorEntry {
  message: string;
  path?: ReadonlyArray<string | number>;
  extensions?: { code?: string; error?: { details?: unknown } };
}

export class RequestError extends Error {
  constructor(
    message: string,
    readonly kind: RequestErrorKind,
    readonly status?: number,
    readonly body?: string,
    readonly errors: GraphQLErrorEntry[] = [],
  ) {
    super(message);
    this.name = 'RequestError';
  }
}

let bearerToken: string | undefined;
let onUnauthorized: (() => void) | undefined;

/**
 * Where, and as whom, the server's render of a first view (server/page-context.server.ts) sends a page
 * request's content calls: the CMS's own address and the login that came with the page request.
 */
export interface ServerRequestContext {
  endpoint: string;
  token?: string;
  /** The page's origin, as the browser sees it. */
  origin: string;
  /**
   * Answers kept while this one page request is rendered (see requestMemory). The renderer is one
   * instance for every caller: anything kept beyond the request would reach the next caller.
   */
  memory: Map<string, unknown>;
}

let readServerContext: (() => ServerRequestContext | undefined) | undefined;

/** Used by the server's render only; the browser never sets it. */
export function setServerContextReader(reader: (() => ServerRequestContext | undefined) | undefined): void {
  readServerContext = reader;
}

export const OUTSIDE_PAGE_REQUEST = 'The server ran page code outside a page request: there is no caller to read as, and nothing may be kept between requests.';

/**
 * The page request being rendered on the server; undefined in the browser. On the server, code that
 * runs outside a page request throws rather than fall back to the browser's shared state (the tab's
 * memory, the module's login), which on the server every caller would share.
 */
export function serverRequestContext(): ServerRequestContext | undefined {
  const context = readServerContext?.();
  // On the server (no window) with the reader set; a unit test in a browser-like page is the browser.
  if (!context && readServerContext && typeof window === 'undefined') throw new Error(OUTSIDE_PAGE_REQUEST);
  return context;
}

const tabMemory = new Map<string, unknown>();

/**
 * Where code may keep answers it has read: on the server, the page request being rendered (dropped
 * with it); in the browser, the tab. Never keep a caller's data in a module-level variable: the
 * server renders every caller's pages with the same modules (the CMS's first-views test renders
 * every page as a subscriber, then a lapsed teacher, then a visitor, to catch it).
 */
export function requestMemory<T>(): Map<string, T> {
  return (serverRequestContext()?.memory ?? tabMemory) as Map<string, T>;
}

/** What to do when the CMS answers 401: clear local storage and go home (docs/product.md, "Login state in the browser"). */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

export function getBearerToken(): string | undefined {
  return bearerToken;
}

/**
 * The same token as a cookie, for what a browser fetches without our headers: document links and
 * audio and video files (the CMS reads it only on those GET routes; see protected-files.ts there).
 */
export const FILE_COOKIE = 'classroom_auth';

/** Sets (or clears) the bearer token sent with every content call, and the files cookie. */
export function setBearerToken(token: string | undefined): void {
  bearerToken = token;
  if (typeof document === 'undefined') return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = token
    ? `${FILE_COOKIE}=${encodeURIComponent(token)}; Path=/; SameSite=Strict; Max-Age=${7 * 24 * 3600}${secure}`
    : `${FILE_COOKIE}=; Path=/; SameSite=Strict; Max-Age=0${secure}`;
}

/**
 * In an editor's preview the CMS shows the previewed document's own draft, and answers the parts
 * walked out of it (its unit's other lessons, the activities it lists) as the tab's own login would
 * be answered: often Forbidden. The page is then drawn from what came back, as long as every root
 * of the answer did (only deeper parts were refused).
 */
export function previewAnswerIsUsable(payload: { data?: unknown; errors?: GraphQLErrorEntry[] }): boolean {
  const data = payload.data as Record<string, unknown> | null | undefined;
  if (!data) return false;
  return (payload.errors ?? []).every((error) => {
    const path = error.path ?? [];
    return error.extensions?.code === 'FORBIDDEN' && path.length > 1 && data[String(path[0])] != null;
  });
}

/**
 * `withLogin: false` sends no login at all: for the Music at Home pages families open, which answer
 * anyone, so that a phone where a teacher's login has since expired is never sent to log in.
 * `withPreview: false` leaves an editor's preview token off a request: for the page shell (menus and
 * breadcrumbs), which shows published content in a preview as elsewhere, so that it is answered from
 * the CMS's response cache instead of being computed again for every preview.
 */
export async function request<TResult, TVariables>(
  document: TypedDocument<TResult, TVariables>,
  variables?: TVariables,
  { signal, withPreview = true, withLogin = true }: { signal?: AbortSignal; withPreview?: boolean; withLogin?: boolean } = {},
): Promise<TResult> {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const server = serverRequestContext();
  const token = !withLogin ? undefined : server ? server.token : bearerToken;
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const preview = server || !withPreview ? undefined : previewToken();
  if (preview) headers['X-Preview-Token'] = preview;
  let response: Response;
  try {
    response = await fetch(server?.endpoint ?? '/graphql', {
      method: 'POST',
      headers,
      body: JSON.stringify({ query: document.toString(), variables: variables ?? {} }),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  } catch (error) {
    if (timeout.aborted) throw new RequestError('The content service took too long to answer.', 'timeout');
    if (signal?.aborted) throw error;
    throw new RequestError('The content service could not be reached.', 'network');
  }
  if (response.status === 401 && token && !server) {
    onUnauthorized?.();
    throw new RequestError('Your login has expired. Please log in again.', 'http', 401);
  }
  const text = await response.text();
  let payload: { data?: TResult; errors?: GraphQLErrorEntry[] } | undefined;
  try {
    payload = text ? JSON.parse(text) : undefined;
  } catch {
    payload = undefined;
  }
  if (!response.ok && !payload?.errors) {
    throw new RequestError(`The content service answered ${response.status}.`, 'http', response.status, text);
  }
  if (payload?.errors?.length && !(preview && previewAnswerIsUsable(payload))) {
    const forbidden = payload.errors.some((e) => e.extensions?.code === 'FORBIDDEN');
    throw new RequestError(payload.errors.map((e) => e.message).join('; '), forbidden ? 'forbidden' : 'graphql', response.status, text, payload.errors);
  }
  if (!payload?.data) throw new RequestError('The content service sent an empty answer.', 'http', response.status, text);
  return payload.data;
}
