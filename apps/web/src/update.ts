/**
 * A new version of the client, installed by the service worker while this
 * page was open. The page goes on running the old code until it reloads, so
 * it reloads at once only where nothing is in play (home, the rules, the list
 * of lessons, a page not found) and the player has not yet touched the page
 * (a name half typed would be lost); anywhere else (a room, a hot-seat game,
 * a lesson, a replay) it waits: the shell offers a reload, and the next
 * navigation to a quiet page takes the new version. No live game, and no
 * form being filled in, is ever interrupted by an update.
 *
 * A browser looks for a new service worker only when a page loads, so a
 * page kept open (a game lasts an hour) would never hear of an upgrade. It
 * asks again whenever the link to the server comes back after a drop (a
 * server upgrade restarts it), and when the player returns to the tab, at
 * most once a minute.
 */
import { useSyncExternalStore } from 'react';
import type { Route } from './router';

let ready = false;
let touched = false;
const listeners = new Set<() => void>();

/** The player typed, chose or clicked something on this page (src/pwa.ts listens). */
export function pageTouched(): void {
  touched = true;
}

/** Routes where a reload loses nothing: no game, no room, no lesson or challenge under way. */
export function isQuiet(route: Route): boolean {
  return (
    route.name === 'home' ||
    route.name === 'rules' ||
    route.name === 'notFound' ||
    (route.name === 'learn' && route.lesson === null) ||
    (route.name === 'challenges' && route.id === null)
  );
}

/**
 * Called when the new version has taken over: reload now if the page is
 * quiet and untouched, else remember it for the banner and the next quiet
 * navigation. Returns whether it reloaded.
 */
export function newVersionReady(route: Route, reload: () => void): boolean {
  if (isQuiet(route) && !touched) {
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

/** At most one look for a new version in this many milliseconds. */
export const UPDATE_CHECK_GAP_MS = 60_000;
let checker: (() => void) | null = null;
let lastCheck = -Infinity;

/** Set by the service worker's registration (src/pwa.ts): how to look for a new version. */
export function setUpdateChecker(check: (() => void) | null): void {
  checker = check;
}

/**
 * Looks for a new version now, unless one is already waiting or, for a
 * `throttled` look (returning to the tab), one was looked for within the
 * gap. Returns whether it looked.
 */
export function checkForUpdate(throttled: boolean, now: number = Date.now()): boolean {
  if (checker === null || ready || (throttled && now - lastCheck < UPDATE_CHECK_GAP_MS)) return false;
  lastCheck = now;
  checker();
  return true;
}

/** How long a reload waits for the new version to arrive before it reloads anyway. */
export const RELOAD_WAIT_MS = 15_000;

/**
 * Reloads into the new version: at once when it is already here (or there is
 * no service worker to bring it), else once the service worker has it, and
 * after RELOAD_WAIT_MS at the latest. A page the server refused as too old
 * uses it: a reload before the new version is cached would load the old one.
 */
export function reloadWhenNew(reload: () => void, waitMs: number = RELOAD_WAIT_MS): void {
  if (ready || checker === null) {
    reload();
    return;
  }
  checkForUpdate(false);
  let done = false;
  const finish = (): void => {
    if (done) return;
    done = true;
    listeners.delete(onReady);
    clearTimeout(timer);
    reload();
  };
  const onReady = (): void => {
    if (ready) finish();
  };
  listeners.add(onReady);
  const timer = setTimeout(finish, waitMs);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const useUpdateReady = (): boolean => useSyncExternalStore(subscribe, isUpdateReady, isUpdateReady);

/** Tests only: forget a pending update and the last look. */
export function resetUpdateForTests(): void {
  ready = false;
  touched = false;
  checker = null;
  lastCheck = -Infinity;
  for (const listener of listeners) listener();
}
