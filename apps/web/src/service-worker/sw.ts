/// <reference lib="webworker" />
/**
 * The site's service worker (docs/product.md, "Offline lessons"), built by Workbox's modules into
 * build/client/sw.js (scripts/build-service-worker.mjs). It saves nothing by itself: the page saves a
 * lesson into the caches (features/offline/offline-store.ts); the worker answers from them when the
 * network does not. Until the teacher has saved something, it answers nothing.
 *
 * - Pages: the network first; without one (or after 6 s), the saved copy of that page, and for a
 *   page that was not saved, the "Saved for offline" page, where the teacher finds what they saved.
 * - Uploads (pictures, recordings, films): a saved copy first, cut to the byte range a player asks
 *   for; otherwise the network, without keeping anything.
 * - The site's built files: the copies saved with the lessons (their names change with their
 *   content); its logos and the demo's stand-in player, from the copy kept, refreshed in the background.
 */
import { clientsClaim } from 'workbox-core';
import * as navigationPreload from 'workbox-navigation-preload';
import { RangeRequestsPlugin } from 'workbox-range-requests';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types';
import {
  CODE_CACHE,
  CONTENT_CACHE,
  OFFLINE_SAVE_HEADER,
  SAVED_COPIES_CHANGED,
  SAVED_OFFLINE_PATH,
  isDemoPlayer,
  isSiteCodePath,
  isSitePicture,
  isUploadPath,
  savedPageKey,
} from './offline-rules';

declare const self: ServiceWorkerGlobalScope;

const PAGE_NETWORK_TIMEOUT_SECONDS = 6;
/**
 * Saved responses vary on Accept-Encoding (the site's files are sent compressed), which a page's
 * request does not carry until the network adds it: matched with Vary, nothing saved would be found.
 */
const matchOptions: CacheQueryOptions = { ignoreVary: true };

/** Reads saved copies only: what is saved is decided by the page, never by what the teacher browses. */
const readOnly: WorkboxPlugin = { cacheWillUpdate: async () => null };

/** A page below lesson mode's `.../slides` is answered by the saved `.../slides` page. */
const savedPageAddress: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request, mode }) => {
    if (mode !== 'read') return request;
    const url = new URL(request.url);
    return new URL(savedPageKey(url.pathname), url.origin).href;
  },
};

/** A copy fetched by the page may have followed a redirect; a page answered with such a response is refused. */
const plainResponse: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) =>
    cachedResponse?.redirected ? new Response(cachedResponse.body, { status: cachedResponse.status, headers: cachedResponse.headers }) : cachedResponse,
};

/** A save (features/offline/offline-store.ts) always asks the network: it must never be answered from what it is replacing. */
const isSaving = (request: Request) => request.headers.has(OFFLINE_SAVE_HEADER);

/**
 * Whether the teacher has saved anything. Until they have, the worker answers nothing and every
 * request goes to the network as if it were not there (no cost, nothing to go wrong). Read when the
 * worker starts, on each page, and when the site says its saved copies changed.
 */
let hasSavedCopies: boolean | undefined;
const readSavedCopies = () => caches.has(CONTENT_CACHE).then((has) => (hasSavedCopies = has));
void readSavedCopies();
self.addEventListener('message', (event) => {
  if (event.data === SAVED_COPIES_CHANGED) event.waitUntil(readSavedCopies());
});
/** Same origin, not a save, and something is saved. */
const mayAnswer = (request: Request, url: URL) => url.origin === self.location.origin && !isSaving(request) && hasSavedCopies === true;

self.skipWaiting();
clientsClaim();
navigationPreload.enable();

// The demo's stand-in video player, framed by demo slides (one page whatever its ?clip=).
registerRoute(
  ({ request, url }) => mayAnswer(request, url) && isDemoPlayer(url.pathname),
  new StaleWhileRevalidate({ cacheName: CODE_CACHE, matchOptions: { ...matchOptions, ignoreSearch: true } }),
);

// A page: also when the worker has just started for it and has not read yet whether anything is saved.
registerRoute(
  ({ request, url }) => {
    if (request.mode !== 'navigate' || url.origin !== self.location.origin) return false;
    void readSavedCopies();
    return hasSavedCopies !== false;
  },
  new NetworkFirst({
    cacheName: CONTENT_CACHE,
    networkTimeoutSeconds: PAGE_NETWORK_TIMEOUT_SECONDS,
    matchOptions,
    plugins: [readOnly, savedPageAddress, plainResponse],
  }),
);

registerRoute(
  ({ request, url }) => mayAnswer(request, url) && isUploadPath(url.pathname),
  new CacheFirst({ cacheName: CONTENT_CACHE, matchOptions, plugins: [readOnly, new RangeRequestsPlugin()] }),
);

registerRoute(
  ({ request, url }) => mayAnswer(request, url) && isSiteCodePath(url.pathname),
  new CacheFirst({ cacheName: CODE_CACHE, matchOptions, plugins: [readOnly] }),
);

registerRoute(({ request, url }) => mayAnswer(request, url) && isSitePicture(url.pathname), new StaleWhileRevalidate({ cacheName: CODE_CACHE, matchOptions }));

setCatchHandler(async ({ request }) => {
  if (request.mode === 'navigate') {
    const saved = await caches.open(CONTENT_CACHE).then((cache) => cache.match(SAVED_OFFLINE_PATH, matchOptions));
    if (saved) return Response.redirect(SAVED_OFFLINE_PATH, 303);
  }
  return Response.error();
});
