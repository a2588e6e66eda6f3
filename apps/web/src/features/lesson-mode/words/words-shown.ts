/**
 * Whether lesson mode shows songs' words (the "Words" toggle): on until the teacher turns it off, then
 * off on every slide for the rest of the browser tab's session (sessionStorage), until turned on again.
 */
import { useCallback, useSyncExternalStore } from 'react';

const KEY = 'lesson-mode:words';
const listeners = new Set<() => void>();

function read(): boolean {
  try {
    return window.sessionStorage.getItem(KEY) !== 'off';
  } catch {
    return true;
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useWordsShown(): [boolean, (shown: boolean) => void] {
  const shown = useSyncExternalStore(subscribe, read, () => true);
  const setShown = useCallback((next: boolean) => {
    try {
      window.sessionStorage.setItem(KEY, next ? 'on' : 'off');
    } catch {
      // Storage refused (a private window's quota): the choice lasts until the page is left.
    }
    listeners.forEach((listener) => listener());
  }, []);
  return [shown, setShown];
}
