/**
 * The room's requests (client → server): the zod schema of each payload, the
 * server's first check, and the payload types built from them. Re-exported by
 * index.ts with everything else of the protocol.
 */
import { z } from 'zod';
import { ActionSchema, EDITIONS, MODULES } from '@kahroba/engine';
import {
  BOT_KINDS,
  CODE_LENGTH,
  DEFAULT_BOT_KIND,
  DEFAULT_TURN_CLOCK,
  readBotKind,
  INTENT_ID_MAX,
  ROOM_CODE,
  TOKEN_MAX,
  TURN_CLOCKS,
} from './constants';
import { ActingSeat } from './acting-seat';
import { AlsoTokensSchema } from './acting';

/* ------------------------------------------------------------------ */
/* Request payloads (client → server)                                  */
/* ------------------------------------------------------------------ */

export { NameSchema } from './name';
import { NameSchema } from './name';

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
    /** Listed in the open lobby while it waits for players (lobby.ts); the server may have the lobby off (LOBBY_CLOSED). */
    open: z.boolean().default(false),
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
    /** With `token`: the tokens of the other seats this device holds (acting.ts), restored with it. */
    also: AlsoTokensSchema.optional(),
  })
  .strict()
  .refine((p) => p.also === undefined || p.token !== undefined, { message: 'also needs token', path: ['also'] });

/* `as` in a request made in a room: the seat it is made for, on a device holding several (acting.ts). */
export const RoomSitSchema = z.object({ seat: SeatIndex.nullable(), as: ActingSeat }).strict();
export const RoomSetSeatSchema = z
  .object({
    seat: SeatIndex,
    kind: z.enum(['human', 'bot']),
    bot: BotKindSchema,
    as: ActingSeat,
  })
  .strict();
export const RoomKickSchema = z.object({ seat: SeatIndex, as: ActingSeat }).strict();
/** A spectator, in the lobby: asks the host for a seat (or takes the wish back). */
export const RoomAskSeatSchema = z.object({ want: z.boolean(), as: ActingSeat }).strict();
/** Host, in the lobby: a computer player's seat goes to a spectator, who sits there at once. */
export const RoomGiveSeatSchema = z
  .object({ seat: SeatIndex, memberId: z.string().min(1).max(64), as: ActingSeat })
  .strict();
/** Host, in the lobby: the room's turn clock and the level that moves for a seat whose time ran out. */
export const RoomSetClockSchema = z.object({ clock: TurnClockSchema, standIn: BotKindSchema, as: ActingSeat }).strict();
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
    /** The seat acting, on a device that holds several (acting.ts); refused NOT_YOUR_SEAT if not held. */
    as: ActingSeat,
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
