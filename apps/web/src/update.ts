/**
 * A new version of the client, installed by the service worker while this
 * page was open. The page goes on running the old code until it reloads, so
 * it reloads at once only where nothing is in play (home, the rules, the list
 * of lessons, a page not found); anywhere else (a room, a hot-seat game, a
 * lesson, a replay) it waits: the shell offers a reload, and the next
 * navigation to a quiet page takes the new version. No live game is ever
 * interrupted by an update.
 */
import { useSyncExternalStore } from 'react';
import type { Route } from './router';

let ready = false;
const listeners = new Set<() => void>();

/** Routes where a reload loses nothing: no game, no room, no lesson under way. */
export function isQuiet(route: Route): boolean {
  return route.name === 'home' || route.name === 'rules' || route.name === 'notFound' || (route.name === 'learn' && route.lesson === null);
}

/**
 * Called when the new version has taken over: reload now if the page is
 * quiet, else remember it for the banner and the next quiet navigation.
 * Returns whether it reloaded.
 */
export function newVersionReady(route: Route, reload: () => void): boolean {
  if (isQuiet(route)) {
    reload();
    return true;
  }
  if (!ready) {
    ready = true;
    for (const listener of listeners) listener();
  }
  return false;
}

export const isUpdateReady = (): boolean => ready;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const useUpdateReady = (): boolean => useSyncExternalStore(subscribe, isUpdateReady, isUpdateReady);

/** Tests only: forget a pending update. */
export function resetUpdateForTests(): void {
  ready = false;
  for (const listener of listeners) listener();
}
