/** Cities (RULES C1–C5): three city tiles instead of nobles; a city ends the game. */
import type { Action } from '../../core/actions';
import type { CityDef } from '../../core/data';
import { CITIES, city, isCityId } from '../../core/data';
import { meets, playerPrestige, seatOf } from '../../primitives/derived';
import { heldBonuses } from '../../primitives/held';
import { engineError } from '../../core/errors';
import { nextInt, shuffleInPlace } from '../../core/rng';
import type { RulesModule } from '../../core/rules';
import { append } from '../../primitives/draft';
import { offer } from '../../turn/machine';
import type { ByGem, CardId, CityId, NobleId, PostId } from '../../core/vocabulary';
import { GEMS } from '../../core/vocabulary';
import type { DraftPlayer } from '../../core/writable';

/** C3: prestige, printed colours, and N bonuses of one single colour not printed on the tile. */
export function requirementMet(prestige: number, b: ByGem<number>, c: CityDef): boolean {
  if (prestige < c.prestige) return false;
  if (!meets(b, c.bonuses)) return false;
  if (c.sameColourAny === 0) return true;
  return GEMS.some((g) => c.bonuses[g] === 0 && b[g] >= c.sameColourAny);
}

/** What C3's prestige depends on (`playerPrestige`), and the cities left: all replaced, never changed in place (draft.ts). */
interface Standing {
  tableau: readonly CardId[];
  nobles: readonly NobleId[];
  posts: readonly PostId[];
  cities: readonly CityId[];
}

/** The Cities module; what it remembers between turns belongs to this instance (one per set of modules). */
export function cities(): RulesModule {
  // By seat: the holdings with which no city's prestige was reached when last
  // asked. Most turns change none of them, and the prestige is worked out card
  // by card. (A plain array: a WeakMap costs more to fill than it saves.)
  const outOfReach: (Standing | undefined)[] = [];

  return {
    id: 'cities',
    // C2: 3 tiles, each on a random side, whatever the number of players.
    setup: (s, rng, stacked) => {
      const held = new Set(s.players.flatMap((p) => p.cities).map((id) => city(id).tile));
      if (stacked?.cities) {
        const tiles = new Set<number>();
        for (const id of stacked.cities) {
          if (!isCityId(id)) return engineError('BAD_SETUP', `unknown city ${id}`);
          const tile = city(id).tile;
          if (tiles.has(tile) || held.has(tile)) return engineError('BAD_SETUP', `C2: tile ${tile} used twice`);
          tiles.add(tile);
        }
        s.cities = [...stacked.cities];
        return null;
      }
      const tiles = shuffleInPlace(
        rng,
        [...new Set(CITIES.map((c) => c.tile))].filter((t) => !held.has(t)),
      ).slice(0, 3);
      s.cities = tiles.map((t) => {
        const sides = CITIES.filter((c) => c.tile === t);
        return (sides[nextInt(rng, sides.length)] as CityDef).id;
      });
      return null;
    },
    steps: {
      // C4: one city a turn, after the trading posts (X5).
      city: (s, _step, ctx) => {
        if (s.cities.length === 0) return;
        const p = seatOf(s, s.current);
        const far = outOfReach[s.current];
        if (
          far !== undefined &&
          far.tableau === p.tableau &&
          far.nobles === p.nobles &&
          far.posts === p.posts &&
          far.cities === s.cities
        )
          return;
        const prestige = playerPrestige(p);
        // C3's prestige first: for most of the game no city is within reach,
        // and then the bonuses need not be worked out at all.
        let reached = false;
        for (const id of s.cities) if (city(id).prestige <= prestige) reached = true;
        if (!reached) {
          outOfReach[s.current] = { tableau: p.tableau, nobles: p.nobles, posts: p.posts, cities: s.cities };
          return;
        }
        const bonuses = heldBonuses(p, s.current);
        const options = s.cities.filter((id) => requirementMet(prestige, bonuses, city(id)));
        if (options.length > 0) offer(s, ctx, { type: 'chooseCity', options });
      },
    },
    decisions: {
      chooseCity: {
        options: (_s, d) => d.options.map((id): Action => ({ type: 'chooseCity', city: id })),
        apply: (s, d, a, ctx, auto) => {
          if (a.type !== 'chooseCity') return engineError('NO_SUCH_DECISION', a.type);
          if (!d.options.includes(a.city)) return engineError('NOT_AN_OPTION', a.city);
          s.cities = s.cities.filter((id) => id !== a.city);
          const p = seatOf(s, s.current) as DraftPlayer;
          p.cities = append(p.cities, a.city);
          s.turn.cityTaken = true;
          ctx.events.push({ type: 'cityClaimed', seat: s.current, city: a.city, auto });
          return null;
        },
      },
    },
    // C5: a city taken this turn ends the game after the round; 15 prestige does not.
    endTrigger: (s) => (s.turn.cityTaken ? 'cities' : null),
  };
}
