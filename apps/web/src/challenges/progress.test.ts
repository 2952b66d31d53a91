import { beforeEach, describe, expect, it } from 'vitest';
import { applyAction, createGame, legalActions } from '@kahroba/engine';
import type { Action, GameRecord, RecordedAction } from '@kahroba/engine';
import { challengeRecord, findChallenge } from '@kahroba/engine/challenges';
import { saveGame } from '../hotseat/record';
import {
  GAME_KEY,
  giveUp,
  loadProgress,
  PROGRESS_KEY,
  recordFinished,
  recordResult,
  savedChallenge,
  unfinishedChallenge,
} from './progress';

beforeEach(() => localStorage.clear());

const TAKE: Action = { type: 'takeGems', gems: ['white', 'red', 'black'] };

/** The challenge's record after these moves (`'B2-12'`: buy that card, with the engine's first payment). */
function recordOf(id: string, moves: (Action | string)[]): GameRecord {
  const ch = findChallenge(id);
  if (!ch) throw new Error(`${id} is missing`);
  const record = challengeRecord(ch);
  const actions: RecordedAction[] = [];
  const created = createGame(record.config);
  if (!created.ok) throw new Error(created.error.code);
  let state = created.value;
  for (const move of moves) {
    const seat = state.current;
    const action =
      typeof move === 'string' ? legalActions(state, seat).find((a) => a.type === 'buy' && a.card === move) : move;
    if (!action) throw new Error(`cannot play ${JSON.stringify(move)}`);
    const r = applyAction(state, seat, action);
    if (!r.ok) throw new Error(r.error.code);
    actions.push({ seat, action });
    state = r.state;
  }
  return { ...record, actions };
}

describe('challenge progress on this device', () => {
  it('keeps the best stars and the earliest winning round, whatever the order of the games', () => {
    expect(recordResult('base-first', 1, 27)).toEqual({ stars: 1, round: 27, tries: 1 });
    expect(recordResult('base-first', 0, null)).toEqual({ stars: 1, round: 27, tries: 2 });
    expect(recordResult('base-first', 2, 24)).toEqual({ stars: 2, round: 24, tries: 3 });
    expect(recordResult('base-first', 1, 26)).toEqual({ stars: 2, round: 24, tries: 4 });
    expect(recordResult('base-lean', 0, null)).toEqual({ stars: 0, round: null, tries: 1 });
    expect(loadProgress()).toEqual({
      'base-first': { stars: 2, round: 24, tries: 4 },
      'base-lean': { stars: 0, round: null, tries: 1 },
    });
  });

  it('loads progress saved before tries were counted as one try each, and counts on from there', () => {
    localStorage.setItem(
      PROGRESS_KEY,
      JSON.stringify({ 'base-first': { stars: 2, round: 24 }, 'base-lean': { stars: 1, round: 30, tries: 0 } }),
    );
    // tries 0 is spoilt (an entry is a finished game): dropped; the old entry migrates.
    expect(loadProgress()).toEqual({ 'base-first': { stars: 2, round: 24, tries: 1 } });
    expect(recordResult('base-first', 0, null)).toEqual({ stars: 2, round: 24, tries: 2 });
  });

  it('reads spoilt or unknown entries as nothing', () => {
    localStorage.setItem(
      PROGRESS_KEY,
      JSON.stringify({
        'base-first': { stars: 9, round: 3 },
        nope: { stars: 1, round: 2 },
        'base-lean': { stars: 1, round: 20 },
      }),
    );
    expect(loadProgress()).toEqual({ 'base-lean': { stars: 1, round: 20, tries: 1 } });
    localStorage.setItem(PROGRESS_KEY, 'not json');
    expect(loadProgress()).toEqual({});
  });

  it('knows which challenge the saved game is of, by its deal', () => {
    expect(savedChallenge()).toBeNull();
    const ch = findChallenge('base-finish');
    if (!ch) throw new Error('base-finish is missing');
    const record = challengeRecord(ch);
    const game = createGame(record.config);
    if (!game.ok) throw new Error(game.error.code);
    const move: Action = { type: 'takeGems', gems: ['white', 'red', 'black'] };
    expect(applyAction(game.value, 0, move).ok).toBe(true);
    saveGame({ record: { ...record, actions: [{ seat: 0, action: move }] }, seats: [] }, GAME_KEY);
    expect(savedChallenge()?.id).toBe('base-finish');
    // Another seed is no challenge's deal.
    saveGame({ record: { ...record, config: { ...record.config, seed: 'other' } }, seats: [] }, GAME_KEY);
    expect(savedChallenge()).toBeNull();
  });

  it('tells an unfinished saved game from a finished one, and gives up only the one in play', () => {
    const opening = recordOf('base-finish', [TAKE]);
    saveGame({ record: opening, seats: [] }, GAME_KEY);
    expect(unfinishedChallenge()?.id).toBe('base-finish');
    giveUp('base-lean'); // not the one in play: counts nothing, but the save is gone all the same
    expect(loadProgress()).toEqual({});
    saveGame({ record: opening, seats: [] }, GAME_KEY);
    giveUp('base-finish');
    expect(loadProgress()).toEqual({ 'base-finish': { stars: 0, round: null, tries: 1 } });
    expect(localStorage.getItem(GAME_KEY)).toBeNull();
    // B2-12 makes 15 prestige; the rival's turn ends the round: the game is over, nothing to give up.
    saveGame({ record: recordOf('base-finish', ['B2-12', TAKE]), seats: [] }, GAME_KEY);
    expect(savedChallenge()?.id).toBe('base-finish');
    expect(unfinishedChallenge()).toBeNull();
    giveUp('base-finish');
    expect(loadProgress()['base-finish']?.tries).toBe(1);
  });

  it('counts a finished game once, however often its result is shown', () => {
    const a = recordOf('base-first', [TAKE]);
    expect(recordFinished('base-first', a, 1, 27)).toEqual({ stars: 1, round: 27, tries: 1 });
    expect(recordFinished('base-first', a, 1, 27)).toEqual({ stars: 1, round: 27, tries: 1 });
    const b = recordOf('base-first', [{ type: 'takeGems', gems: ['blue', 'red', 'black'] }]);
    expect(recordFinished('base-first', b, 0, null)).toEqual({ stars: 1, round: 27, tries: 2 });
  });
});
