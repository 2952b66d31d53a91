/**
 * The shapes of the players' answers (packages/protocol/src/players.ts), as
 * the page checks them before it reads one: an answer of another shape is a
 * failure, never half read. zod/mini, so the check costs the page little.
 */
import * as z from 'zod/mini';
import { EDITIONS, MODULES } from '@kahroba/engine';
import { BOT_KINDS } from '@kahroba/protocol/constants';
import type {
  AttachedData,
  AuthenticationOptions,
  PlayerGame,
  PlayerInfo,
  RegistrationOptions,
} from '@kahroba/protocol';

const seat = z.number().check(z.int(), z.nonnegative());
const epoch = z.number().check(z.nonnegative());
const descriptor = z.object({
  id: z.string(),
  type: z.literal('public-key'),
  transports: z.optional(z.array(z.enum(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb']))),
});
const extensions = z.optional(z.record(z.string(), z.unknown()));
const userVerification = z.optional(z.enum(['discouraged', 'preferred', 'required']));

export const PlayerInfoSchema: z.ZodMiniType<PlayerInfo> = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string().check(z.minLength(1)),
  createdAt: epoch,
});

export const AttachedSchema: z.ZodMiniType<AttachedData> = z.object({ attached: seat });

export const RegistrationOptionsSchema: z.ZodMiniType<RegistrationOptions> = z.object({
  rp: z.object({ name: z.string(), id: z.optional(z.string()) }),
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
  challenge: z.string().check(z.minLength(1)),
  pubKeyCredParams: z.array(z.object({ alg: z.number(), type: z.literal('public-key') })),
  timeout: z.optional(z.number()),
  excludeCredentials: z.optional(z.array(descriptor)),
  authenticatorSelection: z.optional(
    z.object({
      authenticatorAttachment: z.optional(z.enum(['platform', 'cross-platform'])),
      requireResidentKey: z.optional(z.boolean()),
      residentKey: z.optional(z.enum(['discouraged', 'preferred', 'required'])),
      userVerification,
    }),
  ),
  attestation: z.optional(z.enum(['direct', 'enterprise', 'indirect', 'none'])),
  extensions,
});

export const AuthenticationOptionsSchema: z.ZodMiniType<AuthenticationOptions> = z.object({
  challenge: z.string().check(z.minLength(1)),
  timeout: z.optional(z.number()),
  rpId: z.optional(z.string()),
  allowCredentials: z.optional(z.array(descriptor)),
  userVerification,
  extensions,
});

const player = z.object({
  seat,
  kind: z.enum(['human', 'bot']),
  bot: z.nullable(z.enum(BOT_KINDS)),
  name: z.nullable(z.string()),
});

export const PlayerGameSchema: z.ZodMiniType<PlayerGame> = z.object({
  code: z.string().check(z.regex(/^[A-Za-z0-9]{4,12}$/u)),
  seat,
  playedAs: z.string(),
  gameNo: z.number().check(z.int(), z.positive()),
  status: z.enum(['playing', 'finished']),
  players: z.nullable(z.array(player)),
  playerCount: z.number().check(z.int(), z.positive()),
  modules: z.array(z.enum(MODULES)),
  edition: z.enum(EDITIONS),
  toAct: z.nullable(seat),
  winners: z.nullable(z.array(seat)),
  prestige: z.nullable(z.array(z.number())),
  actions: z.number().check(z.int(), z.nonnegative()),
  startedAt: epoch,
  lastMoveAt: epoch,
  finishedAt: z.nullable(epoch),
});

export const PlayerGamesSchema: z.ZodMiniType<PlayerGame[]> = z.array(PlayerGameSchema);
export const NullSchema: z.ZodMiniType<null> = z.null();
