/** The Trading Posts challenges (RULES T): how many posts, which power, how fast. */
import { challenge } from '../challenge';
import type { Challenge } from '../challenge';

export const POSTS_CHALLENGES: readonly Challenge[] = [
  challenge(
    'posts-first',
    'tradingPosts',
    { players: 2, seed: 'challenge-posts-first' },
    ['easy'],
    [[{ kind: 'win' }], [{ kind: 'posts', min: 2 }], [{ kind: 'byRound', round: 21 }]],
  ),
  challenge(
    'posts-green',
    'tradingPosts',
    { players: 2, seed: 'challenge-posts-green' },
    ['normal'],
    [[{ kind: 'win' }], [{ kind: 'posts', min: 2 }], [{ kind: 'byRound', round: 25 }]],
  ),
  challenge(
    'posts-red',
    'tradingPosts',
    { players: 3, seed: 'challenge-posts-red' },
    ['normal', 'normal'],
    [[{ kind: 'win' }], [{ kind: 'byRound', round: 24 }], [{ kind: 'byRound', round: 22 }]],
  ),
  challenge(
    'posts-hard',
    'tradingPosts',
    { players: 2, seed: 'challenge-posts-hard' },
    ['hard'],
    [[{ kind: 'win' }], [{ kind: 'posts', min: 1 }], [{ kind: 'byRound', round: 17 }]],
  ),
  challenge(
    'posts-classic',
    'tradingPosts',
    { players: 2, seed: 'challenge-posts-classic', edition: 'classic' },
    ['normal'],
    // T5c: 5 green and a noble for 5 prestige, in the classic edition.
    [[{ kind: 'win' }], [{ kind: 'posts', min: 2 }], [{ kind: 'post', post: 'TP5' }]],
  ),
  challenge(
    'posts-expert',
    'tradingPosts',
    { players: 2, seed: 'challenge-posts-expert' },
    ['expert'],
    [[{ kind: 'win' }], [{ kind: 'posts', min: 2 }], [{ kind: 'posts', min: 3 }]],
  ),
];
