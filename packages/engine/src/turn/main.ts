/** The four main actions of a turn (RULES B3). */
import type { Action, Payment } from '../core/actions';
import { card } from '../core/data';
import { seatOf } from '../primitives/derived';
import { noteAcquired } from '../primitives/held';
import { append, drawFromDeck, ofDeck } from '../primitives/draft';
import type { EngineError } from '../core/errors';
import { engineError } from '../core/errors';
import { checkPayment } from '../primitives/payment';
import type { Ctx, Rules, RulesModule } from '../core/rules';
import type { GameState, ReservedCard, Slot } from '../core/state';
import { acquireBlocked, findOnTable, takeBlocked, takeFromTable } from '../primitives/table';
import { PURCHASE_STEPS, PURCHASE_STEPS_NO_EFFECT, queueEndOfTurn, queueFirst, REFILL_STEPS } from './queue';
import type { CardId, DeckId, Gem, Seat } from '../core/vocabulary';
import { addTo, gemOf, payIntoSupply } from '../primitives/tokens';
import { GEMS, RESERVE_LIMIT, zeroTokens } from '../core/vocabulary';
import type { DraftPlayer, DraftState } from '../core/writable';

export function mainAction(s: DraftState, a: Action, ctx: Ctx): EngineError | null {
  switch (a.type) {
    case 'takeGems':
      return takeGems(s, a.gems, ctx);
    case 'takeTwo':
      return takeTwo(s, a.gem, a.extra, ctx);
    case 'reserve':
      return reserveFaceUp(s, a.card, ctx);
    case 'reserveDeck':
      return reserveDeck(s, a.deck, ctx);
    case 'buy':
      return buy(s, a.card, a.payment, ctx);
    default:
      return engineError('NO_SUCH_DECISION', a.type);
  }
}

/** Colours with at least one token left (B3.1 ruling). */
export function coloursLeft(s: GameState): number {
  const t = s.supply;
  return (
    (t.white > 0 ? 1 : 0) + (t.blue > 0 ? 1 : 0) + (t.green > 0 ? 1 : 0) + (t.red > 0 ? 1 : 0) + (t.black > 0 ? 1 : 0)
  );
}

/** Whether a colour appears twice. */
function repeats(gems: readonly Gem[]): boolean {
  for (let i = 1; i < gems.length; i++) for (let j = 0; j < i; j++) if (gems[i] === gems[j]) return true;
  return false;
}

function takeGems(s: DraftState, gems: Gem[], ctx: Ctx): EngineError | null {
  if (repeats(gems)) return engineError('TAKE_DISTINCT');
  for (let i = 0; i < gems.length; i++) {
    const g = gems[i] as Gem;
    if (gemOf(s.supply, g) < 1) return engineError('TAKE_EMPTY', g);
  }
  const left = coloursLeft(s);
  if (left >= 3 ? gems.length !== 3 : gems.length > left) return engineError('TAKE_THREE');
  const p = seatOf(s, s.current) as DraftPlayer;
  const tokens = zeroTokens();
  for (let i = 0; i < gems.length; i++) {
    const g = gems[i] as Gem;
    addTo(s.supply, g, -1);
    addTo(p.tokens, g, 1);
    addTo(tokens, g, 1);
  }
  ctx.events.push({ type: 'gemsTaken', seat: s.current, tokens, rule: 'B3.1' });
  queueEndOfTurn(s, ctx.rules);
  return null;
}

/** T3: whether a module asks for an extra gem with a take-two. */
export function takeTwoWantsExtra(s: GameState, seat: Seat, r: Rules): boolean {
  const ms = r.takeTwoExtra;
  for (let i = 0; i < ms.length; i++) if ((ms[i] as RulesModule).takeTwoExtra?.(s, seat) === true) return true;
  return false;
}

function takeTwo(s: DraftState, gem: Gem, extra: Gem | null, ctx: Ctx): EngineError | null {
  if (s.supply[gem] < 4) return engineError('TAKE_TWO_NEEDS_FOUR'); // B3.2
  const wantsExtra = takeTwoWantsExtra(s, s.current, ctx.rules);
  const extraAvailable = wantsExtra && GEMS.some((g) => g !== gem && s.supply[g] > 0);
  if (extra === null) {
    if (extraAvailable) return engineError('TAKE_TWO_EXTRA_MISSING');
  } else if (!wantsExtra || extra === gem || s.supply[extra] < 1) {
    return engineError('TAKE_TWO_EXTRA');
  }
  const p = seatOf(s, s.current) as DraftPlayer;
  const tokens = zeroTokens();
  s.supply[gem] -= 2;
  p.tokens[gem] += 2;
  tokens[gem] = 2;
  if (extra !== null) {
    s.supply[extra] -= 1;
    p.tokens[extra] += 1;
    tokens[extra] = 1;
  }
  ctx.events.push({ type: 'gemsTaken', seat: s.current, tokens, rule: 'B3.2' });
  queueEndOfTurn(s, ctx.rules);
  return null;
}

/** B3.3: a reservation takes 1 gold if any is left. */
function takeGoldForReservation(s: DraftState, p: DraftPlayer): boolean {
  if (s.supply.gold < 1) return false;
  s.supply.gold -= 1;
  p.tokens.gold += 1;
  return true;
}

