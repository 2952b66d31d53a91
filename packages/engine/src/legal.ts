/**
 * Every legal action and decision answer (the oracle that bots, the client's
 * highlights and the property tests rely on). Works on a seat's own view too.
 */
import type { Action } from './actions';
import { seatOf } from './derived';
import { coloursLeft, takeTwoWantsExtra } from './main';
import { decisionHandler } from './modules';
import { canAfford, paymentsFor, purseOf } from './payment';
import { card } from './data';
import type { GameState } from './state';
import { acquireBlocked, decksInPlay, faceUpCards, takeBlocked } from './table';
import type { CardId, Gem, Seat } from './vocabulary';
import { GEMS, RESERVE_LIMIT } from './vocabulary';

export function legalActions(s: GameState, seat: Seat): Action[] {
  if (s.result || seat !== s.current) return [];
  const d = s.turn.decision;
  if (d) return decisionHandler(d.type).options(s, d);
  const out: Action[] = [];
  takeGemsActions(s, out);
  takeTwoActions(s, seat, out);
  reserveActions(s, seat, out);
  const purse = purseOf(s, seat);
  for (const id of buyableCards(s, seat)) {
    for (const payment of paymentsFor(purse, card(id))) out.push({ type: 'buy', card: id, payment });
  }
  return out;
}

function takeGemsActions(s: GameState, out: Action[]): void {
  const avail = GEMS.filter((g) => s.supply[g] > 0);
  if (avail.length >= 3) {
    for (let i = 0; i < avail.length; i++)
      for (let j = i + 1; j < avail.length; j++)
        for (let k = j + 1; k < avail.length; k++) out.push({ type: 'takeGems', gems: [avail[i], avail[j], avail[k]] as Gem[] });
  } else {
    // B3.1 ruling: with fewer than 3 colours left, one of each colour chosen, up to that number.
    if (avail.length === 2) out.push({ type: 'takeGems', gems: [...avail] });
    for (const g of avail) out.push({ type: 'takeGems', gems: [g] });
  }
}

function takeTwoActions(s: GameState, seat: Seat, out: Action[]): void {
  const extra = takeTwoWantsExtra(s, seat);
  for (const g of GEMS) {
    if (s.supply[g] < 4) continue;
    const others = extra ? GEMS.filter((o) => o !== g && s.supply[o] > 0) : [];
    if (others.length === 0) out.push({ type: 'takeTwo', gem: g, extra: null });
    else for (const o of others) out.push({ type: 'takeTwo', gem: g, extra: o });
  }
}

function reserveActions(s: GameState, seat: Seat, out: Action[]): void {
  if (seatOf(s, seat).reserved.length >= RESERVE_LIMIT) return;
  for (const id of faceUpCards(s)) if (!takeBlocked(s, seat, id)) out.push({ type: 'reserve', card: id });
  for (const deck of decksInPlay(s)) if (s.decks[deck].length > 0) out.push({ type: 'reserveDeck', deck });
}

/** Face-up cards the seat may take and its own reserved cards, that it is allowed to acquire. */
function buyableCards(s: GameState, seat: Seat): CardId[] {
  const out: CardId[] = [];
  for (const id of faceUpCards(s)) if (!takeBlocked(s, seat, id) && !acquireBlocked(s, seat, id)) out.push(id);
  for (const r of seatOf(s, seat).reserved) if (!acquireBlocked(s, seat, r.card)) out.push(r.card);
  return out;
}

/** Y4: whether the seat has any legal main action, without listing them. */
export function hasLegalMainAction(s: GameState, seat: Seat): boolean {
  if (coloursLeft(s) > 0) return true;
  const p = seatOf(s, seat);
  if (p.reserved.length < RESERVE_LIMIT) {
    for (const deck of decksInPlay(s)) if (s.decks[deck].length > 0) return true;
    for (const id of faceUpCards(s)) if (!takeBlocked(s, seat, id)) return true;
  }
  for (const id of buyableCards(s, seat)) if (canAfford(s, seat, id)) return true;
  return false;
}
