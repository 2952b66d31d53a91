/**
 * A new room from `room:create`, before it has a code: the host's seat, a
 * stacked set-up checked at once (TEST_MODE), and the document the room
 * starts with. rooms.ts `create` adds the code, the per-address cap and the
 * first save.
 */
import { createGame } from '@kahroba/engine';
import type { Seat } from '@kahroba/engine';
import type { RoomCreateSchema } from '@kahroba/protocol';
import type { z } from 'zod';
import { engineRefusal, refuse } from '../errors';
import type { StoredRoom } from '../store/store';

export type CreateRoomInput = z.output<typeof RoomCreateSchema>;

/** The seat the creator takes: the one asked for (a person's seat, else BAD_SEAT), by default the first person's seat, or none. */
export function hostSeatOf(input: CreateRoomInput): Seat | null {
  if (input.hostSeat === null) return null;
  if (input.hostSeat !== undefined) {
    if (input.seats[input.hostSeat]?.kind !== 'human') throw refuse('BAD_SEAT');
    return input.hostSeat;
  }
  const first = input.seats.findIndex((s) => s.kind === 'human');
  return first === -1 ? null : first;
}

/** A stacked set-up is checked now, not at the start (engine BAD_SETUP). */
export function checkStackedSetup(input: CreateRoomInput): void {
  if (input.test?.setup === undefined) return;
  const check = createGame({
    players: input.seats.length,
    seed: input.test.seed ?? 'check',
    modules: input.modules,
    edition: input.edition,
    firstPlayer: input.test.firstPlayer,
    setup: input.test.setup,
  });
  if (!check.ok) throw engineRefusal(check.error);
}

/** The room's document before anyone joins: its settings and seats, in the lobby, no game yet. */
export function newRoomDoc(code: string, input: CreateRoomInput, address: string, now: number): StoredRoom {
  return {
    code,
    createdAt: now,
    address,
    hostMemberId: '',
    settings: {
      players: input.seats.length,
      modules: input.modules,
      edition: input.edition,
      clock: input.clock,
      standIn: input.standIn,
      hints: input.hints,
    },
    seats: input.seats.map((s) =>
      s.kind === 'bot' ? { kind: 'bot', bot: s.bot, takenOver: false } : { kind: 'human', bot: null, takenOver: false },
    ),
    members: [],
    status: 'lobby',
    gameNo: 1,
    gameId: null,
    test: input.test,
  };
}
