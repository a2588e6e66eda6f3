/**
 * What the service worker and the site's "Make available offline" agree on (docs/product.md,
 * "Offline lessons"). Kept free of browser APIs so both sides, and the unit tests, read the same rules.
 *
 * - `offline-content` holds a teacher's saved copies: the pages (HTML sent with their data), and the
 *   pictures, recordings and films they use, keyed by their addresses, plus one record per saved
 *   item under `/__offline/items/`. It is personal: logging out deletes it.
 * - `site-code` holds the site's built files (hashed, never personal), which every saved lesson needs.
 */
export const CONTENT_CACHE = 'offline-content';
export const CODE_CACHE = 'site-code';
export const ITEM_RECORD_PREFIX = '/__offline/items/';
/** The built files of the site, written by scripts/build-service-worker.mjs. */
export const SITE_CODE_LIST = '/site-code.json';
/**
 * Sent with every request of a save: the service worker lets it through to the network, and the
 * server waits longer than usual for a page's data (apps/cms/src/middlewares/site-pages.ts).
 */
export const OFFLINE_SAVE_HEADER = 'X-Offline-Save';
/** The message the site sends its service worker after saving or removing a copy. */
export const SAVED_COPIES_CHANGED = 'saved-copies-changed';
/** Where an offline teacher lands when the page they asked for was not saved. */
export const SAVED_OFFLINE_PATH = '/saved-offline';

/**
 * The saved page a page address is answered from: lesson mode's addresses below `.../slides` (each
 * activity and slide) are one page, whose data holds every slide; a trailing slash and the query
 * (say an editor's `?preview=`) are ignored.
 */
export function savedPageKey(pathname: string): string {
  const path = pathname.replace(/\/+$/, '') || '/';
  const slides = /^(.*?\/slides)(\/|$)/.exec(path);
  return slides ? slides[1] : path;
}

/** Files saved with a page: its uploads. Only these are answered from a saved copy. */
export const isUploadPath = (pathname: string) => pathname.startsWith('/uploads/');
export const isSiteCodePath = (pathname: string) => pathname.startsWith('/assets/');
/**
 * The site's own unhashed files: its pictures at the root (logos, favicon) and the demo's stand-in
 * video player, which demo slides frame at /demo-video/?clip=…: refreshed as they are used.
 */
export const isSitePicture = (pathname: string) => /^\/[\w.-]+\.(svg|png|ico)$/.test(pathname);
export const isDemoPlayer = (pathname: string) => pathname.startsWith('/demo-video/');
