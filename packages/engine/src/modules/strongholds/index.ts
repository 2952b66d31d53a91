/** Strongholds (RULES S0–S5): occupation, the compulsory stronghold action, conquest. */
import type { Action } from '../../actions';
import { strongholdsInSupply } from '../../derived';
import type { EngineError } from '../../errors';
import { engineError } from '../../errors';
import { completePurchase } from '../../main';
import { canAfford, checkPayment, legalPayments } from '../../payment';
import type { Ctx, RulesModule } from '../../rules';
import type { GameState } from '../../state';
import { acquireBlocked, faceUpCards, findOnTable, takeFromTable } from '../../table';
import { offer } from '../../turn';
import type { CardId, Seat } from '../../vocabulary';

/** S2.1: a face-up card with no opponent's stronghold. */
const canHold = (s: GameState, seat: Seat, id: CardId): boolean => {
  const g = s.strongholds[id];
  return (g === undefined || g.seat === seat) && findOnTable(s, id) !== null;
};

/** Every S2 answer open to the seat: place, move or remove. */
export function strongholdOptions(s: GameState, seat: Seat): Action[] {
  const out: Action[] = [];
  const cards = faceUpCards(s);
  if (strongholdsInSupply(s, seat) > 0) {
    for (const id of cards) if (canHold(s, seat, id)) out.push({ type: 'placeStronghold', card: id });
  }
  for (const [from, g] of Object.entries(s.strongholds)) {
    if (g.seat === seat) {
      for (const to of cards) if (to !== from && canHold(s, seat, to)) out.push({ type: 'moveStronghold', from, to });
    } else if (g.count === 1) {
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
      s.strongholds[a.card] = { seat, count: (s.strongholds[a.card]?.count ?? 0) + 1 };
      ctx.events.push({ type: 'strongholdPlaced', seat, card: a.card, auto });
      return null;
    }
    case 'moveStronghold': {
      const from = s.strongholds[a.from];
      if (!from || from.seat !== seat) return engineError('STRONGHOLD_NOT_YOURS', a.from);
      if (a.to === a.from || !canHold(s, seat, a.to)) return engineError('STRONGHOLD_BAD_TARGET', a.to);
      if (from.count === 1) delete s.strongholds[a.from];
      else s.strongholds[a.from] = { seat, count: from.count - 1 };
      s.strongholds[a.to] = { seat, count: (s.strongholds[a.to]?.count ?? 0) + 1 };
      ctx.events.push({ type: 'strongholdMoved', seat, from: a.from, to: a.to, auto });
      return null;
    }
    case 'removeStronghold': {
      const g = s.strongholds[a.card];
      if (!g || g.seat === seat || g.count !== 1) return engineError('STRONGHOLD_REMOVE', a.card);
      delete s.strongholds[a.card];
      ctx.events.push({ type: 'strongholdRemoved', seat, card: a.card, owner: g.seat, auto });
      return null;
    }
    default:
      return engineError('NO_SUCH_DECISION', a.type);
  }
}

/** S4: the card on which all three of the seat's strongholds stand, if any. */
export function conquestTarget(s: GameState, seat: Seat): CardId | null {
  for (const [id, g] of Object.entries(s.strongholds)) if (g.seat === seat && g.count === 3) return id;
  return null;
}

/** S1: the strongholds on a card that leaves the table go back to their owner. */
function returnStrongholds(s: GameState, id: CardId, ctx: Ctx): void {
  const g = s.strongholds[id];
  if (!g) return;
  delete s.strongholds[id];
  ctx.events.push({ type: 'strongholdsReturned', seat: g.seat, card: id, count: g.count });
}

export const strongholds: RulesModule = {
  id: 'strongholds',
  takeBlocked: (s, seat, id) => {
    const g = s.strongholds[id];
    return g && g.seat !== seat ? engineError('OCCUPIED', id) : null;
  },
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

