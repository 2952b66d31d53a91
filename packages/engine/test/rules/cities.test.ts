/** RULES C1–C5: the Cities module. */
import { describe, expect, it, test } from 'vitest';
import { CITIES, createGame, prestigeOf } from '../../src/index';
import type { CardId, ModuleId, StackedSetup } from '../../src/index';
import { act, buy, decisionOf, eventsOf, game, oneEvent, pay, refuse, run, take } from '../helpers/game';

const CITY: ModuleId[] = ['cities'];
const ROWS: StackedSetup['decks'] = {
  L1: ['B1-05', 'B1-06', 'B1-08', 'B1-12', 'B1-13', 'B1-14'],
  L2: ['B2-07', 'B2-08', 'B2-09', 'B2-10', 'B2-11', 'B2-12'],
  L3: ['B3-01', 'B3-02', 'B3-05', 'B3-06', 'B3-07', 'B3-09'],
};

// C1a: 13 prestige, red 4, black 3. This tableau: 13 prestige (B3-19 4, B3-20 5, B3-15 4), red 4, black 3.
const C1A_MET: CardId[] = ['B3-19', 'B3-20', 'B3-15', 'B1-25', 'B1-26', 'B1-27', 'B1-33'];
// C2b: 13 prestige, white 4, red 3. 13 prestige (B3-04 5, B3-16 5, B2-06 3), white 4, red 3.
const C2B_MET: CardId[] = ['B3-04', 'B3-16', 'B2-06', 'B1-01', 'B1-02', 'B1-28', 'B1-29'];

const cities = (players: StackedSetup['players'], table: string[] = ['C1a', 'C4a', 'C6a']) =>
  game({ decks: ROWS, cities: table, players }, { modules: CITY });

describe('C1 cities replace nobles', () => {
  it('C1 no noble is on the table with Cities', () => {
    expect(game({}, { modules: CITY }).nobles).toEqual([]);
    expect(game({}, { modules: CITY, players: 4 }).nobles).toEqual([]);
  });

  it('C1 meeting a noble requirement brings no noble', () => {
    // White 4 + blue 4 would meet N01 in the base game.
    const s = cities([{ tableau: ['B1-01', 'B1-02', 'B1-03', 'B1-04', 'B1-09', 'B1-10', 'B1-11', 'B1-15'] }]);
    const { events } = act(s, 0, take('white', 'blue', 'green'));
    expect(eventsOf(events, 'nobleVisited')).toEqual([]);
  });
});

describe('C2 set-up', () => {
  test.each([2, 3, 4])('C2 three city tiles with %i players, one side each, from different tiles', (players) => {
    const s = game({}, { modules: CITY, players });
    expect(s.cities).toHaveLength(3);
    const tiles = s.cities.map((id) => CITIES.find((c) => c.id === id)?.tile);
    expect(new Set(tiles).size).toBe(3);
  });

  it('C2 the sides on the table come from the seed', () => {
    const seen = new Set<string>();
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'])
      seen.add(game({}, { modules: CITY, seed }).cities.join());
    expect(seen.size).toBeGreaterThan(1);
  });

  it('C2 a stacked set-up fixes the cities; two sides of one tile are refused', () => {
    expect(game({ cities: ['C1a', 'C2b', 'C7a'] }, { modules: CITY }).cities).toEqual(['C1a', 'C2b', 'C7a']);
    const r = createGame({
      players: 2,
      seed: 's',
      modules: CITY,
      edition: 'kahroba',
      setup: { cities: ['C1a', 'C1b', 'C7a'] },
    });
    expect(r.ok).toBe(false);
  });
});

