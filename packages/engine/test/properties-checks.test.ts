/** The property harness's own checks (test/properties/harness.ts) find what they are there to find. */
import { describe, expect, it } from 'vitest';
import { createGame } from '../src/index';
import type { GameState } from '../src/index';
import { checkInvariants, firstString } from './properties/harness';

/** The state's arrays are read-only in its type; these tests break them on purpose. */
const mutable = <T>(xs: readonly T[]): T[] => xs as T[];

const game = (): GameState => {
  const r = createGame({ players: 3, seed: 'harness-checks', modules: ['orient'], edition: 'kahroba' });
  if (!r.ok) throw new Error(r.error.message);
  return structuredClone(r.value);
};

describe('checkInvariants', () => {
  it('passes a fresh game, again and again (its marks do not carry over from one call to the next)', () => {
    const s = game();
    for (let i = 0; i < 3; i++) expect(() => checkInvariants(s)).not.toThrow();
  });

  it('finds a card in two places, a card missing and a card that does not exist', () => {
    const twice = game();
    mutable(twice.players[0]?.tableau ?? []).push(twice.rows.L1[0] ?? '');
    expect(() => checkInvariants(twice)).toThrow(/in two places/);
    const missing = game();
    mutable(missing.decks.L2).pop();
    expect(() => checkInvariants(missing)).toThrow(/cards in play, expected/);
    const unknown = game();
    mutable(unknown.players[1]?.tableau ?? []).push('Z9-99');
    expect(() => checkInvariants(unknown)).toThrow(/unknown card Z9-99/);
  });
});

describe('firstString (a secret card id anywhere in a view’s JSON)', () => {
  const secrets = new Set(['B1-08', 'O2-03']);
  it('finds an id as a value or as a key, the first one in the text', () => {
    expect(firstString(JSON.stringify({ rows: ['B2-01', 'B1-08'] }), secrets)).toBe('B1-08');
    expect(firstString(JSON.stringify({ strongholds: { 'O2-03': { seat: 0 } }, x: 'B1-08' }), secrets)).toBe('O2-03');
  });

  it('does not take a longer string, an escaped one or a string that only contains the id for it', () => {
    expect(firstString(JSON.stringify({ note: 'B1-08 was shown', id: 'XB1-08' }), secrets)).toBeNull();
    expect(firstString(JSON.stringify({ q: 'say "B1-08"' }), secrets)).toBeNull();
    expect(firstString(JSON.stringify({ empty: '', list: [] }), secrets)).toBeNull();
  });
});
