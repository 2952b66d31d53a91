/**
 * Every legal action and decision answer (the oracle that bots, the client's
 * highlights and the property tests rely on). Works on a seat's own view too.
 */
import type { Action } from '../core/actions';
import type { CardDef } from '../core/data';
import { card, CARDS } from '../core/data';
import { seatOf } from '../primitives/derived';
import { coloursLeft, takeTwoWantsExtra } from './main';
import type { Rules } from '../core/rules';
import { decisionHandler } from './queue';
import type { Purse } from '../primitives/purse';
import { purseOf } from '../primitives/purse';
import { buyActionsInto, canAfford, costWithinReach, withinReach } from '../primitives/payment';
import type { GameState, ReservedCard } from '../core/state';
import { acquireBlocked, isTakeBlocked, takeBlockedCards } from '../primitives/table';
import { trusted } from '../core/parseAction';
import type { CardId, DeckId, Gem, Seat } from '../core/vocabulary';
import { gemOf } from '../primitives/tokens';
import { ofDeck } from '../primitives/draft';
import { DECKS, GEMS, RESERVE_LIMIT } from '../core/vocabulary';

/** Every legal action or decision answer of `seat` with the modules in play `r`. */
export function legalActions(s: GameState, r: Rules, seat: Seat): Action[] {
  if (s.result || seat !== s.current) return [];
  const d = s.turn.decision;
  if (d) return decisionHandler(r, d.type).options(s, d, r);
  const out: Action[] = [];
  takeGemsActions(s, out);
  takeTwoActions(s, r, seat, out);
  reserveActions(s, r, seat, out);
  buyActions(s, r, seat, out);
  return out;
}

/*
 * Actions that do not depend on what the seat holds are built once and
 * shared, frozen, by every listing (see `trusted`): the takes of gems, the
 * reservations of each card and deck. A listing then allocates nothing for
 * them, and `applyAction` need not copy them.
 */

/** B3.1: the takes of gems when the colours in `mask` (bit i = GEMS[i]) are left, in listing order. */
function takesFor(mask: number): Action[] {
  const avail = GEMS.filter((_g, i) => (mask >> i) & 1);
  const n = avail.length;
  const out: Action[] = [];
  const take = (gems: Gem[]): void => {
    out.push(trusted({ type: 'takeGems', gems }));
  };
  if (n >= 3) {
    for (let i = 0; i < n; i++)
      for (let j = i + 1; j < n; j++)
        for (let k = j + 1; k < n; k++) take([avail[i] as Gem, avail[j] as Gem, avail[k] as Gem]);
  } else {
    // B3.1 ruling: with fewer than 3 colours left, one of each colour chosen, up to that number.
    if (n === 2) take([avail[0] as Gem, avail[1] as Gem]);
    for (const g of avail) take([g]);
  }
  return out;
}
const TAKES: readonly (readonly Action[])[] = Array.from({ length: 32 }, (_, mask) => takesFor(mask));

/** B3.2 / T3: every take of two, `TAKE_TWO[i][0]` of GEMS[i] alone, `TAKE_TWO[i][j + 1]` with an extra GEMS[j]. */
const TAKE_TWO: readonly (readonly Action[])[] = GEMS.map((g) =>
  [null, ...GEMS].map((o) => trusted({ type: 'takeTwo', gem: g, extra: o })),
);

/** By card index (CardDef.index). */
const RESERVE: readonly Action[] = CARDS.map((c) => trusted({ type: 'reserve', card: c.id }));
const reserveDeck = (deck: DeckId): Action => trusted({ type: 'reserveDeck', deck });
/** By deck, read with `ofDeck`. */
const RESERVE_DECK: Readonly<Record<DeckId, Action>> = {
  L1: reserveDeck('L1'),
  L2: reserveDeck('L2'),
  L3: reserveDeck('L3'),
  O1: reserveDeck('O1'),
  O2: reserveDeck('O2'),
  O3: reserveDeck('O3'),
};

function takeGemsActions(s: GameState, out: Action[]): void {
  const t = s.supply;
  const takes = TAKES[
    (t.white > 0 ? 1 : 0) | (t.blue > 0 ? 2 : 0) | (t.green > 0 ? 4 : 0) | (t.red > 0 ? 8 : 0) | (t.black > 0 ? 16 : 0)
  ] as readonly Action[];
  for (let i = 0; i < takes.length; i++) out.push(takes[i] as Action);
}

