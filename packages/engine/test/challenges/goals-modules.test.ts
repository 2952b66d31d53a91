/** The modules' goal checks (RULES C, T, S, O): each on a record that meets it and one that does not. */
import { describe, expect, it } from 'vitest';
import { goalMet } from '../../src/challenges/index';
import type { Goal, Played } from '../../src/challenges/index';
import type { StackedSetup } from '../../src/index';
import { config, played, take } from './records';

const met = (goal: Goal, p: Played, seat = 0): boolean => goalMet(goal, p, seat);
const pay = (t: Record<string, number> = {}, extra: { jokers?: string[]; discards?: string[] } = {}) => ({
  tokens: { white: 0, blue: 0, green: 0, red: 0, black: 0, gold: 0, ...t },
  jokers: extra.jokers ?? [],
  discards: extra.discards ?? [],
});

describe('Cities (C4, C5)', () => {
  // B2-17 completes city C6a for seat 0; B2-12 does not. Seat 1 then takes gems, last of the round.
  const CITIES: StackedSetup = {
    cities: ['C6a', 'C2a', 'C1a'],
    decks: { L2: ['B2-17', 'B2-12', 'B2-05', 'B2-07'] },
    players: [
      {
        tokens: { green: 2, blue: 3 },
        tableau: ['B1-09', 'B2-10', 'B2-11', 'B1-17', 'B2-15', 'B2-16', 'B1-01', 'B2-06', 'B2-19'],
      },
      { tokens: { red: 1 }, tableau: ['B1-25', 'B1-33', 'B2-23'] },
    ],
  };
  const city = () =>
    played(config(CITIES, ['cities']), [
      [0, { buy: 'B2-17' }],
      [1, take('white', 'red', 'black')],
    ]);
  const none = () =>
    played(config(CITIES, ['cities']), [
      [0, { buy: 'B2-12' }],
      [1, take('white', 'red', 'black')],
    ]);
  // Seat 1 holds a city of its own from the start.
  const both = () =>
    played(
      config(
        {
          ...CITIES,
          cities: ['C6a', 'C1a'],
          players: [CITIES.players![0]!, { ...CITIES.players![1], cities: ['C2a'] }],
        },
        ['cities'],
      ),
      [
        [0, { buy: 'B2-17' }],
        [1, take('white', 'red', 'black')],
      ],
    );

  it('city: a city held', () => {
    expect(city().state.players[0]?.cities).toEqual(['C6a']);
    expect(met({ kind: 'city' }, city())).toBe(true);
    expect(met({ kind: 'city' }, none())).toBe(false);
  });

  it('onlyCity: the only player with a city', () => {
    expect(met({ kind: 'onlyCity' }, city())).toBe(true);
    expect(met({ kind: 'onlyCity' }, both())).toBe(false);
    expect(met({ kind: 'city' }, both())).toBe(true);
  });
});

describe('Trading Posts (T0.3, T0.4)', () => {
  // B1-02 gives seat 0 a second white bonus: K-TP3 (2 white) is claimed.
  const POSTS: StackedSetup = {
    nobles: ['N01', 'N03', 'N05'],
    decks: { L1: ['B1-02', 'B1-15', 'B1-23', 'B1-37'] },
    players: [
      { tokens: { blue: 3 }, tableau: ['B1-01', 'B1-17'] },
      { tokens: { green: 1 }, tableau: ['B1-25', 'B1-33'] },
    ],
  };
  const post = () => played(config(POSTS, ['tradingPosts']), [[0, { buy: 'B1-02' }]]);
  const gems = () => played(config(POSTS, ['tradingPosts']), [[0, take('white', 'red', 'black')]]);
  const second = () =>
    played(
      config({ ...POSTS, players: [{ ...POSTS.players![0], posts: ['K-TP2'] }, POSTS.players![1]!] }, ['tradingPosts']),
      [[0, { buy: 'B1-02' }]],
    );

  it('posts: at least that many trading posts', () => {
    expect(met({ kind: 'posts', min: 1 }, post())).toBe(true);
    expect(met({ kind: 'posts', min: 1 }, gems())).toBe(false);
    expect(met({ kind: 'posts', min: 2 }, post())).toBe(false);
    expect(met({ kind: 'posts', min: 2 }, second())).toBe(true);
  });

  it('post: that kind owned', () => {
    expect(met({ kind: 'post', post: 'K-TP3' }, post())).toBe(true);
    expect(met({ kind: 'post', post: 'K-TP5' }, post())).toBe(false);
    expect(met({ kind: 'post', post: 'K-TP3' }, gems())).toBe(false);
  });
});

