import { describe, expect, it } from 'vitest';
import { applyAction, eventsFor } from '@kahroba/engine';
import type { Action, GameEvent, GameState } from '@kahroba/engine';
import { hadTurn, lastTurn, sinceLastTurn } from './recap';
import { newGame } from './testing';

function play(s: GameState, actions: Action[]): { state: GameState; log: GameEvent[] } {
  const log: GameEvent[] = [];
  for (const a of actions) {
    const r = applyAction(s, s.current, a);
    if (!r.ok) throw new Error(r.error.code);
    s = r.state;
    log.push(...r.events);
  }
  return { state: s, log };
}

describe('recap', () => {
  it('lastTurn: who played, what, and which cards came face up', () => {
    const s = newGame(3);
    const first = s.current;
    const card = s.rows.L1[0];
    if (!card) throw new Error('no card');
    const { log } = play(s, [{ type: 'reserve', card }]);
    const last = lastTurn(log);
    expect(last?.seat).toBe(first);
    expect(last?.events.map((e) => e.type)).toEqual(['cardReserved']);
    expect(last?.revealed.size).toBe(1);
    expect(last?.revealed.has(card)).toBe(false);
  });

  it("sinceLastTurn: the others' moves since the viewer last played, redacted as the viewer sees them", () => {
    const s = newGame(3);
    const me = s.current;
    const { log } = play(s, [
      { type: 'takeGems', gems: ['white', 'blue', 'green'] },
      { type: 'reserveDeck', deck: 'L1' },
      { type: 'takeGems', gems: ['red', 'black', 'white'] },
      { type: 'takeGems', gems: ['red', 'black', 'blue'] },
    ]);
    // The second player is to play again: since their last turn, the third and the first played.
    const second = (me + 1) % 3;
    expect(sinceLastTurn(eventsFor(log, second), second).map((e) => e.type)).toEqual(['gemsTaken', 'gemsTaken']);
    // The first player has just played: nothing since; the third saw only the first player's move since theirs.
    expect(sinceLastTurn(eventsFor(log, me), me)).toEqual([]);
    expect(sinceLastTurn(eventsFor(log, (me + 2) % 3), (me + 2) % 3).map((e) => e.type)).toEqual(['gemsTaken']);
    // The third player sees the second's blind reservation without its card (B3.3.3), as in the log.
    const third = (me + 2) % 3;
    const upToThird = log.slice(
      0,
      log.findIndex((e) => e.type === 'turnStarted' && e.seat === me),
    );
    const seen = sinceLastTurn(eventsFor(upToThird, third), third);
    const reserved = seen.find((e) => e.type === 'cardReserved');
    const real = log.find((e) => e.type === 'cardReserved');
    expect(reserved?.type).toBe('cardReserved');
    expect(reserved && 'card' in reserved ? reserved.card : undefined).not.toBe(
      real && 'card' in real ? real.card : undefined,
    );
  });

  it('hadTurn: false until the viewer has finished a turn of their own', () => {
    const s = newGame(3);
    const me = s.current;
    expect(hadTurn([], me)).toBe(false);
    const { log } = play(s, [{ type: 'takeGems', gems: ['white', 'blue', 'green'] }]);
    // Mine is over; the next player's is under way and not finished.
    expect(hadTurn(log, me)).toBe(true);
    expect(hadTurn(log, (me + 1) % 3)).toBe(false);
    expect(hadTurn(log, (me + 2) % 3)).toBe(false);
  });
});
