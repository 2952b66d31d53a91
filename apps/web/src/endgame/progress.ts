/**
 * Prestige over the rounds, from a finished game's record replayed through
 * the engine (`buildReplay`): each seat's prestige (`prestigeOf`) at the start
 * and at the end of every round. Nothing is counted here but the samples.
 */
import { prestigeOf } from '@kahroba/engine';
import type { GameRecord, GameState } from '@kahroba/engine';
import { buildReplay } from './timeline';

export interface PrestigeProgress {
  /** rounds[i] is the round that points[seat][i] closes; 0 is the set-up. */
  rounds: number[];
  /** By seat: prestige at the set-up and at the end of each round. */
  points: number[][];
  /** The last state of the replay (a spectator's view). */
  last: GameState;
}

export function prestigeProgress(record: GameRecord): PrestigeProgress | null {
  const replay = buildReplay(record);
  if (!replay || replay.brokenAt !== null) return null;
  const { views } = replay;
  const first = views[0];
  const last = views[views.length - 1];
  if (!first || !last) return null;
  const seats = first.players.map((_, i) => i);
  const rounds = [0];
  const points = seats.map((s) => [prestigeOf(first, s)]);
  // The state before a new round begins closes the round before it; the last state closes the last round.
  for (let i = 1; i < views.length; i++) {
    const v = views[i] as GameState;
    const next = views[i + 1];
    if (next && next.round === v.round) continue;
    rounds.push(v.round);
    for (const s of seats) points[s]?.push(prestigeOf(v, s));
  }
  return { rounds, points, last };
}
