/**
 * Every legal action and decision answer (the oracle that bots, the client's
 * highlights and the property tests rely on). Works on a seat's own view too.
 */
import type { Action } from './actions';
import { card } from './data';
import { seatOf } from './derived';
import { coloursLeft, takeTwoWantsExtra } from './main';
import { decisionHandler, inPlay } from './modules';
import type { Purse } from './payment';
import { buyActionsInto, canAfford, purseOf } from './payment';
import type { GameState } from './state';
import { acquireBlocked, isTakeBlocked, takeBlockedCards } from './table';
import type { CardId, Gem, Seat } from './vocabulary';
import { gemOf } from './tokens';
import { DECKS, GEMS, RESERVE_LIMIT } from './vocabulary';

export function legalActions(s: GameState, seat: Seat): Action[] {
  if (s.result || seat !== s.current) return [];
  const d = s.turn.decision;
  if (d) return decisionHandler(d.type).options(s, d);
  const out: Action[] = [];
  takeGemsActions(s, out);
  takeTwoActions(s, seat, out);
  reserveActions(s, seat, out);
  buyActions(s, seat, out);
  return out;
}

/** Colours left in the supply, in GEMS order, by how many are left (B3.1). */
const AVAILABLE: readonly (readonly Gem[])[] = Array.from({ length: 32 }, (_, mask) => GEMS.filter((_g, i) => (mask >> i) & 1));

function takeGemsActions(s: GameState, out: Action[]): void {
  const t = s.supply;
  const avail = AVAILABLE[(t.white > 0 ? 1 : 0) | (t.blue > 0 ? 2 : 0) | (t.green > 0 ? 4 : 0) | (t.red > 0 ? 8 : 0) | (t.black > 0 ? 16 : 0)] as readonly Gem[];
  const n = avail.length;
  if (n >= 3) {
    for (let i = 0; i < n; i++)
      for (let j = i + 1; j < n; j++)
        for (let k = j + 1; k < n; k++) out.push({ type: 'takeGems', gems: [avail[i] as Gem, avail[j] as Gem, avail[k] as Gem] });
  } else {
    // B3.1 ruling: with fewer than 3 colours left, one of each colour chosen, up to that number.
    if (n === 2) out.push({ type: 'takeGems', gems: [avail[0] as Gem, avail[1] as Gem] });
    for (const g of avail) out.push({ type: 'takeGems', gems: [g] });
  }
}

function takeTwoActions(s: GameState, seat: Seat, out: Action[]): void {
  let extra: boolean | null = null; // asked only when a take-two is possible
  const t = s.supply;
  for (const g of GEMS) {
    if (gemOf(t, g) < 4) continue;
    extra ??= takeTwoWantsExtra(s, seat);
    let any = false;
    if (extra) {
      for (const o of GEMS) {
        if (o !== g && gemOf(t, o) > 0) {
          out.push({ type: 'takeTwo', gem: g, extra: o });
          any = true;
        }
      }
    }
    if (!any) out.push({ type: 'takeTwo', gem: g, extra: null });
  }
}

/** B3.3: the face-up cards of one row the seat may reserve (S1). */
function reserveRow(s: GameState, seat: Seat, row: readonly (CardId | null)[], check: boolean, blocked: CardId[] | null, out: Action[]): void {
  for (let i = 0; i < row.length; i++) {
    const id = row[i];
    if (id === null || id === undefined) continue;
    if (check && (blocked ? blocked.includes(id) : isTakeBlocked(s, seat, id))) continue;
    out.push({ type: 'reserve', card: id });
  }
}

function reserveActions(s: GameState, seat: Seat, out: Action[]): void {
  if (seatOf(s, seat).reserved.length >= RESERVE_LIMIT) return;
  const ip = inPlay(s);
  const check = ip.takeBlocked.length > 0;
  const blocked = check ? takeBlockedCards(s, seat) : null;
  // Rows in DECKS order, each named (quicker than indexing by a variable).
  const r = s.rows;
  reserveRow(s, seat, r.L1, check, blocked, out);
  reserveRow(s, seat, r.L2, check, blocked, out);
  reserveRow(s, seat, r.L3, check, blocked, out);
  reserveRow(s, seat, r.O1, check, blocked, out);
  reserveRow(s, seat, r.O2, check, blocked, out);
  reserveRow(s, seat, r.O3, check, blocked, out);
  for (const deck of ip.decks) if (s.decks[deck].length > 0) out.push({ type: 'reserveDeck', deck });
}


/** B3.4: the face-up cards of one row the seat may take (S1) and acquire (O4), with every exact payment. */
function buyRow(
  s: GameState, seat: Seat, row: readonly (CardId | null)[], checkTake: boolean, blocked: CardId[] | null,
  checkAcquire: boolean, purse: Purse, out: Action[],
): void {
  for (let i = 0; i < row.length; i++) {
    const id = row[i];
    if (id === null || id === undefined) continue;
    if (checkTake && (blocked ? blocked.includes(id) : isTakeBlocked(s, seat, id))) continue;
    if (checkAcquire && acquireBlocked(s, seat, id)) continue;
    buyActionsInto(purse, card(id), out);
  }
}

/** B3.4: every face-up card the seat may take and its own reserved cards, with every exact payment. */
function buyActions(s: GameState, seat: Seat, out: Action[]): void {
  const ip = inPlay(s);
  const checkTake = ip.takeBlocked.length > 0;
  const checkAcquire = ip.acquireBlocked.length > 0;
  const blocked = checkTake ? takeBlockedCards(s, seat) : null;
  const purse = purseOf(s, seat);
  const r = s.rows;
  buyRow(s, seat, r.L1, checkTake, blocked, checkAcquire, purse, out);
  buyRow(s, seat, r.L2, checkTake, blocked, checkAcquire, purse, out);
  buyRow(s, seat, r.L3, checkTake, blocked, checkAcquire, purse, out);
  buyRow(s, seat, r.O1, checkTake, blocked, checkAcquire, purse, out);
  buyRow(s, seat, r.O2, checkTake, blocked, checkAcquire, purse, out);
  buyRow(s, seat, r.O3, checkTake, blocked, checkAcquire, purse, out);
  for (const r of purse.player.reserved) {
    if (checkAcquire && acquireBlocked(s, seat, r.card)) continue;
    buyActionsInto(purse, card(r.card), out);
  }
}

/** Face-up cards the seat may take and its own reserved cards, that it is allowed to acquire. */
function buyableCards(s: GameState, seat: Seat): CardId[] {
  const out: CardId[] = [];
  for (const deck of DECKS) {
    for (const id of s.rows[deck]) if (id !== null && !isTakeBlocked(s, seat, id) && !acquireBlocked(s, seat, id)) out.push(id);
  }
  for (const r of seatOf(s, seat).reserved) if (!acquireBlocked(s, seat, r.card)) out.push(r.card);
  return out;
}

/** Y4: whether the seat has any legal main action, without listing them. */
export function hasLegalMainAction(s: GameState, seat: Seat): boolean {
  if (coloursLeft(s) > 0) return true;
  const p = seatOf(s, seat);
  if (p.reserved.length < RESERVE_LIMIT) {
    for (const deck of inPlay(s).decks) if (s.decks[deck].length > 0) return true;
    for (const deck of DECKS) for (const id of s.rows[deck]) if (id !== null && !isTakeBlocked(s, seat, id)) return true;
  }
  for (const id of buyableCards(s, seat)) if (canAfford(s, seat, id)) return true;
  return false;
}
