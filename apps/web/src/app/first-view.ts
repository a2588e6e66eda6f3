/**
 * A page's first view, sent with its HTML (the CMS's site middleware calls server/render-page.tsx):
 * the data of every route the URL matches, read from the CMS as the caller, and, for a visitor, the
 * page already rendered. The site then starts from it instead of asking the CMS again, so a teacher
 * sees the page one round trip sooner, and a visitor sees it before any JavaScript has run.
 *
 * The rules, so that no one is ever shown data read for someone else:
 * - The data is read with the login the page request carried (the files cookie, which the site sets
 *   from the stored login at every start). It records whose login that was (`loginOf`: the token's
 *   user id and issue time, never the token itself), or null for a visitor.
 * - The site uses it only when that is the login it holds now. Otherwise (logged out in another
 *   tab, a cookie that has run out, an editor's preview) the site ignores it and loads as before.
 * - Only a visitor's view is rendered on the server: a teacher's header, menus and gates depend on
 *   what the browser keeps. A teacher gets the data, and the browser renders it.
 * - A page whose routes failed to load (not found, forbidden, the CMS down) is sent without a first
 *   view; the browser then loads it and shows its error views as it always has.
 */
import { matchRoutes, type DataRouter, type HydrationState, type Params, type RouteObject } from 'react-router';
import { PageNeedsReloading } from './StatusViews';

export const FIRST_VIEW_ELEMENT_ID = 'first-view';

export interface FirstView {
  /** Whose login the data was read with (`loginOf`), or null for a visitor. */
  login: string | null;
  /** Whether the page's #root holds the server's render of this view. */
  rendered: boolean;
  /** The routes' loader data, keyed by route id, as React Router hydrates it. */
  hydrationData: HydrationState;
}

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

/** JSON safe inside a <script type="application/json"> element: nothing in it can close the element. */
export function serializeFirstView(view: FirstView): string {
  return JSON.stringify(view)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The page's first view, if it has one made for the login the site holds now and no preview is on. */
export function readFirstView(doc: Document, token: string | undefined, preview: string | undefined): FirstView | undefined {
  const element = doc.getElementById(FIRST_VIEW_ELEMENT_ID);
  if (!element?.textContent || preview) return undefined;
  let view: FirstView;
  try {
    view = JSON.parse(element.textContent) as FirstView;
  } catch {
    return undefined;
  }
  if (!view || typeof view !== 'object' || !view.hydrationData?.loaderData) return undefined;
  return view.login === loginOf(token) ? view : undefined;
}

/**
 * Loads the lazy modules of the routes a location matches, into the route objects, before the router
 * starts: a hydrated page must render at once exactly as the server did, not a loading view first.
 */
export async function loadMatchedRouteModules(routes: RouteObject[], pathname: string): Promise<void> {
  const lazyMatches = (matchRoutes(routes, pathname) ?? []).filter((match) => typeof match.route.lazy === 'function');
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const load = route.lazy as () => Promise<Partial<RouteObject>>;
      const module = await load();
      // Its code did not load (route-modules.ts): the router asks for it again, as for a page with no first view.
      if (module.Component === PageNeedsReloading) throw new Error(`The code of the route ${route.path ?? '(index)'} did not load`);
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}

type RememberFirstView = (loaderData: unknown, params: Params) => void;

/** Lets each route the page started on keep its first view's data where its later moves look for it (`handle.rememberFirstView`). */
export function rememberFirstView(router: Pick<DataRouter, 'state'>): void {
  for (const { route, params } of router.state.matches) {
    const remember = (route.handle as { rememberFirstView?: RememberFirstView } | undefined)?.rememberFirstView;
    remember?.(router.state.loaderData[route.id], params);
  }
}
