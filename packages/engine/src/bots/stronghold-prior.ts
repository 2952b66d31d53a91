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
import { card, heldBonuses } from './engine';
import { nearness as want } from './evaluate';

/**
 * Worked out once per decision (`prioritise` keeps it in its context): the
 * players' bonuses, and for each card scored so far how much the nearest rival
 * and the seat want it (a decision lists many stronghold moves on the same cards).
 */
export interface StrongholdCache {
  bonuses: ByGem<number>[] | null;
  /** By card index (CardDef.index): undefined until the card is scored. */
  wants: (Wants | undefined)[] | null;
}

interface Wants {
  rival: number;
  mine: number;
}

/** More than every card's index (0–119). */
const CARD_SLOTS = 128;

function wantsOf(s: GameState, seat: Seat, id: CardId, cache: StrongholdCache): Wants {
  cache.wants ??= new Array<Wants | undefined>(CARD_SLOTS).fill(undefined);
  const i = card(id).index;
  let w = cache.wants[i];
  if (w !== undefined) return w;
  cache.bonuses ??= s.players.map((p, o) => heldBonuses(p, o));
  const bonuses = cache.bonuses;
  let rival = 0;
  for (let o = 0; o < s.players.length; o++) {
    if (o !== seat) rival = Math.max(rival, want(s.players[o] as PlayerState, bonuses[o] as ByGem<number>, id));
  }
  w = { rival, mine: want(s.players[seat] as PlayerState, bonuses[seat] as ByGem<number>, id) };
  cache.wants[i] = w;
  return w;
}

/** What `k` of the seat's strongholds on a card are worth: the card kept from the rivals, and a conquest nearer. */
function held(w: Wants, k: number): number {
  if (k <= 0) return 0;
  const mine = w.mine;
  // The third opens a conquest: an extra purchase after a main action.
  return w.rival + 0.5 * mine + (k >= 3 ? 2 * mine : k === 2 ? 0.6 * mine : 0);
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
      const w = wantsOf(s, seat, a.card, cache);
      return held(w, k + 1) - held(w, k);
    }
    case 'moveStronghold': {
      const from = mineOn(s, seat, a.from);
      const to = mineOn(s, seat, a.to);
      const wt = wantsOf(s, seat, a.to, cache);
      const wf = wantsOf(s, seat, a.from, cache);
      const gain = held(wt, to + 1) - held(wt, to);
      const loss = held(wf, from) - held(wf, from - 1);
      return gain - loss;
    }
    case 'removeStronghold':
      return wantsOf(s, seat, a.card, cache).mine;
    default:
      return 0;
  }
}
