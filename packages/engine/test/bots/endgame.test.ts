/**
 * Expert's exact finishing checks (src/bots/endgame.ts): a purchase that
 * wins at once is found, and so is a rival's threat to win at once, which a
 * move must close.
 */
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, randomSource } from '../../src/index';
import type { Action } from '../../src/index';
import { createBot, determinize, SEARCH_LEVELS } from '../../src/bots/index';
import { finishingChecks, rivalWinsNext, winningMove, withoutHandovers } from '../../src/bots/endgame';
import { act, game } from '../helpers/game';
import { threat } from './finishing';

const takeGems: Action = { type: 'takeGems', gems: ['white', 'blue', 'green'] };
const reserveIt: Action = { type: 'reserve', card: 'B3-03' };

describe('finishing checks', () => {
  it('the last seat of the round finds the purchase that wins at once', () => {
    const s = act(threat(), 0, takeGems).state;
    const win = winningMove(s, 1) as Action;
    expect(win).toMatchObject({ type: 'buy', card: 'B3-03' });
    const r = applyAction(s, 1, win);
    expect(r.ok && r.state.result?.winners).toEqual([1]);
    // Seat 0 is not the last of the round: nothing it does ends the game.
    expect(winningMove(threat(), 0)).toBeNull();
  });

  it("sees the rival's threat, and that reserving the card closes it", () => {
    expect(rivalWinsNext(act(threat(), 0, takeGems).state, 0)).toBe(true);
    expect(rivalWinsNext(act(threat(), 0, reserveIt).state, 0)).toBe(false);
  });

  it('drops the moves that hand the rival the game, in every deal', () => {
    const s = threat();
    const deals = [0, 1, 2].map((i) => determinize(s, 0, randomSource(`deal-${i}`)));
    const safe = withoutHandovers(deals, 0, legalActions(s, 0));
    expect(safe).toEqual([reserveIt]);
    // With nothing safe, every candidate is kept.
    const lost = [takeGems, { type: 'reserveDeck', deck: 'L3' } as Action];
    expect(withoutHandovers(deals, 0, lost)).toEqual(lost);
  });

  it('checks nothing before anyone is near the end', () => {
    const s = game({}, { seed: 'early' });
    const cands = legalActions(s, 0);
    expect(finishingChecks(s, s, 0, cands, randomSource('x'))).toEqual({ win: null, cands });
  });

  it('expert, even on a tiny budget, reserves the card that would lose it the game', () => {
    const bot = createBot('expert', { iterations: 20 });
    expect(SEARCH_LEVELS.expert.endgame).toBe(true);
    expect(bot.choose(threat(), 0, randomSource('deny'))).toEqual(reserveIt);
  });
});
