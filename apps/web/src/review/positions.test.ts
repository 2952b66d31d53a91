import { describe, expect, it } from 'vitest';
import { finalChances, gameIdOf, reviewGame } from './positions';
import { finishedRecord } from './testing';

describe('reviewGame', () => {
  const record = finishedRecord();

  it('gives the full state before every action, who moved and what, and the finished state', () => {
    const game = reviewGame(record);
    expect(game?.positions).toHaveLength(record.actions.length);
    expect(game?.positions.map((p) => p.seat)).toEqual(record.actions.map((a) => a.seat));
    expect(game?.positions.every((p, i) => p.index === i && p.state.current === p.seat)).toBe(true);
    expect(game?.final.result).not.toBeNull();
    // The full state: the decks are there (a spectator's view has none).
    expect(game?.positions[0]?.state.decks.L1.length).toBeGreaterThan(0);
  });

  it('refuses an unfinished game and one with an action the engine refuses', () => {
    expect(reviewGame({ ...record, actions: record.actions.slice(0, 10) })).toBeNull();
    const bad = record.actions.map((a, i) => (i === 3 ? { ...a, seat: 1 - a.seat } : a));
    expect(reviewGame({ ...record, actions: bad })).toBeNull();
  });

  it('shares the win among the winners at the end', () => {
    const game = reviewGame(record);
    if (!game) throw new Error('no game');
    const chances = finalChances(game.final);
    expect(chances.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 10);
    for (const w of game.final.result?.winners ?? []) expect(chances[w]).toBeGreaterThan(0);
  });
});

describe('gameIdOf', () => {
  it('is the same for the same record, and differs when any action or the seed differs', () => {
    const a = finishedRecord('id-a');
    expect(gameIdOf(a)).toBe(gameIdOf(structuredClone(a)));
    expect(gameIdOf(a)).not.toBe(gameIdOf(finishedRecord('id-b')));
    const last = a.actions.length - 1;
    const changed = { ...a, actions: a.actions.map((x, i) => (i === last ? { ...x, seat: 1 - x.seat } : x)) };
    expect(gameIdOf(a)).not.toBe(gameIdOf(changed));
    expect(gameIdOf(a).startsWith('id-a|')).toBe(true);
  });
});
