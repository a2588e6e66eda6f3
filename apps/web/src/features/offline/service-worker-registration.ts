/**
 * Registers the service worker (src/service-worker/sw.ts) for a logged-in teacher, after the page
 * has painted: a visitor never downloads it, and a teacher's first view does not wait for it.
 */
let registering: Promise<ServiceWorkerRegistration> | undefined;

export function registerServiceWorker(): Promise<ServiceWorkerRegistration> {
  registering ??= navigator.serviceWorker.register('/sw.js', { scope: '/' }).then(() => navigator.serviceWorker.ready);
  return registering;
}

/** From the session's start: register once the browser is idle, if it can run a service worker at all. */
export function registerWhenIdle(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator) || !window.isSecureContext) return;
  const register = () => void registerServiceWorker().catch(() => (registering = undefined));
  if ('requestIdleCallback' in window) window.requestIdleCallback(register, { timeout: 5000 });
  else setTimeout(register, 2000);
}
