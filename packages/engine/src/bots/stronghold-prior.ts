/**
 * The search's cheap prior for the stronghold action after a purchase (S2),
 * in place of the greedy player's indifference (it scores them all 0, so its
 * playouts placed strongholds on the first card listed and never blocked
 * anyone). Without applying moves it weighs what normal's evaluation sees:
 * a stronghold keeps a card from the rivals (S1), above all the one a rival
 * is closest to buying; it keeps a card the seat wants; three on one card
 * open a conquest (S4); and a rival's lone stronghold removed (S2.2) frees
 * a card the seat wants. Hard and expert use it in their tree below the
 * root and in their playouts; normal and the greedy player do not.
 */
import type { Action, ByGem, CardId, GameState, PlayerState, Seat } from './engine';
import { playerBonuses } from './engine';
import { nearness as want } from './evaluate';

/** The players' bonuses, worked out once per decision (`prioritise` keeps it in its context). */
export interface StrongholdCache { bonuses: ByGem<number>[] | null }

function bonusesOf(s: GameState, cache: StrongholdCache): ByGem<number>[] {
  cache.bonuses ??= s.players.map(playerBonuses);
  return cache.bonuses;
}

function rivalWant(s: GameState, seat: Seat, id: CardId, cache: StrongholdCache): number {
  const bonuses = bonusesOf(s, cache);
  let best = 0;
  for (let o = 0; o < s.players.length; o++) {
    if (o !== seat) best = Math.max(best, want(s.players[o] as PlayerState, bonuses[o] as ByGem<number>, id));
  }
  return best;
}

const myWant = (s: GameState, seat: Seat, id: CardId, cache: StrongholdCache): number =>
  want(s.players[seat] as PlayerState, bonusesOf(s, cache)[seat] as ByGem<number>, id);

/** What `k` of the seat's strongholds on a card are worth: the card kept from the rivals, and a conquest nearer. */
function held(s: GameState, seat: Seat, id: CardId, k: number, cache: StrongholdCache): number {
  if (k <= 0) return 0;
  const mine = myWant(s, seat, id, cache);
  // The third opens a conquest: an extra purchase after a main action.
  return rivalWant(s, seat, id, cache) + 0.5 * mine + (k >= 3 ? 2 * mine : k === 2 ? 0.6 * mine : 0);
}

const mineOn = (s: GameState, seat: Seat, id: CardId): number => {
  const g = s.strongholds[id];
  return g !== undefined && g.seat === seat ? g.count : 0;
};

export const isStrongholdAction = (a: Action): boolean =>
  a.type === 'placeStronghold' || a.type === 'moveStronghold' || a.type === 'removeStronghold';

/** The prior of one stronghold action of `seat` (higher is better; only compared with the other options of the decision). */
export function strongholdPrior(s: GameState, seat: Seat, a: Action, cache: StrongholdCache): number {
  switch (a.type) {
    case 'placeStronghold': {
      const k = mineOn(s, seat, a.card);
      return held(s, seat, a.card, k + 1, cache) - held(s, seat, a.card, k, cache);
    }
    case 'moveStronghold': {
      const from = mineOn(s, seat, a.from);
      const to = mineOn(s, seat, a.to);
      const gain = held(s, seat, a.to, to + 1, cache) - held(s, seat, a.to, to, cache);
      const loss = held(s, seat, a.from, from, cache) - held(s, seat, a.from, from - 1, cache);
      return gain - loss;
    }
    case 'removeStronghold':
      return myWant(s, seat, a.card, cache);
    default:
      return 0;
  }
}