function reserveFaceUp(s: DraftState, id: CardId, ctx: Ctx): EngineError | null {
  const p = seatOf(s, s.current) as DraftPlayer;
  if (p.reserved.length >= RESERVE_LIMIT) return engineError('RESERVE_LIMIT');
  const slot = findOnTable(s, id);
  if (!slot) return engineError('CARD_NOT_AVAILABLE', id);
  if (ctx.listed !== true) {
    const blocked = takeBlocked(s, ctx.rules, s.current, id);
    if (blocked) return blocked;
  }
  takeFromTable(s, s.current, slot, ctx);
  p.reserved = append(p.reserved, { card: id, blind: false, deck: slot.deck });
  const gold = takeGoldForReservation(s, p);
  ctx.events.push({ type: 'cardReserved', seat: s.current, card: id, deck: slot.deck, blind: false, gold });
  queueFirst(s, ctx.rules, REFILL_STEPS);
  queueEndOfTurn(s, ctx.rules);
  return null;
}

function reserveDeck(s: DraftState, deck: DeckId, ctx: Ctx): EngineError | null {
  const p = seatOf(s, s.current) as DraftPlayer;
  if (p.reserved.length >= RESERVE_LIMIT) return engineError('RESERVE_LIMIT');
  if (!ctx.rules.decks.includes(deck)) return engineError('DECK_NOT_IN_PLAY', deck);
  if (ofDeck(s.decks, deck).length === 0) return engineError('DECK_EMPTY', deck);
  queueEndOfTurn(s, ctx.rules);
  for (const m of ctx.rules.reserveFromDeck) if (m.reserveFromDeck?.(s, s.current, deck, ctx)) return null; // T2
  reserveTopCard(s, deck, ctx);
  return null;
}

/** B3.3.3: the top card, face down; then 1 gold. */
export function reserveTopCard(s: DraftState, deck: DeckId, ctx: Ctx): void {
  const p = seatOf(s, s.current) as DraftPlayer;
  const id = drawFromDeck(s, ctx, deck);
  if (id === undefined) throw new Error('reserveTopCard on an empty deck');
  p.reserved = append(p.reserved, { card: id, blind: true, deck });
  const gold = takeGoldForReservation(s, p);
  ctx.events.push({ type: 'cardReserved', seat: s.current, card: id, deck, blind: true, gold });
}

function buy(s: DraftState, id: CardId, payment: Payment, ctx: Ctx): EngineError | null {
  // B3.4: from the player's reserved cards, else from the table (if a module lets the seat take it).
  const p = seatOf(s, s.current) as DraftPlayer;
  const reserved = p.reserved;
  let index = -1;
  for (let i = 0; i < reserved.length; i++) {
    if ((reserved[i] as ReservedCard).card === id) {
      index = i;
      break;
    }
  }
  let slot: Slot | null = null;
  if (index < 0) {
    slot = findOnTable(s, id);
    if (!slot) return engineError('BUY_NOT_AVAILABLE', id);
    if (ctx.listed !== true) {
      const blocked = takeBlocked(s, ctx.rules, s.current, id);
      if (blocked) return blocked;
    }
  }
  // A listed purchase was listed with these very checks (turn/legal.ts buyActions).
  if (ctx.listed !== true) {
    const blocked = acquireBlocked(s, ctx.rules, s.current, id);
    if (blocked) return blocked;
    const bad = checkPayment(s, ctx.rules, s.current, id, payment);
    if (bad) return bad;
  }
  if (slot === null) {
    const rest = reserved.slice();
    rest.splice(index, 1);
    p.reserved = rest;
  } else {
    takeFromTable(s, s.current, slot, ctx);
  }
  completePurchase(s, id, payment, slot === null, false, ctx);
  queueEndOfTurn(s, ctx.rules);
  return null;
}

/**
 * Pays, puts the card in the tableau and queues what follows a purchase in
 * rule order (R1: Orient effect, T1, S2, refills). Shared with the conquest (S4).
 */
export function completePurchase(
  s: DraftState,
  id: CardId,
  payment: Payment,
  fromReserve: boolean,
  conquest: boolean,
  ctx: Ctx,
): void {
  const seat = s.current;
  const p = seatOf(s, seat) as DraftPlayer;
  payIntoSupply(p.tokens, s.supply, payment.tokens); // B3.4.3
  if (payment.jokers.length > 0) {
    discardFromTableau(s, p, payment.jokers);
    ctx.events.push({ type: 'jokersUsed', seat, cards: payment.jokers });
  }
  if (payment.discards.length > 0) {
    discardFromTableau(s, p, payment.discards);
    ctx.events.push({ type: 'cardsSacrificed', seat, cards: payment.discards, for: id });
  }
  const before = p.tableau;
  p.tableau = append(before, id);
  noteAcquired(p, seat, before, id);
  ctx.events.push({ type: 'cardBought', seat, card: id, payment, fromReserve, conquest });
  const steps = card(id).effect === null ? PURCHASE_STEPS_NO_EFFECT : PURCHASE_STEPS;
  queueFirst(s, ctx.rules, steps);
  const first = s.turn.steps[0];
  if (first?.step === 'orientEffect') s.turn.steps[0] = { step: 'orientEffect', card: id };
}

/** O3, O9: cards that leave the game from a tableau. */
function discardFromTableau(s: DraftState, p: DraftPlayer, ids: CardId[]): void {
  p.tableau = p.tableau.filter((c) => !ids.includes(c));
  const pairings = { ...p.pairings };
  for (const c of ids) delete pairings[c];
  p.pairings = pairings;
  s.removed = [...s.removed, ...ids];
}
