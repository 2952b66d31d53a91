/**
 * Server starts that restore computer games (test/bots/crash.test.ts and bench/crash-starts.ts): the path that aborted
 * Node with `FATAL ERROR: v8::Module::IsGraphAsync` when the worker pool terminated a thread still loading its modules.
 *
 * `prepareRestoredGames` writes, once, a SQLite data dir holding running games in which a computer player is to move
 * (an in-process server whose computer players wait a minute before they move, closed before they do). Each
 * `restoredStart` copies it into a temp dir, starts the real server process on it (the built `dist/index.js`, as
 * `pnpm start` runs it), and stops it (SIGTERM or SIGKILL) either once every restored computer player has moved (read
 * from the copy's database) or at a drawn moment of its start, while its worker threads may still be loading. What it
 * reports (exit code and signal, stderr, CPU time from /proc) is what the test and the benchmark check and sum.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { pino } from 'pino';
import { io } from 'socket.io-client';
import type { Socket } from 'socket.io-client';
import type { Ack } from '@kahroba/protocol';
import { createBot } from '@kahroba/engine/bots';
import { systemClock } from '../../src/clock';
import { testConfig } from '../../src/config';
import { seededRandom } from '../../src/random';
import { createServer } from '../../src/server';
import { createSqliteStore } from '../../src/store/sqlite';

export const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DB = 'kahroba.db';

/**
 * Builds the server as `pnpm build` does (tsup.config.ts: index.js and bot-worker.js) into a fresh directory under the
 * server's node_modules, so that the bundle finds the server's dependencies. tsup reads its config and resolves the
 * entries from its working directory, so it runs in the server's folder whatever folder the tests run from (CI runs
 * them from the repository's root). Returns the entry; remove the directory after.
 */
