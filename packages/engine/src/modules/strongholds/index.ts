/** Strongholds (RULES S0–S5): occupation, the compulsory stronghold action, conquest. */
import type { Action } from '../../core/actions';
import type { EngineError } from '../../core/errors';
import { engineError } from '../../core/errors';
import { completePurchase } from '../../turn/main';
import { canAfford, checkPayment, legalPayments } from '../../primitives/payment';
import type { Ctx, RulesModule } from '../../core/rules';
import type { Garrison, GameState } from '../../core/state';
import { acquireBlocked, findOnTable, isFaceUp, takeFromTable } from '../../primitives/table';
import { removeGarrison, strongholdsForWrite } from '../../primitives/draft';
import { offer } from '../../turn/machine';
import type { CardId, Seat } from '../../core/vocabulary';
import { DECKS, STRONGHOLDS_PER_PLAYER } from '../../core/vocabulary';
import type { DraftState } from '../../core/writable';

/**
 * The stronghold map read once into arrays, in the map's key order (the order
 * of the S2 answers). The maps have card ids as keys, so a map is either a
 * dictionary (the copies, see `copyGarrisons` in draft.ts) or an object with
 * a shape of its own, and each `for … in` or `map[id]` on one is a slow
 * generic lookup; an action asks the same map several times (S1 blocking,
 * S2 options, S0.2 supply, S4 target), and the next action asks it again.
 */
interface Garrisons {
  readonly map: Readonly<Record<CardId, Garrison>>;
  readonly cards: CardId[];
  /** `held[i]` stands on `cards[i]`. */
  readonly held: Garrison[];
}

