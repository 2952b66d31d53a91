/**
 * The service worker (made by vite-plugin-pwa / Workbox at build time)
 * precaches the built client, so a second visit loads from the cache and
 * hot-seat works with no network. It is registered once the page has loaded,
 * so it never competes with the first paint. A new version installs and takes
 * over at once (`registerType: 'autoUpdate'`), but the open page reloads into
 * it only when that interrupts nothing (src/update.ts); during a game the
 * shell offers the reload instead. Open pages look for a new version again
 * on returning to the tab and when the server link comes back after a drop
 * (src/update.ts). In `vite dev` the virtual module is a no-op.
 */
import { registerSW } from 'virtual:pwa-register';
import { parseRoute } from './router';
import { checkForUpdate, newVersionReady, pageTouched, setUpdateChecker } from './update';

export function registerServiceWorker(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const register = (): void => {
    void registerSW({
      immediate: true,
      onRegisteredSW: (_url, registration) => {
        if (registration)
          setUpdateChecker(() => {
            registration.update().catch(() => undefined);
          });
        // Marks the page once the worker's updates are followed (the e2e tests wait for it).
        document.documentElement.dataset.sw = 'ready';
      },
      onNeedReload: () => {
        newVersionReady(parseRoute(window.location.pathname), () => window.location.reload());
      },
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
  // From the first thing typed, chosen or clicked, a new version waits for the player (src/update.ts).
  for (const type of ['input', 'change', 'click'] as const)
    document.addEventListener(type, pageTouched, { capture: true, once: true });
  // Back to the tab after a while: a new version may have come meanwhile.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') checkForUpdate(true);
  });
}
