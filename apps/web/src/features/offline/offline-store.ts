/**
 * Saved for offline (docs/product.md, "Offline lessons"): the teacher's saved copies of lessons,
 * activities and playlists, in the browser's Cache Storage, where the service worker
 * (src/service-worker/sw.ts) answers from them when the network does not.
 *
 * A save fetches the item's pages as the teacher (the page comes with its data), then the site's
 * built files and every upload the pages name, and records the item under ITEM_RECORD_PREFIX with
 * its owner, files and size. The rules of whose copies these are live in `keepSavedCopiesFor`.
 */
import { CODE_CACHE, CONTENT_CACHE, ITEM_RECORD_PREFIX, OFFLINE_SAVE_HEADER, SAVED_COPIES_CHANGED, SITE_CODE_LIST } from '../../service-worker/offline-rules';
import { filesOnlyIn, pageCameWithoutData, pagesOf, siteCodeNamedIn, uploadsNamedIn, type SavedKind } from './saved-files';
import { registerServiceWorker } from './service-worker-registration';
import { readSavedRecord, type SavedItem } from './saved-record';

export type { SavedItem };

export interface SaveRequest {
  key: string;
  kind: SavedKind;
  title: string;
  href: string;
  owner: number;
}

export interface SaveProgress {
  done: number;
  total: number;
  bytes: number;
}

export class OfflineSaveError extends Error {}

const PARALLEL_DOWNLOADS = 4;
const PAGE_ATTEMPTS = 3;

export const offlineSupported = () => typeof window !== 'undefined' && 'serviceWorker' in navigator && 'caches' in window;

const recordAddress = (key: string) => `${ITEM_RECORD_PREFIX}${encodeURIComponent(key)}`;

export async function savedItems(): Promise<SavedItem[]> {
  if (!offlineSupported() || !(await caches.has(CONTENT_CACHE))) return [];
  const cache = await caches.open(CONTENT_CACHE);
  const records = (await cache.keys()).filter((request) => new URL(request.url).pathname.startsWith(ITEM_RECORD_PREFIX));
  const items = await Promise.all(
    records.map(async (request) => {
      const item = await readSavedRecord(await cache.match(request));
      // A record that is not a saved item is dropped: nothing can use it.
      if (!item) await cache.delete(request);
      return item;
    }),
  );
  return items.filter((item): item is SavedItem => Boolean(item)).sort((a, b) => b.savedAt.localeCompare(a.savedAt));
}

export async function savedItem(key: string): Promise<SavedItem | undefined> {
  if (!offlineSupported() || !(await caches.has(CONTENT_CACHE))) return undefined;
  return readSavedRecord(await (await caches.open(CONTENT_CACHE)).match(recordAddress(key)));
}

/** A file as the network has it now, never a saved copy (OFFLINE_SAVE_HEADER). */
async function fromNetwork(url: string, headers: Record<string, string> = {}): Promise<Response> {
  const response = await fetch(url, { credentials: 'same-origin', cache: 'no-store', headers: { ...headers, [OFFLINE_SAVE_HEADER]: '1' } });
  if (!response.ok) throw new OfflineSaveError(`${url} answered ${response.status}.`);
  return response;
}

async function fetchPage(url: string): Promise<Response> {
  for (let attempt = 1; ; attempt += 1) {
    const response = await fromNetwork(url, { Accept: 'text/html' });
    const html = await response.clone().text();
    if (!pageCameWithoutData(html)) return response;
    if (attempt === PAGE_ATTEMPTS) throw new OfflineSaveError('The classroom is busy and did not send the lesson in time. Please try again.');
    await new Promise((resolve) => setTimeout(resolve, attempt * 1000));
  }
}

/** Runs `work` over `items`, a few at a time. */
async function inParallel<T>(items: T[], work: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_DOWNLOADS, queue.length) }, worker));
}