/** The Strongholds module; its reading of the stronghold map belongs to this instance (one per set of modules). */
export function strongholds(): RulesModule {
  // The last map read or written: each action reads the map its input left,
  // and the next action reads the map this one wrote. A map is never changed
  // once its action is over (draft.ts), and this module, the only one that
  // writes to a map after set-up, keeps this reading up to date with every
  // write (`setGarrison`, `takeGarrison`), so it always matches the map.
  let last: Garrisons | null = null;

  function garrisons(s: GameState): Garrisons {
    const map = s.strongholds;
    if (last !== null && last.map === map) return last;
    const cards: CardId[] = [];
    const held: Garrison[] = [];
    for (const id in map) {
      cards.push(id);
      held.push(map[id] as Garrison);
    }
    last = { map, cards, held };
    return last;
  }

  /**
   * Puts a garrison on a card, in the map this action writes to. The map read
   * follows the write instead of being read again: a new key comes last, an
   * existing one keeps its place, as in the map.
   */
  function setGarrison(s: DraftState, ctx: Ctx, id: CardId, g: Garrison): void {
    const before = garrisons(s);
    const map = strongholdsForWrite(s, ctx, before);
    // The map may be this action's own copy already, and then so is its reading.
    const now = map === before.map ? before : { map, cards: before.cards.slice(), held: before.held.slice() };
    map[id] = g;
    const i = now.cards.indexOf(id);
    if (i < 0) {
      now.cards.push(id);
      now.held.push(g);
    } else {
      now.held[i] = g;
    }
    last = now;
  }

  /** Takes the garrison off a card (`removeGarrison`: a new map without it), and off the map read. */
  function takeGarrison(s: DraftState, ctx: Ctx, id: CardId): void {
    const before = garrisons(s);
    removeGarrison(s, ctx, id, before);
    const cards = before.cards.slice();
    const held = before.held.slice();
    const i = cards.indexOf(id);
    if (i >= 0) {
      cards.splice(i, 1);
      held.splice(i, 1);
    }
    last = { map: s.strongholds, cards, held };
  }

  /** The garrison on a card, if any. */
  function garrisonOn(s: GameState, id: CardId): Garrison | undefined {
    const g = garrisons(s);
    const i = g.cards.indexOf(id);
    return i < 0 ? undefined : g.held[i];
  }

  /** S0.2: strongholds still in the seat's supply (`strongholdsInSupply` from the map read). */
  function inSupply(s: GameState, seat: Seat): number {
    let placed = 0;
    for (const g of garrisons(s).held) if (g.seat === seat) placed += g.count;
    return STRONGHOLDS_PER_PLAYER - placed;
  }

  /** S2.1: no opponent's stronghold on the card. */
  const noOpponent = (s: GameState, seat: Seat, id: CardId): boolean => {
    const g = garrisonOn(s, id);
    return g === undefined || g.seat === seat;
  };

  /** S1: the cards with an opponent's stronghold, all at once (a few entries, looked up many times). */
  function occupiedByOthers(s: GameState, seat: Seat): CardId[] {
    const { cards, held } = garrisons(s);
    const out: CardId[] = [];
    for (let i = 0; i < cards.length; i++) if ((held[i] as Garrison).seat !== seat) out.push(cards[i] as CardId);
    return out;
  }

  /** S2.1: a face-up card with no opponent's stronghold. */
  const canHold = (s: GameState, seat: Seat, id: CardId): boolean => noOpponent(s, seat, id) && isFaceUp(s, id);

  /** The first `max` face-up cards (in DECKS order) with no opponent's stronghold: where one of the seat's may go. */
  function freeCards(s: GameState, seat: Seat, max: number): CardId[] {
    const occupied = occupiedByOthers(s, seat);
    const out: CardId[] = [];
    for (const deck of DECKS) {
      const row = s.rows[deck];
      next: for (let i = 0; i < row.length; i++) {
        const id = row[i];
        if (id === null || id === undefined) continue;
        // A plain loop: a few entries, cheaper than `includes` for each of the face-up cards.
        for (let j = 0; j < occupied.length; j++) if (occupied[j] === id) continue next;
        if (out.length >= max) return out;
        out.push(id);
      }
    }
    return out;
  }

  /** Every S2 answer open to the seat: place, move or remove (the first `limit` of them). */
  function strongholdOptions(s: GameState, seat: Seat, limit = Infinity): Action[] {
    const out: Action[] = [];
    const { cards, held } = garrisons(s);
    // One more than `limit`: a move skips at most one of them (its own card).
    const free = freeCards(s, seat, limit + 1);
    if (inSupply(s, seat) > 0) {
      for (const id of free) {
        if (out.length >= limit) return out;
        out.push({ type: 'placeStronghold', card: id });
      }
    }
    for (let i = 0; i < cards.length; i++) {
      const from = cards[i] as CardId;
      const g = held[i] as Garrison;
      if (g.seat === seat) {
        for (const to of free) {
          if (to === from) continue;
          if (out.length >= limit) return out;
          out.push({ type: 'moveStronghold', from, to });
        }
      } else if (g.count === 1) {
        if (out.length >= limit) return out;
        out.push({ type: 'removeStronghold', card: from }); // S2.2
      }
    }
    return out;
  }

  function applyStronghold(s: DraftState, a: Action, ctx: Ctx, auto: boolean): EngineError | null {
    const seat = s.current;
    switch (a.type) {
      case 'placeStronghold': {
        if (inSupply(s, seat) < 1) return engineError('STRONGHOLD_NONE_LEFT');
        if (!canHold(s, seat, a.card)) return engineError('STRONGHOLD_BAD_TARGET', a.card);
        setGarrison(s, ctx, a.card, { seat, count: (garrisonOn(s, a.card)?.count ?? 0) + 1 });
        ctx.events.push({ type: 'strongholdPlaced', seat, card: a.card, auto });
        return null;
      }
      case 'moveStronghold': {
        const from = garrisonOn(s, a.from);
        if (!from || from.seat !== seat) return engineError('STRONGHOLD_NOT_YOURS', a.from);
        if (a.to === a.from || !canHold(s, seat, a.to)) return engineError('STRONGHOLD_BAD_TARGET', a.to);
        const to: Garrison = { seat, count: (garrisonOn(s, a.to)?.count ?? 0) + 1 };
        if (from.count === 1) takeGarrison(s, ctx, a.from);
        else setGarrison(s, ctx, a.from, { seat, count: from.count - 1 });
        setGarrison(s, ctx, a.to, to);
        ctx.events.push({ type: 'strongholdMoved', seat, from: a.from, to: a.to, auto });
        return null;
      }
      case 'removeStronghold': {
        const g = garrisonOn(s, a.card);
        if (!g || g.seat === seat || g.count !== 1) return engineError('STRONGHOLD_REMOVE', a.card);
        takeGarrison(s, ctx, a.card);
        ctx.events.push({ type: 'strongholdRemoved', seat, card: a.card, owner: g.seat, auto });
        return null;
      }
      default:
        return engineError('NO_SUCH_DECISION', a.type);
    }
  }

  /** S4: the card on which all three of the seat's strongholds stand, if any. */
  function conquestTarget(s: GameState, seat: Seat): CardId | null {
    const { cards, held } = garrisons(s);
    for (let i = 0; i < cards.length; i++) {
      const g = held[i] as Garrison;
      if (g.seat === seat && g.count === 3) return cards[i] as CardId;
    }
    return null;
  }
  /** S1: the strongholds on a card that leaves the table go back to their owner. */
  function returnStrongholds(s: DraftState, id: CardId, ctx: Ctx): void {
    const g = garrisonOn(s, id);
    if (!g) return;
    takeGarrison(s, ctx, id);
    ctx.events.push({ type: 'strongholdsReturned', seat: g.seat, card: id, count: g.count });
  }

  return {
    id: 'strongholds',
    takeBlocked: (s, seat, id) => (noOpponent(s, seat, id) ? null : engineError('OCCUPIED', id)),
    blocksTake: (s, seat, id) => !noOpponent(s, seat, id),
    takeBlockedCards: occupiedByOthers,
    leftTable: (s, _seat, id, ctx) => returnStrongholds(s, id, ctx),
    steps: {
      // S2: compulsory after every purchase, if any action is possible.
      strongholdAction: (s, _step, ctx) => offer(s, ctx, { type: 'stronghold' }),
      // S4, S5: after the main action, before the token limit; optional; once a turn.
      conquest: (s, _step, ctx) => {
        if (s.turn.conquestDone) return;
        const target = conquestTarget(s, s.current);
        if (
          target === null ||
          acquireBlocked(s, ctx.rules, s.current, target) ||
          !canAfford(s, ctx.rules, s.current, target)
        )
          return;
        offer(s, ctx, { type: 'conquest', card: target });
      },
    },
    decisions: {
      stronghold: {
        options: (s) => strongholdOptions(s, s.current),
        firstTwo: (s) => strongholdOptions(s, s.current, 2),
        apply: (s, _d, a, ctx, auto) => applyStronghold(s, a, ctx, auto),
      },
      conquest: {
        options: (s, d, r) => [
          ...legalPayments(s, r, s.current, d.card).map((payment): Action => ({ type: 'conquer', payment })),
          { type: 'declineConquest' },
        ],
        apply: (s, d, a, ctx) => {
          if (a.type === 'declineConquest') {
            s.turn.conquestDone = true;
            ctx.events.push({ type: 'conquestDeclined', seat: s.current, card: d.card });
            return null;
          }
          if (a.type !== 'conquer') return engineError('NO_SUCH_DECISION', a.type);
          const slot = findOnTable(s, d.card);
          if (!slot || conquestTarget(s, s.current) !== d.card) return engineError('CONQUEST_PAYMENT', d.card);
          const bad = checkPayment(s, ctx.rules, s.current, d.card, a.payment);
          if (bad) return bad;
          s.turn.conquestDone = true;
          returnStrongholds(s, d.card, ctx); // S4: the strongholds go home first
          takeFromTable(s, s.current, slot, ctx);
          completePurchase(s, d.card, a.payment, false, true, ctx);
          return null;
        },
      },
    },
  };
}
