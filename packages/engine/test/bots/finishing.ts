/** A finishing position shared by the bots' tests (endgame.test.ts, analysis/reasons.test.ts), built as the rule tests build theirs. */
import type { GameState } from '../../src/index';
import { game } from '../helpers/game';

/**
 * Seat 0 (12 prestige, first player) to move; seat 1 (11 prestige, last of
 * the round) holds 4 black and 3 gold: it can buy B3-03 (4 points, 7 black)
 * and end the game at 15, and no other card gives it the game.
 */
export const threat = (): GameState =>
  game({
    decks: {
      L1: ['B1-25', 'B1-37', 'B1-13', 'B1-02'],
      L2: ['B2-05', 'B2-27', 'B2-09', 'B2-21'],
      L3: ['B3-03', 'B3-15', 'B3-19', 'B3-20'],
    },
    nobles: ['N01', 'N02', 'N03'],
    players: [
      { tableau: ['B3-02', 'B3-07', 'B3-14'] },
      { tableau: ['B3-06', 'B3-11', 'B3-01'], tokens: { black: 4, gold: 3 } },
    ],
  });
