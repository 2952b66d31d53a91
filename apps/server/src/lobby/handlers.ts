/**
 * The open lobby's requests (protocol lobby.ts), run by transport/sockets.ts
 * like every request (rate limit, zod check, one answer):
 * `lobby:watch` / `lobby:unwatch`, and `lobby:quickPlay`, which goes through
 * the ordinary `room:join` and `room:create` (so the per-address join limit
 * and rooms cap apply, and with several nodes the join goes to the room's node).
 */
import type { RoomCreateSchema } from '@kahroba/protocol';
import type { JoinedData, LobbyList, QuickPlaySchema } from '@kahroba/protocol';
import type { z } from 'zod';
import { AppError } from '../errors';
import type { ServerSocket } from '../socket-types';
import { firstFreeSeat, rankForQuickPlay } from './entries';
import { LOBBY_CHANNEL } from './feed';
import type { OpenLobby } from './feed';

/** Runs a room request as if the connection had sent it (parsed with its schema first). */
export type RunRoomRequest = (
  socket: ServerSocket,
  name: 'room:join' | 'room:create',
  payload: unknown,
) => Promise<JoinedData>;

/** Rooms quick play tries before it opens one (each try takes one join from the address's limit). */
export const QUICK_PLAY_TRIES = 3;
/** A room quick play opens: two people, the base game of the edition asked, a minute a turn (strangers wait no longer). */
export const QUICK_PLAY_DEFAULTS = { players: 2, clock: 'turn1m' } as const;

/** The room changed between the list and the join: the next one is tried. */
const NEXT_ROOM = new Set(['SEAT_TAKEN', 'ROOM_STARTED', 'BAD_SEAT', 'ROOM_FULL', 'NAME_TAKEN', 'UNKNOWN_ROOM']);

export function lobbyHandlers(lobby: OpenLobby, run: RunRoomRequest) {
  return {
    'lobby:watch': async (socket: ServerSocket): Promise<LobbyList> => {
      lobby.requireOn();
      // Joined before the list is read: a change committed meanwhile is pushed too (the client applies it after the list).
      await socket.join(LOBBY_CHANNEL);
      return { rooms: await lobby.list() };
    },
    'lobby:unwatch': async (socket: ServerSocket): Promise<null> => {
      await socket.leave(LOBBY_CHANNEL);
      return null;
    },
    'lobby:quickPlay': async (socket: ServerSocket, p: z.output<typeof QuickPlaySchema>): Promise<JoinedData> => {
      lobby.requireOn();
      const ranked = rankForQuickPlay(await lobby.list(), p).slice(0, QUICK_PLAY_TRIES);
      for (const room of ranked) {
        try {
          return await run(socket, 'room:join', { code: room.code, name: p.name, seat: firstFreeSeat(room) });
        } catch (e) {
          if (e instanceof AppError && NEXT_ROOM.has(e.error.code)) continue;
          throw e;
        }
      }
      const players = p.players ?? QUICK_PLAY_DEFAULTS.players;
      const create: z.input<typeof RoomCreateSchema> = {
        name: p.name,
        seats: Array.from({ length: players }, () => ({ kind: 'human' as const })),
        modules: p.modules ?? [],
        edition: p.edition ?? 'kahroba',
        clock: QUICK_PLAY_DEFAULTS.clock,
        open: true,
      };
      return run(socket, 'room:create', create);
    },
  };
}
