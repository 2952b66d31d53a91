/**
 * Test harness: a real server on port 0 (in-process, in-memory SQLite unless
 * told otherwise) and real socket.io-client connections that record every
 * message they receive so each one can be checked for secrets.
 */
import { afterEach } from 'vitest';
import { io as connectIo } from 'socket.io-client';
import type { Socket } from 'socket.io-client';
import { pino } from 'pino';
import { legalActions } from '@kahroba/engine';
import type { Action, GameState, Seat } from '@kahroba/engine';
import { createBot } from '@kahroba/engine/bots';
import { applyGamePatch } from '@kahroba/protocol';
import type {
  Ack,
  BotKind,
  ChatMessage,
  ChatSnapshot,
  ClientToServerEvents,
  GameUpdate,
  RequestName,
  RoomInfo,
  ServerToClientEvents,
} from '@kahroba/protocol';
import type { Clock } from '../src/clock';
import type { Cluster } from '../src/cluster/cluster';
import type { Bot } from '../src/bots/choice';
import { systemClock } from '../src/clock';
import { testConfig } from '../src/config';
import type { Config } from '../src/config';
import { seededRandom } from '../src/random';
import { createServer } from '../src/server';
import type { KahrobaServer } from '../src/server';
import { createSqliteStore } from '../src/store/sqlite';
import type { Store } from '../src/store/store';

/**
 * In-process bots of every level (production thinks in worker threads, see
 * test/bots/pool.test.ts): hard and expert with a small iteration budget so full games
 * stay quick.
 */
export const inProcessBots = (): Record<BotKind, Bot> => ({
  easy: createBot('easy'),
  normal: createBot('normal'),
  hard: createBot('hard', { iterations: 30 }),
  expert: createBot('expert', { iterations: 30 }),
});

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export interface TestServer {
  url: string;
  server: KahrobaServer;
  store: Store;
  config: Config;
  close(): Promise<void>;
}

export async function startServer(
  opts: { env?: Parameters<typeof testConfig>[0]; store?: Store; clock?: Clock; seed?: number; cluster?: Cluster } = {},
): Promise<TestServer> {
  const config = testConfig(opts.env);
  const store = opts.store ?? createSqliteStore({ file: ':memory:', synchronous: 'NORMAL' });
  const server = createServer({
    config,
    store,
    clock: opts.clock ?? systemClock,
    logger: pino({ level: 'silent' }),
    random: seededRandom(opts.seed ?? 1),
    bots: inProcessBots(),
    cluster: opts.cluster,
  });
  const port = await server.listen(0, '127.0.0.1');
  return { url: `http://127.0.0.1:${port}`, server, store, config, close: () => server.close() };
}

/**
 * A clock that only moves when told: `advance` runs every timer that falls due
 * on the way, in time order (including timers those timers set); `skip` moves
 * the time without running any (as if a timer were late or lost).
 */
export interface FakeClock extends Clock {
  advance(ms: number): void;
  skip(ms: number): void;
}

export function fakeClock(start = 1_000_000): FakeClock {
  let now = start;
  let seq = 0;
  const timers = new Map<number, { at: number; fn: () => void }>();
  return {
    now: () => now,
    setTimeout(fn, ms) {
      const id = seq++;
      timers.set(id, { at: now + Math.max(0, ms), fn });
      return {
        cancel: () => {
          timers.delete(id);
        },
      };
    },
    advance(ms) {
      const end = now + ms;
      for (;;) {
        let next: [number, { at: number; fn: () => void }] | undefined;
        for (const entry of timers) if (entry[1].at <= end && (!next || entry[1].at < next[1].at)) next = entry;
        if (!next) break;
        timers.delete(next[0]);
        now = Math.max(now, next[1].at);
        next[1].fn();
      }
      now = end;
    },
    skip(ms) {
      now += ms;
    },
  };
}

type Payload<N extends RequestName> = Parameters<ClientToServerEvents[N]>[0];
type Data<N extends RequestName> =
  Parameters<Parameters<ClientToServerEvents[N]>[1]>[0] extends Ack<infer T> ? T : never;

