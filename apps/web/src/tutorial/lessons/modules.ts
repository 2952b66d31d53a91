/**
 * One short puzzle per module, each on a stacked set-up with the one decision
 * that module adds. The computer plays a scripted move when the rules give it
 * a turn.
 */
import { take, type Lesson } from '../lesson';

/** C3, C5: two cards you can pay for; only one completes a city, and a city, not prestige, wins. */
export const CITIES_LESSON: Lesson = {
  id: 'cities',
  learner: 0,
  config: {
    players: 2,
    seed: 'tutorial-cities',
    modules: ['cities'],
    edition: 'kahroba',
    setup: {
      firstPlayer: 0,
      cities: ['C6a', 'C2a', 'C1a'],
      decks: { L2: ['B2-17', 'B2-12', 'B2-05', 'B2-07'] },
      players: [
        {
          tokens: { green: 2, blue: 3 },
          tableau: ['B1-09', 'B2-10', 'B2-11', 'B1-17', 'B2-15', 'B2-16', 'B1-01', 'B2-06', 'B2-19'],
        },
        { tokens: { red: 1 }, tableau: ['B1-25', 'B1-33', 'B2-23'] },
      ],
    },
  },
  steps: [
    { id: 'intro', rules: ['C1', 'C3'], spots: [{ kind: 'tile', id: 'C6a' }, { kind: 'tiles' }, { kind: 'me' }] },
    {
      id: 'decide',
      rules: ['C4', 'C5'],
      hint: true,
      expect: { type: 'buy', card: 'B2-17' },
      spots: [
        { kind: 'card', card: 'B2-17' },
        { kind: 'card', card: 'B2-12' },
        { kind: 'act', act: 'buy' },
        { kind: 'confirm' },
      ],
      replies: [take('white', 'red', 'black')],
    },
    { id: 'end', rules: ['C5'] },
  ],
};

/** T0.4, T3: the card that completes a post's requirement, then the post's power at once. */
export const POSTS_LESSON: Lesson = {
  id: 'tradingPosts',
  learner: 0,
  config: {
    players: 2,
    seed: 'tutorial-posts',
    modules: ['tradingPosts'],
    edition: 'kahroba',
    setup: {
      firstPlayer: 0,
      nobles: ['N01', 'N03', 'N05'],
      decks: { L1: ['B1-02', 'B1-15', 'B1-23', 'B1-37'] },
      players: [
        { tokens: { blue: 3 }, tableau: ['B1-01', 'B1-17'] },
        { tokens: { green: 1 }, tableau: ['B1-25', 'B1-33'] },
      ],
    },
  },
  steps: [
    { id: 'intro', rules: ['T0.3', 'T0.4'], spots: [{ kind: 'tile', id: 'K-TP3' }] },
    {
      id: 'reach',
      rules: ['T0.4', 'T3'],
      expect: { type: 'buy', card: 'B1-02' },
      spots: [{ kind: 'card', card: 'B1-02' }, { kind: 'act', act: 'buy' }, { kind: 'confirm' }],
      replies: [take('white', 'blue', 'black')],
    },
    {
      id: 'power',
      rules: ['T3', 'B3.2'],
      expect: { type: 'takeTwo', gem: 'red', extra: 'green' },
      spots: [{ kind: 'gem', gem: 'red' }, { kind: 'gem', gem: 'green' }, { kind: 'confirm' }],
    },
    { id: 'end', rules: ['T0.5'], spots: [{ kind: 'tile', id: 'K-TP3' }] },
  ],
};

