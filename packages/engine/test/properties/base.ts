import { describe, it } from 'vitest';
import { configFor, longMode, newTally, playAndCheck } from './harness';

/**
 * RULES B and Y over at least 10,000 seeded random base games (3,334 each at 2, 3 and 4 players), in every CI run
 * (engine-long). One file per player count (base-2/3/4.test.ts), so that the project's workers share them out.
 */
export function baseProperties(players: number): void {
  describe('B/Y properties over seeded random base games', () => {
    it(`holds every invariant over ${3334 * longMode()} games of ${players} players`, () => {
      const tally = newTally();
      const games = 3334 * longMode();
      for (let g = 0; g < games; g++) {
        const seed = players * 1_000_000 + g;
        playAndCheck(
          configFor(players, [], g % 2 ? 'classic' : 'kahroba', seed),
          seed,
          { thorough: g % 25 === 0, illegalPerStep: 2 },
          tally,
        );
      }
      console.log(`base ${players}p: ${JSON.stringify(tally)}`);
      if (tally.capped > 0) throw new Error(`${tally.capped} games hit the move cap`);
    });
  });
}
