/**
 * What a saved lesson is made of (docs/product.md, "Offline lessons"), worked out without browser
 * APIs so it can be tested on its own.
 */
import { SAVED_OFFLINE_PATH } from '../../service-worker/offline-rules';

export type SavedKind = 'lesson' | 'activity' | 'playlist';

/** The pages saved for an item: its page, its lesson-mode page (every slide), and "Saved for offline". */
export function pagesOf(href: string): string[] {
  const page = href.replace(/\/+$/, '');
  return [page, `${page}/slides`, SAVED_OFFLINE_PATH];
}

/**
 * The uploads (pictures, recordings, films, captions) a saved page's data names. The page is sent
 * with its data (docs/first-views.md), in which every file appears as its address.
 */
export const uploadsNamedIn = (html: string) => addressesIn(html, /\/uploads\/[^"'\\\s<>()]+/g);

/**
 * The site's built files a saved page names: its scripts, stylesheets and the framework's route
 * manifest (which is not in the build's own list, site-code.json). Saved with the page, so a page
 * saved during a deploy still has the code it was built with.
 */
export const siteCodeNamedIn = (html: string) => addressesIn(html, /\/assets\/[^"'\\\s<>()]+/g);

function addressesIn(html: string, pattern: RegExp): string[] {
  return [...new Set(html.match(pattern) ?? [])].sort();
}

/**
 * A page whose data did not come with it (the server took longer than its first-view timeout and
 * left the data to the browser) cannot be presented offline; it is fetched again.
 */
export const pageCameWithoutData = (html: string) => html.includes('readInBrowser');

/** "12.3 MB" for a size in bytes; sizes under a megabyte in kB. */
export function sizeLabel(bytes: number): string {
  if (bytes < 1_000_000) return `${Math.max(1, Math.round(bytes / 1000))} kB`;
  if (bytes < 1_000_000_000) return `${(bytes / 1_000_000).toFixed(1)} MB`;
  return `${(bytes / 1_000_000_000).toFixed(2)} GB`;
}

/** Files that no remaining saved item uses, so removing an item may delete them. */
export function filesOnlyIn<T extends { files: string[]; pages: string[] }>(removed: T, others: T[]): string[] {
  const kept = new Set(others.flatMap((item) => [...item.files, ...item.pages]));
  return [...removed.files, ...removed.pages].filter((file) => !kept.has(file));
}
