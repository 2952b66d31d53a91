/**
 * @kahroba/protocol — the one module of typed Socket.IO events shared by the
 * server (apps/server) and the web client (apps/web).
 *
 * Every request is `emit(name, payload, ack)`; the server checks the payload
 * with the zod schema below first and always answers through `ack` with
 * `{ ok: true, data } | { ok: false, error: { code, message, rule? } }`.
 * Pushes from the server (`room:update`, `game:update`, `room:kicked`) carry
 * only what that person may see: the game part is always the engine's
 * `viewFor(state, seat | 'spectator')` plus `eventsFor(events, viewer)`.
 */
import { z } from 'zod';
import type { ErrorCode as EngineErrorCode } from '@kahroba/engine';
import type { ProtocolErrorCode } from './constants';
import { GameUndoSchema, TakeBackAnswerSchema } from './undo';
import { GameHintSchema } from './hints';
import type { GameHintPayload, HintedData, ServedRecord } from './hints';
import type { GameUndoPayload, TakeBackAnswerPayload, TakeBackInfo, UndoneData } from './undo';
import { CHAT_REQUEST_SCHEMAS } from './chat';
import { LOBBY_REQUEST_SCHEMAS } from './lobby';
import type { LobbyList, OpenRoomInfo, QuickPlayPayload } from './lobby';
import { ActingOnlySchema, GameFocusSchema, RoomAddSeatSchema } from './acting';
import type { ActingOnlyPayload, AddedSeatData, GameFocusPayload, RoomAddSeatPayload } from './acting';
import { MAX_TURN_ROOMS } from './games';
import type { ChatMessage, ChatMutePayload, ChatSendPayload, ChatSetEnabledPayload, ChatSnapshot } from './chat';

/* ------------------------------------------------------------------ */
/* Vocabulary and limits (dependency-free: @kahroba/protocol/constants) */
/* ------------------------------------------------------------------ */

export * from './constants';
export * from './chat';
export * from './lobby';
export * from './players';
export * from './patch';
import type { GamePatch } from './patch';
export type { GameUpdate, SentEvent } from './update';
import type { GameUpdate } from './update';

export type ErrorCode = ProtocolErrorCode | EngineErrorCode;

export interface ProtocolError {
  code: ErrorCode;
  message: string;
  /** The rule id (RULES.md) an engine refusal enforces. */
  rule?: string;
}

export type Ack<T> = { ok: true; data: T } | { ok: false; error: ProtocolError };
export type AckFn<T> = (answer: Ack<T>) => void;

export * from './room-requests';
import {
  CodeSchema,
  TokenSchema,
  RoomCreateSchema,
  RoomJoinSchema,
  RoomSitSchema,
  RoomSetSeatSchema,
  RoomKickSchema,
  RoomAskSeatSchema,
  RoomGiveSeatSchema,
  RoomSetClockSchema,
  EmptySchema,
  GameActSchema,
} from './room-requests';
import type {
  EmptyPayload,
  GameActPayload,
  RoomCreatePayload,
  RoomJoinPayload,
  RoomSitPayload,
  RoomSetSeatPayload,
  RoomKickPayload,
  RoomAskSeatPayload,
  RoomGiveSeatPayload,
  RoomSetClockPayload,
} from './room-requests';

/* ------------------------------------------------------------------ */
/* What the server sends                                               */
/* ------------------------------------------------------------------ */

export type { MemberInfo, RoomInfo, RoomSettings, RoomSummary, SeatInfo } from './room-info';
import type { RoomInfo } from './room-info';

export interface JoinedData {
  /** Keep it (localStorage): presenting it again gives the same place back. */
  token: string;
  room: RoomInfo;
  /** The current game for this viewer, when one is running or finished. */
  game: GameUpdate | null;
  /** The room's chat as this member sees it (chat.ts). */
  chat: ChatSnapshot;
}

export interface ActedData {
  version: number;
  /** The same intent id was already applied: nothing was done again. */
  duplicate: boolean;
}

