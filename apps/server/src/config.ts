/**
 * Server configuration from the environment, checked at start with zod so a
 * typo stops the server with a clear message instead of a strange runtime.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { originFor } from './addresses';
import { parseTrustProxy } from './client-address';
import { parseAllowedOrigins } from './origin';

const here = path.dirname(fileURLToPath(import.meta.url));
/** apps/server, both from src/ (tsx) and from dist/ (built). */
const packageRoot = path.resolve(here, '..');

const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
const bool = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

export const EnvSchema = z.object({
  PORT: int(0, 65_535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Only http(s): it is shown to people as a link. */
  PUBLIC_ORIGIN: z.url({ protocol: /^https?$/u }).optional(),
  BOT_DELAY_MS: int(0, 60_000).default(700),
  /** An away player's seat may go to a computer player, and an away host's role to another member, after this long. */
  AWAY_TAKEOVER_MS: int(0, 86_400_000).default(60_000),
  /** A room with no connection and no computer player to move leaves memory after this long (it stays in SQLite). */
  ROOM_IDLE_MS: int(1_000, 86_400_000).default(600_000),
  TEST_MODE: bool.default(false),
  WEB_DIST: z.string().min(1).default(path.resolve(packageRoot, '../web/dist')),
  /** Every action is fsynced before its acknowledgement with FULL; NORMAL survives a process crash but not a power cut. */
  DB_SYNCHRONOUS: z.enum(['FULL', 'NORMAL']).default('FULL'),
  /** Set: the store is PostgreSQL at this URL instead of SQLite in DATA_DIR (store/data-dir.ts). */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/\S+$/u, 'a postgres://… or postgresql://… URL')
    .optional(),
  /** Set: several nodes share this Redis (Socket.IO adapter, room leases, per-address limits; cluster/cluster.ts). Needs DATABASE_URL. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/\S+$/u, 'a redis://… or rediss://… URL')
    .optional(),
  /** How long a node's lease on a room lasts without renewal (renewed every third of it). */
  ROOM_LEASE_MS: int(1_000, 600_000).default(10_000),
  /** Rooms one address may create within ROOM_CREATE_WINDOW_MS (counted in the database). */
  MAX_ROOMS_PER_ADDRESS: int(1, 10_000).default(20),
  ROOM_CREATE_WINDOW_MS: int(1_000, 2_592_000_000).default(3_600_000),
  /** Hosts may mark a room open: listed on /lobby while it waits for players, and found by quick play (lobby/). */
  OPEN_LOBBY: bool.default(true),
  /** People may claim a name with a passkey and sign in on other devices (players/); off: every /api/players route answers ACCOUNTS_OFF. */
  ACCOUNTS: z
    .enum(['on', 'off', '1', '0', 'true', 'false', 'yes', 'no'])
    .transform((v) => v === 'on' || v === '1' || v === 'true' || v === 'yes')
    .default(true),
  /** Claim and sign-in attempts (and attaches) per address: burst, then so many a minute. */
  PLAYER_BURST: int(1, 100_000).default(10),
  PLAYER_PER_MINUTE: int(1, 1_000_000).default(10),
  /** A player's session lasts this many days from its sign-in. */
  PLAYER_SESSION_DAYS: int(1, 3_650).default(90),
  /** A room whose game never started is deleted after this long without a change. */
  LOBBY_EXPIRE_MS: int(60_000, 31_536_000_000).default(86_400_000),
  /** X-Forwarded-For is read only behind a proxy named here (Express `trust proxy` semantics); unset: never. */
  TRUST_PROXY: z.string().max(2_000).default(''),
  /** Web origins besides PUBLIC_ORIGIN and the served host that may open a connection (comma-separated). */
  ALLOWED_ORIGINS: z.string().max(10_000).default(''),
  /** Open Socket.IO connections from one address. */
  MAX_CONNECTIONS_PER_ADDRESS: int(1, 100_000).default(64),
  /** Joins per address (all its connections): burst, then so many a minute. */
  JOIN_BURST: int(1, 100_000).default(30),
  JOIN_PER_MINUTE: int(1, 1_000_000).default(60),
  /** Record downloads (HTTP) per address: burst, then so many a minute. */
  RECORD_BURST: int(1, 100_000).default(20),
  RECORD_PER_MINUTE: int(1, 1_000_000).default(60),
  /** Seats plus spectators. */
  MAX_ROOM_MEMBERS: int(2, 1_000).default(16),
  /** Token bucket per connection: burst size and refill per second. */
  RATE_BURST: int(1, 100_000).default(40),
  RATE_PER_SECOND: int(1, 100_000).default(20),
  /** Chat messages and emotes per member (all their connections): burst, then so many a minute. */
  CHAT_BURST: int(1, 1_000).default(5),
  CHAT_PER_MINUTE: int(1, 6_000).default(20),
  /** Requests a room may have waiting in its queue; the next gets OVERLOADED at once. */
  MAX_ROOM_QUEUE: int(1, 10_000).default(32),
  /** p99 event-loop delay (ms, over each quarter second) above which every request gets OVERLOADED; 0 = off. */
  MAX_EVENT_LOOP_DELAY_MS: int(0, 60_000).default(1_000),
  /** The p99 event-loop delay (ms) that graded shedding steers for (overload.ts): above it a growing share of intents gets OVERLOADED; 0 = off. */
  SHED_EVENT_LOOP_DELAY_MS: int(0, 60_000).default(100),
  /** Intents one turn of the event loop takes at most (transport/turn-budget.ts); the turn's others get OVERLOADED; 0 = off. */
  MAX_INTENTS_PER_TURN: int(0, 100_000).default(64),
});

