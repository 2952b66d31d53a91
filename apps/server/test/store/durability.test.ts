/**
 * Durability: the server process is killed with SIGKILL mid-game, restarted
 * on the same database (DATA_DIR for SQLite, DATABASE_URL for PostgreSQL:
 * every engine of test/stores.ts), the clients come back with their tokens
 * and the game continues from exactly the same state. Also a clean SIGTERM shutdown.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, test } from 'vitest';
import type { GameUpdate } from '@kahroba/protocol';
import { chooseFrom, client, playUntilEnd, rngFrom, withoutHistory } from '../harness';
import type { Client } from '../harness';
import { checkAllReceived } from '../secrets-check';
import { ENGINES, storePlace } from '../stores';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kahroba-durability-'));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Starts `src/index.ts` with tsx as a child process on the database `db` names; resolves with its URL once it listens. */
function spawnServer(db: Record<string, string>): Promise<{ url: string; child: ChildProcess }> {
  const { DATABASE_URL: _unset, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/index.ts'], {
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
      // No shedding for a busy event loop: this server shares a loaded machine with the suite, and shedding has tests
      // of its own (test/transport/overload.test.ts, turn-budget.test.ts); here a shed intent only fails the game.
      MAX_EVENT_LOOP_DELAY_MS: '0',
      SHED_EVENT_LOOP_DELAY_MS: '0',
      MAX_INTENTS_PER_TURN: '0',
      ...db,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    child.stderr?.on('data', (d: Buffer) => {
      err += d.toString();
    });
    child.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /"port":(\d+)[^\n]*"msg":"listening"/u.exec(out);
      if (m) resolve({ url: `http://127.0.0.1:${m[1]}`, child });
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code}): ${err || out}`)));
  });
}

const exited = (child: ChildProcess): Promise<number | null> =>
  child.exitCode !== null ? Promise.resolve(child.exitCode) : new Promise((r) => child.once('exit', (code) => r(code)));

describe.each(ENGINES)('durability on %s', (engine) => {
  test('SIGKILL mid-game, restart on the same database, the game continues exactly', async () => {
    const db = await storePlace(engine).env();
    let { url, child } = await spawnServer(db);
    const seed = 'durability-seed';
    const a = await client(url);
    const { room } = await a.must('room:create', {
      name: 'A',
      seats: [{ kind: 'human' }, { kind: 'bot', bot: 'greedy' }, { kind: 'human' }],
      modules: ['cities', 'orient'],
      test: { seed, firstPlayer: 0 },
    });
    const b = await client(url);
    await b.must('room:join', { code: room.code, name: 'B', seat: 2 });
    await a.must('room:start', {});
    const rng = rngFrom(5);
    const people = [a, b];
    // Play 12 human moves (the bot answers in between), then stop on a human's turn.
    let id = 0;
    for (let moves = 0; moves < 12;) {
      await a.until(() => a.game?.toAct === 0 || a.game?.toAct === 2, 10_000, 'a human turn');
      const mover = people.find((p) => p.game?.seat === a.game?.toAct && p.game?.version === a.game?.version);
      if (!mover) {
        await new Promise((r) => setTimeout(r, 10));
        continue;
      }
      const g = mover.game as GameUpdate;
      const ans = await mover.request('game:act', {
        version: g.version,
        intentId: `m${id++}`,
        action: chooseFrom(g.view, g.seat as number, rng),
      });
      expect(ans.ok).toBe(true);
      moves += 1;
    }
    await a.until(() => a.game?.toAct === 0 || a.game?.toAct === 2, 10_000, 'a human turn');
    await b.until(() => b.game?.version === a.game?.version, 10_000, 'b caught up');
    const before = people.map((p) => ({ ...(p.game as GameUpdate), events: [] }));
    const tokens = people.map((p) => p.token as string);

    child.kill('SIGKILL');
    await exited(child);
    for (const p of people) p.close();

    ({ url, child } = await spawnServer(db));
    const back: Client[] = [];
    for (const [k, token] of tokens.entries()) {
      const c = await client(url);
      const joined = await c.must('room:join', { code: room.code, token });
      expect(withoutHistory(joined.game)).toEqual(withoutHistory(before[k]));
      back.push(c);
    }
    await Promise.all(back.map((c, k) => playUntilEnd(c, rngFrom(50 + k))));
    for (const c of [a, b, ...back]) checkAllReceived(c, seed);
    const record = (await (await fetch(`${url}/api/rooms/${room.code}/record`)).json()) as { actions: unknown[] };
    expect(record.actions.length).toBe(back[0]?.game?.version);

    // SIGTERM: a clean exit, and the finished game is still there afterwards.
    for (const c of back) c.close();
    child.kill('SIGTERM');
    expect(await exited(child)).toBe(0);
    ({ url, child } = await spawnServer(db));
    expect((await fetch(`${url}/api/rooms/${room.code}/record`)).status).toBe(200);
    child.kill('SIGTERM');
    await exited(child);
  });
});
