/** explain.ts: what a noble, city or trading post asks, and what a player still lacks (B4.2, C3, T0.3, T5c). */
import { describe, expect, it } from 'vitest';
import { ORIENT_EFFECTS, POST_POWERS } from '../../src/core/data';
import {
  CITIES,
  EFFECT_RULE,
  POWER_RULE,
  applyAction,
  cityStanding,
  legalActions,
  nobleStanding,
  postStanding,
} from '../../src/index';
import type { GameState } from '../../src/index';
import { game } from '../helpers/game';

const none = { white: 0, blue: 0, green: 0, red: 0, black: 0 };

describe('nobleStanding (B4.2)', () => {
  it('counts the bonuses missing, colour by colour', () => {
    const s = game({ nobles: ['N01', 'N02', 'N03'], players: [{ tableau: ['B1-01', 'B1-02', 'B1-09'] }] });
    expect(nobleStanding(s, 0, 'N01')).toEqual({
      owned: false,
      qualifies: false,
      lacks: { bonuses: { ...none, white: 2, blue: 3 }, prestige: 0, sameColour: 0, noble: false },
    });
  });

  it('qualifies exactly when the noble visits at the end of the turn', () => {
    const tableau = ['B1-01', 'B1-02', 'B1-03', 'B1-04', 'B1-09', 'B1-10', 'B1-11', 'B1-12'];
    const s = game({ nobles: ['N01', 'N02', 'N03'], players: [{ tableau }] });
    expect(nobleStanding(s, 0, 'N01').qualifies).toBe(true);
    expect(nobleStanding(s, 0, 'N01').lacks.bonuses).toEqual(none);
    const r = applyAction(s, 0, { type: 'takeGems', gems: ['green', 'red', 'black'] });
    if (!r.ok) throw new Error(r.error.code);
    expect(nobleStanding(r.state, 0, 'N01').owned).toBe(true);
  });
});

describe('cityStanding (C3)', () => {
  it('C3(a)(b): prestige and printed colours missing', () => {
    const s = game(
      { cities: ['C1a', 'C4a', 'C6a'], players: [{ tableau: ['B3-19', 'B1-25', 'B1-33'] }] },
      { modules: ['cities'] },
    );
    const c1a = cityStanding(s, 0, 'C1a');
    expect(c1a.qualifies).toBe(false);
    // B3-19 is a black card of 4 prestige: red 4 − 1, black 3 − 2, prestige 13 − 4.
    expect(c1a.lacks.bonuses).toEqual({ ...none, red: 3, black: 1 });
    expect(c1a.lacks.prestige).toBe(9);
  });

  it('C3(c): the unprinted colour closest to the number', () => {
    // C6b: 14 prestige, green 4, and 4 of one other colour.
    const s = game(
      {
        cities: ['C6b', 'C4a', 'C1a'],
        players: [{ tableau: ['B1-01', 'B1-02', 'B1-03', 'B1-09', 'B1-17', 'B1-18', 'B1-19', 'B1-20'] }],
      },
      { modules: ['cities'] },
    );
    const c6b = cityStanding(s, 0, 'C6b');
    expect(c6b.lacks.sameColour).toBe(1);
    expect(c6b.lacks.bonuses).toEqual(none);
  });

  it("its verdict is the rule's own: qualifies iff nothing is lacking, over many positions", () => {
    let s: GameState = game(
      { players: [{ tableau: ['B3-01', 'B3-02', 'B3-04', 'B1-01', 'B1-02', 'B1-03', 'B1-09', 'B1-10'] }] },
      { modules: ['cities'] },
    );
    for (let i = 0; i < 40 && !s.result; i++) {
      for (const c of CITIES) {
        for (const seat of [0, 1]) {
          const st = cityStanding(s, seat, c.id);
          const nothing =
            st.lacks.prestige === 0 &&
            st.lacks.sameColour === 0 &&
            Object.values(st.lacks.bonuses).every((n) => n === 0);
          expect(st.qualifies).toBe(nothing);
        }
      }
      const a = legalActions(s, s.current).find((x) => x.type === 'buy') ?? legalActions(s, s.current)[0];
      if (!a) break;
      const r = applyAction(s, s.current, a);
      if (!r.ok) throw new Error(r.error.code);
      s = r.state;
    }
  });
});

describe('postStanding (T0.3, T5c)', () => {
  it('T3 needs 2 white bonuses; an owned kind says so', () => {
    const s = game({ players: [{ tableau: ['B1-01'], posts: ['K-TP1'] }] }, { modules: ['tradingPosts'] });
    expect(postStanding(s, 0, 'K-TP3').lacks.bonuses).toEqual({ ...none, white: 1 });
    expect(postStanding(s, 0, 'K-TP1').owned).toBe(true);
  });

  it('T5c also needs a noble', () => {
    const greens = ['B1-17', 'B1-18', 'B1-19', 'B1-20', 'B1-21'];
    const s = game({ players: [{ tableau: greens }] }, { modules: ['tradingPosts'], edition: 'classic' });
    const st = postStanding(s, 0, 'TP4');
    expect(st).toMatchObject({ qualifies: false, lacks: { bonuses: none, noble: true } });
  });
});

describe('rule ids', () => {
  it('every Orient effect and trading-post power has its rule', () => {
    expect(ORIENT_EFFECTS.map((e) => EFFECT_RULE[e])).toEqual(['O3', 'O4', 'O5', 'O6', 'O7', 'O8', 'O9']);
    expect(POST_POWERS.every((p) => /^T\dc?$/.test(POWER_RULE[p]))).toBe(true);
  });
});
