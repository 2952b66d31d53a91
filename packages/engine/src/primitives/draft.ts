/**
 * A working copy of a state for one `applyAction`, copy-on-write.
 *
 * `draft` copies only what nearly every action changes: the state record, the
 * supply, the turn, the players array and the current player's record with
 * its tokens. Everything else is shared with the input, which is never
 * mutated, so the rules follow one discipline:
 *
 * - a player's arrays and pairings are never changed in place: a rule puts a
 *   new array in the (already copied) player record (`append`, `filter`);
 * - a deck, a row and the stronghold map are changed only through
 *   `deckForWrite`, `rowForWrite` and `strongholdsForWrite`, which copy them
 *   the first time this action writes to them;
 * - `nobles`, `cities` and `removed` are replaced, never changed in place.
 *
 * No rule changes another player's holdings (S2.2 changes only the shared
 * stronghold map). When the next seat has to pass (Y4), its end-of-turn steps
 * run in the same action, so it gets a fresh record (`ownPlayerShell`) in the
 * same way; otherwise the next action's draft gives it one.
 */
import type { Ctx } from '../core/rules';
import type { GameState, Garrison, PlayerState } from '../core/state';
import type { CardId, DeckId } from '../core/vocabulary';
import type { DraftPlayer, DraftState } from '../core/writable';

/** A deep copy of a player's holdings (set-up only). */
export function clonePlayer(p: PlayerState): PlayerState {
  return {
    tokens: { ...p.tokens },
    tableau: p.tableau.slice(),
    reserved: p.reserved.slice(),
    nobles: p.nobles.slice(),
    reservedNobles: p.reservedNobles.slice(),
    posts: p.posts.slice(),
    cities: p.cities.slice(),
    pairings: { ...p.pairings },
  };
}

/** A new player record with its own tokens; the arrays stay shared (see above). */
export function ownPlayerShell(p: PlayerState): DraftPlayer {
  const t = p.tokens;
  return {
    tokens: { white: t.white, blue: t.blue, green: t.green, red: t.red, black: t.black, gold: t.gold },
    tableau: p.tableau,
    reserved: p.reserved,
    nobles: p.nobles,
    reservedNobles: p.reservedNobles,
    posts: p.posts,
    cities: p.cities,
    pairings: p.pairings,
  };
}

/** A copy of xs with x at the end. */
export function append<T>(xs: readonly T[], x: T): T[] {
  const out = xs.slice();
  out.push(x);
  return out;
}

export function draft(s: GameState): DraftState {
  const players = s.players.slice();
  players[s.current] = ownPlayerShell(players[s.current] as PlayerState);
  const t = s.turn;
  const supply = s.supply;
  return {
    schema: s.schema,
    config: s.config,
    // No action draws from the generator after set-up: shared like the rest.
    rng: s.rng,
    version: s.version,
    supply: {
      white: supply.white,
      blue: supply.blue,
      green: supply.green,
      red: supply.red,
      black: supply.black,
      gold: supply.gold,
    },
    decks: s.decks,
    rows: s.rows,
    nobles: s.nobles,
    cities: s.cities,
    posts: s.posts,
    strongholds: s.strongholds,
    removed: s.removed,
    players,
    firstPlayer: s.firstPlayer,
    current: s.current,
    round: s.round,
    turn: {
      // Both lists are usually empty: a new literal is quicker than a slice then.
      steps: t.steps.length === 0 ? [] : t.steps.slice(),
      decision: t.decision,
      refills: t.refills.length === 0 ? [] : t.refills.slice(),
      conquestDone: t.conquestDone,
      cityTaken: t.cityTaken,
      passed: t.passed,
    },
    endTriggered: s.endTriggered,
    passStreak: s.passStreak,
    result: s.result,
  };
}

/**
 * The decks or rows of a draft as the functions below write them: once an
 * action has copied the record and (by its mask in `Ctx`) an array, both are
 * its own; the state types keep them readonly everywhere else.
 */
type ByDeck<T> = Record<DeckId, T[]>;

/** One bit a deck, for the copied-this-action masks (a switch: quicker than a lookup by a variable key). */
function deckBit(deck: DeckId): number {
  switch (deck) {
    case 'L1':
      return 1;
    case 'L2':
      return 2;
    case 'L3':
      return 4;
    case 'O1':
      return 8;
    case 'O2':
      return 16;
    case 'O3':
      return 32;
  }
}

/**
 * A new record of the six decks or rows with the same arrays, always built
 * by this one literal in DECKS order, so that every such record of every
 * state has one shape.
 */
export function copyByDeck<T>(r: Readonly<Record<DeckId, T>>): Record<DeckId, T> {
  return { L1: r.L1, L2: r.L2, L3: r.L3, O1: r.O1, O2: r.O2, O3: r.O3 };
}

