/**
 * The open lobby (issue 52): rooms a host marked open when creating them, as
 * anyone may see them while they wait for players, and quick play.
 *
 * `lobby:watch` answers the list and subscribes the connection to its
 * changes (`lobby:room` for a room added or changed, `lobby:gone` when it
 * leaves: full, started or closed); `lobby:unwatch` ends that. `lobby:quickPlay`
 * seats the caller in the best-matching open room waiting for players, or
 * opens one; its answer is the same as a join's. An entry carries only public
 * facts: no seat tokens, no member ids, no hands.
 *
 * A later "rated" flag (issue 52, ratings) joins as one more field of
 * `OpenRoomInfo` and one more preference of `QuickPlaySchema`, both strict objects.
 */
import { z } from 'zod';
import { EDITIONS, MODULES } from '@kahroba/engine';
import type { Edition, ModuleId } from '@kahroba/engine';
import type { BotKind, TurnClockId } from './constants';
import { NameSchema } from './name';

/** The lobby lists at most so many rooms (the oldest waiting first). */
export const LOBBY_MAX_ROOMS = 100;

/** One seat as the lobby shows it: a person's (taken or free) or a computer player's, labelled with its level. */
export interface OpenSeatInfo {
  kind: 'human' | 'bot';
  bot: BotKind | null;
  /** A person sits here (always true for a computer player's seat). */
  taken: boolean;
}

/** An open room waiting for players, as anyone sees it in the lobby. */
export interface OpenRoomInfo {
  code: string;
  /** The host's display name. */
  host: string;
  /** When the room was opened (epoch ms): the oldest waiting comes first. */
  createdAt: number;
  modules: ModuleId[];
  edition: Edition;
  clock: TurnClockId;
  hints: boolean;
  seats: OpenSeatInfo[];
}

export interface LobbyList {
  rooms: OpenRoomInfo[];
}

/** Quick play: the caller's name and, optionally, what they would rather play. */
export const QuickPlaySchema = z
  .object({
    name: NameSchema,
    /** Preferred number of players (2–4). */
    players: z.number().int().min(2).max(4).optional(),
    /** Preferred modules (empty: the base game). */
    modules: z
      .array(z.enum(MODULES))
      .max(4)
      .refine((m) => new Set(m).size === m.length, 'modules must be distinct')
      .optional(),
    edition: z.enum(EDITIONS).optional(),
  })
  .strict();
export type QuickPlayPayload = z.input<typeof QuickPlaySchema>;

export const LOBBY_REQUEST_SCHEMAS = {
  'lobby:watch': z.object({}).strict(),
  'lobby:unwatch': z.object({}).strict(),
  'lobby:quickPlay': QuickPlaySchema,
} as const;
export type LobbyRequestName = keyof typeof LOBBY_REQUEST_SCHEMAS;
export const isLobbyRequest = (name: string): name is LobbyRequestName => name in LOBBY_REQUEST_SCHEMAS;

/** The free seats people may take in an entry. */
export const freeSeats = (room: OpenRoomInfo): number =>
  room.seats.filter((s) => s.kind === 'human' && !s.taken).length;
