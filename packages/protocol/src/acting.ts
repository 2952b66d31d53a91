/**
 * A device holding several seats of one room (a mixed table: docs/ARCHITECTURE.md
 * "Several seats on one device"). Every request made in a room may name the
 * seat it is made for (`as`); without it, it speaks for the member the
 * connection joined as. The server refuses a seat the connection does not hold
 * with `NOT_YOUR_SEAT`, before anything changes.
 *
 * - `room:addSeat` (lobby only): one more person on this connection, with a
 *   name and seat of their own (a member with their own token: their own
 *   player in the record, My games and the statistics).
 * - `room:join { token, also }`: a rejoin presenting the other seats' tokens
 *   restores every seat the device held.
 * - `game:focus { seat }`: whose view this device is sent (the pass screen
 *   confirmed); null hides every seat's secrets. While another seat of the
 *   device is to act, only that seat may be chosen (`PASS_THE_DEVICE`).
 */
import { z } from 'zod';
import type { Seat } from '@kahroba/engine';
import { MAX_LOCAL_SEATS, NAME_MAX, TOKEN_MAX, cleanName } from './constants';
import type { RoomInfo } from './room-info';

export { ActingOnlySchema, ActingSeat } from './acting-seat';
import type { ActingOnlySchema } from './acting-seat';

const Seat = z.number().int().min(0).max(3);

export const RoomAddSeatSchema = z
  .object({
    name: z.string().max(200).transform(cleanName).pipe(z.string().min(1).max(NAME_MAX)),
    /** A free seat open to people; absent: the first free one. */
    seat: Seat.optional(),
  })
  .strict();

/** The other seats' tokens presented with `room:join { token }` (distinct, at most the rest of a table). */
export const AlsoTokensSchema = z
  .array(
    z
      .string()
      .min(16)
      .max(TOKEN_MAX)
      .regex(/^[A-Za-z0-9_-]+$/),
  )
  .min(1)
  .max(MAX_LOCAL_SEATS - 1)
  .refine((t) => new Set(t).size === t.length, 'tokens must be distinct');

export const GameFocusSchema = z.object({ seat: Seat.nullable() }).strict();

export type ActingOnlyPayload = z.input<typeof ActingOnlySchema>;
export type RoomAddSeatPayload = z.input<typeof RoomAddSeatSchema>;
export type GameFocusPayload = z.input<typeof GameFocusSchema>;

/** The answer to `room:addSeat`: the new seat's own token (kept on the device beside the first one's). */
export interface AddedSeatData {
  token: string;
  memberId: string;
  seat: Seat;
  room: RoomInfo;
}