/** The deck, copied for writing the first time this action changes it. */
export function deckForWrite(s: DraftState, ctx: Ctx, deck: DeckId): CardId[] {
  const copied = ctx.copiedDecks ?? 0;
  if (copied === 0) s.decks = copyByDeck(s.decks);
  const bit = deckBit(deck);
  if ((copied & bit) === 0) {
    (s.decks as ByDeck<CardId>)[deck] = s.decks[deck].slice();
    ctx.copiedDecks = copied | bit;
  }
  return s.decks[deck] as CardId[];
}

/**
 * Takes the top card of a deck (undefined if it is empty). The first change
 * of a deck in an action copies it without its top card in one pass.
 */
export function drawFromDeck(s: DraftState, ctx: Ctx, deck: DeckId): CardId | undefined {
  const copied = ctx.copiedDecks ?? 0;
  const bit = deckBit(deck);
  if ((copied & bit) !== 0) return (s.decks[deck] as CardId[]).shift();
  const d = s.decks;
  const old = d[deck];
  if (old.length === 0) return undefined;
  if (copied === 0) s.decks = copyByDeck(d);
  (s.decks as ByDeck<CardId>)[deck] = old.slice(1);
  ctx.copiedDecks = copied | bit;
  return old[0];
}

/** A face-up row, copied for writing the first time this action changes it. */
export function rowForWrite(s: DraftState, ctx: Ctx, deck: DeckId): (CardId | null)[] {
  const copied = ctx.copiedRows ?? 0;
  if (copied === 0) s.rows = copyByDeck(s.rows);
  const bit = deckBit(deck);
  if ((copied & bit) === 0) {
    (s.rows as ByDeck<CardId | null>)[deck] = s.rows[deck].slice();
    ctx.copiedRows = copied | bit;
  }
  return s.rows[deck] as (CardId | null)[];
}

/**
 * A stronghold map's entries in its key order, when the caller has them at
 * hand (the strongholds module reads each map once into such arrays).
 */
type GarrisonEntries = { readonly cards: readonly CardId[]; readonly held: readonly Garrison[] };

/**
 * A copy of a stronghold map, key by key, leaving out `except`; nothing is
 * ever deleted from a map that is shared. `read`, when given, holds the
 * map's entries: the copy is made from them without listing the map's keys.
 *
 * The copy is a dictionary-mode object: one made with no prototype starts in
 * that mode. Its keys are card ids, so nearly every map has a key order of
 * its own, and building a fast-mode object with a new key order makes the
 * engine create a new hidden class for each key added, the most costly part
 * of a stronghold action. Adding a key to a dictionary is a plain hash
 * insert. The key order, and so the JSON, stays the insertion order; without
 * a prototype, no inherited name (`constructor`, `toString`) can be read as
 * a card's garrison either. The strongholds module reads a map once into
 * arrays (`garrisons`), so the slower `for … in` over a dictionary does not
 * matter.
 */
function copyGarrisons(
  m: Readonly<Record<CardId, Garrison>>,
  except: CardId | null,
  read: GarrisonEntries | undefined,
): Record<CardId, Garrison> {
  const out = Object.create(null) as Record<CardId, Garrison>;
  if (read !== undefined) {
    const { cards, held } = read;
    for (let i = 0; i < cards.length; i++) {
      const id = cards[i] as CardId;
      if (id !== except) out[id] = held[i] as Garrison;
    }
    return out;
  }
  // `Object.keys` rather than `for … in`: own keys only, no prototype walk or per-key check.
  const keys = Object.keys(m);
  for (let i = 0; i < keys.length; i++) {
    const id = keys[i] as CardId;
    if (id !== except) out[id] = m[id] as Garrison;
  }
  return out;
}

/**
 * The stronghold map, copied for writing the first time this action changes
 * it; `read`, if given, must be the entries of `s.strongholds` (see `copyGarrisons`).
 */
export function strongholdsForWrite(s: DraftState, ctx: Ctx, read?: GarrisonEntries): Record<CardId, Garrison> {
  if (!ctx.copiedStrongholds) {
    s.strongholds = copyGarrisons(s.strongholds, null, read);
    ctx.copiedStrongholds = true;
  }
  return s.strongholds;
}

/**
 * Takes the garrison off a card: a new map without it, so that no map ever
 * has a key deleted; `read` as for `strongholdsForWrite`.
 */
export function removeGarrison(s: DraftState, ctx: Ctx, card: CardId, read?: GarrisonEntries): void {
  s.strongholds = copyGarrisons(s.strongholds, card, read);
  ctx.copiedStrongholds = true;
}
