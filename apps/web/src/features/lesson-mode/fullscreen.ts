/** The full-screen toggle of lesson mode (button and the F key; the browser's Escape leaves it). */
import { useCallback, useEffect, useState } from 'react';

export function useFullscreen() {
  const supported = typeof document !== 'undefined' && Boolean(document.fullscreenEnabled);
  const [active, setActive] = useState(() => typeof document !== 'undefined' && Boolean(document.fullscreenElement));

  useEffect(() => {
    const update = () => setActive(Boolean(document.fullscreenElement));
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
