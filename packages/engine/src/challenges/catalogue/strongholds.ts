/** The Strongholds challenges (RULES S): removals (S2.2), keeping the rivals from conquering (S4), and speed. */
import { challenge } from '../challenge';
import type { Challenge } from '../challenge';

export const STRONGHOLDS_CHALLENGES: readonly Challenge[] = [
  challenge(
    'strongholds-conquer',
    'strongholds',
    { players: 2, seed: 'challenge-strongholds-conquer' },
    ['easy'],
    [[{ kind: 'win' }], [{ kind: 'byRound', round: 28 }], [{ kind: 'byRound', round: 26 }]],
  ),
  challenge(
    'strongholds-evict',
    'strongholds',
    { players: 2, seed: 'challenge-strongholds-evict' },
    ['normal'],
    [[{ kind: 'win' }], [{ kind: 'removals', min: 1 }], [{ kind: 'removals', min: 3 }]],
  ),
  challenge(
    'strongholds-hold',
    'strongholds',
    { players: 2, seed: 'challenge-strongholds-hold' },
    ['normal'],
    [[{ kind: 'win' }], [{ kind: 'unconquered' }], [{ kind: 'conquests', min: 1 }]],
  ),
  challenge(
    'strongholds-three',
    'strongholds',
    { players: 3, seed: 'challenge-strongholds-three' },
    ['normal', 'hard'],
    [[{ kind: 'win' }], [{ kind: 'byRound', round: 28 }], [{ kind: 'byRound', round: 26 }]],
  ),
  challenge(
    'strongholds-hard',
    'strongholds',
    { players: 2, seed: 'challenge-strongholds-hard' },
    ['hard'],
    [[{ kind: 'win' }], [{ kind: 'unconquered' }], [{ kind: 'margin', min: 3 }]],
  ),
  challenge(
    'strongholds-expert',
    'strongholds',
    { players: 2, seed: 'challenge-strongholds-expert' },
    ['expert'],
    [[{ kind: 'win' }], [{ kind: 'byRound', round: 28 }], [{ kind: 'byRound', round: 26 }]],
  ),
];
