/** RULES E (editions): T2c and T5c of the classic edition, O9 in the classic edition, and lead ruling R4. */
import { describe, expect, it } from 'vitest';
import { createGame, POSTS, prestigeOf } from '../../src/index';
import type { CardId, ModuleId, StackedSetup } from '../../src/index';
import { act, buy, eventsOf, game, oneEvent, pay, refuse, take, takeTwo, tokens } from '../helpers/game';

const ROWS: StackedSetup['decks'] = {
  L1: ['B1-02', 'B1-04', 'B1-15', 'B1-21', 'B1-13', 'B1-14'],
  L2: ['B2-01', 'B2-02', 'B2-03', 'B2-04', 'B2-05', 'B2-06'],
  L3: ['B3-01', 'B3-02', 'B3-03', 'B3-04', 'B3-05', 'B3-06'],
};
const NOBLES = ['N01', 'N02', 'N03'];
const classic = (modules: ModuleId[], players: StackedSetup['players'], extra: StackedSetup = {}) =>
  game({ decks: ROWS, nobles: NOBLES, players, ...extra }, { modules, edition: 'classic' });

// Classic kinds (data ids): TP1 = T1, TP2 = T3, TP3 = T4, TP4 = T5c, TP5 = T2c.
const BLACK3: CardId[] = ['B1-33', 'B1-34', 'B1-35'];
const GREEN5: CardId[] = ['B1-17', 'B1-18', 'B1-19', 'B1-20', 'B1-22'];

describe('E editions', () => {
  it('E the edition decides which trading posts are on the table', () => {
    expect([...game({}, { modules: ['tradingPosts'] }).posts].sort()).toEqual(POSTS.kahroba.map((p) => p.id).sort());
    expect([...game({}, { modules: ['tradingPosts'], edition: 'classic' }).posts].sort()).toEqual([
      'TP1',
      'TP2',
      'TP3',
      'TP4',
      'TP5',
    ]);
  });

  it('E the kinds both editions share behave the same: classic TP2 is T3', () => {
    const s = classic(['tradingPosts'], [{ tableau: ['B1-07', 'B1-08'], posts: ['TP2'] }]);
    const { state } = act(s, 0, takeTwo('red', 'blue'));
    expect(state.players[0]?.tokens).toEqual(tokens({ red: 2, blue: 1 }));
  });
});

describe('T2c classic 3-black post: 1 prestige per owned post', () => {
  it('T2c gives 1 prestige per post owned, itself included', () => {
    const s = classic(
      ['tradingPosts'],
      [{ tableau: [...BLACK3, 'B1-25', 'B1-26', 'B1-27', 'B1-01'], posts: ['TP5', 'TP1'] }],
    );
    expect(prestigeOf(s, 0)).toBe(2);
  });

  it('T2c is claimed at 3 black and counts at once', () => {
    // Black 2; buying the black B1-37 (green 3) makes black 3.
    const s = classic(['tradingPosts'], [{ tableau: ['B1-33', 'B1-34'], tokens: { green: 3 } }], {
      decks: { ...ROWS, L1: ['B1-37', 'B1-04', 'B1-15', 'B1-21', 'B1-13'] },
    });
    const { state, events } = act(s, 0, buy('B1-37', pay({ green: 3 })));
    expect(oneEvent(events, 'postClaimed').post).toBe('TP5');
    expect(prestigeOf(state, 0)).toBe(1);
  });

  it('T2c there is no deck-draw power in the classic edition', () => {
    const s = classic(['tradingPosts'], [{ tableau: BLACK3, posts: ['TP5'] }]);
    const { state, events } = act(s, 0, { type: 'reserveDeck', deck: 'L2' });
    expect(eventsOf(events, 'cardsDrawn')).toEqual([]);
    expect(state.players[0]?.reserved).toEqual([{ card: 'B2-05', blind: true, deck: 'L2' }]);
  });
});

