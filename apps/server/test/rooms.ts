/**
 * What many test files set up the same way: a started two-seat game between
 * two people, a burst of room creations at once, a connection attempt's
 * refusal. Each takes the way its caller opens a client (`closedAfterEach`'s
 * `person`, a cluster node's, or a bare `client`), so the caller's own
 * clean-up still closes it.
 */
import type { RoomInfo, SeatPlan } from '@kahroba/protocol';
import { Client } from './harness';

/** Two people's seats: the plan a two-player room is created with. */
export const TWO_PEOPLE: SeatPlan[] = [{ kind: 'human' }, { kind: 'human' }];

export interface TwoPlayerGame {
  /** The room as the create answered it. */
  room: RoomInfo;
  /** The host, at seat 0. */
  a: Client;
  /** The guest, at seat 1. */
  b: Client;
}

/**
 * A creates a two-seat room with the test seed `seed` (A moves first unless
 * `firstPlayer` is null: then the seed decides), B joins seat 1, A starts.
 * Resolves once A's start is acknowledged (B's first update may still be on its way).
 */
export async function twoPlayerGame(
  open: () => Promise<Client>,
  seed: string,
  { names = ['A', 'B'], firstPlayer = 0 }: { names?: [string, string]; firstPlayer?: 0 | null } = {},
): Promise<TwoPlayerGame> {
  const a = await open();
  const { room } = await a.must('room:create', {
    name: names[0],
    seats: TWO_PEOPLE,
    test: firstPlayer === null ? { seed } : { seed, firstPlayer },
  });
  const b = await open();
  await b.must('room:join', { code: room.code, name: names[1] });
  await a.must('room:start', {});
  return { room, a, b };
}

/** Every person asks for `each` two-seat rooms, all at once; the answers in the order asked. */
export function createRoomsAtOnce(people: Client[], each: number) {
  return Promise.all(
    people.flatMap((p) =>
      Array.from({ length: each }, () => p.request('room:create', { name: 'R', seats: TWO_PEOPLE })),
    ),
  );
}

/** The refusal of a connection attempt (its error message, e.g. TOO_MANY_CONNECTIONS), or null when it connects. */
export async function connectError(
  url: string,
  headers?: Record<string, string>,
  transports: ('websocket' | 'polling')[] = ['websocket'],
): Promise<string | null> {
  const c = new Client(url, transports, headers);
  try {
    await c.connected();
    return null;
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  } finally {
    c.close();
  }
}