/** S2, S4: after a purchase, the third stronghold onto the card holding your two, then the conquest. */
export const STRONGHOLDS_LESSON: Lesson = {
  id: 'strongholds',
  learner: 0,
  config: {
    players: 2,
    seed: 'tutorial-strongholds',
    modules: ['strongholds'],
    edition: 'kahroba',
    setup: {
      firstPlayer: 0,
      nobles: ['N02', 'N04', 'N05'],
      decks: { L1: ['B1-12', 'B1-07', 'B1-20', 'B1-27'], L2: ['B2-09', 'B2-13', 'B2-22', 'B2-26'] },
      players: [
        {
          tokens: { black: 2, white: 2 },
          tableau: ['B1-01', 'B1-02', 'B1-03', 'B1-09', 'B1-10'],
          strongholds: [{ card: 'B2-09', count: 2 }],
        },
        { tokens: { red: 1 }, tableau: ['B1-25', 'B1-33'], strongholds: [{ card: 'B1-07', count: 1 }] },
      ],
    },
  },
  steps: [
    {
      id: 'intro',
      rules: ['S1'],
      spots: [
        { kind: 'card', card: 'B2-09' },
        { kind: 'card', card: 'B1-07' },
      ],
    },
    {
      id: 'buy',
      rules: ['S2'],
      expect: { type: 'buy', card: 'B1-12' },
      spots: [{ kind: 'card', card: 'B1-12' }, { kind: 'act', act: 'buy' }, { kind: 'confirm' }],
    },
    {
      id: 'place',
      rules: ['S2.1', 'S4'],
      hint: true,
      expect: { type: 'placeStronghold', card: 'B2-09' },
      spots: [
        { kind: 'card', card: 'B2-09' },
        { kind: 'act', act: 'placeStronghold' },
      ],
    },
    {
      id: 'conquer',
      rules: ['S4'],
      expect: { type: 'conquer' },
      spots: [{ kind: 'act', act: 'conquer' }, { kind: 'confirm' }],
    },
    {
      id: 'again',
      rules: ['S2', 'S2.2'],
      expect: [{ type: 'placeStronghold' }, { type: 'removeStronghold' }],
      spots: [{ kind: 'card', card: 'B1-07' }, { kind: 'board' }],
      replies: [take('green', 'red', 'black')],
    },
    { id: 'end', rules: ['S5'] },
  ],
};

/** O4: a pairing card takes the colour of the card you pair it with; the right colour brings a noble. */
export const ORIENT_LESSON: Lesson = {
  id: 'orient',
  learner: 0,
  config: {
    players: 2,
    seed: 'tutorial-orient',
    modules: ['orient'],
    edition: 'kahroba',
    setup: {
      firstPlayer: 0,
      nobles: ['N03', 'N01', 'N07'],
      decks: { O1: ['O1-06', 'O1-01'], O2: ['O2-01', 'O2-09'], O3: ['O3-01', 'O3-06'] },
      players: [
        {
          tokens: { white: 2, red: 2 },
          tableau: ['B1-09', 'B1-10', 'B1-11', 'B1-12', 'B1-17', 'B1-18', 'B1-19', 'B2-06'],
        },
        { tokens: { black: 1 }, tableau: ['B1-25', 'B1-33'] },
      ],
    },
  },
  steps: [
    { id: 'intro', rules: ['O2', 'O3', 'O4', 'O5'], spots: [{ kind: 'board' }] },
    {
      id: 'buy',
      rules: ['O4'],
      expect: { type: 'buy', card: 'O1-06' },
      spots: [{ kind: 'card', card: 'O1-06' }, { kind: 'act', act: 'buy' }, { kind: 'confirm' }],
    },
    {
      id: 'pair',
      rules: ['O4', 'B4.2'],
      hint: true,
      expect: [
        { type: 'pair', partner: 'B1-17' },
        { type: 'pair', partner: 'B1-18' },
        { type: 'pair', partner: 'B1-19' },
      ],
      spots: [
        { kind: 'card', card: 'B1-17' },
        { kind: 'card', card: 'B1-18' },
        { kind: 'card', card: 'B1-19' },
        { kind: 'tile', id: 'N03' },
      ],
      replies: [take('white', 'blue', 'red')],
    },
    { id: 'end', rules: ['O4'], spots: [{ kind: 'tile', id: 'N03' }] },
  ],
};
