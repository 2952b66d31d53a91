/**
 * A small router over the History API: five routes do not need a library.
 * `useRoute()` re-renders on navigation; `navigate()` pushes a path; links
 * use real hrefs so they open in a new tab and work without JavaScript state.
 */
import { useSyncExternalStore, type MouseEvent } from 'react';

export type Route =
  | { name: 'home' }
  | { name: 'room'; code: string }
  | { name: 'hotseat' }
  | { name: 'rules' }
  | { name: 'replay' }
  /** The lessons (null: the list), src/tutorial. */
  | { name: 'learn'; lesson: string | null }
  /** The solo challenges (null: the list), src/challenges. */
  | { name: 'challenges'; id: string | null }
  | { name: 'notFound'; path: string };

/** The home page's hash that opens the set-up of a game on this device (`/#hotseat`). */
export const HOTSEAT_SETUP = 'hotseat';

const ROOM = /^\/r\/([A-Za-z0-9]{4,12})\/?$/;
const LEARN = /^\/learn(?:\/([A-Za-z]{1,20}))?\/?$/;
const CHALLENGES = /^\/challenges(?:\/([a-z0-9-]{1,40}))?\/?$/;

/** The route of a pathname (query and hash are left to the screens). */
export function parseRoute(pathname: string): Route {
  const path = pathname.replace(/\/{2,}/g, '/');
  if (path === '/' || path === '') return { name: 'home' };
  const room = ROOM.exec(path);
  if (room?.[1]) return { name: 'room', code: room[1].toUpperCase() };
  const learn = LEARN.exec(path);
  if (learn) return { name: 'learn', lesson: learn[1] ?? null };
  const challenges = CHALLENGES.exec(path);
  if (challenges) return { name: 'challenges', id: challenges[1] ?? null };
  const bare = path.replace(/\/$/, '');
  if (bare === '/hotseat') return { name: 'hotseat' };
  if (bare === '/rules') return { name: 'rules' };
  if (bare === '/replay') return { name: 'replay' };
  return { name: 'notFound', path };
}

/** The path of a route. */
export function pathOf(route: Route): string {
  switch (route.name) {
    case 'home':
      return '/';
    case 'room':
      return `/r/${route.code}`;
    case 'hotseat':
      return '/hotseat';
    case 'rules':
      return '/rules';
    case 'replay':
      return '/replay';
    case 'learn':
      return route.lesson ? `/learn/${route.lesson}` : '/learn';
    case 'challenges':
      return route.id ? `/challenges/${route.id}` : '/challenges';
    case 'notFound':
      return route.path;
  }
}

const listeners = new Set<() => void>();
const notify = (): void => listeners.forEach((l) => l());

if (typeof window !== 'undefined') window.addEventListener('popstate', notify);

/** Goes to a path; `state` rides along in history (e.g. a hot-seat set-up). */
export function navigate(path: string, options: { replace?: boolean; state?: unknown } = {}): void {
  const current = window.location.pathname + window.location.search + window.location.hash;
  if (path === current && !options.replace && options.state === undefined) return;
  if (options.replace) window.history.replaceState(options.state ?? null, '', path);
  else window.history.pushState(options.state ?? null, '', path);
  if (!path.includes('#')) window.scrollTo({ top: 0 });
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = (): string => window.location.pathname;
const serverSnapshot = (): string => '/';

/** The current route; components re-render when it changes. */
export function useRoute(): Route {
  const pathname = useSyncExternalStore(subscribe, snapshot, serverSnapshot);
  return parseRoute(pathname);
}

/** The history state pushed with the current entry. */
export const historyState = (): unknown => (typeof window === 'undefined' ? null : (window.history.state as unknown));

/**
 * Click handler for in-app links: plain left clicks navigate without a page
 * load; modified clicks (new tab, etc.) keep the browser's behaviour.
 */
export function onLinkClick(event: MouseEvent<HTMLAnchorElement>): void {
  const a = event.currentTarget;
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return;
  if (a.target && a.target !== '_self') return;
  if (a.origin !== window.location.origin) return;
  event.preventDefault();
  navigate(a.pathname + a.search + a.hash);
}
