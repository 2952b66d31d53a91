/**
 * A challenge's goals: each a pure function of the game record, read from the
 * state and the events its replay gives (`playRecord`). A goal is data (its
 * kind and number), so a client words it in any language.
 */
import { applyAction, card, cardCountOf, createGame, prestigeOf } from '../index';
import type { GameEvent, GameRecord, GameState, Level, PostId, Seat } from '../index';

export type Goal =
  /** B5.2: the seat is among the winners (a shared victory counts). */
  | { kind: 'win' }
  /** The game was over by the end of that round. */
  | { kind: 'byRound'; round: number }
  /** B3.3: no card reserved in the whole game. */
  | { kind: 'noReserve' }
  /** B3.4.2: no gold token spent in any purchase. */
  | { kind: 'noGold' }
  /** B5.1: at least that much prestige at the end. */
  | { kind: 'prestige'; min: number }
  /** Prestige ahead of every other seat by at least that much. */
  | { kind: 'margin'; min: number }
  /** B4.2: at least that many nobles. */
  | { kind: 'nobles'; min: number }
  /** B5.2: at most that many development cards in the tableau. */
  | { kind: 'maxCards'; max: number }
  /** At least that many cards of a level bought (base or Orient). */
  | { kind: 'levelCards'; level: Level; min: number }
  /** C4: a city held. */
  | { kind: 'city' }
  /** C5: the only player holding a city. */
  | { kind: 'onlyCity' }
  /** T0.3: at least that many trading posts. */
  | { kind: 'posts'; min: number }
  /** T0.4: that kind of trading post owned. */
  | { kind: 'post'; post: PostId }
  /** S4: at least that many conquests. */
  | { kind: 'conquests'; min: number }
  /** S2.2: at least that many opponent strongholds removed. */
  | { kind: 'removals'; min: number }
  /** S4: no opponent conquered a card. */
  | { kind: 'unconquered' }
  /** O6, O8: at least that many cards taken free. */
  | { kind: 'freeCards'; min: number }
  /** O1: at least that many Orient cards acquired (bought or taken free). */
  | { kind: 'orientCards'; min: number }
  /** O3: at least that many jokers spent. */
  | { kind: 'jokers'; min: number }
  /** O9: at least that many sacrifices bought. */
  | { kind: 'sacrifices'; min: number };
export type GoalKind = Goal['kind'];

/** A record replayed: the state after its last action and every event on the way. */
export interface Played {
  record: GameRecord;
  state: GameState;
  events: GameEvent[];
}

/** Replays a record action by action, keeping the events; null when the engine refuses its set-up or an action. */
export function playRecord(record: GameRecord): Played | null {
  const created = createGame(record.config);
  if (!created.ok) return null;
  let state = created.value;
  const events: GameEvent[] = [];
  for (const { seat, action } of record.actions) {
    const r = applyAction(state, seat, action);
    if (!r.ok) return null;
    state = r.state;
    events.push(...r.events);
  }
  return { record, state, events };
}

const count = (events: readonly GameEvent[], test: (e: GameEvent) => boolean): number =>
  events.reduce((n, e) => (test(e) ? n + 1 : n), 0);

const isOrient = (id: string): boolean => card(id).deck.startsWith('O');

/** Whether `seat` meets the goal in the game so far (`win` and `byRound` only once it is over). */
export function goalMet(goal: Goal, played: Played, seat: Seat): boolean {
  const { state, events } = played;
  const me = state.players[seat];
  if (!me) return false;
  const mine = (e: GameEvent): boolean => 'seat' in e && e.seat === seat;
  switch (goal.kind) {
    case 'win':
      return state.result?.winners.includes(seat) ?? false;
    case 'byRound':
      return state.result !== null && state.round <= goal.round;
    case 'noReserve':
      return count(events, (e) => e.type === 'cardReserved' && mine(e)) === 0;
    case 'noGold':
      return count(events, (e) => e.type === 'cardBought' && mine(e) && e.payment.tokens.gold > 0) === 0;
    case 'prestige':
      return prestigeOf(state, seat) >= goal.min;
    case 'margin': {
      const own = prestigeOf(state, seat);
      return state.players.every((_, s) => s === seat || own - prestigeOf(state, s) >= goal.min);
    }
    case 'nobles':
      return me.nobles.length >= goal.min;
    case 'maxCards':
      return cardCountOf(state, seat) <= goal.max;
    case 'levelCards':
      return (
        count(
          events,
          (e) =>
            (e.type === 'cardBought' || e.type === 'cardTakenFree') && mine(e) && card(e.card).level === goal.level,
        ) >= goal.min
      );
    case 'city':
      return me.cities.length > 0;
    case 'onlyCity':
      return me.cities.length > 0 && state.players.every((p, s) => s === seat || p.cities.length === 0);
    case 'posts':
      return me.posts.length >= goal.min;
    case 'post':
      return me.posts.includes(goal.post);
    case 'conquests':
      return count(events, (e) => e.type === 'cardBought' && mine(e) && e.conquest) >= goal.min;
    case 'removals':
      return count(events, (e) => e.type === 'strongholdRemoved' && mine(e)) >= goal.min;
    case 'unconquered':
      return count(events, (e) => e.type === 'cardBought' && e.conquest && !mine(e)) === 0;
    case 'freeCards':
      return count(events, (e) => e.type === 'cardTakenFree' && mine(e)) >= goal.min;
    case 'orientCards':
      return (
        count(events, (e) => (e.type === 'cardBought' || e.type === 'cardTakenFree') && mine(e) && isOrient(e.card)) >=
        goal.min
      );
    case 'jokers':
      return events.reduce((n, e) => (e.type === 'jokersUsed' && mine(e) ? n + e.cards.length : n), 0) >= goal.min;
    case 'sacrifices':
      return count(events, (e) => e.type === 'cardsSacrificed' && mine(e)) >= goal.min;
  }
}
