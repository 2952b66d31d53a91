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
import { ActionSchema, EDITIONS, MODULES } from '@kahroba/engine';
import type { ErrorCode as EngineErrorCode } from '@kahroba/engine';
import {
  BOT_KINDS,
  CODE_LENGTH,
  DEFAULT_BOT_KIND,
  DEFAULT_TURN_CLOCK,
  readBotKind,
  INTENT_ID_MAX,
  NAME_MAX,
  ROOM_CODE,
  TOKEN_MAX,
  TURN_CLOCKS,
  cleanName,
} from './constants';
import type { ProtocolErrorCode } from './constants';
import { GameUndoSchema, TakeBackAnswerSchema } from './undo';
import { GameHintSchema } from './hints';
import type { GameHintPayload, HintedData, ServedRecord } from './hints';
import type { GameUndoPayload, TakeBackAnswerPayload, TakeBackInfo, UndoneData } from './undo';
import { CHAT_REQUEST_SCHEMAS } from './chat';
import { MAX_TURN_ROOMS } from './games';
import type { ChatMessage, ChatMutePayload, ChatSendPayload, ChatSetEnabledPayload, ChatSnapshot } from './chat';

/* ------------------------------------------------------------------ */
/* Vocabulary and limits (dependency-free: @kahroba/protocol/constants) */
/* ------------------------------------------------------------------ */

export * from './constants';
export * from './chat';
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

/* ------------------------------------------------------------------ */
/* Request payloads (client → server)                                  */
/* ------------------------------------------------------------------ */

/**
 * Invisible characters a name must not carry: controls (Cc) and format
 * characters (Cf: zero-width space and joiner, LRM/RLM/ALM, bidi embeddings,
 * overrides and isolates, word joiner, BOM, soft hyphen, tags). The one
 * exception is ZWNJ (U+200C), which Persian spelling needs ("می‌خواهم").
 */
/** A display name: cleaned (`cleanName`), 1–24 characters. */
export const NameSchema = z.string().max(200).transform(cleanName).pipe(z.string().min(1).max(NAME_MAX));

/** A room code, case-insensitive on input. */
export const CodeSchema = z
  .string()
  .max(32)
  .transform((s) => s.trim().toUpperCase())
  .pipe(z.string().length(CODE_LENGTH).regex(ROOM_CODE));

export const TokenSchema = z
  .string()
  .min(16)
  .max(TOKEN_MAX)
  .regex(/^[A-Za-z0-9_-]+$/);
const SeatIndex = z.number().int().min(0).max(3);

/** A computer seat's level; the kinds of older clients ('random', 'greedy') are read as 'easy' and 'normal'. */
export const BotKindSchema = z.preprocess(readBotKind, z.enum(BOT_KINDS)).default(DEFAULT_BOT_KIND);

export const TurnClockSchema = z.enum(TURN_CLOCKS).default(DEFAULT_TURN_CLOCK);

export const SeatPlanSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('human') }).strict(),
  z.object({ kind: z.literal('bot'), bot: BotKindSchema }).strict(),
]);
export type SeatPlan = z.output<typeof SeatPlanSchema>;

export const RoomCreateSchema = z
  .object({
    name: NameSchema,
    /** One entry a seat, 2–4 seats (B2.1). */
    seats: z.array(SeatPlanSchema).min(2).max(4),
    modules: z
      .array(z.enum(MODULES))
      .max(4)
      .default([])
      .refine((m) => new Set(m).size === m.length, 'modules must be distinct'),
    edition: z.enum(EDITIONS).default('kahroba'),
    /** The creator's seat; default: the first human seat; null: watch as host. */
    hostSeat: SeatIndex.nullable().optional(),
    /** The turn clock (none by default) and the level of the computer player that moves for a seat whose time ran out. */
    clock: TurnClockSchema,
    standIn: BotKindSchema,
    /** Whether seated players may ask the expert for a hint during the game (hints.ts); off by default. */
    hints: z.boolean().default(false),
    /** TEST_MODE only: a fixed seed, first player and stacked set-up (engine `StackedSetup`, checked by `createGame`). */
    test: z
      .object({
        seed: z.string().min(1).max(64).optional(),
        firstPlayer: SeatIndex.optional(),
        setup: z.record(z.string(), z.unknown()).optional(),
        /** Shorter times for the room's clock (its kind stays the one chosen), so a browser test can see a turn run out. */
        clockMs: z
          .object({ turnMs: z.number().int().min(100).max(600_000), reserveMs: z.number().int().min(0).max(600_000) })
          .strict()
          .optional(),
      })
      .strict()
      .optional(),
  })
  .strict();

