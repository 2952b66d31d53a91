/**
 * An unhandled promise rejection in the server's process (src/rejections.ts) is logged with its stack and counted, and
 * the server keeps running its games: the players' moves before and after it are accepted, and every acknowledged one
 * is in the store after a clean shutdown. The rejections come from inside the server process: a preloaded file
 * (fixtures/reject-on-signal.ts) rejects promises nobody handles on SIGUSR2.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, test } from 'vitest';
import type { GameUpdate } from '@kahroba/protocol';
import { chooseFrom, client, rngFrom } from './harness';
import type { Client } from './harness';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kahroba-rejections-'));
const REJECTIONS = 25;
const LOGGED = 20; // rejections.ts: at most so many logged in full a minute
let child: ChildProcess | null = null;
afterAll(() => {
  if (child?.exitCode === null) child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

interface LogLine {
  msg?: string;
  unhandledRejections?: number;
  err?: { type?: string; message?: string; stack?: string };
}

/** Starts the server with the rejecting preload; resolves with its URL and the JSON log lines it prints. */
function spawnServer(): Promise<{ url: string; child: ChildProcess; logs: LogLine[] }> {
  const { DATABASE_URL: _unset, REDIS_URL: _none, ...inherited } = process.env;
  const c = spawn(
    process.execPath,
    ['--import', 'tsx', '--import', './test/fixtures/reject-on-signal.ts', 'src/index.ts'],
    {
      cwd: serverDir,
      env: {
        ...inherited,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        BOT_DELAY_MS: '0',
        TEST_MODE: '1',
        RATE_BURST: '10000',
        // As testConfig: no shedding on the event loop's delay, which on a busy machine is not this server's alone.
        MAX_EVENT_LOOP_DELAY_MS: '0',
        SHED_EVENT_LOOP_DELAY_MS: '0',
        REJECTIONS_PER_SIGNAL: String(REJECTIONS),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child = c;
  const logs: LogLine[] = [];
  return new Promise((resolve, reject) => {
    let rest = '';
    let err = '';
    c.stderr?.on('data', (d: Buffer) => {
      err += d.toString();
    });
    c.stdout?.on('data', (d: Buffer) => {
      rest += d.toString();
      for (let nl = rest.indexOf('\n'); nl >= 0; nl = rest.indexOf('\n')) {
        const line = JSON.parse(rest.slice(0, nl)) as LogLine & { port?: number };
        rest = rest.slice(nl + 1);
        logs.push(line);
        if (line.msg === 'listening') resolve({ url: `http://127.0.0.1:${line.port}`, child: c, logs });
      }
    });
    c.once('exit', (code) => reject(new Error(`server exited (${code}): ${err}`)));
  });
}

/** Plays `moves` moves of the two people, in turn; returns how many were accepted (a refusal fails the test). */
async function play(people: Client[], moves: number, rng: () => number, from: number): Promise<number> {
  let accepted = 0;
  for (let m = 0; m < moves; m++) {
    const [first] = people as [Client];
    const version = first.game?.version ?? -1;
    // Both have the last move's update: the one to move sends the next.
    for (const p of people) await p.until(() => p.game?.version === version, 10_000, 'the last move seen');
    const mover = people.find((p) => p.game?.seat === p.game?.toAct) as Client;
    const g = mover.game as GameUpdate;
    const ans = await mover.request('game:act', {
      version: g.version,
      intentId: `m${from + m}`,
      action: chooseFrom(g.view, g.seat as number, rng),
    });
    if (!ans.ok) throw new Error(`move ${from + m} refused: ${ans.error.code}`);
    accepted += 1;
    await first.until(() => (first.game?.version ?? -1) > version, 10_000, 'the move applied');
  }
  return accepted;
}

describe('an unhandled rejection does not stop the server', () => {
  test(`${REJECTIONS} rejections mid-game: ${LOGGED} logged with their stacks, all counted, the game goes on, nothing acknowledged lost`, async () => {
    const srv = await spawnServer();
    const a = await client(srv.url);
    const { room } = await a.must('room:create', {
      name: 'A',
      seats: [{ kind: 'human' }, { kind: 'human' }],
      test: { seed: 'rejections', firstPlayer: 0 },
    });
    const b = await client(srv.url);
    await b.must('room:join', { code: room.code, name: 'B', seat: 1 });
    await a.must('room:start', {});
    await a.until(() => a.game !== null && b.game !== null, 10_000, 'the game started');
    const people = [a, b];
    const rng = rngFrom(54);
    expect(await play(people, 5, rng, 0)).toBe(5);

    srv.child.kill('SIGUSR2');
    const logged = (): LogLine[] => srv.logs.filter((l) => l.msg === 'unhandled promise rejection: still running');
    await a.until(() => logged().length === LOGGED, 10_000, 'the rejections logged');
    expect(logged().map((l) => l.unhandledRejections)).toEqual(Array.from({ length: LOGGED }, (_, k) => k + 1));
    for (const [k, l] of logged().entries()) {
      expect(l.err?.message).toBe(`injected rejection ${k}`);
      expect(l.err?.stack).toContain('reject-on-signal.ts');
    }

    // Still running: its readiness, and the game.
    expect((await fetch(`${srv.url}/readyz`)).status).toBe(200);
    expect(await play(people, 5, rng, 5)).toBe(5);
    const version = a.game?.version;
    expect(version).toBe(10);
    for (const p of people) p.close();

    srv.child.kill('SIGTERM');
    const code = await new Promise((r) => srv.child.once('exit', r));
    expect(code).toBe(0);
    expect(srv.logs.some((l) => l.msg === 'server closed')).toBe(true);
    // Every acknowledged move is in the store.
    const db = new Database(path.join(dataDir, 'kahroba.db'), { readonly: true });
    try {
      const row = db
        .prepare('SELECT COUNT(*) AS n FROM actions JOIN games ON games.id = actions.game_id WHERE games.room_code = ?')
        .get(room.code) as { n: number };
      expect(row.n).toBe(version);
    } finally {
      db.close();
    }
  });
});