describe('C3 requirement of a city', () => {
  it('C3 (a)+(b) prestige and every printed colour met: the city is taken at the end of the turn (auto, Y3)', () => {
    const s = cities([{ tableau: C1A_MET }]);
    expect(prestigeOf(s, 0)).toBe(13);
    const { state, events } = act(s, 0, take('white', 'blue', 'green'));
    expect(oneEvent(events, 'cityClaimed')).toMatchObject({ seat: 0, city: 'C1a', auto: true });
    expect(state.players[0]?.cities).toEqual(['C1a']);
    expect(state.cities).toEqual(['C4a', 'C6a']);
  });

  it('C3 (a) one prestige short: no city', () => {
    const tableau = C1A_MET.map((c) => (c === 'B3-20' ? 'B3-18' : c)); // 12 prestige, black still 3
    const { events } = act(cities([{ tableau }]), 0, take('white', 'blue', 'green'));
    expect(eventsOf(events, 'cityClaimed')).toEqual([]);
  });

  it('C3 (b) one bonus short in a printed colour: no city', () => {
    const tableau = C1A_MET.map((c) => (c === 'B1-27' ? 'B1-34' : c)); // red 3, black 4
    const { events } = act(cities([{ tableau }]), 0, take('white', 'blue', 'green'));
    expect(eventsOf(events, 'cityClaimed')).toEqual([]);
  });

  // C6b: 14 prestige, green 4, and 4 bonuses of one colour other than green.
  // 14 prestige from B3-11 (green 4), B3-12 (green 5), B3-16 (red 5); green 2 more from B1-17, B1-18.
  const C6B_BASE: CardId[] = ['B3-11', 'B3-12', 'B3-16', 'B1-17', 'B1-18'];
  test.each([
    ['red 4 (a colour not printed on the tile)', ['B1-25', 'B1-26', 'B1-27'], true],
    ['green 7, red 1: green is printed, so it cannot be the "any colour"', ['B1-19', 'B1-20', 'B1-21'], false],
    ['red 3', ['B1-25', 'B1-26'], false],
  ])('C3 (c) C6b with %s', (_what, more, taken) => {
    const s = cities([{ tableau: [...C6B_BASE, ...more] }], ['C6b', 'C1a', 'C3a']);
    const { events } = act(s, 0, take('white', 'blue', 'black'));
    expect(eventsOf(events, 'cityClaimed').map((e) => e.city)).toEqual(taken ? ['C6b'] : []);
  });

  it('C3 (c) C5b: 12 prestige and 6 bonuses of one single colour', () => {
    // 12 prestige: B3-03 (white 4), B3-04 (white 5), B2-06 (white 3); white 6 with B1-01..03.
    const s = cities([{ tableau: ['B3-03', 'B3-04', 'B2-06', 'B1-01', 'B1-02', 'B1-03'] }], ['C5b', 'C1a', 'C3a']);
    const { events } = act(s, 0, take('red', 'blue', 'black'));
    expect(oneEvent(events, 'cityClaimed').city).toBe('C5b');
  });

  it('C3 ruling: a double-bonus card counts 2 toward a city', () => {
    // Red 4 = B3-16 (1) + O2-04 (2, double) + B1-25 (1).
    const s = game(
      { decks: ROWS, cities: ['C6b', 'C1a', 'C3a'], players: [{ tableau: [...C6B_BASE, 'O2-04', 'B1-25'] }] },
      { modules: ['cities', 'orient'] },
    );
    const { events } = act(s, 0, take('white', 'blue', 'black'));
    expect(oneEvent(events, 'cityClaimed').city).toBe('C6b');
  });

  it("C3 ruling: a pairing card counts 1 in its partner's colour toward a city", () => {
    // Red 4 = B3-16 + B1-25 + B1-26 + O1-06 paired with B1-25.
    const s = game(
      {
        decks: ROWS,
        cities: ['C6b', 'C1a', 'C3a'],
        players: [{ tableau: [...C6B_BASE, 'B1-25', 'B1-26', 'O1-06'], pairings: { 'O1-06': 'B1-25' } }],
      },
      { modules: ['cities', 'orient'] },
    );
    const { events } = act(s, 0, take('white', 'blue', 'black'));
    expect(oneEvent(events, 'cityClaimed').city).toBe('C6b');
  });
});