export const RoomJoinSchema = z
  .object({
    code: CodeSchema,
    /** Needed when joining for the first time; ignored when a token is presented. */
    name: NameSchema.optional(),
    /** The secret seat token from an earlier join: gives the same place back. */
    token: TokenSchema.optional(),
    /** A seat to take; null: watch as spectator; absent: the first free seat, else spectator. */
    seat: SeatIndex.nullable().optional(),
    /** Watching a room whose seats are all taken, and asking the host for one (`room:askSeat`). */
    wantsSeat: z.boolean().optional(),
  })
  .strict();

export const RoomSitSchema = z.object({ seat: SeatIndex.nullable() }).strict();
export const RoomSetSeatSchema = z
  .object({
    seat: SeatIndex,
    kind: z.enum(['human', 'bot']),
    bot: BotKindSchema,
  })
  .strict();
export const RoomKickSchema = z.object({ seat: SeatIndex }).strict();
/** A spectator, in the lobby: asks the host for a seat (or takes the wish back). */
export const RoomAskSeatSchema = z.object({ want: z.boolean() }).strict();
/** Host, in the lobby: a computer player's seat goes to a spectator, who sits there at once. */
export const RoomGiveSeatSchema = z.object({ seat: SeatIndex, memberId: z.string().min(1).max(64) }).strict();
/** Host, in the lobby: the room's turn clock and the level that moves for a seat whose time ran out. */
export const RoomSetClockSchema = z.object({ clock: TurnClockSchema, standIn: BotKindSchema }).strict();
export const EmptySchema = z.object({}).strict();

export const GameActSchema = z
  .object({
    /** `view.version` the intent was made against: a stale intent is refused. */
    version: z.number().int().min(0),
    /** A client-chosen id: a repeated intent is answered again, never applied twice. */
    intentId: z.string().min(1).max(INTENT_ID_MAX),
    /** Optional `GameUpdate.gameNo`: an intent made in an earlier game of the room (before a rematch) is stale. */
    gameNo: z.number().int().min(1).optional(),
    action: ActionSchema,
  })
  .strict();

export type RoomCreatePayload = z.input<typeof RoomCreateSchema>;
export type RoomJoinPayload = z.input<typeof RoomJoinSchema>;
export type RoomSitPayload = z.input<typeof RoomSitSchema>;
export type RoomSetSeatPayload = z.input<typeof RoomSetSeatSchema>;
export type RoomKickPayload = z.input<typeof RoomKickSchema>;
export type RoomAskSeatPayload = z.input<typeof RoomAskSeatSchema>;
export type RoomGiveSeatPayload = z.input<typeof RoomGiveSeatSchema>;
export type RoomSetClockPayload = z.input<typeof RoomSetClockSchema>;
export type EmptyPayload = z.input<typeof EmptySchema>;
export type GameActPayload = z.input<typeof GameActSchema>;

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
  'room:reclaim': (payload: EmptyPayload, ack: AckFn<RoomInfo>) => void;
  'room:start': (payload: EmptyPayload, ack: AckFn<GameUpdate>) => void;
  'room:rematch': (payload: EmptyPayload, ack: AckFn<GameUpdate>) => void;
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
  'room:reclaim': EmptySchema,
  'room:start': EmptySchema,
  'room:rematch': EmptySchema,
  'game:act': GameActSchema,
  'game:sync': EmptySchema,
  'game:record': EmptySchema,
  'game:undo': GameUndoSchema,
  'game:takeBackAnswer': TakeBackAnswerSchema,
  'game:hint': GameHintSchema,
  ...CHAT_REQUEST_SCHEMAS,
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
export * from './hints';
export type { TurnClockInfo } from './clock';