export function buildServer(): { entry: string; dir: string } {
  const dir = fs.mkdtempSync(path.join(serverDir, 'node_modules', '.crash-starts-'));
  execFileSync(path.join(serverDir, 'node_modules', '.bin', 'tsup'), ['--out-dir', dir, '--no-sourcemap', '--silent'], {
    cwd: serverDir,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  return { entry: path.join(dir, 'index.js'), dir };
}

/**
 * A copy of a built server whose worker thread takes long to instantiate its modules: bot-worker.js first imports 800
 * names through a chain of 80 `export *` modules. Node's fatal window (a thread terminated while it instantiates) is
 * about a millisecond with the real worker, too narrow to be met in a minute of starts; this one spans most of the
 * thread's loading, so a pool that terminates a loading thread is caught. What the worker does once loaded is unchanged.
 */
export function withSlowWorker(built: { dir: string }): { entry: string; dir: string } {
  const dir = `${built.dir}-slow`;
  fs.cpSync(built.dir, dir, { recursive: true });
  const depth = 80;
  const names = Array.from({ length: 800 }, (_, k) => `x${k}`);
  fs.mkdirSync(path.join(dir, 'graph'));
  for (let i = 0; i < depth; i++)
    fs.writeFileSync(path.join(dir, 'graph', `m${i}.mjs`), `export * from './m${i + 1}.mjs';\n`);
  fs.writeFileSync(
    path.join(dir, 'graph', `m${depth}.mjs`),
    names.map((n, k) => `export const ${n} = ${k};\n`).join(''),
  );
  const worker = path.join(dir, 'bot-worker.js');
  fs.writeFileSync(
    worker,
    `import { ${names.join(', ')} } from './graph/m0.mjs';\nglobalThis.slowGraph = [${names.join(', ')}].length;\n` +
      fs.readFileSync(worker, 'utf8'),
  );
  return { entry: path.join(dir, 'index.js'), dir };
}

/** A request of the prepared data dir's one client (its payloads are checked by the server, as any client's). */
async function must(c: Socket, event: 'room:create' | 'room:start', payload: unknown): Promise<unknown> {
  const ack = (await c.timeout(10_000).emitWithAck(event, payload)) as Ack<unknown>;
  if (!ack.ok) throw new Error(`${event}: ${ack.error.code}`);
  return ack.data;
}

/**
 * `rooms` running games in `dir`/kahroba.db, each of a person and three easy computer players, the first computer
 * player (seat 1) to move: a restart asks `rooms` moves at once. Returns the games' ids.
 */
export async function prepareRestoredGames(dir: string, rooms: number): Promise<number[]> {
  const store = createSqliteStore({ file: path.join(dir, DB), synchronous: 'NORMAL' });
  const easy = createBot('easy');
  const server = createServer({
    // A minute before a computer player's move is played: the server is closed long before.
    config: testConfig({ BOT_DELAY_MS: '60000', RATE_BURST: '10000' }),
    store,
    clock: systemClock,
    logger: pino({ level: 'silent' }),
    random: seededRandom(54),
    bots: { easy, normal: easy, hard: easy, expert: easy },
  });
  const port = await server.listen(0, '127.0.0.1');
  const client = io(`http://127.0.0.1:${port}`, { transports: ['websocket'], forceNew: true });
  try {
    for (let r = 0; r < rooms; r++) {
      const bot = { kind: 'bot', bot: 'easy' } as const;
      await must(client, 'room:create', {
        name: 'Crash',
        seats: [{ kind: 'human' }, bot, bot, bot],
        test: { seed: `crash-${r}`, firstPlayer: 1 },
      });
      await must(client, 'room:start', {});
    }
  } finally {
    client.close();
    await server.close();
  }
  const db = new Database(path.join(dir, DB), { readonly: true });
  try {
    const ids = (db.prepare('SELECT id FROM games WHERE finished_at IS NULL').all() as { id: number }[]).map(
      (g) => g.id,
    );
    const moved = db.prepare('SELECT COUNT(*) AS n FROM actions').get() as { n: number };
    if (ids.length !== rooms || moved.n !== 0) throw new Error(`prepared ${ids.length} games, ${moved.n} actions`);
    return ids;
  } finally {
    db.close();
  }
}

export interface StartPlan {
  /** The server's entry: the built one (buildServer), or src/index.ts with `nodeArgs` ['--import', 'tsx']. */
  entry: string;
  nodeArgs?: readonly string[];
  /** Its worker is the slow-to-instantiate one (withSlowWorker). */
  slowWorker?: boolean;
  /** The prepared data dir (copied, never written). */
  prepared: string;
  /** Where this start's copy goes (removed after). */
  scratch: string;
  /** The running games prepared: each start must restore them all. */
  games: number;
  stop: 'SIGTERM' | 'SIGKILL';
  /**
   * Null: stopped once every restored computer player has moved. A number: so many ms after the server listens
   * (its SIGTERM handler in place, its worker threads perhaps still loading, the restored moves asked).
   */
  afterListeningMs: number | null;
  /** Gives up on a start (SIGKILL) after this long: a hung start fails the run instead of holding it. */
  limitMs?: number;
}

export interface StartResult {
  plan: StartPlan;
  code: number | null;
  signal: NodeJS.Signals | null;
  /** The server logged 'listening'; the games it logged as restored (null: no such line). */
  listened: boolean;
  restored: number | null;
  /** Restored games in which a computer player had moved when the server was stopped. */
  moved: number;
  /** Killed at `limitMs`. */
  hung: boolean;
  /** It ended before it was sent its stop: a start that stops by itself (a clean exit it was never asked for). */
  endedUnasked: boolean;
  /** The `msg` of its last JSON log lines (at most 8), with their signal when they name one ('shutting down'). */
  lastLogs: string[];
  stderr: string;
  /** User + system CPU time of the server process (ms, from /proc; its threads included) just before the stop. */
  cpuMs: number;
}

/** An abort of Node: SIGABRT, exit code 134, or V8's fatal error on stderr. */
export const aborted = (s: StartResult): boolean =>
  s.signal === 'SIGABRT' || s.code === 134 || /FATAL ERROR/u.test(s.stderr);

/**
 * Ended as it was told: exit code 0 after SIGTERM (a clean shutdown), or killed by SIGKILL when it was sent that.
 * Every start is stopped after it listens, so a SIGTERM always meets the server's handler.
 */
export const cleanExit = (s: StartResult): boolean =>
  !s.hung &&
  !s.endedUnasked &&
  (s.plan.stop === 'SIGTERM' ? s.code === 0 && s.signal === null : s.code === null && s.signal === 'SIGKILL');

/** CPU time of a process so far (ms), from /proc/<pid>/stat (user and system, in ticks of 10 ms); `self` counts reaped children. */
export function cpuOf(pid: number | 'self', children = false): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const [user, system] = children ? [fields[13], fields[14]] : [fields[11], fields[12]];
  return (Number(user) + Number(system)) * 10;
}

/** The restored moves so far: games of the copy with at least one action (0 while it cannot be read yet). */
function movedIn(file: string): { count(): number; close(): void } {
  let db: Database.Database | null = null;
  return {
    count() {
      try {
        db ??= new Database(file, { readonly: true, fileMustExist: true });
        return (db.prepare('SELECT COUNT(DISTINCT game_id) AS n FROM actions').get() as { n: number }).n;
      } catch {
        return 0;
      }
    },
    close: () => db?.close(),
  };
}

/** One start of the built server on a copy of the prepared data dir, stopped as the plan says. */
export async function restoredStart(plan: StartPlan): Promise<StartResult> {
  fs.cpSync(plan.prepared, plan.scratch, { recursive: true });
  const child = spawn(process.execPath, [...(plan.nodeArgs ?? []), plan.entry], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: plan.scratch,
      LOG_LEVEL: 'info',
      BOT_DELAY_MS: '0',
      // Each start has its own copy, read back only while it runs: no fsync per move.
      DB_SYNCHRONOUS: 'NORMAL',
      // No web client is needed (nor perhaps built): the process serves its API and sockets.
      WEB_DIST: path.join(plan.scratch, 'no-web'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const result: StartResult = {
    plan,
    code: null,
    signal: null,
    listened: false,
    restored: null,
    moved: 0,
    hung: false,
    endedUnasked: false,
    lastLogs: [],
    stderr: '',
    cpuMs: 0,
  };
  const moves = movedIn(path.join(plan.scratch, DB));
  let exited = false;
  let stopped = false;
  const timers: NodeJS.Timeout[] = [];
  const stop = (signal: 'SIGTERM' | 'SIGKILL'): void => {
    if (stopped || exited) return;
    stopped = true;
    result.moved = moves.count();
    result.cpuMs = cpuOf(child.pid as number);
    child.kill(signal);
  };
  const onListening = (): void => {
    result.listened = true;
    if (plan.afterListeningMs !== null) {
      timers.push(setTimeout(() => stop(plan.stop), plan.afterListeningMs));
      return;
    }
    const poll = (): void => {
      if (moves.count() >= plan.games) stop(plan.stop);
      else if (!stopped && !exited) timers.push(setTimeout(poll, 10));
    };
    poll();
  };
  let lines = '';
  child.stdout.on('data', (d: Buffer) => {
    lines += d.toString();
    for (let nl = lines.indexOf('\n'); nl >= 0; nl = lines.indexOf('\n')) {
      const line = lines.slice(0, nl);
      lines = lines.slice(nl + 1);
      let log: { msg?: string; restored?: number; signal?: string } = {};
      try {
        log = JSON.parse(line) as typeof log;
      } catch {
        continue; // stdout holds only JSON logs off a terminal; anything else is not ours to read
      }
      if (log.msg !== undefined)
        result.lastLogs = [...result.lastLogs, log.signal ? `${log.msg} (${log.signal})` : log.msg].slice(-8);
      if (log.msg === 'restored running games') result.restored = log.restored ?? null;
      if (log.msg === 'listening') onListening();
    }
  });
  child.stderr.on('data', (d: Buffer) => {
    result.stderr = (result.stderr + d.toString()).slice(-20_000);
  });
  timers.push(
    setTimeout(() => {
      result.hung = !stopped;
      stop('SIGKILL');
    }, plan.limitMs ?? 180_000),
  );
  [result.code, result.signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve) =>
    child.once('exit', (code, signal) => resolve([code, signal])),
  );
  exited = true;
  result.endedUnasked = !stopped;
  for (const t of timers) clearTimeout(t);
  moves.close();
  fs.rmSync(plan.scratch, { recursive: true, force: true });
  return result;
}

/**
 * `count` starts, each on `entry` or, for a share `slow` of them, on `slowEntry` (withSlowWorker); a share `early`
 * stopped a moment drawn from 0 to `earlyMs` after the server listens (its worker threads may be loading then), the
 * others once the computer players have moved; one in four stopped with SIGKILL, the rest with SIGTERM. Drawn from a
 * fixed seed: the same plan on every run.
 */
export function planStarts(
  count: number,
  o: {
    entry: string;
    slowEntry?: string;
    slow?: number;
    nodeArgs?: readonly string[];
    prepared: string;
    work: string;
    games: number;
    early: number;
    earlyMs: number;
  },
): StartPlan[] {
  const rng = seededRandom(200);
  return Array.from({ length: count }, (_, i) => {
    const slow = o.slowEntry !== undefined && rng.float() < (o.slow ?? 0);
    const early = rng.float() < o.early;
    return {
      entry: slow ? (o.slowEntry as string) : o.entry,
      slowWorker: slow,
      ...(o.nodeArgs ? { nodeArgs: o.nodeArgs } : {}),
      prepared: o.prepared,
      scratch: path.join(o.work, `start-${i}`),
      games: o.games,
      stop: i % 4 === 3 ? 'SIGKILL' : 'SIGTERM',
      afterListeningMs: early ? Math.floor(rng.float() * o.earlyMs) : null,
    };
  });
}

/** `plans` run `concurrency` at a time. */
export async function runStarts(plans: readonly StartPlan[], concurrency: number): Promise<StartResult[]> {
  const results: StartResult[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let plan = plans[next++]; plan; plan = plans[next++]) results.push(await restoredStart(plan));
    }),
  );
  return results;
}