/** Client → server. Each request is acknowledged. */
export interface ClientToServerEvents {
  'room:create': (payload: RoomCreatePayload, ack: AckFn<JoinedData>) => void;
  'room:join': (payload: RoomJoinPayload, ack: AckFn<JoinedData>) => void;
  'room:sit': (payload: RoomSitPayload, ack: AckFn<RoomInfo>) => void;
  'room:setSeat': (payload: RoomSetSeatPayload, ack: AckFn<RoomInfo>) => void;
  'room:kick': (payload: RoomKickPayload, ack: AckFn<RoomInfo>) => void;
  'room:askSeat': (payload: RoomAskSeatPayload, ack: AckFn<RoomInfo>) => void;
  'room:giveSeat': (payload: RoomGiveSeatPayload, ack: AckFn<RoomInfo>) => void;
  'room:setClock': (payload: RoomSetClockPayload, ack: AckFn<RoomInfo>) => void;
  /** A player whose seat a computer player holds (time-outs or away) takes it back. */
  'room:reclaim': (payload: ActingOnlyPayload, ack: AckFn<RoomInfo>) => void;
  'room:start': (payload: ActingOnlyPayload, ack: AckFn<GameUpdate>) => void;
  'room:rematch': (payload: ActingOnlyPayload, ack: AckFn<GameUpdate>) => void;
  /** One more person on this device (acting.ts): lobby only, a seat and token of their own. */
  'room:addSeat': (payload: RoomAddSeatPayload, ack: AckFn<AddedSeatData>) => void;
  /** A device holding several seats: whose view it is sent from now on (the pass screen confirmed). */
  'game:focus': (payload: GameFocusPayload, ack: AckFn<GameUpdate>) => void;
  'game:act': (payload: GameActPayload, ack: AckFn<ActedData>) => void;
  'game:sync': (payload: EmptyPayload, ack: AckFn<GameUpdate>) => void;
  'game:record': (payload: EmptyPayload, ack: AckFn<ServedRecord>) => void;
  /** RULINGS R12 (undo.ts): undo alone with computers, or ask the others for a take-back. */
  'game:undo': (payload: GameUndoPayload, ack: AckFn<UndoneData>) => void;
  'game:takeBackAnswer': (payload: TakeBackAnswerPayload, ack: AckFn<TakeBackInfo>) => void;
  /** A seated player asks for a hint (hints.ts): counted, and shown to the table, where the room allows hints. */
  'game:hint': (payload: GameHintPayload, ack: AckFn<HintedData>) => void;
  'chat:send': (payload: ChatSendPayload, ack: AckFn<ChatMessage>) => void;
  'chat:mute': (payload: ChatMutePayload, ack: AckFn<ChatSnapshot>) => void;
  'chat:setEnabled': (payload: ChatSetEnabledPayload, ack: AckFn<ChatSnapshot>) => void;
  /** The open lobby (lobby.ts): the list, and its changes pushed until `lobby:unwatch` or the connection ends. */
  'lobby:watch': (payload: EmptyPayload, ack: AckFn<LobbyList>) => void;
  'lobby:unwatch': (payload: EmptyPayload, ack: AckFn<null>) => void;
  /** A seat in the best-matching open room waiting for players, or a new open room: answered as a join. */
  'lobby:quickPlay': (payload: QuickPlayPayload, ack: AckFn<JoinedData>) => void;
}

/** Server → client pushes. */
export interface ServerToClientEvents {
  'room:update': (room: RoomInfo) => void;
  'game:update': (update: GameUpdate) => void;
  /** What changed in this member's view since the version it holds (patch.ts); a gap asks for `game:sync`. */
  'game:patch': (patch: GamePatch) => void;
  'room:kicked': (info: { code: string }) => void;
  /** A take-back request and each change of it (undo.ts). */
  'game:takeBack': (info: TakeBackInfo) => void;
  'chat:message': (message: ChatMessage) => void;
  'chat:sync': (chat: ChatSnapshot) => void;
  /** To a connection watching the open lobby: a room listed or changed, and a room that left the list. */
  'lobby:room': (room: OpenRoomInfo) => void;
  'lobby:gone': (info: { code: string }) => void;
}

export type RequestName = keyof ClientToServerEvents;

/** The schema of every request, by name: the server checks each payload with it. */
export const REQUEST_SCHEMAS = {
  'room:create': RoomCreateSchema,
  'room:join': RoomJoinSchema,
  'room:sit': RoomSitSchema,
  'room:setSeat': RoomSetSeatSchema,
  'room:kick': RoomKickSchema,
  'room:askSeat': RoomAskSeatSchema,
  'room:giveSeat': RoomGiveSeatSchema,
  'room:setClock': RoomSetClockSchema,
  'room:reclaim': ActingOnlySchema,
  'room:start': ActingOnlySchema,
  'room:rematch': ActingOnlySchema,
  'room:addSeat': RoomAddSeatSchema,
  'game:focus': GameFocusSchema,
  'game:act': GameActSchema,
  'game:sync': EmptySchema,
  'game:record': EmptySchema,
  'game:undo': GameUndoSchema,
  'game:takeBackAnswer': TakeBackAnswerSchema,
  'game:hint': GameHintSchema,
  ...CHAT_REQUEST_SCHEMAS,
  ...LOBBY_REQUEST_SCHEMAS,
} as const satisfies Record<RequestName, z.ZodType>;
export type { GamePlayer, GameSummary, RoomTurn } from './games';
export { MAX_TURN_ROOMS } from './games';

/**
 * `POST /api/turns`: the rooms a page holds seats in, each with its seat
 * token. The server answers only for rooms whose token is right, so the list
 * cannot be used to find out which codes exist.
 */
export const TurnsRequestSchema = z
  .object({
    rooms: z
      .array(z.object({ code: CodeSchema, token: TokenSchema }).strict())
      .min(1)
      .max(MAX_TURN_ROOMS),
  })
  .strict();
export * from './undo';
export * from './acting';
export * from './hints';
export type { TurnClockInfo } from './clock';
