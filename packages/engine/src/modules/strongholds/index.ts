/** Strongholds (RULES S0–S5): occupation, the compulsory stronghold action, conquest. */
import type { Action } from '../../actions';
import { strongholdsInSupply } from '../../derived';
import type { EngineError } from '../../errors';
import { engineError } from '../../errors';
import { completePurchase } from '../../main';
import { canAfford, checkPayment, legalPayments } from '../../payment';
import type { Ctx, RulesModule } from '../../rules';
import type { Garrison, GameState } from '../../state';
import { acquireBlocked, faceUpCards, findOnTable, isFaceUp, takeFromTable } from '../../table';
import { removeGarrison, strongholdsForWrite } from '../../draft';
import { offer } from '../../turn';
import type { CardId, Seat } from '../../vocabulary';

/**
 * The garrison on a card, if any. Asks `hasOwnProperty` first: the stronghold
 * maps have card ids as keys, so nearly every map has a shape of its own and a
 * plain `map[id]` on a card without a garrison is a slow generic lookup.
 */
function garrisonOn(s: GameState, id: CardId): Garrison | undefined {
  const map = s.strongholds;
  return Object.prototype.hasOwnProperty.call(map, id) ? map[id] : undefined;
}

/** S2.1: no opponent's stronghold on the card. */
const noOpponent = (s: GameState, seat: Seat, id: CardId): boolean => {
  const g = garrisonOn(s, id);
  return g === undefined || g.seat === seat;
};

/** S1: the cards with an opponent's stronghold, all at once (a few entries, looked up many times). */
function occupiedByOthers(s: GameState, seat: Seat): CardId[] {
  const out: CardId[] = [];
  const map = s.strongholds;
  for (const id in map) if ((map[id] as Garrison).seat !== seat) out.push(id);
  return out;
}

/** S2.1: a face-up card with no opponent's stronghold. */
const canHold = (s: GameState, seat: Seat, id: CardId): boolean => noOpponent(s, seat, id) && isFaceUp(s, id);

/** Every S2 answer open to the seat: place, move or remove (the first `limit` of them). */
export function strongholdOptions(s: GameState, seat: Seat, limit = Infinity): Action[] {
  const out: Action[] = [];
  // Face-up cards with no opponent's stronghold: where one of the seat's may go.
  const occupied = occupiedByOthers(s, seat);
  const free = faceUpCards(s).filter((id) => !occupied.includes(id));
  if (strongholdsInSupply(s, seat) > 0) {
    for (const id of free) {
      if (out.length >= limit) return out;
      out.push({ type: 'placeStronghold', card: id });
    }
  }
  const map = s.strongholds;
  for (const from in map) {
    const g = map[from] as Garrison;
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

function applyStronghold(s: GameState, a: Action, ctx: Ctx, auto: boolean): EngineError | null {
  const seat = s.current;
  switch (a.type) {
    case 'placeStronghold': {
      if (strongholdsInSupply(s, seat) < 1) return engineError('STRONGHOLD_NONE_LEFT');
      if (!canHold(s, seat, a.card)) return engineError('STRONGHOLD_BAD_TARGET', a.card);
      strongholdsForWrite(s, ctx)[a.card] = { seat, count: (garrisonOn(s, a.card)?.count ?? 0) + 1 };
      ctx.events.push({ type: 'strongholdPlaced', seat, card: a.card, auto });
      return null;
    }
    case 'moveStronghold': {
      const from = garrisonOn(s, a.from);
      if (!from || from.seat !== seat) return engineError('STRONGHOLD_NOT_YOURS', a.from);
      if (a.to === a.from || !canHold(s, seat, a.to)) return engineError('STRONGHOLD_BAD_TARGET', a.to);
      if (from.count === 1) removeGarrison(s, ctx, a.from);
      else strongholdsForWrite(s, ctx)[a.from] = { seat, count: from.count - 1 };
      strongholdsForWrite(s, ctx)[a.to] = { seat, count: (garrisonOn(s, a.to)?.count ?? 0) + 1 };
      ctx.events.push({ type: 'strongholdMoved', seat, from: a.from, to: a.to, auto });
      return null;
    }
    case 'removeStronghold': {
      const g = garrisonOn(s, a.card);
      if (!g || g.seat === seat || g.count !== 1) return engineError('STRONGHOLD_REMOVE', a.card);
      removeGarrison(s, ctx, a.card);
      ctx.events.push({ type: 'strongholdRemoved', seat, card: a.card, owner: g.seat, auto });
      return null;
    }
    default:
      return engineError('NO_SUCH_DECISION', a.type);
  }
}

/** S4: the card on which all three of the seat's strongholds stand, if any. */
export function conquestTarget(s: GameState, seat: Seat): CardId | null {
  const map = s.strongholds;
  for (const id in map) {
    const g = map[id] as Garrison;
    if (g.seat === seat && g.count === 3) return id;
  }
  return null;
}

/** S1: the strongholds on a card that leaves the table go back to their owner. */
function returnStrongholds(s: GameState, id: CardId, ctx: Ctx): void {
  const g = garrisonOn(s, id);
  if (!g) return;
  removeGarrison(s, ctx, id);
  ctx.events.push({ type: 'strongholdsReturned', seat: g.seat, card: id, count: g.count });
}

export const strongholds: RulesModule = {
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
      if (target === null || acquireBlocked(s, s.current, target) || !canAfford(s, s.current, target)) return;
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
      options: (s, d) => [
        ...legalPayments(s, s.current, d.card).map((payment): Action => ({ type: 'conquer', payment })),
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
        const bad = checkPayment(s, s.current, d.card, a.payment);
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

