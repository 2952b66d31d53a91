/** The Trading Posts challenges (RULES T): how many posts, and which power. */
import { challenge } from '../challenge';
import type { Challenge } from '../challenge';

export const POSTS_CHALLENGES: readonly Challenge[] = [
  challenge(
    'posts-first',
    'tradingPosts',
    { players: 2, seed: 'challenge-posts-first' },
    ['easy'],
    [[{ kind: 'win' }], [{ kind: 'posts', min: 2 }], [{ kind: 'posts', min: 3 }]],
  ),
  challenge(
    'posts-green',
    'tradingPosts',
    { players: 2, seed: 'challenge-posts-green' },
    ['normal'],
    // T5: the green post's prestige grows with every post owned.
    [[{ kind: 'win' }], [{ kind: 'post', post: 'K-TP5' }], [{ kind: 'posts', min: 3 }]],
  ),
  challenge(
    'posts-red',
    'tradingPosts',
    { players: 3, seed: 'challenge-posts-red' },
    ['normal', 'normal'],
    // T1: a gem after every purchase.
    [[{ kind: 'win' }], [{ kind: 'post', post: 'K-TP1' }], [{ kind: 'byRound', round: 25 }]],
  ),
  challenge(
    'posts-hard',
    'tradingPosts',
    { players: 2, seed: 'challenge-posts-hard' },
    ['hard'],
    [[{ kind: 'win' }], [{ kind: 'posts', min: 2 }], [{ kind: 'noReserve' }]],
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
    [[{ kind: 'win' }], [{ kind: 'posts', min: 2 }], [{ kind: 'byRound', round: 24 }]],
  ),
];