describe('Strongholds (S2.2, S4)', () => {
  const ROWS: StackedSetup['decks'] = {
    L1: ['B1-02', 'B1-03', 'B1-04', 'B1-06', 'B1-13', 'B1-14'],
    L2: ['B2-01', 'B2-02', 'B2-03', 'B2-04', 'B2-05', 'B2-06'],
  };
  // A seat with all 3 strongholds on B1-03 (blue 2, green 2, black 1) and blue, green, white 4, red 3.
  const besieger = { tokens: { blue: 1, green: 1, white: 4, red: 3 }, strongholds: [{ card: 'B1-03', count: 3 }] };
  const siege = (players: StackedSetup['players']) =>
    config({ decks: ROWS, nobles: ['N04', 'N05', 'N10'], players }, ['strongholds']);
  const conquer = { type: 'conquer', payment: pay({ blue: 2, green: 2, black: 1 }) } as const;
  const conquered = () =>
    played(siege([besieger, {}]), [
      [0, take('blue', 'green', 'black')],
      [0, conquer],
      [0, { type: 'placeStronghold', card: 'B1-04' }],
    ]);
  const declined = () =>
    played(siege([besieger, {}]), [
      [0, take('blue', 'green', 'black')],
      [0, { type: 'declineConquest' }],
    ]);
  // Seat 1 besieges: seat 0 takes gems, seat 1 conquers.
  const rival = () =>
    played(siege([{}, besieger]), [
      [0, take('red', 'blue', 'black')],
      [1, take('blue', 'green', 'black')],
      [1, conquer],
      [1, { type: 'placeStronghold', card: 'B1-04' }],
    ]);
  // Seat 0 buys B1-02 with a lone stronghold of seat 1 on B1-06: removing it (S2.2) or placing one of its own (S2.1).
  const lone = (answer: 'removeStronghold' | 'placeStronghold') =>
    played(siege([{ tokens: { blue: 3 } }, { strongholds: [{ card: 'B1-06', count: 1 }] }]), [
      [0, { buy: 'B1-02' }],
      [0, { type: answer, card: answer === 'removeStronghold' ? 'B1-06' : 'B1-04' }],
    ]);

  it('conquests: the cards conquered by the seat', () => {
    expect(met({ kind: 'conquests', min: 1 }, conquered())).toBe(true);
    expect(met({ kind: 'conquests', min: 1 }, declined())).toBe(false);
    expect(met({ kind: 'conquests', min: 2 }, conquered())).toBe(false);
    expect(met({ kind: 'conquests', min: 1 }, rival())).toBe(false);
  });

  it('unconquered: no other seat conquered', () => {
    expect(met({ kind: 'unconquered' }, conquered())).toBe(true);
    expect(met({ kind: 'unconquered' }, rival())).toBe(false);
    expect(met({ kind: 'unconquered' }, rival(), 1)).toBe(true);
  });

  it("removals: the other seats' strongholds removed", () => {
    expect(met({ kind: 'removals', min: 1 }, lone('removeStronghold'))).toBe(true);
    expect(met({ kind: 'removals', min: 1 }, lone('placeStronghold'))).toBe(false);
  });
});

describe('the Orient (O3, O6, O9)', () => {
  const ROWS: StackedSetup['decks'] = {
    L1: ['B1-02', 'B1-04', 'B1-06', 'B1-21', 'B1-13', 'B1-14'],
    O1: ['O1-06', 'O1-01', 'O1-07', 'O1-04'],
    O2: ['O2-09', 'O2-06', 'O2-01', 'O2-02'],
    O3: ['O3-01', 'O3-06', 'O3-02', 'O3-07'],
  };
  const orient = (players: StackedSetup['players']) =>
    config({ decks: ROWS, nobles: ['N01', 'N02', 'N03'], players }, ['orient']);
  // O2-09 (O6): paired with B1-25, then a level-1 card free.
  const free = () =>
    played(orient([{ tableau: ['B1-25'], tokens: { white: 4, blue: 3, black: 1 } }]), [
      [0, { type: 'buy', card: 'O2-09', payment: pay({ white: 4, blue: 3, black: 1 }) }],
      [0, { type: 'takeFree', card: 'O1-01' }],
    ]);
  const plain = () => played(orient([{ tokens: { blue: 3 } }]), [[0, { buy: 'B1-02' }]]);
  // A joker (O3, O1-02) for 2 virtual gold toward B1-02 (blue 3).
  const joker = () =>
    played(orient([{ tableau: ['O1-02'], tokens: { blue: 1 } }]), [
      [0, { type: 'buy', card: 'B1-02', payment: pay({ blue: 1 }, { jokers: ['O1-02'] }) }],
    ]);
  // O3-06 (O9): bought by discarding two black cards.
  const sacrifice = () =>
    played(orient([{ tableau: ['B1-33', 'B1-34'], tokens: { black: 1 } }]), [
      [0, { type: 'buy', card: 'O3-06', payment: pay({}, { discards: ['B1-33', 'B1-34'] }) }],
    ]);

  it('freeCards: the cards taken free (O6, O8)', () => {
    expect(met({ kind: 'freeCards', min: 1 }, free())).toBe(true);
    expect(met({ kind: 'freeCards', min: 2 }, free())).toBe(false);
    expect(met({ kind: 'freeCards', min: 1 }, plain())).toBe(false);
  });

  it('orientCards: Orient cards bought or taken free (O2-09 and O1-01)', () => {
    expect(met({ kind: 'orientCards', min: 2 }, free())).toBe(true);
    expect(met({ kind: 'orientCards', min: 3 }, free())).toBe(false);
    expect(met({ kind: 'orientCards', min: 1 }, plain())).toBe(false);
    expect(met({ kind: 'levelCards', level: 1, min: 1 }, free())).toBe(true);
  });

  it('jokers: jokers spent (O3)', () => {
    expect(met({ kind: 'jokers', min: 1 }, joker())).toBe(true);
    expect(met({ kind: 'jokers', min: 1 }, plain())).toBe(false);
  });

  it('sacrifices: sacrifice cards bought (O9)', () => {
    expect(met({ kind: 'sacrifices', min: 1 }, sacrifice())).toBe(true);
    expect(met({ kind: 'sacrifices', min: 1 }, joker())).toBe(false);
  });
});
