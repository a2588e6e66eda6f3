/**
 * Editors' previews: the admin panel opens a page with ?preview=<token>; this tab then sends the
 * token with every content call (X-Preview-Token) and the CMS shows that one document as a draft
 * (everything else as the tab's own login would see it). The token lives
 * in this tab's session storage only, and expires on the CMS's side after an hour.
 */
const STORAGE_KEY = 'preview-token';

export function takePreviewToken(location: Location, storage: Storage = window.sessionStorage): void {
  const url = new URL(location.href);
  const token = url.searchParams.get('preview');
  if (!token) return;
  storage.setItem(STORAGE_KEY, token);
  url.searchParams.delete('preview');
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
}

export function previewToken(storage: Storage | undefined = typeof window === 'undefined' ? undefined : window.sessionStorage): string | undefined {
  return storage?.getItem(STORAGE_KEY) ?? undefined;
}

export function endPreview(storage: Storage = window.sessionStorage): void {
  storage.removeItem(STORAGE_KEY);
}
