/** The base game's goal checks (RULES B): each on a record that meets it and one that does not. */
import { describe, expect, it } from 'vitest';
import { goalMet } from '../../src/challenges/index';
import type { Goal, Played } from '../../src/challenges/index';
import { config, FINISH, FINISH_SWAPPED, GOLD, NOBLE, played, take } from './records';

const met = (goal: Goal, p: Played, seat = 0): boolean => goalMet(goal, p, seat);

// Seat 0 buys the 3-point card: 15 prestige, the end triggered (B4.4); seat 1, last of the round, takes gems.
const won = () =>
  played(config(FINISH), [
    [0, { buy: 'B2-12' }],
    [1, take('white', 'red', 'black')],
  ]);
// Seats swapped: seat 0 takes gems and seat 1 reaches 15 as the last of round 1.
const lost = () =>
  played(config(FINISH_SWAPPED), [
    [0, take('white', 'red', 'black')],
    [1, { buy: 'B2-12' }],
  ]);
// A round of taking gems first (seat 0 returns one to keep 10, B4.1): seat 0 wins in round 2.
const late = () =>
  played(config(FINISH), [
    [0, take('white', 'red', 'black')],
    [0, { type: 'returnTokens', tokens: { white: 1, blue: 0, green: 0, red: 0, black: 0, gold: 0 } }],
    [1, take('white', 'red', 'black')],
    [0, { buy: 'B2-12' }],
    [1, take('white', 'red', 'black')],
  ]);
// Seat 0 reserves B2-15 (and a gold) in round 1, then wins in round 2.
const reserved = () =>
  played(config(FINISH), [
    [0, { type: 'reserve', card: 'B2-15' }],
    [1, take('white', 'red', 'black')],
    [0, { buy: 'B2-12' }],
    [1, take('white', 'red', 'black')],
  ]);

describe('the records', () => {
  it('end as the goals below assume', () => {
    expect(won().state.result).toMatchObject({ winners: [0] });
    expect(won().state.round).toBe(1);
    expect(lost().state.result).toMatchObject({ winners: [1] });
    expect(late().state.round).toBe(2);
    expect(late().state.result).toMatchObject({ winners: [0] });
  });
});

describe('goals of the base game', () => {
  it('win (B5.2): the seat is among the winners; an unfinished game is not won', () => {
    expect(met({ kind: 'win' }, won())).toBe(true);
    expect(met({ kind: 'win' }, lost())).toBe(false);
    expect(met({ kind: 'win' }, played(config(FINISH), [[0, { buy: 'B2-12' }]]))).toBe(false);
  });

  it('byRound: the game over by the end of that round', () => {
    expect(met({ kind: 'byRound', round: 1 }, won())).toBe(true);
    expect(met({ kind: 'byRound', round: 1 }, late())).toBe(false);
    expect(met({ kind: 'byRound', round: 2 }, late())).toBe(true);
    expect(met({ kind: 'byRound', round: 5 }, played(config(FINISH), [[0, take('white', 'red', 'black')]]))).toBe(
      false,
    );
  });

  it('noReserve (B3.3): no card reserved by the seat', () => {
    expect(met({ kind: 'noReserve' }, won())).toBe(true);
    expect(met({ kind: 'noReserve' }, reserved())).toBe(false);
    // The other seat's reservations do not count.
    expect(met({ kind: 'noReserve' }, reserved(), 1)).toBe(true);
  });

  it('noGold (B3.4.2): no gold spent in a purchase', () => {
    expect(met({ kind: 'noGold' }, won())).toBe(true);
    expect(met({ kind: 'noGold' }, played(config(GOLD), [[0, { buy: 'B2-12' }]]))).toBe(false);
    // A gold reserved and not spent is no gold spent.
    expect(met({ kind: 'noGold' }, reserved())).toBe(true);
  });

  it('prestige (B5.1): at least that much prestige', () => {
    expect(met({ kind: 'prestige', min: 15 }, won())).toBe(true);
    expect(met({ kind: 'prestige', min: 15 }, lost())).toBe(false);
    expect(met({ kind: 'prestige', min: 16 }, won())).toBe(false);
  });

  it('margin: ahead of every other seat by at least that much (15 against 9)', () => {
    expect(met({ kind: 'margin', min: 6 }, won())).toBe(true);
    expect(met({ kind: 'margin', min: 7 }, won())).toBe(false);
    expect(met({ kind: 'margin', min: 1 }, lost())).toBe(false);
  });

  it('nobles (B4.2): at least that many nobles', () => {
    const noble = played(config(NOBLE), [[0, { buy: 'B2-12' }]]);
    expect(noble.state.players[0]?.nobles).toEqual(['N01']);
    expect(met({ kind: 'nobles', min: 1 }, noble)).toBe(true);
    expect(met({ kind: 'nobles', min: 1 }, won())).toBe(false);
  });

  it('maxCards (B5.2): at most that many cards in the tableau (8 after the purchase)', () => {
    expect(met({ kind: 'maxCards', max: 8 }, won())).toBe(true);
    expect(met({ kind: 'maxCards', max: 7 }, won())).toBe(false);
    expect(met({ kind: 'maxCards', max: 8 }, played(config(NOBLE), [[0, { buy: 'B2-12' }]]))).toBe(false);
  });

  it('levelCards: cards of that level bought', () => {
    expect(met({ kind: 'levelCards', level: 2, min: 1 }, won())).toBe(true);
    expect(met({ kind: 'levelCards', level: 2, min: 1 }, lost())).toBe(false);
    expect(met({ kind: 'levelCards', level: 3, min: 1 }, won())).toBe(false);
  });
});
