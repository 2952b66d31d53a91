/** The Cities challenges (RULES C): a city wins (C5), so the goals are about which city, when and alone. */
import { challenge } from '../challenge';
import type { Challenge } from '../challenge';

export const CITIES_CHALLENGES: readonly Challenge[] = [
  challenge(
    'cities-first',
    'cities',
    { players: 2, seed: 'challenge-cities-first' },
    ['easy'],
    [[{ kind: 'win' }], [{ kind: 'byRound', round: 28 }], [{ kind: 'byRound', round: 25 }]],
  ),
  challenge(
    'cities-alone',
    'cities',
    { players: 2, seed: 'challenge-cities-alone' },
    ['normal'],
    [[{ kind: 'win' }], [{ kind: 'onlyCity' }], [{ kind: 'byRound', round: 26 }]],
  ),
  challenge(
    'cities-three',
    'cities',
    { players: 3, seed: 'challenge-cities-three' },
    ['normal', 'normal'],
    [[{ kind: 'win' }], [{ kind: 'onlyCity' }], [{ kind: 'byRound', round: 29 }]],
  ),
  challenge(
    'cities-lean',
    'cities',
    { players: 2, seed: 'challenge-cities-lean' },
    ['hard'],
    [[{ kind: 'win' }], [{ kind: 'maxCards', max: 15 }], [{ kind: 'maxCards', max: 12 }]],
  ),
  challenge(
    'cities-posts',
    'cities',
    { players: 2, seed: 'challenge-cities-posts', with: ['tradingPosts'] },
    ['normal'],
    // X5: the posts are checked before the city.
    [[{ kind: 'win' }], [{ kind: 'posts', min: 2 }], [{ kind: 'onlyCity' }]],
  ),
  challenge(
    'cities-expert',
    'cities',
    { players: 2, seed: 'challenge-cities-expert' },
    ['expert'],
    [[{ kind: 'win' }], [{ kind: 'onlyCity' }], [{ kind: 'byRound', round: 30 }]],
  ),
];
