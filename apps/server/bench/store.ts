/**
 * Store benchmark: the two storage engines under the server's write pattern.
 * ROOMS rooms each append actions one after another (the next only once the
 * previous is committed, as a room's serial queue does), all through one
 * GroupCommit, for SECONDS after WARMUP; reported: actions committed a second
 * and the commit latency of one action (p50/p99), and actions per batch.
 * SQLite: a file in a temporary directory, synchronous=FULL (the default).
 * PostgreSQL: an instance of its own (test/postgres.ts) with fsync on.
 * The engines alternate run by run (A/B interleaved); medians of RUNS.
 *
 *   RUNS=5 ROOMS=1,50,250 SECONDS=5 pnpm --filter @kahroba/server exec tsx bench/store.ts
 *
 * Bounded: every run stops by itself after WARMUP + SECONDS.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GroupCommit } from '../src/store/group-commit';
import { createPgStore } from '../src/store/postgres';
import { createSqliteStore } from '../src/store/sqlite';
import type { Store } from '../src/store/store';
import { findPostgresBin, startPostgres } from '../test/postgres';
import { percentile } from './spawn';

const num = (k: string, d: number): number => Number(process.env[k] ?? d);
const RUNS = num('RUNS', 5);
const SECONDS = num('SECONDS', 5);
const WARMUP = num('WARMUP', 1);
const ROOMS = (process.env.ROOMS ?? '1,50,250').split(',').map(Number);
type Engine = 'sqlite' | 'postgres';

interface Result {
  engine: Engine;
  rooms: number;
  perSecond: number;
  p50: number;
  p99: number;
  perBatch: number;
}

async function measure(engine: Engine, store: Store, rooms: number): Promise<Result> {
  let batches = 0;
  const counted: Store = {
    ...store,
    writeBatch: (ops) => {
      batches += 1;
      return store.writeBatch(ops);
    },
  };
  const writer = new GroupCommit(counted);
  const ids: number[] = [];
  for (let r = 0; r < rooms; r++) {
    const code = `B${Date.now().toString(36)}${r}`.slice(-12);
    await store.saveRoom({
      code,
      createdAt: Date.now(),
      address: 'bench',
      hostMemberId: 'm',
      settings: { players: 2, modules: [], edition: 'kahroba', clock: 'none', standIn: 'normal' },
      seats: [],
      members: [],
      status: 'playing',
      gameNo: 1,
      gameId: null,
    });
    ids.push(await store.createGame(code, 1, { players: 2, seed: 'bench', modules: [], edition: 'kahroba' }));
  }
  const latencies: number[] = [];
  let measuring = false;
  let stop = false;
  const action = { type: 'takeGems', gems: ['red', 'blue', 'green'] };
  const room = async (gameId: number): Promise<void> => {
    for (let index = 0; !stop; index++) {
      const t0 = performance.now();
      await writer.write({ kind: 'action', gameId, index, seat: index % 2, action, intentId: `i${index}` });
      if (measuring) latencies.push(performance.now() - t0);
    }
  };
  const all = Promise.all(ids.map(room));
  await new Promise((r) => setTimeout(r, WARMUP * 1000));
  measuring = true;
  const batches0 = batches;
  const counted0 = latencies.length;
  const start = performance.now();
  await new Promise((r) => setTimeout(r, SECONDS * 1000));
  measuring = false;
  const elapsed = (performance.now() - start) / 1000;
  const n = latencies.length - counted0;
  const b = batches - batches0;
  stop = true;
  await all;
  await writer.flush();
  latencies.sort((x, y) => x - y);
  return {
    engine,
    rooms,
    perSecond: n / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    perBatch: n / Math.max(1, b),
  };
}

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

const bin = findPostgresBin();
if (!bin) throw new Error('PostgreSQL binaries not found (set PG_BIN)');
const pg = await startPostgres(bin, { fsync: true });
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kahroba-store-bench-'));
/** Leaves nothing behind (PostgreSQL stopped, both directories deleted), then exits. */
const quit = (code: number): void => {
  fs.rmSync(dir, { recursive: true, force: true });
  void pg.remove().finally(() => process.exit(code));
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => quit(130));
setTimeout(
  () => {
    console.error('benchmark took too long; stopping');
    quit(2);
  },
  ROOMS.length * RUNS * 2 * (SECONDS + WARMUP + 60) * 1000,
).unref();
const results: Result[] = [];
try {
  for (const rooms of ROOMS) {
    for (let run = 0; run < RUNS; run++) {
      // A/B interleaved, the order swapped every run (ABBA…).
      const order: Engine[] = run % 2 === 0 ? ['sqlite', 'postgres'] : ['postgres', 'sqlite'];
      for (const engine of order) {
        const store =
          engine === 'sqlite'
            ? createSqliteStore({ file: path.join(dir, `run-${rooms}-${run}.db`), synchronous: 'FULL' })
            : await createPgStore({ url: pg.url });
        const r = await measure(engine, store, rooms);
        await store.close();
        results.push(r);
        console.log(
          `${engine} ${rooms} rooms run ${run + 1}/${RUNS}: ${r.perSecond.toFixed(0)} actions/s, p50 ${r.p50.toFixed(2)} ms, p99 ${r.p99.toFixed(2)} ms, ${r.perBatch.toFixed(1)} actions/batch`,
        );
      }
    }
  }
} finally {
  await pg.remove();
  fs.rmSync(dir, { recursive: true, force: true });
}
console.log('\n| engine | rooms | actions/s | p50 ms | p99 ms | actions per batch |\n|---|---:|---:|---:|---:|---:|');
for (const rooms of ROOMS) {
  for (const engine of ['sqlite', 'postgres'] as const) {
    const rs = results.filter((r) => r.engine === engine && r.rooms === rooms);
    const m = (k: 'perSecond' | 'p50' | 'p99' | 'perBatch'): number => median(rs.map((r) => r[k]));
    console.log(
      `| ${engine === 'sqlite' ? 'SQLite (synchronous=FULL)' : 'PostgreSQL (fsync on)'} | ${rooms} | ${m('perSecond').toFixed(0)} | ${m('p50').toFixed(2)} | ${m('p99').toFixed(2)} | ${m('perBatch').toFixed(1)} |`,
    );
  }
}
process.exit(0);
