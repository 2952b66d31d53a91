/**
 * @kahroba/protocol/constants — the protocol's vocabulary and limits with no
 * dependency at all (no zod, no engine), so a client can import them at run
 * time without pulling the schemas into its first bundle. `index.ts`
 * re-exports everything here and builds its schemas on these values.
 */

/** Room codes: 6 characters with no look-alikes (no 0/O, 1/I/L). */
export const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const CODE_LENGTH = 6;
export const NAME_MAX = 24;
/** Most seats one connection may hold (a device passed around a table: acting.ts). */
export const MAX_LOCAL_SEATS = 4;
export const INTENT_ID_MAX = 64;
export const TOKEN_MAX = 128;

/** A whole room code in canonical form (upper case): `ROOM_CODE.test('ABC234')`. */
export const ROOM_CODE = new RegExp(`^[${CODE_ALPHABET}]{${CODE_LENGTH}}$`);

/** The levels of a computer seat, weakest first (the engine's `BOT_LEVELS`). */
export const BOT_KINDS = ['easy', 'normal', 'hard', 'expert'] as const;
/** Which engine bot level plays a computer seat. */
export type BotKind = (typeof BOT_KINDS)[number];
export const DEFAULT_BOT_KIND: BotKind = 'normal';
/** Kinds saved before the levels existed: 'random' played like today's easiest level, 'greedy' was "normal". */
const LEGACY_BOT_KINDS: Readonly<Record<string, BotKind>> = { random: 'easy', greedy: 'normal' };
/** A stored or received kind read as a level: old names are mapped, anything else is returned unchanged (for the schema to judge). */
export const readBotKind = (x: unknown): unknown =>
  typeof x === 'string' && Object.hasOwn(LEGACY_BOT_KINDS, x) ? LEGACY_BOT_KINDS[x] : x;

/** Chat (chat.ts): the longest message in characters (code points) after cleaning, and how many a room keeps. */
export const CHAT_MAX = 200;
export const CHAT_HISTORY = 200;
/** The quick emotes, in the order the picker shows them. */
export const EMOTES = ['hello', 'wellPlayed', 'niceMove', 'thinking', 'hurry', 'oops', 'thanks', 'goodGame'] as const;
export type Emote = (typeof EMOTES)[number];
/**
 * A room's turn clock (docs/ARCHITECTURE.md, "Turn clocks"): none, a limit a turn
 * with a small reserve bank per player, or slow play over days.
 */
export const TURN_CLOCKS = ['none', 'turn30s', 'turn1m', 'turn3m', 'slow24h', 'slow72h'] as const;
export type TurnClockId = (typeof TURN_CLOCKS)[number];
export const DEFAULT_TURN_CLOCK: TurnClockId = 'none';
/** Each clock's own time a turn and the reserve each player may draw on once a turn's time has run out (ms). */
export const TURN_CLOCK_MS: Readonly<Record<Exclude<TurnClockId, 'none'>, { turnMs: number; reserveMs: number }>> = {
  turn30s: { turnMs: 30_000, reserveMs: 60_000 },
  turn1m: { turnMs: 60_000, reserveMs: 120_000 },
  turn3m: { turnMs: 180_000, reserveMs: 300_000 },
  slow24h: { turnMs: 86_400_000, reserveMs: 0 },
  slow72h: { turnMs: 259_200_000, reserveMs: 0 },
};
/** Time-outs in a row after which a seat stays with the computer player until its person comes back. */
export const TIMEOUTS_TO_STAY = 3;

export const ROOM_STATUSES = ['lobby', 'playing', 'finished'] as const;
export type RoomStatus = (typeof ROOM_STATUSES)[number];

