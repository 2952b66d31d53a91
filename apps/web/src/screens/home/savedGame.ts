/**
 * Whether a hot-seat game is saved in this browser, read without loading
 * the hot-seat module (which brings the engine). The key is the hot-seat
 * module's SAVE_KEY; savedGame.test.ts pins the two together.
 */

export const HOTSEAT_KEY = 'kahroba.hotseat.v1';

export function hasSavedHotSeat(): boolean {
  try {
    return typeof localStorage !== 'undefined' && localStorage.getItem(HOTSEAT_KEY) !== null;
  } catch {
    return false;
  }
}

/** What My games shows of the saved hot-seat game (read from the save as it is; null when none or unreadable). */
export interface HotSeatSummary {
  players: number;
  modules: string[];
  moves: number;
  names: string[];
}

export function savedHotSeatSummary(): HotSeatSummary | null {
  try {
    const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(HOTSEAT_KEY);
    if (!raw) return null;
    const saved = JSON.parse(raw) as {
      record?: { config?: { players?: unknown; modules?: unknown }; actions?: unknown };
      seats?: unknown;
    };
    const config = saved.record?.config;
    if (typeof config?.players !== 'number') return null;
    const seats = Array.isArray(saved.seats) ? (saved.seats as { name?: unknown }[]) : [];
    return {
      players: config.players,
      modules: Array.isArray(config.modules) ? config.modules.filter((m): m is string => typeof m === 'string') : [],
      moves: Array.isArray(saved.record?.actions) ? saved.record.actions.length : 0,
      names: seats.map((s) => (typeof s.name === 'string' ? s.name : '')).filter((n) => n !== ''),
    };
  } catch {
    return null;
  }
}
