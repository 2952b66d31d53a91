/** Face-up rows and decks: finding, taking and refilling cards (B3.5, O2.3). */
import type { EngineError } from '../core/errors';
import { drawFromDeck, rowForWrite } from './draft';
import type { Ctx, Rules, RulesModule } from '../core/rules';
import type { GameState, Slot } from '../core/state';
import type { CardId, DeckId, Seat } from '../core/vocabulary';
import { DECKS } from '../core/vocabulary';
import type { DraftState } from '../core/writable';

export function findOnTable(s: GameState, card: CardId): Slot | null {
  for (const deck of DECKS) {
    const index = s.rows[deck].indexOf(card);
    if (index >= 0) return { deck, index };
  }
  return null;
}

/** Whether the card is face up on the table. */
export function isFaceUp(s: GameState, card: CardId): boolean {
  const r = s.rows;
  return (
    r.L1.includes(card) ||
    r.L2.includes(card) ||
    r.L3.includes(card) ||
    r.O1.includes(card) ||
    r.O2.includes(card) ||
    r.O3.includes(card)
  );
}

/** Face-up cards of both rows of a level (O6, O8: base or Orient row). */
export function faceUpOfLevel(s: GameState, level: 1 | 2 | 3): CardId[] {
  const out: CardId[] = [];
  for (const deck of [`L${level}`, `O${level}`] as DeckId[]) for (const c of s.rows[deck]) if (c !== null) out.push(c);
  return out;
}

/** Whether a module forbids the seat to take this face-up card (S1). */
export function takeBlocked(s: GameState, r: Rules, seat: Seat, card: CardId): EngineError | null {
  const ms = r.takeBlocked;
  for (let i = 0; i < ms.length; i++) {
    const e = (ms[i] as RulesModule).takeBlocked?.(s, seat, card);
    if (e) return e;
  }
  return null;
}

/** `takeBlocked` as a boolean. */
export function isTakeBlocked(s: GameState, r: Rules, seat: Seat, card: CardId): boolean {
  const ms = r.takeBlocked;
  for (let i = 0; i < ms.length; i++) {
    const m = ms[i] as RulesModule;
    if (m.blocksTake ? m.blocksTake(s, seat, card) : m.takeBlocked?.(s, seat, card)) return true;
  }
  return false;
}

/**
 * The face-up cards modules forbid the seat to take, listed once for a
 * listing of actions; null when a module can only answer card by card
 * (then ask `isTakeBlocked`).
 */
export function takeBlockedCards(s: GameState, r: Rules, seat: Seat): CardId[] | null {
  const ms = r.takeBlocked;
  if (ms.length === 1) return ms[0]?.takeBlockedCards?.(s, seat) ?? null;
  const out: CardId[] = [];
  for (const m of ms) {
    if (!m.takeBlockedCards) return null;
    out.push(...m.takeBlockedCards(s, seat));
  }
  return out;
}

/** Whether a module forbids the seat to acquire this card at all (O4). */
export function acquireBlocked(s: GameState, r: Rules, seat: Seat, card: CardId): EngineError | null {
  const ms = r.acquireBlocked;
  for (let i = 0; i < ms.length; i++) {
    const e = (ms[i] as RulesModule).acquireBlocked?.(s, seat, card);
    if (e) return e;
  }
  return null;
}

/** Takes a card off its face-up place; the place is refilled by the turn's refill step (B3.5). */
export function takeFromTable(s: DraftState, seat: Seat, slot: Slot, ctx: Ctx): CardId {
  const card = s.rows[slot.deck][slot.index];
  if (card === null || card === undefined) throw new Error('empty slot');
  rowForWrite(s, ctx, slot.deck)[slot.index] = null;
  const refills = s.turn.refills;
  s.turn.refills = refills.length === 0 ? [slot] : [...refills, slot];
  const ms = ctx.rules.leftTable;
  for (let i = 0; i < ms.length; i++) (ms[i] as RulesModule).leftTable?.(s, seat, card, ctx);
  return card;
}

/** B3.5 / O2.3: refills every place emptied this turn from its own deck. */
export function refillAll(s: DraftState, ctx: Ctx): void {
  const refills = s.turn.refills;
  for (let i = 0; i < refills.length; i++) {
    const slot = refills[i] as Slot;
    if (s.rows[slot.deck][slot.index] !== null) continue;
    if (s.decks[slot.deck].length === 0) continue;
    const next = drawFromDeck(s, ctx, slot.deck);
    if (next === undefined) continue;
    rowForWrite(s, ctx, slot.deck)[slot.index] = next;
    ctx.events.push({ type: 'cardRevealed', slot, card: next });
  }
  s.turn.refills = [];
}
