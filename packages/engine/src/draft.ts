/**
 * A working copy of a state for one `applyAction`. Only the parts an action
 * can change are copied: the current player (no rule changes another
 * player's holdings; S2.2 changes only the shared stronghold map), the
 * supply, the table and the turn. Everything else is shared with the input,
 * which is never mutated.
 */
import type { GameState, PlayerState } from './state';
import type { CardId, DeckId } from './vocabulary';

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

export function draft(s: GameState): GameState {
  const players = s.players.slice();
  players[s.current] = clonePlayer(players[s.current] as PlayerState);
  return {
    schema: s.schema,
    config: s.config,
    rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
    version: s.version,
    supply: { ...s.supply },
    // Decks change rarely: `deckForWrite` copies one before it is changed.
    decks: s.decks,
    rows: { L1: s.rows.L1.slice(), L2: s.rows.L2.slice(), L3: s.rows.L3.slice(), O1: s.rows.O1.slice(), O2: s.rows.O2.slice(), O3: s.rows.O3.slice() },
    nobles: s.nobles.slice(),
    cities: s.cities.slice(),
    posts: s.posts,
    strongholds: { ...s.strongholds },
    removed: s.removed.slice(),
    players,
    firstPlayer: s.firstPlayer,
    current: s.current,
    round: s.round,
    turn: { ...s.turn, steps: s.turn.steps.slice(), refills: s.turn.refills.slice() },
    endTriggered: s.endTriggered,
    passStreak: s.passStreak,
    result: s.result,
  };
}

/** The deck, copied for writing the first time this action changes it. */
export function deckForWrite(s: GameState, ctx: { copiedDecks?: Set<DeckId> }, deck: DeckId): CardId[] {
  if (!ctx.copiedDecks) {
    s.decks = { ...s.decks };
    ctx.copiedDecks = new Set();
  }
  if (!ctx.copiedDecks.has(deck)) {
    s.decks[deck] = s.decks[deck].slice();
    ctx.copiedDecks.add(deck);
  }
  return s.decks[deck];
}

/** Gives the next player their own copy once the turn passes to them. */
export function ownCurrentPlayer(s: GameState): PlayerState {
  const p = clonePlayer(s.players[s.current] as PlayerState);
  s.players[s.current] = p;
  return p;
}
