/**
 * ISMCTS determinization: a full game state consistent with what one seat
 * sees. Every card the seat cannot see (the deck orders, the other seats'
 * blind reservations, another seat's T2 draw) is dealt anew, uniformly, from
 * the cards of that deck that are nowhere in sight.
 */
import type { CardId, DeckId, GameState, PlayerState, Seat } from './engine';
import { cardsOfDeck, DECKS, HIDDEN_CARD, viewFor } from './engine';

function seenCards(v: GameState): Set<CardId> {
  const seen = new Set<CardId>();
  const add = (id: CardId | null): void => {
    if (id !== null && id !== HIDDEN_CARD) seen.add(id);
  };
  for (const d of DECKS) {
    for (const id of v.rows[d]) add(id);
    for (const id of v.decks[d]) add(id);
  }
  for (const p of v.players) {
    for (const id of p.tableau) add(id);
    for (const r of p.reserved) add(r.card);
  }
  for (const id of v.removed) add(id);
  const dec = v.turn.decision;
  if (dec?.type === 'keepDrawn') for (const id of dec.cards) add(id);
  return seen;
}

/** Fisher–Yates with the bot's float source. */
function shuffle<T>(xs: T[], rng: () => number): T[] {
  for (let i = xs.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    const t = xs[i] as T;
    xs[i] = xs[j] as T;
    xs[j] = t;
  }
  return xs;
}

/**
 * A full state whose `viewFor(seat)` equals `viewFor(input, seat)`. The input
 * may be the seat's view or a full state: it is hidden first, so the result
 * never depends on what the seat cannot see.
 */
export function determinize(input: GameState, seat: Seat, rng: () => number): GameState {
  const v = viewFor(input, seat);
  const seen = seenCards(v);
  const pools = new Map<DeckId, CardId[]>();
  for (const d of DECKS)
    pools.set(
      d,
      shuffle(
        cardsOfDeck(d).filter((id) => !seen.has(id)),
        rng,
      ),
    );
  const deal = (deck: DeckId): CardId => {
    const id = pools.get(deck)?.pop();
    if (id === undefined) throw new Error(`determinize: no unseen card left for deck ${deck}`);
    return id;
  };
  const players = v.players.map((p): PlayerState =>
    p.reserved.some((r) => r.card === HIDDEN_CARD)
      ? { ...p, reserved: p.reserved.map((r) => (r.card === HIDDEN_CARD ? { ...r, card: deal(r.deck) } : r)) }
      : p,
  );
  const dec = v.turn.decision;
  const turn =
    dec?.type === 'keepDrawn' && dec.cards.includes(HIDDEN_CARD)
      ? { ...v.turn, decision: { ...dec, cards: dec.cards.map((id) => (id === HIDDEN_CARD ? deal(dec.deck) : id)) } }
      : v.turn;
  const decks = {} as Record<DeckId, CardId[]>;
  for (const d of DECKS) decks[d] = v.decks[d].map(() => deal(d));
  const orient = v.config.modules.includes('orient');
  for (const d of DECKS) {
    // Without the Orient its cards are out of the game; every other card has a place.
    if ((orient || d.startsWith('L')) && (pools.get(d)?.length ?? 0) > 0)
      throw new Error(`determinize: deck ${d} has cards in no place`);
  }
  return { ...v, decks, players, turn };
}
