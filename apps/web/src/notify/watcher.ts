/**
 * While the page is open, every 20 s (and when the tab comes back, or the
 * network does) it asks the server whose turn it is in each room this browser
 * holds a seat in (`POST /api/turns` with its seat tokens, one request for all of them). The page
 * title counts the games waiting for this player, but the one open on this
 * page (its table cues by itself); a game that has just started waiting
 * brings a chime and a system notification (when allowed) that opens its room.
 */
import type { RoomTurn } from '@kahroba/protocol';
import { MAX_TURN_ROOMS } from '@kahroba/protocol';
import { seatRooms } from '../net/storage';
import { navigate, parseRoute } from '../router';
import { playChime, readSoundSetting, setTitleBadge, showTurnNotification } from './cues';
import { turnNotificationText } from './text';
import { newlyWaiting, waitingFor, type HeldSeat } from './turns';
import { fetchTurns } from '../net/api';

export const POLL_MS = 20_000;

export interface WatcherDeps {
  held(): HeldSeat[];
  fetchTurns(codes: string[]): Promise<RoomTurn[] | null>;
  openRoom(): string | null;
  badge(n: number): void;
  announce(code: string): void;
  every(ms: number, fn: () => void): () => void;
  onWake(fn: () => void): () => void;
}

/** One poll's worth of logic, kept apart from timers and the DOM for tests. */
export function createTurnWatcher(deps: WatcherDeps): { poll(): Promise<void>; stop(): void } {
  let before: Set<string> | null = null;
  let running = false;
  const poll = async (): Promise<void> => {
    if (running) return;
    running = true;
    try {
      const held = deps
        .held()
        .filter((h) => h.seat !== null)
        .slice(0, MAX_TURN_ROOMS);
      if (held.length === 0) {
        deps.badge(0);
        return;
      }
      const turns = await deps.fetchTurns(held.map((h) => h.code));
      if (turns === null) return; // offline or refused: keep what is shown
      const now = waitingFor(turns, held);
      const open = deps.openRoom();
      deps.badge([...now].filter((key) => !key.startsWith(`${open}#`)).length);
      for (const code of newlyWaiting(before, now, open)) deps.announce(code);
      before = now;
    } finally {
      running = false;
    }
  };
  const stopTimer = deps.every(POLL_MS, () => void poll());
  const stopWake = deps.onWake(() => void poll());
  return {
    poll,
    stop: () => {
      stopTimer();
      stopWake();
    },
  };
}

let started: { poll(): Promise<void>; stop(): void } | null = null;

/** Starts the page's watcher once (later calls ask at once instead). */
export function startTurnWatcher(): void {
  if (started) {
    void started.poll();
    return;
  }
  started = createTurnWatcher({
    held: () => seatRooms(),
    fetchTurns,
    openRoom: () => {
      const route = parseRoute(window.location.pathname);
      return route.name === 'room' ? route.code : null;
    },
    badge: setTitleBadge,
    announce: (code) => {
      if (readSoundSetting()) playChime();
      showTurnNotification(turnNotificationText(code), code, () => navigate(`/r/${code}`));
    },
    every: (ms, fn) => {
      const id = window.setInterval(fn, ms);
      return () => window.clearInterval(id);
    },
    onWake: (fn) => {
      const visible = () => {
        if (!document.hidden) fn();
      };
      document.addEventListener('visibilitychange', visible);
      window.addEventListener('online', fn);
      return () => {
        document.removeEventListener('visibilitychange', visible);
        window.removeEventListener('online', fn);
      };
    },
  });
  void started.poll();
}