/** Errors of the protocol itself; engine errors (which cite rule ids) pass through unchanged. */
export const PROTOCOL_ERRORS = {
  BAD_PAYLOAD: 'The request is not well formed.',
  UNKNOWN_ROOM: 'There is no room with that code.',
  NOT_IN_ROOM: 'Join a room first.',
  BAD_TOKEN: 'That seat token is not valid for this room.',
  NAME_REQUIRED: 'A display name is needed to join.',
  NAME_TAKEN: 'Someone in this room already has that name, or one that looks the same.',
  STALE_VERSION: 'The game has moved on since this intent was made.',
  RATE_LIMITED: 'Too many requests; slow down.',
  ROOM_FULL: 'The room is full.',
  SEAT_TAKEN: 'That seat is not free.',
  BAD_SEAT: 'There is no such seat open to people.',
  NOT_BOT_SEAT: 'Only a seat a computer player holds can be given to someone.',
  ALREADY_SEATED: 'That person already has a seat.',
  NOT_HOST: 'Only the host can do that.',
  ROOM_STARTED: 'The game has already started.',
  NOT_STARTED: 'The game has not started.',
  NOT_FINISHED: 'The game is not finished yet.',
  UNKNOWN_GAME: 'This room has no game with that number.',
  SEATS_NOT_FILLED: 'Every seat open to people must be taken before the start.',
  NOT_SEATED: 'You have no seat in this game.',
  BOT_SEAT: 'A computer player holds this seat.',
  NOT_AWAY: 'That player is not away.',
  AWAY_TOO_SHORT: 'That player has not been away long enough.',
  TOO_MANY_ROOMS: 'Too many rooms opened from this address.',
  TEST_MODE_ONLY: 'Stacked set-ups are allowed only in test mode.',
  SHUTTING_DOWN: 'The server is shutting down.',
  ROOM_MOVED: 'Another server now runs this room; nothing was changed. Send it again in a moment.',
  STORAGE_FAILED: 'The server could not save this; nothing was changed. Try again.',
  OVERLOADED: 'The server is busy; nothing was done. Try again in a moment.',
  UNAVAILABLE: 'The server cannot reach a service it needs just now; nothing was done. Try again in a moment.',
  INTERNAL: 'Something went wrong on the server.',
  TAKEBACK_PENDING: 'A take-back request is already waiting for answers.',
  NO_TAKEBACK: 'There is no such take-back request waiting for an answer.',
  NOT_A_VOTER: 'Only the other players at the table answer a take-back request.',
  TAKEBACK_REFUSED: 'The take-back was refused: nothing was changed.',
  TAKEBACK_EXPIRED: 'Not everyone accepted the take-back in time: nothing was changed.',
  TAKEBACK_STALE: 'The game moved on before the take-back was accepted: nothing was changed.',
  CHAT_OFF: 'The host has turned chat off in this room.',
  CHAT_EMPTY: 'The message is empty.',
  CHAT_TOO_LONG: 'The message is too long.',
  CHAT_TOO_FAST: 'You are sending messages too fast; wait a moment.',
  UNKNOWN_MEMBER: 'There is no such member in this room.',
  HINTS_OFF: 'The host did not allow hints in this room.',
  LOBBY_CLOSED: 'The host of this server has turned the open lobby off.',
  NOT_YOUR_SEAT: 'This connection does not hold that seat.',
  NO_FREE_SEAT: 'No seat open to people is free.',
  NOT_SHARED_DEVICE: 'Only a device that holds several seats chooses whose view it shows.',
  PASS_THE_DEVICE: 'Another seat of this device is to act: only its view may be shown.',
  // Players (players.ts): claimed names, passkeys and sessions over HTTP.
  ACCOUNTS_OFF: 'The host of this server has turned claiming names off.',
  FORBIDDEN_ORIGIN: 'This request came from a page this server does not serve.',
  NAME_CLAIMED: 'Someone has already claimed that name, or one that looks the same.',
  PASSKEY_REFUSED: 'The passkey could not be accepted for this site.',
  CHALLENGE_EXPIRED: 'This sign-in attempt has expired or was already used; start again.',
  NOT_SIGNED_IN: 'Sign in first.',
  ALREADY_ATTACHED: 'That seat is already attached to a name; nothing was changed.',
  ATTACH_FULL: 'This name holds as many seats as it may.',
} as const;
export type ProtocolErrorCode = keyof typeof PROTOCOL_ERRORS;
/**
 * Refusals that mean "nothing was done, the same request may succeed in a
 * moment" (a room changing nodes, a service the server needs not answering,
 * a busy server shedding load): a client sends the same request again after a
 * pause, so a shed intent is delayed, never lost to the player.
 */
