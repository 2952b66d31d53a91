/**
 * The public questions about a game (API.md): the legal actions and payments,
 * asked with the modules of that game's config. The layers below take the
 * game's `Rules` as an argument; these functions find it.
 */
import type { Action, Payment } from '../core/actions';
import type { EngineError } from '../core/errors';
import type { GameState } from '../core/state';
import type { CardId, Seat } from '../core/vocabulary';
import * as payment from '../primitives/payment';
import * as legal from '../turn/legal';
import { rulesOf } from './compose';

/** Every legal action or decision answer for that seat (empty when it is not their turn or the game is over). */
export function legalActions(s: GameState, seat: Seat): Action[] {
  return legal.legalActions(s, rulesOf(s), seat);
}

/** Y4: whether the seat has any legal main action, without listing them. */
export function hasLegalMainAction(s: GameState, seat: Seat): boolean {
  return legal.hasLegalMainAction(s, rulesOf(s), seat);
}

/** Every exact payment `seat` could make for `cardId` (empty if none). */
export function legalPayments(s: GameState, seat: Seat, cardId: CardId): Payment[] {
  return payment.legalPayments(s, rulesOf(s), seat, cardId);
}

/** B3.4.4: the payment that spends the least gold (then the fewest jokers). */
export function suggestPayment(s: GameState, seat: Seat, cardId: CardId): Payment | null {
  return payment.suggestPayment(s, rulesOf(s), seat, cardId);
}

/** Checks a stated payment for `cardId` by `seat`; null when exact. */
export function checkPayment(s: GameState, seat: Seat, cardId: CardId, p: Payment): EngineError | null {
  return payment.checkPayment(s, rulesOf(s), seat, cardId, p);
}
