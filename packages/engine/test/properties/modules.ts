import { describe, it } from 'vitest';
import type { Edition, ModuleId } from '../../src/index';
import { EDITIONS, MODULES } from '../../src/index';
import { configFor, longMode, newTally, playAndCheck } from './harness';

// RULES C, T, S, O, X and E: at least 500 games for each of the 16 module subsets and each edition (engine-long).
const SUBSETS: ModuleId[][] = Array.from({ length: 16 }, (_, mask) => MODULES.filter((_, i) => (mask >> i) & 1));

export function moduleProperties(part: number, parts: number): void {
  describe(`X properties over seeded random games, every module subset and edition (part ${part + 1}/${parts})`, () => {
    SUBSETS.forEach((modules, mask) => {
      if (mask % parts !== part) return;
      for (const edition of EDITIONS as readonly Edition[]) {
        const name = modules.length ? modules.join('+') : 'base';
        it(`${name} (${edition}) holds every invariant over ${500 * longMode()} games`, () => {
          const tally = newTally();
          const games = 500 * longMode();
          for (let g = 0; g < games; g++) {
            const seed = mask * 100_000 + (edition === 'classic' ? 50_000 : 0) + g;
            playAndCheck(
              configFor(2 + (g % 3), modules, edition, seed),
              seed,
              { thorough: g % 25 === 0, illegalPerStep: 1 },
              tally,
            );
          }
          console.log(`${name} ${edition}: ${JSON.stringify(tally)}`);
          if (tally.capped > 0) throw new Error(`${tally.capped} games hit the move cap`);
        });
      }
    });
  });
}
