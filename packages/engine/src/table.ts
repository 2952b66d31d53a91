/** Face-up rows and decks: finding, taking and refilling cards (B3.5, O2.3). */
import type { EngineError } from './errors';
import { deckForWrite } from './draft';
import { modulesOf } from './modules';
import type { Ctx } from './rules';
import type { GameState, Slot } from './state';
import type { CardId, DeckId, Seat } from './vocabulary';
import { DECKS } from './vocabulary';

export function findOnTable(s: GameState, card: CardId): Slot | null {
  for (const deck of DECKS) {
    const index = s.rows[deck].indexOf(card);
    if (index >= 0) return { deck, index };
  }
  return null;
}

/** Every face-up card, all rows (Orient rows included). */
export function faceUpCards(s: GameState): CardId[] {
  const out: CardId[] = [];
  for (const deck of DECKS) for (const c of s.rows[deck]) if (c !== null) out.push(c);
  return out;
}

/** Face-up cards of both rows of a level (O6, O8: base or Orient row). */
export function faceUpOfLevel(s: GameState, level: 1 | 2 | 3): CardId[] {
  const out: CardId[] = [];
  for (const deck of [`L${level}`, `O${level}`] as DeckId[]) for (const c of s.rows[deck]) if (c !== null) out.push(c);
  return out;
}

/** Whether a module forbids the seat to take this face-up card (S1). */
export function takeBlocked(s: GameState, seat: Seat, card: CardId): EngineError | null {
  for (const m of modulesOf(s)) {
    const e = m.takeBlocked?.(s, seat, card);
    if (e) return e;
  }
  return null;
}

/** Whether a module forbids the seat to acquire this card at all (O4). */
export function acquireBlocked(s: GameState, seat: Seat, card: CardId): EngineError | null {
  for (const m of modulesOf(s)) {
    const e = m.acquireBlocked?.(s, seat, card);
    if (e) return e;
  }
  return null;
}

/** Takes a card off its face-up place; the place is refilled by the turn's refill step (B3.5). */
export function takeFromTable(s: GameState, seat: Seat, slot: Slot, ctx: Ctx): CardId {
  const card = s.rows[slot.deck][slot.index];
  if (card === null || card === undefined) throw new Error('empty slot');
  s.rows[slot.deck][slot.index] = null;
  s.turn.refills.push(slot);
  for (const m of modulesOf(s)) m.leftTable?.(s, seat, card, ctx);
  return card;
}

/** B3.5 / O2.3: refills every place emptied this turn from its own deck. */
export function refillAll(s: GameState, ctx: Ctx): void {
  for (const slot of s.turn.refills) {
    if (s.rows[slot.deck][slot.index] !== null) continue;
    if (s.decks[slot.deck].length === 0) continue;
    const next = deckForWrite(s, ctx, slot.deck).shift();
    if (next === undefined) continue;
    s.rows[slot.deck][slot.index] = next;
    ctx.events.push({ type: 'cardRevealed', slot, card: next });
  }
  s.turn.refills = [];
}

/** Decks in play: the base decks, plus any a module brings (O2). */
export function decksInPlay(s: GameState): DeckId[] {
  const out: DeckId[] = ['L1', 'L2', 'L3'];
  for (const m of modulesOf(s)) if (m.decks) out.push(...m.decks);
  return out;
}
