/**
 * The base game's challenges (RULES B): speed, nobles, a lean tableau, a lead.
 * Every catalogue's 3-star goals are what the expert reached in one of its
 * measured games (docs/BENCHMARKS.md, "Challenges"): hard, but done.
 */
import { challenge } from '../challenge';
import type { Challenge } from '../challenge';

export const BASE_CHALLENGES: readonly Challenge[] = [
  // B4.4, B4.2: 12 prestige and two cards you can pay for; only the 3-point one ends the game this round.
  challenge(
    'base-finish',
    'base',
    {
      players: 2,
      seed: 'challenge-base-finish',
      setup: {
        nobles: ['N06', 'N01', 'N07'],
        decks: { L2: ['B2-12', 'B2-17', 'B2-15', 'B2-10'] },
        players: [
          { tokens: { blue: 4, green: 4 }, tableau: ['B3-04', 'B3-08', 'B2-05', 'B1-12', 'B1-17', 'B1-25', 'B1-33'] },
          { tableau: ['B3-06', 'B2-24', 'B2-23'] },
        ],
      },
    },
    ['easy'],
    [[{ kind: 'win' }], [{ kind: 'byRound', round: 3 }], [{ kind: 'byRound', round: 1 }]],
  ),
  challenge(
    'base-first',
    'base',
    { players: 2, seed: 'challenge-base-first' },
    ['easy'],
    [[{ kind: 'win' }], [{ kind: 'byRound', round: 29 }], [{ kind: 'byRound', round: 27 }]],
  ),
  challenge(
    'base-noreserve',
    'base',
    { players: 2, seed: 'challenge-base-noreserve' },
    ['normal'],
    [[{ kind: 'win' }], [{ kind: 'byRound', round: 26 }], [{ kind: 'byRound', round: 24 }]],
  ),
  challenge(
    'base-nobles',
    'base',
    { players: 3, seed: 'challenge-base-nobles' },
    ['normal', 'normal'],
    [[{ kind: 'win' }], [{ kind: 'nobles', min: 1 }], [{ kind: 'nobles', min: 2 }]],
  ),
  challenge(
    'base-lean',
    'base',
    { players: 2, seed: 'challenge-base-lean' },
    ['hard'],
    [[{ kind: 'win' }], [{ kind: 'maxCards', max: 15 }], [{ kind: 'maxCards', max: 12 }]],
  ),
  challenge(
    'base-race',
    'base',
    { players: 3, seed: 'challenge-base-race' },
    ['hard', 'hard'],
    [[{ kind: 'win' }], [{ kind: 'byRound', round: 29 }], [{ kind: 'byRound', round: 27 }]],
  ),
  challenge(
    'base-crowd',
    'base',
    { players: 4, seed: 'challenge-base-crowd' },
    ['easy', 'normal', 'normal'],
    [[{ kind: 'win' }], [{ kind: 'prestige', min: 16 }], [{ kind: 'margin', min: 4 }]],
  ),
  challenge(
    'base-expert',
    'base',
    { players: 2, seed: 'challenge-base-expert' },
    ['expert'],
    [[{ kind: 'win' }], [{ kind: 'margin', min: 1 }], [{ kind: 'margin', min: 2 }]],
  ),
];