/** Saves an item with everything it needs offline, reporting each file saved. Saving again refreshes it. */
export async function saveForOffline(request: SaveRequest, onProgress: (progress: SaveProgress) => void = () => {}): Promise<SavedItem> {
  if (!offlineSupported()) throw new OfflineSaveError('This browser cannot keep lessons for offline use.');
  await registerServiceWorker();
  void navigator.storage?.persist?.();
  const content = await caches.open(CONTENT_CACHE);
  const codeCache = await caches.open(CODE_CACHE);
  const pages = pagesOf(request.href);
  const siteCode: { files: { url: string }[] } = await fetch(SITE_CODE_LIST, { cache: 'no-store' }).then((response) => {
    if (!response.ok) throw new OfflineSaveError('The site could not list its files. Please try again.');
    return response.json();
  });
  const code = new Set(siteCode.files.map((file) => file.url));
  const progress: SaveProgress = { done: 0, total: pages.length + code.size, bytes: 0 };
  const report = (bytes: number) => {
    progress.done += 1;
    progress.bytes += bytes;
    onProgress({ ...progress });
  };
  onProgress({ ...progress });

  const files = new Set<string>();
  let itemBytes = 0;
  try {
    for (const page of pages) {
      const response = await fetchPage(page);
      const html = await response.clone().text();
      uploadsNamedIn(html).forEach((file) => files.add(file));
      siteCodeNamedIn(html).forEach((file) => code.add(file));
      await content.put(page, response);
      itemBytes += html.length;
      report(html.length);
    }
    progress.total = pages.length + code.size + files.size;
    onProgress({ ...progress });
    await inParallel([...code], async (url) => {
      if (!(await codeCache.match(url, { ignoreVary: true }))) await codeCache.put(url, await fromNetwork(url));
      report((await (await codeCache.match(url, { ignoreVary: true }))?.blob())?.size ?? 0);
    });
    await inParallel([...files], async (file) => {
      if (!(await content.match(file, { ignoreVary: true }))) await content.put(file, await fromNetwork(file));
      const size = (await (await content.match(file, { ignoreVary: true }))?.blob())?.size ?? 0;
      itemBytes += size;
      report(size);
    });
    const item: SavedItem = {
      key: request.key,
      kind: request.kind,
      title: request.title,
      href: request.href,
      owner: request.owner,
      pages,
      files: [...files].sort(),
      code: [...code].sort(),
      bytes: itemBytes,
      savedAt: new Date().toISOString(),
    };
    const before = await savedItem(request.key);
    await content.put(recordAddress(request.key), new Response(JSON.stringify(item), { headers: { 'Content-Type': 'application/json' } }));
    if (before) await deleteUnused(before);
    await deleteUnusedSiteCode();
    tellServiceWorker();
    return item;
  } catch (error) {
    if (error instanceof DOMException && error.name === 'QuotaExceededError') {
      throw new OfflineSaveError('This computer has no room left to save it. Remove something saved for offline, then try again.');
    }
    if (error instanceof OfflineSaveError) throw error;
    throw new OfflineSaveError('It could not be saved: the connection dropped. Please try again.');
  }
}

/** Deletes the files of `item` (an item removed, or an earlier version of one) that no saved item uses now. */
async function deleteUnused(item: SavedItem): Promise<void> {
  const others = (await savedItems()).filter((other) => other.key !== item.key || other.savedAt !== item.savedAt);
  const cache = await caches.open(CONTENT_CACHE);
  await Promise.all(filesOnlyIn(item, others).map((file) => cache.delete(file)));
}

/** Removes one saved item, and the files no other saved item uses. */
export async function removeSaved(key: string): Promise<void> {
  const removed = await savedItem(key);
  if (!removed) return;
  await (await caches.open(CONTENT_CACHE)).delete(recordAddress(key));
  if ((await savedItems()).length === 0) return forgetEverythingSaved();
  await deleteUnused(removed);
  await deleteUnusedSiteCode();
}

/** Deletes the site's files that no saved item was saved with (earlier deploys' files, as items are saved again). */
async function deleteUnusedSiteCode(): Promise<void> {
  const used = new Set((await savedItems()).flatMap((item) => item.code));
  const cache = await caches.open(CODE_CACHE);
  const unused = (await cache.keys()).filter((request) => !used.has(new URL(request.url).pathname));
  await Promise.all(unused.map((request) => cache.delete(request)));
}

/** Deletes every saved copy, and the site's files kept for them: logging out, or a login that is not the saved copies' owner's. */
export async function forgetEverythingSaved(): Promise<void> {
  if (!offlineSupported()) return;
  await Promise.all([caches.delete(CONTENT_CACHE), caches.delete(CODE_CACHE)]);
  tellServiceWorker();
}

/** The worker answers only while something is saved (src/service-worker/sw.ts): it reads again whether it is. */
function tellServiceWorker(): void {
  navigator.serviceWorker?.controller?.postMessage(SAVED_COPIES_CHANGED);
  void navigator.serviceWorker?.getRegistration().then((registration) => registration?.active?.postMessage(SAVED_COPIES_CHANGED));
}

/** How old a saved copy may get before it is saved again when the site is opened online. */
export const REFRESH_AFTER_MS = 10 * 60_000;

/**
 * The saved copies' rules, run once the server has said who is logged in (account-store.ts):
 * copies saved by another teacher are deleted (a shared classroom computer), and so is everything
 * once the teacher's subscription has ended. Otherwise, when online, each copy older than
 * REFRESH_AFTER_MS is saved again, so an editor's change reaches it (unchanged files are kept).
 */
export async function keepSavedCopiesFor(teacher: { id: number; subscribed: boolean }): Promise<void> {
  const items = await savedItems();
  if (items.length === 0) return;
  if (!teacher.subscribed || items.some((item) => item.owner !== teacher.id)) return forgetEverythingSaved();
  if (!navigator.onLine) return;
  for (const item of items.filter((saved) => Date.now() - Date.parse(saved.savedAt) >= REFRESH_AFTER_MS)) {
    await saveForOffline(item).catch(() => undefined);
  }
}
