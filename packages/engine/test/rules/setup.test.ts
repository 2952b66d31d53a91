/** RULES B1 (components) and B2 (set-up). */
import { describe, expect, it, test } from 'vitest';
import { CARDS, NOBLES, BASE_DECKS, createGame, tokenTotal } from '../../src/index';
import type { GameState } from '../../src/index';
import { act, game, take, tokens } from '../helpers/game';

const cardsInPlay = (s: GameState, deck: 'L1' | 'L2' | 'L3'): string[] => [
  ...s.decks[deck],
  ...s.rows[deck].filter((c): c is string => c !== null),
];

describe('B1 components', () => {
  it('B1.1 a 4-player game has 7 of each gem and 5 gold, 40 tokens in all', () => {
    const s = game({}, { players: 4 });
    expect(s.supply).toEqual(tokens({ white: 7, blue: 7, green: 7, red: 7, black: 7, gold: 5 }));
    expect(tokenTotal(s.supply)).toBe(40);
  });

  it('B1.2 there are 90 development cards: 40 of level 1, 30 of level 2, 20 of level 3, all in play', () => {
    expect(CARDS.filter((c) => c.effect === null && c.deck.startsWith('L'))).toHaveLength(90);
    const s = game();
    expect(cardsInPlay(s, 'L1')).toHaveLength(40);
    expect(cardsInPlay(s, 'L2')).toHaveLength(30);
    expect(cardsInPlay(s, 'L3')).toHaveLength(20);
    expect(new Set(BASE_DECKS.flatMap((d) => cardsInPlay(s, d))).size).toBe(90);
  });

  it('B1.3 there are 10 noble tiles worth 3 prestige each', () => {
    expect(NOBLES).toHaveLength(10);
    expect(NOBLES.every((n) => n.points === 3)).toBe(true);
  });
});

describe('B2 set-up', () => {
  test.each([0, 1, 5])('B2.1 refuses %i players', (players) => {
    const r = createGame({ players, seed: 's', modules: [], edition: 'kahroba' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('BAD_SETUP');
  });

  test.each([2, 3, 4])('B2.1 accepts %i players, each starting with nothing', (players) => {
    const s = game({}, { players });
    expect(s.players).toHaveLength(players);
    for (const p of s.players) {
      expect(p.tokens).toEqual(tokens());
      expect(p.tableau).toEqual([]);
      expect(p.reserved).toEqual([]);
    }
  });

  it('B2.2 four cards of each level are face up; the rest stay in the decks', () => {
    const s = game();
    for (const d of BASE_DECKS) {
      expect(s.rows[d]).toHaveLength(4);
      expect(s.rows[d].every((c) => c !== null)).toBe(true);
    }
    expect([s.decks.L1.length, s.decks.L2.length, s.decks.L3.length]).toEqual([36, 26, 16]);
    expect(s.decks.O1).toEqual([]);
  });

  it('B2.2 a stacked set-up fixes the deck order, top first; the first four fill the row', () => {
    const s = game({ decks: { L1: ['B1-05', 'B1-06', 'B1-07', 'B1-08', 'B1-09', 'B1-10'] } });
    expect(s.rows.L1).toEqual(['B1-05', 'B1-06', 'B1-07', 'B1-08']);
    expect(s.decks.L1.slice(0, 2)).toEqual(['B1-09', 'B1-10']);
    expect(s.decks.L1).toHaveLength(36);
  });

  it('B2.2 each level is shuffled separately: two seeds give different decks', () => {
    const a = game({}, { seed: 'one' });
    const b = game({}, { seed: 'two' });
    expect(a.decks.L1).not.toEqual(b.decks.L1);
  });

  test.each([
    [2, 3],
    [3, 4],
    [4, 5],
  ])('B2.3 %i players reveal %i nobles', (players, nobles) => {
    const s = game({}, { players });
    expect(s.nobles).toHaveLength(nobles);
    expect(new Set(s.nobles).size).toBe(nobles);
  });

  it('B2.3 refuses a stacked set-up with more nobles than players + 1', () => {
    const r = createGame({
      players: 2,
      seed: 's',
      modules: [],
      edition: 'kahroba',
      setup: { nobles: ['N01', 'N02', 'N03', 'N04'] },
    });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code: 'BAD_SETUP', rule: 'B2' });
  });

  test.each([
    [2, 4],
    [3, 5],
    [4, 7],
  ])('B2.4 %i players: %i tokens of each gem colour and 5 gold', (players, n) => {
    const s = game({}, { players });
    expect(s.supply).toEqual(tokens({ white: n, blue: n, green: n, red: n, black: n, gold: 5 }));
  });

  it('B2.4 (stacked) the supply is the B2.4 amount minus the tokens the players hold', () => {
    const s = game({ players: [{ tokens: { red: 2, gold: 1 } }, { tokens: { red: 1 } }] });
    expect(s.supply).toEqual(tokens({ white: 4, blue: 4, green: 4, red: 1, black: 4, gold: 4 }));
  });

  it('B2 refuses a stacked set-up with one card in two places', () => {
    const r = createGame({
      players: 2,
      seed: 's',
      modules: [],
      edition: 'kahroba',
      setup: { decks: { L1: ['B1-01', 'B1-02', 'B1-03', 'B1-04'] }, players: [{ tableau: ['B1-01'] }] },
    });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code: 'BAD_SETUP', rule: 'B2' });
  });

  it('B2 refuses a stacked set-up holding more tokens than the game has', () => {
    const r = createGame({
      players: 2,
      seed: 's',
      modules: [],
      edition: 'kahroba',
      setup: { players: [{ tokens: { red: 3 } }, { tokens: { red: 2 } }] },
    });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('BAD_SETUP');
  });

  it('B2.5 the host may fix the first player', () => {
    const r = createGame({ players: 3, seed: 's', modules: [], edition: 'kahroba', firstPlayer: 2 });
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.value.firstPlayer).toBe(2);
      expect(r.value.current).toBe(2);
      expect(r.value.round).toBe(1);
    }
  });

  it('B2.5 otherwise the seed picks the first player, the same for the same seed', () => {
    const firsts = new Set<number>();
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l']) {
      const r1 = createGame({ players: 4, seed, modules: [], edition: 'kahroba' });
      const r2 = createGame({ players: 4, seed, modules: [], edition: 'kahroba' });
      if (!r1.ok || !r2.ok) throw new Error('createGame failed');
      expect(r1.value.firstPlayer).toBe(r2.value.firstPlayer);
      expect(r1.value.current).toBe(r1.value.firstPlayer);
      firsts.add(r1.value.firstPlayer);
    }
    expect(firsts.size).toBeGreaterThan(1);
  });

  it('B2.5 play goes around the table in seat order', () => {
    const s = game({ firstPlayer: 1 }, { players: 3 });
    const a = act(s, 1, take('white', 'blue', 'green')).state;
    expect(a.current).toBe(2);
    const b = act(a, 2, take('white', 'blue', 'green')).state;
    expect(b.current).toBe(0);
    expect(b.round).toBe(1);
    const c = act(b, 0, take('white', 'blue', 'green')).state;
    expect(c.current).toBe(1);
    expect(c.round).toBe(2);
  });

  it('B2.6 the same seed, configuration and actions give the same game', () => {
    const a = act(game({}, { seed: 'same' }), 0, { type: 'reserveDeck', deck: 'L1' });
    const b = act(game({}, { seed: 'same' }), 0, { type: 'reserveDeck', deck: 'L1' });
    expect(a.state).toEqual(b.state);
    expect(a.events).toEqual(b.events);
  });
});