describe('C4 taking a city', () => {
  it('C4 a city is checked at the end of the turn, after a purchase that completes it', () => {
    // One red short of C1a; buying the red B1-31 (blue 2, green 1) completes it.
    const tableau = C1A_MET.filter((c) => c !== 'B1-27');
    const s = game(
      {
        decks: { ...ROWS, L1: ['B1-31', 'B1-06', 'B1-08', 'B1-12', 'B1-13'] },
        cities: ['C1a', 'C4a', 'C6a'],
        players: [{ tableau, tokens: { blue: 2, green: 1 } }],
      },
      { modules: CITY },
    );
    const { state, events } = act(s, 0, buy('B1-31', pay({ blue: 2, green: 1 })));
    expect(oneEvent(events, 'cityClaimed').city).toBe('C1a');
    expect(state.players[0]?.cities).toEqual(['C1a']);
  });

  it('C4 when several qualify the player chooses one; only one city a turn', () => {
    // C1a (red 4, black 3) and C2b (white 4, red 3), both 13 prestige.
    const tableau = [...C1A_MET, 'B1-01', 'B1-02', 'B1-03', 'B1-04'];
    const s = cities([{ tableau }], ['C1a', 'C2b', 'C3a']);
    const s1 = act(s, 0, take('red', 'blue', 'green')).state;
    expect([...decisionOf(s1, 'chooseCity').options].sort()).toEqual(['C1a', 'C2b']);
    refuse(s1, 0, { type: 'chooseCity', city: 'C3a' }, 'NOT_AN_OPTION', 'Y2');
    const { state, events } = act(s1, 0, { type: 'chooseCity', city: 'C2b' });
    expect(state.players[0]?.cities).toEqual(['C2b']);
    expect(state.cities).toEqual(['C1a', 'C3a']);
    expect(oneEvent(events, 'cityClaimed')).toMatchObject({ city: 'C2b', auto: false });
  });
});

describe('C5 end and winner with Cities', () => {
  it('C5 taking a city triggers the end after the round; the only city holder wins', () => {
    const s1 = act(cities([{ tableau: C1A_MET }]), 0, take('white', 'blue', 'green'));
    expect(oneEvent(s1.events, 'endTriggered')).toMatchObject({ seat: 0, reason: 'cities' });
    expect(s1.state.result).toBeNull();
    const { state } = act(s1.state, 1, take('white', 'blue', 'green'));
    expect(state.result).toMatchObject({ reason: 'cities', winners: [0], decidedBy: 'onlyCity' });
  });

  it('C5 the only city holder wins even with less prestige', () => {
    const s = cities([{ tableau: C1A_MET }, { tableau: ['B3-04', 'B3-08', 'B3-12', 'B3-16'] }]);
    const { state } = run(s, [
      [0, take('white', 'blue', 'green')],
      [1, take('white', 'blue', 'green')],
    ]);
    expect(prestigeOf(state, 1)).toBe(20);
    expect(state.result).toMatchObject({ winners: [0], decidedBy: 'onlyCity' });
  });

  it('C5 several city holders: most prestige among them wins', () => {
    const s = cities([{ tableau: C1A_MET }, { tableau: [...C2B_MET, 'B1-40'] }], ['C1a', 'C2b', 'C3a']);
    const { state } = run(s, [
      [0, take('white', 'blue', 'green')],
      [1, take('white', 'blue', 'green')],
    ]);
    expect(state.players[1]?.cities).toEqual(['C2b']);
    expect(state.result).toMatchObject({ reason: 'cities', winners: [1], decidedBy: 'prestige' });
  });

  it('C5 several city holders tied on prestige: fewest purchased cards wins', () => {
    const s = cities([{ tableau: [...C1A_MET, 'B1-34'] }, { tableau: C2B_MET }], ['C1a', 'C2b', 'C3a']);
    const { state } = run(s, [
      [0, take('white', 'blue', 'green')],
      [1, take('white', 'blue', 'green')],
    ]);
    expect(state.result).toMatchObject({ winners: [1], decidedBy: 'fewerCards' });
  });

  it('C5 still tied: shared', () => {
    const s = cities([{ tableau: C1A_MET }, { tableau: C2B_MET }], ['C1a', 'C2b', 'C3a']);
    const { state } = run(s, [
      [0, take('white', 'blue', 'green')],
      [1, take('white', 'blue', 'green')],
    ]);
    expect(state.result).toMatchObject({ winners: [0, 1], decidedBy: 'shared' });
  });

  it('C5 the 15-prestige trigger of B4.4 does not apply with Cities', () => {
    const s = cities([{ tableau: ['B3-03', 'B3-08', 'B3-12'], tokens: { green: 3 } }]);
    const s1 = act(s, 0, buy('B1-08', pay({ green: 3 })));
    expect(prestigeOf(s1.state, 0)).toBe(15);
    expect(eventsOf(s1.events, 'endTriggered')).toEqual([]);
    const { state } = act(s1.state, 1, take('white', 'blue', 'green'));
    expect(state.result).toBeNull();
    expect(state.current).toBe(0);
  });
});
