/** The Orient challenges (RULES O): Orient cards (O1), sacrifices (O9) and speed. */
import { challenge } from '../challenge';
import type { Challenge } from '../challenge';

export const ORIENT_CHALLENGES: readonly Challenge[] = [
  challenge(
    'orient-free',
    'orient',
    { players: 2, seed: 'challenge-orient-free' },
    ['easy'],
    [[{ kind: 'win' }], [{ kind: 'byRound', round: 28 }], [{ kind: 'byRound', round: 27 }]],
  ),
  challenge(
    'orient-east',
    'orient',
    { players: 2, seed: 'challenge-orient-east' },
    ['normal'],
    [[{ kind: 'win' }], [{ kind: 'orientCards', min: 1 }], [{ kind: 'orientCards', min: 2 }]],
  ),
  challenge(
    'orient-jokers',
    'orient',
    { players: 2, seed: 'challenge-orient-jokers' },
    ['normal'],
    [[{ kind: 'win' }], [{ kind: 'byRound', round: 26 }], [{ kind: 'byRound', round: 24 }]],
  ),
  challenge(
    'orient-sacrifice',
    'orient',
    { players: 3, seed: 'challenge-orient-sacrifice' },
    ['normal', 'normal'],
    [[{ kind: 'win' }], [{ kind: 'sacrifices', min: 1 }], [{ kind: 'byRound', round: 25 }]],
  ),
  challenge(
    'orient-classic',
    'orient',
    { players: 2, seed: 'challenge-orient-classic', edition: 'classic' },
    ['hard'],
    [[{ kind: 'win' }], [{ kind: 'byRound', round: 28 }], [{ kind: 'byRound', round: 26 }]],
  ),
  challenge(
    'orient-expert',
    'orient',
    { players: 2, seed: 'challenge-orient-expert' },
    ['expert'],
    [[{ kind: 'win' }], [{ kind: 'byRound', round: 26 }], [{ kind: 'byRound', round: 24 }]],
  ),
];