export const RETRYABLE_ERRORS: readonly ProtocolErrorCode[] = ['ROOM_MOVED', 'UNAVAILABLE', 'OVERLOADED'];

/**
 * The version of the events and their payloads, bumped by a change an older
 * client cannot follow (an event renamed, a field it must send). A client
 * sends it in the handshake (`auth: { protocol }`); a server of another
 * version refuses the connection with HANDSHAKE_ERRORS.PROTOCOL_MISMATCH and
 * its own version (`data: { server }`), so an old page kept open across an
 * upgrade says so instead of failing request by request. Clients from before
 * the number send none and speak version 1.
 */
export const PROTOCOL_VERSION = 1;
/** Why a server refuses a connection at the handshake (the `connect_error` message); `data` says more. */
export const HANDSHAKE_ERRORS = {
  PROTOCOL_MISMATCH: 'This page and the server speak different versions: reload the page (data: { server }).',
  TOO_MANY_CONNECTIONS: 'Too many connections are open from this address; try again when one closes.',
} as const;
export type HandshakeErrorCode = keyof typeof HANDSHAKE_ERRORS;
/**
 * The response header in which every \`/api\` answer names the server's
 * PROTOCOL_VERSION: a page reads only answers of its own version (another
 * version may shape them differently); a missing header is version 1.
 */
export const PROTOCOL_HEADER = 'Kahroba-Protocol';
/** The protocol version a handshake's `auth` asks for: 1 when it names none, null when what it names is not a version. */
export function handshakeProtocol(auth: unknown): number | null {
  const v = typeof auth === 'object' && auth !== null ? (auth as { protocol?: unknown }).protocol : undefined;
  if (v === undefined) return 1;
  return typeof v === 'number' && Number.isSafeInteger(v) && v >= 1 ? v : null;
}

/** Socket.IO heartbeat: a dead connection is noticed within 9 s (ping every 4 s, 5 s to answer). */
export const HEARTBEAT = { pingInterval: 4_000, pingTimeout: 5_000 } as const;
/** Largest message the server accepts (bytes). */
export const MAX_MESSAGE_BYTES = 32_768;

/** `${origin}/r/CODE` */
export const roomLink = (origin: string, code: string): string => `${origin.replace(/\/+$/u, '')}/r/${code}`;

/** Control and invisible format characters (zero-width, bidi controls, BOM…), but ZWNJ, which Persian spelling needs. */
const UNSAFE_CHARS = /(?!\u200C)[\p{Cc}\p{Cf}]/gu;
/**
 * Combining marks kept on one character: enough for any script's spelling
 * (Persian and Arabic shadda with a vowel sign, Vietnamese, Devanagari, Thai
 * vowel and tone), while a letter with a tower of marks ("zalgo" text) would
 * draw over the lines around it.
 */
export const MAX_COMBINING_MARKS = 3;
const MARK_RUNS = new RegExp(`(\\p{M}{${MAX_COMBINING_MARKS}})\\p{M}+`, 'gu');
/**
 * Cleans a display name (and a chat message): invisible characters out, NFKC
 * (fullwidth and other compatibility forms folded), at most
 * MAX_COMBINING_MARKS combining marks on a character, spaces collapsed, trimmed.
 */
export const cleanName = (s: string): string =>
  s.replace(UNSAFE_CHARS, '').normalize('NFKC').replace(MARK_RUNS, '$1').replace(/\s+/gu, ' ').trim();

/** Hints by seat index in a game of `players` seats. */
export function hintCounts(used: readonly { seat: number }[], players: number): number[] {
  const counts = Array.from({ length: players }, () => 0);
  for (const h of used) if (h.seat >= 0 && h.seat < players) counts[h.seat] = (counts[h.seat] ?? 0) + 1;
  return counts;
}