function takeTwoActions(s: GameState, r: Rules, seat: Seat, out: Action[]): void {
  let extra: boolean | null = null; // asked only when a take-two is possible
  const t = s.supply;
  for (let i = 0; i < GEMS.length; i++) {
    const g = GEMS[i] as Gem;
    if (gemOf(t, g) < 4) continue;
    extra ??= takeTwoWantsExtra(s, seat, r);
    let any = false;
    if (extra) {
      for (let j = 0; j < GEMS.length; j++) {
        const o = GEMS[j] as Gem;
        if (o !== g && gemOf(t, o) > 0) {
          out.push((TAKE_TWO[i] as readonly Action[])[j + 1] as Action);
          any = true;
        }
      }
    }
    if (!any) out.push((TAKE_TWO[i] as readonly Action[])[0] as Action);
  }
}

/*
 * The cards of each face-up row, looked up once for as long as the row is the
 * same array: a row changes in a fraction of turns, while every listing reads
 * every card of it. One entry a row (rows are replaced, never changed in place
 * once a state is returned; the ids are compared on use all the same, so a
 * slot is a cache that no earlier call can make wrong). A WeakMap keyed by the
 * row was measured at +23 % engine time (docs/BENCHMARKS.md, profile note 4).
 */
interface RowDefs {
  row: readonly (CardId | null)[] | null;
  ids: (CardId | null)[];
  defs: (CardDef | null)[];
  /** Each card's packed cost (CardDef.costBits), EMPTY for an empty place, SACRIFICE for an O9 card: a listing reads these first. */
  costs: number[];
}
const EMPTY = -1;
const SACRIFICE = -2;
const rowDefsMemo: RowDefs[] = DECKS.map(() => ({ row: null, ids: [], defs: [], costs: [] }));

function rowDefs(k: number, row: readonly (CardId | null)[]): RowDefs {
  const m = rowDefsMemo[k] as RowDefs;
  if (m.row === row && m.ids.length === row.length) {
    let same = true;
    for (let i = 0; i < row.length; i++) if (m.ids[i] !== row[i]) same = false;
    if (same) return m;
  }
  // Written over in place: a row keeps its length, so the slot's arrays are allocated once.
  const { ids, defs, costs } = m;
  if (ids.length !== row.length) {
    ids.length = defs.length = costs.length = 0;
    for (let i = 0; i < row.length; i++) {
      ids.push(null);
      defs.push(null);
      costs.push(EMPTY);
    }
  }
  for (let i = 0; i < row.length; i++) {
    const id = row[i] ?? null;
    const def = id === null ? null : card(id);
    ids[i] = id;
    defs[i] = def;
    costs[i] = def === null ? EMPTY : def.effect === 'sacrifice' ? SACRIFICE : def.costBits;
  }
  m.row = row;
  return m;
}

/** B3.3: the face-up cards of one row the seat may reserve (S1). */
function reserveRow(
  s: GameState,
  r: Rules,
  seat: Seat,
  k: number,
  row: readonly (CardId | null)[],
  check: boolean,
  blocked: CardId[] | null,
  out: Action[],
): void {
  if (row.length === 0) return;
  const defs = rowDefs(k, row).defs;
  for (let i = 0; i < defs.length; i++) {
    const def = defs[i];
    if (def === null || def === undefined) continue;
    if (check && (blocked ? blocked.includes(def.id) : isTakeBlocked(s, r, seat, def.id))) continue;
    out.push(RESERVE[def.index] as Action);
  }
}

function reserveActions(s: GameState, r: Rules, seat: Seat, out: Action[]): void {
  if (seatOf(s, seat).reserved.length >= RESERVE_LIMIT) return;
  const check = r.takeBlocked.length > 0;
  const blocked = check ? takeBlockedCards(s, r, seat) : null;
  // Rows in DECKS order, each named (quicker than indexing by a variable).
  const rows = s.rows;
  reserveRow(s, r, seat, 0, rows.L1, check, blocked, out);
  reserveRow(s, r, seat, 1, rows.L2, check, blocked, out);
  reserveRow(s, r, seat, 2, rows.L3, check, blocked, out);
  reserveRow(s, r, seat, 3, rows.O1, check, blocked, out);
  reserveRow(s, r, seat, 4, rows.O2, check, blocked, out);
  reserveRow(s, r, seat, 5, rows.O3, check, blocked, out);
  const decks = r.decks;
  for (let i = 0; i < decks.length; i++) {
    const deck = decks[i] as DeckId;
    if (ofDeck(s.decks, deck).length > 0) out.push(ofDeck(RESERVE_DECK, deck));
  }
}

