/**
 * Reviews kept on the device (IndexedDB, through idb-keyval), so that opening a game's review a second time is
 * instant, and one left half-way goes on from where it stopped. The latest MAX_REVIEWS are kept; a store that cannot
 * be opened (private windows, storage blocked) only means the review is made again next time.
 */
import { createStore, del, get, set, update } from 'idb-keyval';
import type { UseStore } from 'idb-keyval';
import { MOVE_QUALITIES } from '@kahroba/engine/bots';
import type { MoveReview } from './marks';

export const MAX_REVIEWS = 30;
const INDEX_KEY = 'index';

export interface StoredReview {
  readonly schema: 1;
  readonly key: string;
  /** One entry per action of the record, null where the analysis has not reached yet. */
  readonly moves: readonly (MoveReview | null)[];
}

let store: UseStore | null = null;
function reviews(): UseStore | null {
  if (typeof indexedDB === 'undefined') return null;
  store ??= createStore('kahroba-review', 'reviews');
  return store;
}

const isChance = (x: unknown): boolean => typeof x === 'number' && x >= 0 && x <= 1;

function isMove(x: unknown, index: number, players: number): x is MoveReview {
  if (typeof x !== 'object' || x === null) return false;
  const m = x as Partial<Record<keyof MoveReview, unknown>>;
  const analysed = (a: unknown) =>
    typeof a === 'object' && a !== null && isChance((a as { winChance?: unknown }).winChance);
  return (
    m.index === index &&
    typeof m.seat === 'number' &&
    m.seat < players &&
    (MOVE_QUALITIES as readonly unknown[]).includes(m.quality) &&
    Array.isArray(m.winChances) &&
    m.winChances.length === players &&
    m.winChances.every(isChance) &&
    analysed(m.played) &&
    analysed(m.best) &&
    Array.isArray(m.line)
  );
}

/** The stored review under `key` for a record of `length` actions and `players` seats; null when none or unreadable. */
export async function loadReview(key: string, length: number, players: number): Promise<StoredReview | null> {
  const db = reviews();
  if (!db) return null;
  try {
    const r = await get<unknown>(key, db);
    if (typeof r !== 'object' || r === null) return null;
    const { schema, moves } = r as { schema?: unknown; moves?: unknown };
    if (schema !== 1 || !Array.isArray(moves) || moves.length !== length) return null;
    if (!moves.every((m: unknown, i) => m === null || isMove(m, i, players))) return null;
    return { schema: 1, key, moves };
  } catch {
    return null;
  }
}

/** Keeps a review (whole or partial); the oldest beyond MAX_REVIEWS are dropped. Never throws. */
export async function saveReview(key: string, moves: readonly (MoveReview | null)[]): Promise<void> {
  const db = reviews();
  if (!db) return;
  try {
    await set(key, { schema: 1, key, moves } satisfies StoredReview, db);
    let dropped: string[] = [];
    await update<string[]>(
      INDEX_KEY,
      (old) => {
        const keys = [...(Array.isArray(old) ? old.filter((k) => k !== key) : []), key];
        dropped = keys.slice(0, Math.max(0, keys.length - MAX_REVIEWS));
        return keys.slice(dropped.length);
      },
      db,
    );
    await Promise.all(dropped.map((k) => del(k, db)));
  } catch {
    // Storage full or blocked: the review is made again next time.
  }
}
