/**
 * The service worker (made by vite-plugin-pwa / Workbox at build time)
 * precaches the built client, so a second visit loads from the cache and
 * hot-seat works with no network. It is registered once the page has loaded,
 * so it never competes with the first paint; a new version takes over at
 * once (`registerType: 'autoUpdate'`), and the next navigation uses it.
 * In `vite dev` the virtual module is a no-op.
 */
import { registerSW } from 'virtual:pwa-register';

export function registerServiceWorker(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const register = (): void => {
    void registerSW({ immediate: true });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
