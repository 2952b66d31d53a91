/**
 * The first game: a base game already under way (you 7 prestige, the computer
 * 5), stacked so that four turns of yours show every kind of move and reach
 * the end. The computer's moves are scripted, so the lesson always plays the
 * same way.
 *
 * You: bonuses 3 white, 3 blue, 2 green; 3 blue tokens.
 * 1. Take blue, green, white (B3.1).       2. Reserve B3-10 and take gold (B3.3).
 * 3. Buy B2-16: the bonuses pay 3 blue and 2 green of its 5 blue, 3 green (B3.4.1);
 *    now 3 white, 3 blue, 3 green: noble N06 visits (B4.2), 12 prestige.
 * 4. Buy B3-10 (3 blue left after bonuses) with 2 blue and the gold (B3.4.2): 16 prestige,
 *    the computer plays the last turn of the round (B4.4), you win (B5.2).
 */
import { buy, reserve, take, type Lesson } from '../lesson';

export const BASE_LESSON: Lesson = {
  id: 'base',
  learner: 0,
  config: {
    players: 2,
    seed: 'tutorial-base',
    modules: [],
    edition: 'kahroba',
    setup: {
      firstPlayer: 0,
      nobles: ['N06', 'N01', 'N04'],
      decks: {
        L1: ['B1-07', 'B1-18', 'B1-31', 'B1-38', 'B1-05', 'B1-11', 'B1-20', 'B1-29'],
        L2: ['B2-16', 'B2-21', 'B2-09', 'B2-01', 'B2-02', 'B2-03'],
        L3: ['B3-10', 'B3-01', 'B3-17', 'B3-19', 'B3-02', 'B3-03'],
      },
      players: [
        { tokens: { blue: 3 }, tableau: ['B1-01', 'B1-02', 'B2-06', 'B1-09', 'B1-10', 'B2-11', 'B1-17', 'B2-15'] },
        { tokens: { red: 1, black: 1 }, tableau: ['B1-25', 'B1-26', 'B1-33', 'B1-34', 'B2-23', 'B2-30'] },
      ],
    },
  },
  steps: [
    { id: 'welcome', spots: [{ kind: 'me' }, { kind: 'opponents' }], rules: ['B5.1'] },
    { id: 'cards', spots: [{ kind: 'board' }], rules: ['B3.4.1'] },
    {
      id: 'take',
      rules: ['B3.1'],
      expect: { type: 'takeGems', gems: ['blue', 'green', 'white'] },
      spots: [
        { kind: 'gem', gem: 'blue' },
        { kind: 'gem', gem: 'green' },
        { kind: 'gem', gem: 'white' },
        { kind: 'confirm' },
      ],
      replies: [take('red', 'black', 'green')],
    },
    {
      id: 'reserve',
      rules: ['B3.3'],
      expect: { type: 'reserve', card: 'B3-10' },
      spots: [
        { kind: 'card', card: 'B3-10' },
        { kind: 'act', act: 'reserve' },
      ],
      // Her bonuses (3 red, 3 black) pay the whole cost of this white card: she pays nothing.
      replies: [buy('B1-07')],
    },
    {
      id: 'buy',
      rules: ['B3.4.1'],
      expect: { type: 'buy', card: 'B2-16' },
      spots: [{ kind: 'card', card: 'B2-16' }, { kind: 'act', act: 'buy' }, { kind: 'confirm' }],
    },
    {
      id: 'noble',
      rules: ['B4.2'],
      spots: [{ kind: 'tile', id: 'N06' }, { kind: 'me' }],
      replies: [take('white', 'red', 'black')],
    },
    {
      id: 'gold',
      rules: ['B3.4.2', 'B4.4'],
      expect: { type: 'buy', card: 'B3-10' },
      spots: [{ kind: 'card', card: 'B3-10' }, { kind: 'act', act: 'buy' }, { kind: 'confirm' }],
      replies: [reserve('B2-21')],
    },
    { id: 'end', rules: ['B4.4', 'B5.2'] },
  ],
};
