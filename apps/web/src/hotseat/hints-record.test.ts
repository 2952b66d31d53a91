/** Hints in the hot-seat save (docs/RULINGS.md U2): once per seat per turn, saved and read back, old saves have none. */
import { beforeEach, describe, expect, it } from 'vitest';
import { applyAction, legalActions } from '@kahroba/engine';
import { loadGame, newRecord, readHints, rebuild, saveGame, withHint, SAVE_KEY } from './record';
import type { HotSeatConfig } from './record';

const config: HotSeatConfig = {
  players: 2,
  modules: [],
  edition: 'kahroba',
  seats: [
    { kind: 'human', name: 'Sara' },
    { kind: 'human', name: 'Babak' },
  ],
};

beforeEach(() => localStorage.clear());

describe('hints in the hot-seat save', () => {
  it('U2: counted once per seat per turn; the next turn counts again', () => {
    const record = newRecord(config);
    const r = rebuild(record);
    if (!r.ok) throw new Error(r.code);
    const seat = r.state.current;
    const one = withHint([], r.state, seat, 0);
    expect(one).toEqual([{ seat, round: 1, at: 0 }]);
    expect(withHint(one, r.state, seat, 0)).toEqual(one);
    const a = legalActions(r.state, seat).find((x) => x.type === 'takeGems');
    if (!a) throw new Error('no gem take');
    const next = applyAction(r.state, seat, a);
    if (!next.ok) throw new Error(next.error.code);
    const other = next.state.current;
    expect(other).not.toBe(seat);
    const two = withHint(one, next.state, other, next.events.length);
    expect(two).toEqual([...one, { seat: other, round: 1, at: next.events.length }]);
  });

  it('saved with the game and read back; a save from before hints reads as none; bad entries are left out', () => {
    const record = newRecord(config);
    saveGame({ record, seats: config.seats, hints: [{ seat: 1, round: 2, at: 7 }] });
    expect(loadGame()?.hints).toEqual([{ seat: 1, round: 2, at: 7 }]);
    localStorage.setItem(SAVE_KEY, JSON.stringify({ record, seats: config.seats }));
    expect(loadGame()?.hints).toEqual([]);
    expect(readHints([{ seat: 0, round: 1, at: 0 }, { seat: 9, round: 1, at: 0 }, { seat: 1 }, 'x', null])).toEqual([
      { seat: 0, round: 1, at: 0 },
    ]);
    expect(readHints('nope')).toEqual([]);
  });
});
