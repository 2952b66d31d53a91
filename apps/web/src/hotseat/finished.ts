/**
 * Finished hot-seat games kept on the device (localStorage), so My games can list them for their replay and review
 * after the game's own save is cleared. The latest MAX_FINISHED are kept. Read without the engine (My games on the
 * home page must stay small): the record is checked by the engine's parser only where it is opened (/replay).
 */
import type { GameRecord } from '@kahroba/engine';

export const FINISHED_KEY = 'kahroba.hotseat.finished.v1';
export const MAX_FINISHED = 20;

export interface FinishedGame {
  /** The record's seed: random for every hot-seat game. */
  id: string;
  finishedAt: number;
  names: string[];
  record: GameRecord;
}

/** What My games shows of a kept game. */
export interface FinishedSummary {
  id: string;
  finishedAt: number;
  names: string[];
  players: number;
  modules: string[];
  moves: number;
}

function readAll(): FinishedGame[] {
  try {
    const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(FINISHED_KEY);
    const list: unknown = raw ? JSON.parse(raw) : [];
    if (!Array.isArray(list)) return [];
    return list.filter(
      (g): g is FinishedGame =>
        typeof g === 'object' &&
        g !== null &&
        typeof (g as FinishedGame).id === 'string' &&
        typeof (g as FinishedGame).finishedAt === 'number' &&
        Array.isArray((g as FinishedGame).names) &&
        typeof (g as FinishedGame).record?.config?.players === 'number' &&
        Array.isArray((g as FinishedGame).record?.actions),
    );
  } catch {
    return [];
  }
}

/** Keeps a finished game (once: the same game kept again only moves it to the front). Never throws. */
export function keepFinished(record: GameRecord, names: readonly string[], now = Date.now()): void {
  const id = record.config.seed;
  const kept = readAll().filter((g) => g.id !== id);
  const list = [{ id, finishedAt: now, names: [...names], record }, ...kept].slice(0, MAX_FINISHED);
  try {
    localStorage.setItem(FINISHED_KEY, JSON.stringify(list));
  } catch {
    // Storage full or blocked: the game is only not listed in My games.
  }
}

/** The kept games, latest first. */
export function finishedSummaries(): FinishedSummary[] {
  return readAll()
    .sort((a, b) => b.finishedAt - a.finishedAt)
    .map((g) => ({
      id: g.id,
      finishedAt: g.finishedAt,
      names: g.names.filter((n): n is string => typeof n === 'string'),
      players: g.record.config.players,
      modules: Array.isArray(g.record.config.modules) ? g.record.config.modules : [],
      moves: g.record.actions.length,
    }));
}

/** One kept game by its id (its record as stored: parse it before use), or null. */
export function finishedGame(id: string): FinishedGame | null {
  return readAll().find((g) => g.id === id) ?? null;
}

/** Whether any finished game is kept (My games is loaded for it). */
export function hasFinished(): boolean {
  try {
    return typeof localStorage !== 'undefined' && localStorage.getItem(FINISHED_KEY) !== null;
  } catch {
    return false;
  }
}
