/**
 * What this device remembers of the challenges (localStorage): the best
 * stars of each, the earliest round it was won in, how many tries it had (a
 * game finished, won or lost, or given up: never lowering the best), and the
 * game in play (its record is kept under its own key by the hot-seat
 * machinery, so a reload resumes it and counts nothing). Reads never throw: a
 * blocked or spoilt storage is an empty progress.
 */
import { CHALLENGES, playRecord, sameDeal } from '@kahroba/engine/challenges';
import type { Challenge } from '@kahroba/engine/challenges';
import type { GameRecord } from '@kahroba/engine';
import { clearGame, loadGame } from '../hotseat';

export const PROGRESS_KEY = 'kahroba.challenges.v1';
/** The challenge game in play (a hot-seat save). */
export const GAME_KEY = 'kahroba.challenges.game.v1';
/** The last finished game already counted, so that its result screen shown again (a reload) is not another try. */
export const COUNTED_KEY = 'kahroba.challenges.counted.v1';

export interface ChallengeBest {
  /** 0–3. */
  stars: number;
  /** The earliest round a win ended in; null before a win. */
  round: number | null;
  /** Its games finished on this device, won or lost, and given up. */
  tries: number;
}

export type Progress = Record<string, ChallengeBest>;

/** Entries saved before tries were counted have none: a saved entry is at least one finished game. */
const migrate = (b: ChallengeBest): ChallengeBest => (b.tries === undefined ? { ...b, tries: 1 } : b);

const isBest = (x: unknown): x is ChallengeBest => {
  const b = x as Partial<ChallengeBest> | null;
  return (
    typeof b === 'object' &&
    b !== null &&
    Number.isInteger(b.stars) &&
    (b.stars as number) >= 0 &&
    (b.stars as number) <= 3 &&
    (b.round === null || (Number.isInteger(b.round) && (b.round as number) > 0)) &&
    (b.tries === undefined || (Number.isInteger(b.tries) && b.tries >= 1))
  );
};

export function loadProgress(): Progress {
  try {
    const raw = JSON.parse(localStorage.getItem(PROGRESS_KEY) ?? '{}') as unknown;
    if (typeof raw !== 'object' || raw === null) return {};
    const known = new Set(CHALLENGES.map((c) => c.id));
    return Object.fromEntries(
      Object.entries(raw)
        .filter((e): e is [string, ChallengeBest] => known.has(e[0]) && isBest(e[1]))
        .map(([id, b]) => [id, migrate(b)]),
    );
  } catch {
    return {};
  }
}

/** Counts a game finished or given up as a try and keeps its result where it beats the best so far (more stars, or a win in an earlier round). */
export function recordResult(id: string, stars: number, round: number | null): ChallengeBest {
  const progress = loadProgress();
  const old = progress[id];
  const best: ChallengeBest = {
    stars: Math.max(old?.stars ?? 0, stars),
    round: round === null ? (old?.round ?? null) : Math.min(old?.round ?? round, round),
    tries: (old?.tries ?? 0) + 1,
  };
  try {
    localStorage.setItem(PROGRESS_KEY, JSON.stringify({ ...progress, [id]: best }));
  } catch {
    // Not remembered: the result screen still shows it.
  }
  return best;
}

/** The challenge whose game is saved on this device, if its record is one of a challenge's deals. */
export function savedChallenge(): Challenge | null {
  const saved = loadGame(GAME_KEY);
  if (!saved) return null;
  return CHALLENGES.find((c) => sameDeal(c.config, saved.record.config)) ?? null;
}

/** The challenge whose saved game is not over yet: leaving it another way than resuming gives it up. */
export function unfinishedChallenge(): Challenge | null {
  const ch = savedChallenge();
  const saved = ch && loadGame(GAME_KEY);
  if (!ch || !saved) return null;
  const played = playRecord(saved.record);
  return played && played.state.result === null ? ch : null;
}

/** Gives up the saved game of `id`, if it is the one in play: one more try, no star; the save is cleared. */
export function giveUp(id: string): void {
  if (unfinishedChallenge()?.id === id) recordResult(id, 0, null);
  clearGame(GAME_KEY);
}

/** FNV-1a over the record's actions: which finished game of a challenge was counted. */
function fingerprint(id: string, record: GameRecord): string {
  const text = JSON.stringify(record.actions);
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return `${id}:${record.actions.length}:${h.toString(16)}`;
}

/**
 * The result of a finished game, counted once: the same game shown again (its
 * result screen after a reload) gives the best so far without another try.
 */
export function recordFinished(id: string, record: GameRecord, stars: number, round: number | null): ChallengeBest {
  const print = fingerprint(id, record);
  let counted: string | null = null;
  try {
    counted = localStorage.getItem(COUNTED_KEY);
  } catch {
    // Unknown: counted now.
  }
  const known = loadProgress()[id];
  if (counted === print && known) return known;
  const best = recordResult(id, stars, round);
  try {
    localStorage.setItem(COUNTED_KEY, print);
  } catch {
    // Not remembered: a reload of this result screen would count it again.
  }
  return best;
}