/** A connected person: every push is kept in `received`. */
export class Client {
  readonly socket: ClientSocket;
  /**
   * Every push; a `game:patch` also with the whole update it made of the game
   * held (`update`; none when it did not fit, a gap).
   */
  readonly received: { event: keyof ServerToClientEvents; payload: unknown; update?: GameUpdate; stale?: true }[] = [];
  /** `game:patch`es that did not fit the game held (each then asked for `game:sync`): none are expected. */
  gaps = 0;
  /** Every `chat:message` push, in order. */
  readonly said: ChatMessage[] = [];
  /** The last chat snapshot (join answer or `chat:sync` push). */
  chat: ChatSnapshot | null = null;
  room: RoomInfo | null = null;
  game: GameUpdate | null = null;
  token: string | null = null;
  private waiters: (() => void)[] = [];

  constructor(
    url: string,
    transports: ('websocket' | 'polling')[] = ['websocket'],
    extraHeaders?: Record<string, string>,
  ) {
    this.socket = connectIo(url, {
      transports,
      forceNew: true,
      reconnection: false,
      ...(extraHeaders ? { extraHeaders } : {}),
    });
    this.socket.on('room:update', (r) => {
      this.received.push({ event: 'room:update', payload: r });
      this.room = r;
      this.wake();
    });
    this.socket.on('game:update', (g) => {
      this.received.push({ event: 'game:update', payload: g });
      // An undo (RULINGS R12) moves the version back: that update replaces the game, as in the web client.
      if (!this.game || g.gameNo > this.game.gameNo || g.version >= this.game.version || g.undone) this.game = g;
      this.wake();
    });
    this.socket.on('game:patch', (p) => {
      const outcome = applyGamePatch(this.game ?? { gameNo: null, version: -1, seat: null, view: null }, p);
      if (outcome.kind === 'applied') {
        this.received.push({ event: 'game:patch', payload: p, update: outcome.update });
        this.game = outcome.update;
      } else {
        // Stale: it brings nothing newer than the game held (with several nodes, a whole update answered
        // through the owner may overtake a patch sent before it through the adapter); the web client drops it too.
        this.received.push({
          event: 'game:patch',
          payload: p,
          ...(outcome.kind === 'stale' ? { stale: true as const } : {}),
        });
        if (outcome.kind === 'gap') {
          this.gaps += 1;
          void this.request('game:sync', {}).then(
            (a) => {
              if (a.ok) this.game = a.data;
            },
            () => undefined,
          );
        }
      }
      this.wake();
    });
    this.socket.on('chat:message', (m) => {
      this.received.push({ event: 'chat:message', payload: m });
      this.said.push(m);
      this.wake();
    });
    this.socket.on('chat:sync', (c) => {
      this.received.push({ event: 'chat:sync', payload: c });
      this.chat = c;
      this.wake();
    });
    this.socket.on('room:kicked', (k) => {
      this.received.push({ event: 'room:kicked', payload: k });
      this.wake();
    });
  }

  connected(): Promise<void> {
    if (this.socket.connected) return Promise.resolve();
    return new Promise((resolve, reject) => {
      this.socket.once('connect', () => resolve());
      this.socket.once('connect_error', reject);
    });
  }

  /** Sends a request and returns the ack (never throws on a refusal). */
  async request<N extends RequestName>(name: N, payload: Payload<N>): Promise<Ack<Data<N>>> {
    const timed = this.socket.timeout(10_000) as unknown as { emitWithAck(n: N, p: unknown): Promise<Ack<Data<N>>> };
    const answer = await timed.emitWithAck(name, payload);
    if (answer.ok && (name === 'room:join' || name === 'room:create')) {
      const d = answer.data as { token: string; room: RoomInfo; game: GameUpdate | null; chat: ChatSnapshot };
      this.token = d.token;
      this.room = d.room;
      this.chat = d.chat;
      if (d.game) this.game = d.game;
    }
    return answer;
  }

  /** Like `request` but fails the test on a refusal. */
  async must<N extends RequestName>(name: N, payload: Payload<N>): Promise<Data<N>> {
    const a = await this.request(name, payload);
    if (!a.ok) throw new Error(`${name} refused: ${a.error.code} ${a.error.message}`);
    return a.data;
  }

