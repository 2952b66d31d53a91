/**
 * Helpers of the turn-clock tests: a two-person game with a clock on a fake
 * clock, letting the room's queued work and the computer player's timers run,
 * and playing one whole turn of a seat.
 */
import type { Seat } from '@kahroba/engine';
import type { TurnClockId } from '@kahroba/protocol';
import { chooseFrom, rngFrom } from '../harness';
import type { Client, FakeClock, TestServer } from '../harness';

export const START = 1_000_000;

export interface Table {
  code: string;
  a: Client;
  b: Client;
}

/** A (host, seat 0, first to play) and B (seat 1), the game started with `clock`. */
export async function clockedGame(
  person: (srv: TestServer) => Promise<Client>,
  srv: TestServer,
  clock: TurnClockId,
  seed = 'clock',
): Promise<Table> {
  const a = await person(srv);
  const { room } = await a.must('room:create', {
    name: 'Ana',
    seats: [{ kind: 'human' }, { kind: 'human' }],
    clock,
    standIn: 'easy',
    test: { seed, firstPlayer: 0 },
  });
  const b = await person(srv);
  await b.must('room:join', { code: room.code, name: 'Bo' });
  await a.must('room:start', {});
  await b.until(() => b.game?.clock !== undefined, 5000, 'b sees the clock');
  return { code: room.code, a, b };
}

/** The room if it is in memory (never loads it). */
export const openRoom = (srv: TestServer, code: string) => srv.server.rooms.all().find((r) => r.code === code);

/**
 * Lets everything due now happen: the room's queue, the promises of a
 * computer player's choice, and timers set for "now" by that work.
 */
export async function flush(clock: FakeClock, srv: TestServer, code: string): Promise<void> {
  for (let i = 0; i < 30; i++) {
    await openRoom(srv, code)?.queue.idle();
    await new Promise((r) => setImmediate(r));
    clock.advance(0);
  }
}

/** Moves the fake time on by `ms`, then lets what fell due run. */
export async function pass(clock: FakeClock, srv: TestServer, code: string, ms: number): Promise<void> {
  clock.advance(ms);
  await flush(clock, srv, code);
}

let intents = 0;

/** Plays the client's whole turn (its main action and any decision that follows), once it is its turn. */
export async function playTurn(c: Client, seed = 1): Promise<void> {
  const rng = rngFrom(seed);
  await c.until(() => c.game?.toAct === c.game?.seat, 5000, `turn of seat ${c.game?.seat ?? '?'}`);
  const seat = c.game?.seat as Seat;
  while (c.game?.toAct === seat) {
    const g = c.game;
    await c.must('game:act', { version: g.version, intentId: `t${intents++}`, action: chooseFrom(g.view, seat, rng) });
    await c.until(() => (c.game?.version ?? 0) > g.version, 5000, 'own move seen');
  }
}

/** Resolves once the client sees the game where `seat` is to act. */
export const turnOf = (c: Client, seat: Seat, what = `seat ${seat} to act`): Promise<void> =>
  c.until(() => c.game?.toAct === seat, 5000, what);
