import { beforeEach, describe, expect, it } from 'vitest';
import { applyAction, createGame } from '@kahroba/engine';
import type { Action } from '@kahroba/engine';
import { challengeRecord, findChallenge } from '@kahroba/engine/challenges';
import { saveGame } from '../hotseat/record';
import { GAME_KEY, loadProgress, PROGRESS_KEY, recordResult, savedChallenge } from './progress';

beforeEach(() => localStorage.clear());

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
});