  /** Resolves once `pred` holds (checked after every push). */
  async until(pred: () => boolean, ms = 20_000, what = 'condition'): Promise<void> {
    const deadline = Date.now() + ms;
    while (!pred()) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, 200);
        this.waiters.push(() => {
          clearTimeout(t);
          resolve();
        });
      });
    }
  }

  close(): void {
    this.socket.close();
  }

  private wake(): void {
    const w = this.waiters;
    this.waiters = [];
    for (const f of w) f();
  }
}

export async function client(
  url: string,
  transports?: ('websocket' | 'polling')[],
  extraHeaders?: Record<string, string>,
): Promise<Client> {
  const c = new Client(url, transports, extraHeaders);
  await c.connected();
  return c;
}

/** A tiny seeded generator for the test players' choices. */
export function rngFrom(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = Math.imul(s ^ (s >>> 15), s | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 0x1_0000_0000;
  };
}

/** A test player's move: mostly a purchase when one is legal (so games end), else any legal action. */
export function chooseFrom(view: GameState, seat: Seat, rng: () => number): Action {
  const legal = legalActions(view, seat);
  if (legal.length === 0) throw new Error(`no legal action for seat ${seat} at version ${view.version}`);
  const buys = legal.filter((a) => a.type === 'buy');
  const pool = buys.length > 0 && rng() < 0.9 ? buys : legal;
  return pool[Math.floor(rng() * pool.length)] as Action;
}

/**
 * Plays this client's seat until the game ends: on each update where it is to
 * act, picks from `legalActions` of the received view and sends it.
 */
export async function playUntilEnd(c: Client, rng: () => number, ms = 60_000): Promise<void> {
  let intent = 0;
  let actedOn = -1;
  const deadline = Date.now() + ms;
  for (;;) {
    await c.until(
      () => {
        const g = c.game;
        return g !== null && (g.toAct === null || (g.toAct === g.seat && g.version !== actedOn));
      },
      Math.max(1, deadline - Date.now()),
      `turn of seat ${c.game?.seat ?? '?'}`,
    );
    const g = c.game as GameUpdate;
    if (g.toAct === null) return;
    actedOn = g.version;
    const action = chooseFrom(g.view, g.seat as Seat, rng);
    const a = await c.request('game:act', { version: g.version, intentId: `i${intent++}`, action });
    if (!a.ok && a.error.code !== 'STALE_VERSION') throw new Error(`act refused: ${a.error.code} ${a.error.message}`);
  }
}

/** People connected with `person`, to be closed together by `closeAll` (in a file's afterEach, before its servers). */
export function trackedPeople(): { person: (srv: TestServer) => Promise<Client>; closeAll: () => void } {
  const clients: Client[] = [];
  return {
    person: async (srv) => {
      const c = await client(srv.url);
      clients.push(c);
      return c;
    },
    closeAll: () => {
      for (const c of clients.splice(0)) c.close();
    },
  };
}

/**
 * Servers and clients of a test file, closed after each test: `server` and
 * `person` start and remember them; `forget` drops a server the test closed itself.
 */
export function closedAfterEach(): {
  server(opts?: Parameters<typeof startServer>[0]): Promise<TestServer>;
  person(srv: TestServer): Promise<Client>;
  forget(srv: TestServer): void;
} {
  const servers: TestServer[] = [];
  const people = trackedPeople();
  afterEach(async () => {
    people.closeAll();
    for (const s of servers.splice(0)) await s.close();
  });
  return {
    async server(opts) {
      const srv = await startServer(opts);
      servers.push(srv);
      return srv;
    },
    person: people.person,
    forget(srv) {
      const i = servers.indexOf(srv);
      if (i >= 0) servers.splice(i, 1);
    },
  };
}

/** An update without its `history` (join and sync answers carry one, live updates do not), to compare the two. */
export function withoutHistory(u: GameUpdate | null | undefined): Omit<GameUpdate, 'history'> | null | undefined {
  if (!u) return u;
  const { history: _history, ...rest } = u;
  return rest;
}
