/** Values derived from the state: bonuses, prestige, card counts, locations. */
import { card, noble, post } from '../core/data';
import type { GameState, Garrison, PlayerState } from '../core/state';
import type { ByGem, CardId, DeckId, Gem, NobleId, PostId, Seat } from '../core/vocabulary';
import { STRONGHOLDS_PER_PLAYER } from '../core/vocabulary';

/**
 * The colour a tableau card counts as (O4: a paired card counts as its
 * partner's colour), or null for a joker or a pairing card not yet paired.
 */
export function colourOf(p: PlayerState, id: CardId): Gem | null {
  const def = card(id);
  if (def.bonus !== null) return def.bonus;
  return p.pairings[id]?.gem ?? null;
}

/** How many bonuses a tableau card gives (O5 gives 2; a joker 0; a paired card 1). */
export function bonusCountOf(p: PlayerState, id: CardId): number {
  const def = card(id);
  if (def.bonus !== null) return def.bonusCount;
  return p.pairings[id] ? 1 : 0;
}

/** A new object with the player's bonuses, worked out from the tableau. */
export function playerBonuses(p: PlayerState): ByGem<number> {
  let white = 0,
    blue = 0,
    green = 0,
    red = 0,
    black = 0;
  const tableau = p.tableau;
  for (let i = 0; i < tableau.length; i++) {
    const id = tableau[i] as CardId;
    const def = card(id);
    let gem = def.bonus;
    let n = def.bonusCount;
    if (gem === null) {
      const pairing = p.pairings[id];
      if (!pairing) continue;
      gem = pairing.gem;
      n = 1;
    }
    switch (gem) {
      case 'white':
        white += n;
        break;
      case 'blue':
        blue += n;
        break;
      case 'green':
        green += n;
        break;
      case 'red':
        red += n;
        break;
      case 'black':
        black += n;
        break;
    }
  }
  return { white, blue, green, red, black };
}

/** A seat's bonuses by colour (B3.4.1, O4, O5). */
export const bonusesOf = (s: GameState, seat: Seat): ByGem<number> => playerBonuses(seatOf(s, seat));

export function playerPrestige(p: PlayerState): number {
  let points = 0;
  const tableau = p.tableau;
  for (let i = 0; i < tableau.length; i++) points += card(tableau[i] as CardId).points;
  const nobles = p.nobles;
  for (let i = 0; i < nobles.length; i++) points += noble(nobles[i] as NobleId).points;
  const posts = p.posts;
  for (let i = 0; i < posts.length; i++) {
    switch (post(posts[i] as PostId).power) {
      case 'point_per_trading_post': // T5
      case 'point_per_coat_of_arms': // T2c
        points += p.posts.length;
        break;
      case 'five_points': // T5c
        points += 5;
        break;
      default:
        break;
    }
  }
  return points;
}

/** B5.1 prestige: cards + nobles + trading-post points (T5, T2c, T5c). */
export const prestigeOf = (s: GameState, seat: Seat): number => playerPrestige(seatOf(s, seat));

/** B5.2: development cards in the tableau, however acquired. */
export const cardCountOf = (s: GameState, seat: Seat): number => seatOf(s, seat).tableau.length;

/** S0.2: strongholds still in the seat's supply. */
export function strongholdsInSupply(s: GameState, seat: Seat): number {
  let placed = 0;
  const map = s.strongholds;
  for (const id in map) {
    const g = map[id] as Garrison;
    if (g.seat === seat) placed += g.count;
  }
  return STRONGHOLDS_PER_PLAYER - placed;
}

/** Whose move it is: the current seat, or null once the game is over. */
export const toAct = (s: GameState): Seat | null => (s.result ? null : s.current);
export const isFinished = (s: GameState): boolean => s.result !== null;

export function seatOf(s: GameState, seat: Seat): PlayerState {
  const p = s.players[seat];
  if (!p) throw new Error(`no seat ${seat}`);
  return p;
}

export function meets(have: ByGem<number>, need: ByGem<number>): boolean {
  return (
    have.white >= need.white &&
    have.blue >= need.blue &&
    have.green >= need.green &&
    have.red >= need.red &&
    have.black >= need.black
  );
}

export type CardLocation =
  | { where: 'row'; deck: DeckId; index: number }
  | { where: 'deck'; deck: DeckId; index: number }
  | { where: 'reserved'; seat: Seat; index: number }
  | { where: 'tableau'; seat: Seat }
  | { where: 'drawn'; seat: Seat }
  | { where: 'removed' }
  | { where: 'outOfPlay' };

/** Where a card is now; every card in play is in exactly one place. */
export function cardLocation(s: GameState, id: CardId): CardLocation {
  for (const d of Object.keys(s.rows) as (keyof GameState['rows'])[]) {
    const i = s.rows[d].indexOf(id);
    if (i >= 0) return { where: 'row', deck: d, index: i };
  }
  for (const [seat, p] of s.players.entries()) {
    const i = p.reserved.findIndex((r) => r.card === id);
    if (i >= 0) return { where: 'reserved', seat, index: i };
    if (p.tableau.includes(id)) return { where: 'tableau', seat };
  }
  const d = s.turn.decision;
  if (d?.type === 'keepDrawn' && d.cards.includes(id)) return { where: 'drawn', seat: s.current };
  for (const deck of Object.keys(s.decks) as (keyof GameState['decks'])[]) {
    const i = s.decks[deck].indexOf(id);
    if (i >= 0) return { where: 'deck', deck, index: i };
  }
  if (s.removed.includes(id)) return { where: 'removed' };
  return { where: 'outOfPlay' };
}
