/** The Orient challenges (RULES O): free cards (O6, O8), Orient cards, jokers (O3) and sacrifices (O9). */
import { challenge } from '../challenge';
import type { Challenge } from '../challenge';

export const ORIENT_CHALLENGES: readonly Challenge[] = [
  challenge(
    'orient-free',
    'orient',
    { players: 2, seed: 'challenge-orient-free' },
    ['easy'],
    [[{ kind: 'win' }], [{ kind: 'freeCards', min: 1 }], [{ kind: 'freeCards', min: 3 }]],
  ),
  challenge(
    'orient-east',
    'orient',
    { players: 2, seed: 'challenge-orient-east' },
    ['normal'],
    [[{ kind: 'win' }], [{ kind: 'orientCards', min: 3 }], [{ kind: 'orientCards', min: 5 }]],
  ),
  challenge(
    'orient-jokers',
    'orient',
    { players: 2, seed: 'challenge-orient-jokers' },
    ['normal'],
    [[{ kind: 'win' }], [{ kind: 'jokers', min: 1 }], [{ kind: 'jokers', min: 2 }]],
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
    [[{ kind: 'win' }], [{ kind: 'freeCards', min: 1 }], [{ kind: 'levelCards', level: 3, min: 3 }]],
  ),
  challenge(
    'orient-expert',
    'orient',
    { players: 2, seed: 'challenge-orient-expert' },
    ['expert'],
    [[{ kind: 'win' }], [{ kind: 'orientCards', min: 3 }], [{ kind: 'noReserve' }]],
  ),
];
