/**
 * The engine throws only for a broken invariant: the table's questions pass
 * such a throw on (to the screen's error boundary) instead of reading it as
 * "no legal moves", "nothing affordable", "malformed" or "no payment".
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Engine from '@kahroba/engine';
import type { Action, GameState } from '@kahroba/engine';

const broken = vi.hoisted(() => ({ on: false }));

vi.mock('@kahroba/engine', async (importOriginal) => {
  const engine = await importOriginal<typeof Engine>();
  const guard =
    <A extends unknown[], R>(f: (...args: A) => R) =>
    (...args: A): R => {
      if (broken.on) throw new Error('broken invariant');
      return f(...args);
    };
  return {
    ...engine,
    legalActions: guard(engine.legalActions),
    tableAffordability: guard(engine.tableAffordability),
    applyAction: guard(engine.applyAction),
    legalPayments: guard(engine.legalPayments),
    suggestPayment: guard(engine.suggestPayment),
  };
});

const { affordFor, legalFor, paymentsFor, whyNot } = await import('./legal');
const { newGame } = await import('./testing');

const take: Action = { type: 'takeGems', gems: ['white', 'blue', 'green'] };
const firstCard = (s: GameState) => {
  const id = Object.values(s.rows)
    .flat()
    .find((c) => c !== null);
  if (!id) throw new Error('no face-up card');
  return id;
};

describe("the table's questions to the engine", () => {
  beforeEach(() => {
    broken.on = false;
  });

  it('answer from the engine when it works', () => {
    const s = newGame();
    expect(legalFor(s, 0).length).toBeGreaterThan(0);
    expect(affordFor(s, 0).size).toBeGreaterThan(0);
    expect(whyNot(s, 0, take)).toBeNull();
    expect(whyNot(s, 1, take)).toBe('NOT_YOUR_TURN');
    expect(paymentsFor(s, 0, firstCard(s)).all).toEqual([]);
  });

  it('pass a thrown engine error on instead of turning it into "no moves"', () => {
    const s = newGame();
    const card = firstCard(s);
    broken.on = true;
    expect(() => legalFor(s, 0)).toThrow('broken invariant');
    expect(() => affordFor(s, 0)).toThrow('broken invariant');
    expect(() => whyNot(s, 0, take)).toThrow('broken invariant');
    expect(() => paymentsFor(s, 0, card)).toThrow('broken invariant');
  });

  it('a spectator still asks nothing of the engine', () => {
    const s = newGame();
    broken.on = true;
    expect(legalFor(s, 'spectator')).toEqual([]);
    expect(affordFor(s, 'spectator').size).toBe(0);
    expect(whyNot(s, 'spectator', take)).toBe('SPECTATOR');
    expect(paymentsFor(s, 'spectator', firstCard(s))).toEqual({ all: [], suggested: null });
  });
});