describe('T5c classic 5-green post: needs a noble, 5 prestige once', () => {
  it('T5c is not claimed without a noble', () => {
    const s = classic(['tradingPosts'], [{ tableau: GREEN5 }]);
    const { state, events } = act(s, 0, take('white', 'blue', 'red'));
    expect(eventsOf(events, 'postClaimed')).toEqual([]);
    expect(state.players[0]?.posts).toEqual([]);
  });

  it('T5c with 5 green and a noble gives 5 prestige, once (not per post)', () => {
    const s = classic(['tradingPosts'], [{ tableau: [...GREEN5, ...BLACK3], nobles: ['N05'], posts: ['TP5'] }]);
    const { state, events } = act(s, 0, take('white', 'blue', 'red'));
    expect(oneEvent(events, 'postClaimed').post).toBe('TP4');
    // Noble 3 + T5c 5 + T2c (2 posts) 2.
    expect(prestigeOf(state, 0)).toBe(3 + 5 + 2);
  });

  it('T5 (Kahroba) needs no noble: the contrast', () => {
    const s = game({ decks: ROWS, nobles: NOBLES, players: [{ tableau: GREEN5 }] }, { modules: ['tradingPosts'] });
    const { events } = act(s, 0, take('white', 'blue', 'red'));
    expect(oneEvent(events, 'postClaimed').post).toBe('K-TP5');
  });
});

describe('O9 classic edition: 2 bonuses of the colour, and ruling R4', () => {
  // O3-06: white, 3 points, discards 2 black.
  const ROWS_O: StackedSetup['decks'] = { ...ROWS, O3: ['O3-06', 'O3-01'] };
  const sac = (tableau: CardId[], pairings: Record<CardId, CardId> = {}, edition: 'classic' | 'kahroba' = 'classic') =>
    game({ decks: ROWS_O, nobles: NOBLES, players: [{ tableau, pairings }] }, { modules: ['orient'], edition });

  it('O9 classic: a double-bonus card alone pays 2 bonuses (Kahroba refuses it: 1 card)', () => {
    const { state } = act(sac(['O2-05']), 0, buy('O3-06', pay({}, { discards: ['O2-05'] })));
    expect(state.players[0]?.tableau).toEqual(['O3-06']);
    refuse(sac(['O2-05'], {}, 'kahroba'), 0, buy('O3-06', pay({}, { discards: ['O2-05'] })), 'SACRIFICE_WRONG', 'O9');
  });

  it('O9 classic: two single-bonus cards pay 2 bonuses', () => {
    const { state } = act(sac(['B1-33', 'B1-34']), 0, buy('O3-06', pay({}, { discards: ['B1-33', 'B1-34'] })));
    expect(state.players[0]?.tableau).toEqual(['O3-06']);
  });

  it('R4 classic: no surplus bonus unless the pairing-first order forces it', () => {
    refuse(
      sac(['O2-05', 'B1-33']),
      0,
      buy('O3-06', pay({}, { discards: ['B1-33', 'O2-05'] })),
      'SACRIFICE_WRONG',
      'O9',
    );
  });

  it('R4 classic: no card beyond the forced pairing cards may be spare; any such set is allowed', () => {
    const s = sac(['O2-05', 'B1-33', 'B1-34']);
    refuse(s, 0, buy('O3-06', pay({}, { discards: ['B1-33', 'B1-34', 'O2-05'] })), 'SACRIFICE_WRONG', 'O9');
    expect(act(s, 0, buy('O3-06', pay({}, { discards: ['B1-33', 'B1-34'] }))).state.players[0]?.tableau).toEqual([
      'O2-05',
      'O3-06',
    ]);
    expect(act(s, 0, buy('O3-06', pay({}, { discards: ['O2-05'] }))).state.players[0]?.tableau).toEqual([
      'B1-33',
      'B1-34',
      'O3-06',
    ]);
  });

  it('R9 classic T5c: a reserved noble (O7) does not count as a noble', () => {
    const s = game(
      { decks: ROWS, nobles: ['N01', 'N02'], players: [{ tableau: GREEN5, reservedNobles: ['N03'] }] },
      { modules: ['tradingPosts', 'orient'], edition: 'classic' },
    );
    const { events } = act(s, 0, take('white', 'blue', 'red'));
    expect(eventsOf(events, 'postClaimed')).toEqual([]);
  });

  it('R4 classic: a pairing card first, then a double-bonus card: the forced surplus of one is allowed', () => {
    const s = sac(['O2-05', 'O1-08'], { 'O1-08': 'O2-05' });
    refuse(s, 0, buy('O3-06', pay({}, { discards: ['O2-05'] })), 'SACRIFICE_WRONG', 'O9');
    const { state } = act(s, 0, buy('O3-06', pay({}, { discards: ['O1-08', 'O2-05'] })));
    expect(state.players[0]?.tableau).toEqual(['O3-06']);
  });
});

describe('E the Kahroba edition is the default', () => {
  it('E a configuration without an edition plays the Kahroba edition, with no modules', () => {
    const r = createGame({ players: 2, seed: 'default-edition' });
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.value.config.edition).toBe('kahroba');
      expect(r.value.config.modules).toEqual([]);
    }
  });
});
