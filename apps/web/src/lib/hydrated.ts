import { useSyncExternalStore } from 'react';

/** A useSyncExternalStore subscription for a value that never changes while the page is open. */
export const neverChanges = () => () => {};

/**
 * False while the page is the one the server rendered (a visitor's first view, app/first-view.ts),
 * including while the site's code hydrates it; true once the site runs it, and on every page
 * rendered in the browser.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
