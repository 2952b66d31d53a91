/** determinize: a full state consistent with the seat's view, and nothing more. */
import { describe, expect, it } from 'vitest';
import { HIDDEN_CARD, legalActions, randomSource, viewFor } from '../../src/index';
import { determinize } from '../../src/bots/index';
import type { ModuleId } from '../../src/index';
import { act, game } from '../helpers/game';
import { checkInvariants } from '../properties/harness';
import { MODULE_SETS, positions } from './positions';

describe('determinize', () => {
  for (const modules of MODULE_SETS) {
    for (const players of [2, 3, 4]) {
      it(`gives states whose view equals the seat's view (${modules.join('+') || 'base'}, ${players} players)`, () => {
        let checked = 0,
          differing = 0,
          blindOthers = 0;
        for (let g = 0; g < 3; g++) {
          for (const s of positions(players, modules, `det-${players}-${modules.join('+')}-${g}`, 12)) {
            for (let seat = 0; seat < players; seat++) {
              const view = viewFor(s, seat);
              const rng = randomSource(`d-${g}-${seat}-${s.version}`);
              // From the full state and from the view alike.
              for (const input of [s, view]) {
                const d = determinize(input, seat, rng);
                expect(viewFor(d, seat)).toEqual(view);
                expect(JSON.stringify(d)).not.toContain(`"${HIDDEN_CARD}"`);
                checkInvariants({ ...d, config: s.config });
                // What the seat to move may do never depends on what it cannot see.
                if (seat === s.current) expect(legalActions(d, seat)).toEqual(legalActions(s, seat));
                checked++;
                if (JSON.stringify(d.decks) !== JSON.stringify(s.decks)) differing++;
              }
              if (s.players.some((p, o) => o !== seat && p.reserved.some((r) => r.blind))) blindOthers++;
            }
          }
        }
        expect(checked).toBeGreaterThan(50);
        // The hidden cards are dealt anew, not copied from the true state.
        expect(differing).toBeGreaterThan(checked / 2);
        expect(blindOthers).toBeGreaterThan(0);
      });
    }
  }
});

describe('determinize with a T2 draw pending', () => {
  it("deals another seat's two drawn cards anew, and keeps the drawer's own", () => {
    for (const modules of [['tradingPosts'], ['tradingPosts', 'orient', 'cities', 'strongholds']] as ModuleId[][]) {
      const s0 = game({ players: [{ tableau: ['B1-33', 'B1-34', 'B1-35'], posts: ['K-TP2'] }, {}] }, { modules });
      const { state: s } = act(s0, 0, { type: 'reserveDeck', deck: 'L2' });
      expect(s.turn.decision?.type).toBe('keepDrawn');
      let differing = 0;
      for (let i = 0; i < 40; i++) {
        const rng = randomSource(`t2-${i}`);
        const other = determinize(s, 1, rng);
        expect(viewFor(other, 1)).toEqual(viewFor(s, 1));
        if (JSON.stringify(other.turn.decision) !== JSON.stringify(s.turn.decision)) differing++;
        const own = determinize(s, 0, rng);
        expect(viewFor(own, 0)).toEqual(viewFor(s, 0));
        expect(own.turn.decision).toEqual(s.turn.decision);
      }
      expect(differing).toBeGreaterThan(30);
    }
  });
});
