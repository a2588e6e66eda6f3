/** The full-screen toggle of lesson mode (button and the F key; the browser's Escape leaves it). */
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';

const unchanging = () => () => {};
const fullscreenEnabled = () => Boolean(document.fullscreenEnabled);

export function useFullscreen() {
  // Not known on the server: false there and while the page hydrates, then the browser's answer (a server-rendered page must hydrate as sent).
  const supported = useSyncExternalStore(unchanging, fullscreenEnabled, () => false);
  const [active, setActive] = useState(false);

  useEffect(() => {
    const update = () => setActive(Boolean(document.fullscreenElement));
    update();
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, []);

  const toggle = useCallback(() => {
    if (!supported) return;
    const change = document.fullscreenElement ? document.exitFullscreen() : document.documentElement.requestFullscreen();
    // Refused (not from a user gesture, or blocked by the browser): the page simply stays as it is.
    change.catch(() => undefined);
  }, [supported]);

  return { supported, active, toggle };
}
