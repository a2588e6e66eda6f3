/**
 * A page's first view: what the server sends with a page (src/entry.server.tsx, src/root.tsx). The
 * data of every route the URL matches is read from the CMS as the caller, and the page is rendered
 * from it, so a visitor and a teacher see it before any JavaScript has run.
 *
 * The rules, so that no one is ever shown data read for someone else:
 * - The data is read with the login the page request carried (the files cookie, which the site sets
 *   from the stored login at every start). The page records whose login that was (`loginOf`: the
 *   token's user id and issue time, never the token itself), or null for a visitor.
 * - The site uses the data only when that is the login it holds now. Otherwise (logged out in another
 *   tab, a cookie that has run out, an editor's preview) it loads the page's data again as it is now.
 * - The login cookie is the session the server reads: the root route reads the caller's role and
 *   profile with it (GraphQL `me`), and the header, menus and gates are rendered from that, on the
 *   server and while the browser hydrates. Local storage keeps the same login as the browser's
 *   mirror (docs/product.md, "Login state in the browser").
 * - Not rendered, and read again in the browser: an editor's preview, a login the CMS refused, and a
 *   page one of whose loaders could not be read on the server (`READ_IN_BROWSER`).
 */

import type { Params } from 'react-router';

/** What a page records instead of a login for an editor's preview, and for a login the CMS refused: neither matches a browser's login. */
export const PREVIEW_LOGIN = 'preview';
export const REFUSED_LOGIN = 'refused';

/**
 * Names a login without revealing it: the user id and issue time from the token's payload (which
 * its holder can read anyway). Null without a token; 'unreadable' for a token that is not a JWT,
 * which then matches nothing on the other side.
 */
export function loginOf(token: string | undefined): string | null {
  if (!token) return null;
  try {
    const payload = token.split('.')[1] ?? '';
    const json = atob(
      payload
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(payload.length / 4) * 4, '='),
    );
    const { id, iat } = JSON.parse(json) as { id?: unknown; iat?: unknown };
    if ((typeof id !== 'number' && typeof id !== 'string') || typeof iat !== 'number') return 'unreadable';
    return `${id}:${iat}`;
  } catch {
    return 'unreadable';
  }
}

/**
 * What a route's data is on the server when its loader failed for a reason other than a missing page
 * (the CMS's database away, a link no longer valid, anything unexpected): the page is sent without
 * it, and the browser reads it again and shows the page's own error view. An error sent from the
 * server would arrive as "Unexpected Server Error", without what the error views need to know.
 */
export const READ_IN_BROWSER = { readInBrowser: true } as const;
export type ReadInBrowser = typeof READ_IN_BROWSER;

export function isReadInBrowser(data: unknown): data is ReadInBrowser {
  return typeof data === 'object' && data !== null && (data as { readInBrowser?: unknown }).readInBrowser === true;
}

/**
 * Whether the server renders the page: not for an editor's preview or a refused login (whose data is
 * read again in the browser, as it is there), nor when a route's data is to be read in the browser.
 * The same answer on the server and in the browser's first render, from the data the page carries.
 */
export function renderedOnServer(sentFor: string | null | undefined, routesData: Iterable<unknown>): boolean {
  if (sentFor === PREVIEW_LOGIN || sentFor === REFUSED_LOGIN) return false;
  for (const data of routesData) if (isReadInBrowser(data)) return false;
  return true;
}

/** Whether a page's data, read for the login `sentFor` names, may be shown in a browser holding `token`. */
export function sentForThisBrowser(sentFor: string | null, token: string | undefined): boolean {
  return sentFor !== PREVIEW_LOGIN && sentFor !== REFUSED_LOGIN && sentFor === loginOf(token);
}

type RememberFirstView = (loaderData: unknown, params: Params) => void;
interface MatchedRoute {
  handle: unknown;
  data: unknown;
  params: Params;
}

/** Lets each route the page started on keep the data it was sent with where its later moves look for it (`handle.rememberFirstView`, lesson mode). */
export function rememberFirstView(matches: MatchedRoute[]): void {
  for (const match of matches) (match.handle as { rememberFirstView?: RememberFirstView } | undefined)?.rememberFirstView?.(match.data, match.params);
}
