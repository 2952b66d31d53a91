/**
 * What a seat (or a spectator) may see (B3.3.3, B5.3, T2): the same shape as
 * the game state, with every secret replaced. It is all a client ever gets.
 */
import type { GameEvent } from '../core/events';
import type { GameState } from '../core/state';
import { HIDDEN_CARD } from '../core/state';
import type { CardId, Seat } from '../core/vocabulary';

export type Viewer = Seat | 'spectator';

/**
 * A hidden pile shows only its length: one frozen array per length, shared by
 * every view, so two views of a pile that did not change hold the same array
 * (a server's diff of two views stops there at once).
 */
const hiddenPiles: (readonly CardId[])[] = [];
const hideAll = (xs: readonly CardId[]): CardId[] =>
  (hiddenPiles[xs.length] ??= Object.freeze(xs.map(() => HIDDEN_CARD))) as CardId[];

/*
 * The same goes for the hidden config, RNG and decks: an unchanged part of the
 * state (the same object, by copy-on-write) gives the same hidden copy.
 */
const NO_RNG = Object.freeze([0, 0, 0, 0]) as unknown as GameState['rng'];
const hiddenConfigs = new WeakMap<GameState['config'], GameState['config']>();
const hiddenDecks = new WeakMap<GameState['decks'], GameState['decks']>();

// The seed and a stacked set-up give away every deck order.
const hideConfig = (c: GameState['config']): GameState['config'] => {
  let hidden = hiddenConfigs.get(c);
  if (!hidden)
    hiddenConfigs.set(c, (hidden = { players: c.players, seed: '', modules: c.modules, edition: c.edition }));
  return hidden;
};

const hideDecks = (d: GameState['decks']): GameState['decks'] => {
  let hidden = hiddenDecks.get(d);
  if (!hidden) {
    hidden = {
      L1: hideAll(d.L1),
      L2: hideAll(d.L2),
      L3: hideAll(d.L3),
      O1: hideAll(d.O1),
      O2: hideAll(d.O2),
      O3: hideAll(d.O3),
    };
    hiddenDecks.set(d, hidden);
  }
  return hidden;
};

type PlayerState = GameState['players'][number];
const hiddenBlind = new WeakMap<PlayerState, PlayerState>();
const hiddenDrawn = new WeakMap<GameState['turn'], GameState['turn']>();

/** A seat as the others see it: its blind reservations face down (one copy, whoever looks). */
const hideBlind = (p: PlayerState): PlayerState => {
  let hidden = hiddenBlind.get(p);
  if (!hidden)
    hiddenBlind.set(
      p,
      (hidden = { ...p, reserved: p.reserved.map((r) => (r.blind ? { ...r, card: HIDDEN_CARD } : r)) }),
    );
  return hidden;
};

/** The turn as all but the drawing seat see it: the drawn cards (T2) face down. */
const hideDrawn = (t: GameState['turn']): GameState['turn'] => {
  let hidden = hiddenDrawn.get(t);
  const d = t.decision;
  if (!hidden && d?.type === 'keepDrawn')
    hiddenDrawn.set(t, (hidden = { ...t, decision: { ...d, cards: hideAll(d.cards) } }));
  return hidden ?? t;
};

export function viewFor(s: GameState, viewer: Viewer): GameState {
  const d = s.turn.decision;
  return {
    ...s,
    config: hideConfig(s.config),
    rng: NO_RNG,
    decks: hideDecks(s.decks),
    players: s.players.map((p, seat) => (seat === viewer || !p.reserved.some((r) => r.blind) ? p : hideBlind(p))),
    turn: d?.type === 'keepDrawn' && viewer !== s.current ? hideDrawn(s.turn) : s.turn,
  };
}

/** An event as every seat but its own sees it (one copy, whoever looks). */
const redactedEvents = new WeakMap<GameEvent, GameEvent>();
function redacted(e: GameEvent): GameEvent {
  let r = redactedEvents.get(e);
  if (r) return r;
  switch (e.type) {
    case 'cardReserved':
      r = e.blind ? { ...e, card: null } : e;
      break;
    case 'cardsDrawn':
      r = { ...e, cards: e.cards.map(() => null) };
      break;
    case 'drawnCardKept':
      r = { ...e, kept: null, bottom: null };
      break;
    default:
      r = e;
  }
  redactedEvents.set(e, r);
  return r;
}

/** The events as that viewer may see them: cards drawn or reserved blind by others become null. */
export function eventsFor(events: readonly GameEvent[], viewer: Viewer): GameEvent[] {
  return events.map((e) => (!('seat' in e) || e.seat === viewer ? e : redacted(e)));
}