/** B3.4: the face-up cards of one row the seat may take (S1) and acquire (O4), with every exact payment. */
function buyRow(
  s: GameState,
  r: Rules,
  seat: Seat,
  k: number,
  row: readonly (CardId | null)[],
  checkTake: boolean,
  blocked: CardId[] | null,
  checkAcquire: boolean,
  purse: Purse,
  out: Action[],
): void {
  if (row.length === 0) return;
  const { defs, costs } = rowDefs(k, row);
  for (let i = 0; i < costs.length; i++) {
    const cost = costs[i] as number;
    // Out of reach first, from the packed costs alone: it settles most cards
    // without reading them or asking the modules.
    if (cost === EMPTY || (cost !== SACRIFICE && !costWithinReach(purse, cost))) continue;
    const def = defs[i] as CardDef;
    const id = def.id;
    if (checkTake && (blocked ? blocked.includes(id) : isTakeBlocked(s, r, seat, id))) continue;
    if (checkAcquire && acquireBlocked(s, r, seat, id)) continue;
    buyActionsInto(purse, def, out);
  }
}

/** B3.4: every face-up card the seat may take and its own reserved cards, with every exact payment. */
function buyActions(s: GameState, r: Rules, seat: Seat, out: Action[]): void {
  const checkTake = r.takeBlocked.length > 0;
  const checkAcquire = r.acquireBlocked.length > 0;
  const blocked = checkTake ? takeBlockedCards(s, r, seat) : null;
  const purse = purseOf(s, r, seat);
  const rows = s.rows;
  buyRow(s, r, seat, 0, rows.L1, checkTake, blocked, checkAcquire, purse, out);
  buyRow(s, r, seat, 1, rows.L2, checkTake, blocked, checkAcquire, purse, out);
  buyRow(s, r, seat, 2, rows.L3, checkTake, blocked, checkAcquire, purse, out);
  buyRow(s, r, seat, 3, rows.O1, checkTake, blocked, checkAcquire, purse, out);
  buyRow(s, r, seat, 4, rows.O2, checkTake, blocked, checkAcquire, purse, out);
  buyRow(s, r, seat, 5, rows.O3, checkTake, blocked, checkAcquire, purse, out);
  const reserved = purse.player.reserved;
  for (let i = 0; i < reserved.length; i++) {
    const id = (reserved[i] as ReservedCard).card;
    const def = card(id);
    if (!withinReach(purse, def)) continue;
    if (checkAcquire && acquireBlocked(s, r, seat, id)) continue;
    buyActionsInto(purse, def, out);
  }
}

/** Face-up cards the seat may take and its own reserved cards, that it is allowed to acquire. */
function buyableCards(s: GameState, r: Rules, seat: Seat): CardId[] {
  const out: CardId[] = [];
  for (const deck of DECKS) {
    for (const id of s.rows[deck])
      if (id !== null && !isTakeBlocked(s, r, seat, id) && !acquireBlocked(s, r, seat, id)) out.push(id);
  }
  for (const x of seatOf(s, seat).reserved) if (!acquireBlocked(s, r, seat, x.card)) out.push(x.card);
  return out;
}

/** Y4: whether the seat has any legal main action, without listing them. */
export function hasLegalMainAction(s: GameState, r: Rules, seat: Seat): boolean {
  if (coloursLeft(s) > 0) return true;
  const p = seatOf(s, seat);
  if (p.reserved.length < RESERVE_LIMIT) {
    for (const deck of r.decks) if (s.decks[deck].length > 0) return true;
    for (const deck of DECKS)
      for (const id of s.rows[deck]) if (id !== null && !isTakeBlocked(s, r, seat, id)) return true;
  }
  for (const id of buyableCards(s, r, seat)) if (canAfford(s, r, seat, id)) return true;
  return false;
}
