/**
 * A challenge's stars from a game record: the record must be of the
 * challenge's own deal, and stars count only once the game is over.
 */
import { RECORD_SCHEMA } from '../index';
import type { GameConfig, GameRecord } from '../index';
import type { Challenge } from './challenge';
import { goalMet, playRecord } from './goals';
import type { Goal } from './goals';

export interface ChallengeScore {
  finished: boolean;
  /** 0–3: the stars earned (0 until the game is over). */
  stars: number;
  /** Per star, per goal: met in the game so far. */
  goals: { goal: Goal; met: boolean }[][];
}

export type ScoreResult = { ok: true; score: ChallengeScore } | { ok: false; code: 'CHALLENGE_DEAL' | 'BAD_RECORD' };

/** Plain JSON with its keys in order: two configs are the same deal when their texts are equal. */
function canonical(x: unknown): string {
  if (Array.isArray(x)) return `[${x.map(canonical).join(',')}]`;
  if (x !== null && typeof x === 'object') {
    const entries = Object.entries(x as Record<string, unknown>).filter(([, v]) => v !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(x);
}

export const sameDeal = (a: GameConfig, b: GameConfig): boolean => canonical(a) === canonical(b);

/** The record a challenge starts from: its deal, no action yet. */
export function challengeRecord(ch: Challenge): GameRecord {
  return { schema: RECORD_SCHEMA, config: structuredClone(ch.config), actions: [] };
}

/** Scores a record against a challenge: another deal or a record the engine refuses earns nothing. */
export function scoreChallenge(ch: Challenge, record: GameRecord): ScoreResult {
  if (!sameDeal(ch.config, record.config)) return { ok: false, code: 'CHALLENGE_DEAL' };
  const played = playRecord(record);
  if (!played) return { ok: false, code: 'BAD_RECORD' };
  const finished = played.state.result !== null;
  const goals = ch.stars.map((star) => star.map((goal) => ({ goal, met: goalMet(goal, played, ch.seat) })));
  let stars = 0;
  if (finished) while (stars < goals.length && goals[stars]?.every((g) => g.met)) stars++;
  return { ok: true, score: { finished, stars, goals } };
}