export type Config = z.output<typeof EnvSchema> & {
  /**
   * Origin of room links. When the environment does not set it, it is derived
   * from HOST and PORT and corrected by `server.listen()` to the port actually
   * bound (PORT=0 picks a free one).
   */
  PUBLIC_ORIGIN: string;
  /** True when PUBLIC_ORIGIN came from the environment (then it is never changed). */
  PUBLIC_ORIGIN_FIXED: boolean;
};

/** Reads and checks the environment; throws with every problem listed. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  if (c.REDIS_URL !== undefined && c.DATABASE_URL === undefined) {
    throw new Error('Invalid configuration:\n  REDIS_URL: several nodes need a shared database: set DATABASE_URL too');
  }
  for (const [name, check] of [
    ['TRUST_PROXY', () => parseTrustProxy(c.TRUST_PROXY)],
    ['ALLOWED_ORIGINS', () => parseAllowedOrigins(c.ALLOWED_ORIGINS)],
  ] as const) {
    try {
      check();
    } catch (e) {
      throw new Error(
        `Invalid configuration:\n  ${name}: ${e instanceof Error ? e.message.replace(/^ALLOWED_ORIGINS: /u, '') : String(e)}`,
        { cause: e },
      );
    }
  }
  return {
    ...c,
    DATA_DIR: path.resolve(c.DATA_DIR),
    PUBLIC_ORIGIN: (c.PUBLIC_ORIGIN ?? originFor(c.HOST, c.PORT)).replace(/\/+$/u, ''),
    PUBLIC_ORIGIN_FIXED: c.PUBLIC_ORIGIN !== undefined,
  };
}

/**
 * A configuration for tests: defaults with overrides, no environment read.
 * The process-wide overload checks are off unless asked for: a test process
 * also runs the clients, so its event-loop delay is not the server's alone.
 */
export function testConfig(overrides: Partial<Record<keyof z.input<typeof EnvSchema>, string>> = {}): Config {
  return loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    BOT_DELAY_MS: '0',
    TEST_MODE: '1',
    DATA_DIR: ':memory:',
    MAX_EVENT_LOOP_DELAY_MS: '0',
    SHED_EVENT_LOOP_DELAY_MS: '0',
    MAX_INTENTS_PER_TURN: '0',
    ...overrides,
  });
}
