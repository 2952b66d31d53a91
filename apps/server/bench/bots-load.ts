/**
 * Do computer players thinking slow down people in other rooms? Human rooms
 * (4 socket clients each, random legal intents after 0–500 ms of "thought")
 * play against a real server child process (src/index.ts: production wiring,
 * bots in the piscina worker pool) in three scenarios, run interleaved:
 *   A: the human rooms only;
 *   B: the same, plus BOT_ROOMS rooms of expert computer players (one
 *      watching host, hostSeat null) thinking the whole time;
 *   C: the same as B with easy computer players (they answer at once), which
 *      separates what the bot rooms' moves cost (saving, sending) from what
 *      the thinking costs (B − C).
 * Reported: p50/p99 of the human intents' latency (send → all 4 seats hold
 * the update), medians per scenario, and the bot moves made in B. Written to
 * docs/BENCHMARKS.md between the bots-load markers.
 *
 *   pnpm --filter @kahroba/server exec tsx bench/bots-load.ts
 *   HUMAN_ROOMS=50 BOT_ROOMS=50 RUNS=3 SECONDS=20 pnpm --filter @kahroba/server exec tsx bench/bots-load.ts
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { legalActions } from '@kahroba/engine';
import type { Seat } from '@kahroba/engine';
import type { Ack, GameUpdate, JoinedData } from '@kahroba/protocol';
import { connect, fireAndForget, followGame, request } from './client';
import type { ClientSocket } from './client';
import { env, percentile, serverDir, spawnServer } from './spawn';

const HUMAN_ROOMS = env('HUMAN_ROOMS', 50);
const BOT_ROOMS = env('BOT_ROOMS', 50);
const RUNS = env('RUNS', 3);
const SECONDS = env('SECONDS', 20);
const WARMUP = env('WARMUP', 5);
const THINK = env('THINK_MS', 250);
const BOT_DELAY = env('BOT_DELAY_MS', 700);
const SCENARIOS = (process.env.SCENARIOS ?? 'A,B,C')
  .split(',')
  .filter((x): x is Scenario => x === 'A' || x === 'B' || x === 'C');
const docFile = path.resolve(serverDir, '../../docs/BENCHMARKS.md');

/** `load`: the machine's 1-minute load average when the run started (the machine is shared). */
type Scenario = 'A' | 'B' | 'C';
const BOT_OF: Record<Scenario, string | null> = { A: null, B: 'expert', C: 'easy' };
/** `refused`: the human intents not accepted, by error code (`TIMEOUT`: no answer within 30 s; `CLOSED`: the socket closed first). */
interface Result {
  scenario: Scenario;
  intents: number;
  p50: number;
  p99: number;
  max: number;
  botMoves: number;
  refused: Record<string, number>;
  load: number;
}

/** The code of an intent's refusal, or null if it was accepted. */
function refusalCode(a: Ack<unknown> | Error): string | null {
  if (!(a instanceof Error)) return a.ok ? null : a.error.code;
  return /disconnected/u.test(a.message) ? 'CLOSED' : 'TIMEOUT';
}
/** "0 refused", or "3 refused (2 STALE_VERSION, 1 TIMEOUT)". */
function refusedText(r: Record<string, number>): string {
  const entries = Object.entries(r);
  const total = entries.reduce((sum, [, k]) => sum + k, 0);
  return total === 0 ? '0 refused' : `${total} refused (${entries.map(([c, k]) => `${k} ${c}`).join(', ')})`;
}

async function run(scenario: Scenario, n: number): Promise<Result> {
  const load = os.loadavg()[0] ?? NaN;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kahroba-botbench-'));
  const { url, child } = await spawnServer(dataDir, { BOT_DELAY_MS: String(BOT_DELAY) });
  const sockets: ClientSocket[] = [];
  const latencies: number[] = [];
  let measuring = false;
  let stopped = false;
  let botMoves = 0;
  const refused: Record<string, number> = {};
  let rng = 777 + n;
  const random = (): number => {
    rng = (rng * 1103515245 + 12345) >>> 0;
    return rng / 0x1_0000_0000;
  };

  const humanRoom = async (r: number): Promise<void> => {
    const seats = await Promise.all([0, 1, 2, 3].map(() => connect(url)));
    sockets.push(...seats);
    const [host, ...others] = seats as [ClientSocket, ...ClientSocket[]];
    const created = await request<JoinedData>(host, 'room:create', {
      name: `H${r}`,
      seats: [{ kind: 'human' }, { kind: 'human' }, { kind: 'human' }, { kind: 'human' }],
    });
    for (const [k, s] of others.entries())
      await request(s, 'room:join', { code: created.room.code, name: `P${r}-${k}`, seat: k + 1 });
    const pending = new Map<number, [number, number]>();
    let lastActed = -1;
    let intentNo = 0;
    for (const s of seats) {
      followGame(s, (u: GameUpdate) => {
        const p = pending.get(u.version);
        if (p && --p[1] === 0) {
          pending.delete(u.version);
          if (measuring) latencies.push(performance.now() - p[0]);
        }
        if (u.view.result !== null) {
          if (s === host && !stopped) {
            lastActed = -1;
            pending.clear();
            fireAndForget(host, 'room:rematch', {});
          }
          return;
        }
        if (stopped || u.toAct !== u.seat || u.version <= lastActed) return;
        lastActed = u.version;
        const legal = legalActions(u.view, u.seat as Seat);
        const action = legal[Math.floor(random() * legal.length)];
        if (!action) return;
        setTimeout(
          () => {
            if (stopped) return;
            pending.set(u.version + 1, [performance.now(), 4]);
            fireAndForget(s, 'game:act', { version: u.version, intentId: `${r}-${intentNo++}`, action }, (a) => {
              const code = refusalCode(a);
              // An intent still on its way when the run ends loses its answer to the closing socket: not a refusal.
              if (code === null || (stopped && code === 'CLOSED')) return;
              refused[code] = (refused[code] ?? 0) + 1;
            });
          },
          random() * 2 * THINK,
        );
      });
    }
    await request(host, 'room:start', {});
  };

  const botRoom = async (r: number, bot: string): Promise<void> => {
    const host = await connect(url);
    sockets.push(host);
    followGame(host, (u: GameUpdate) => {
      if (measuring) botMoves += 1;
      if (u.view.result !== null && !stopped) fireAndForget(host, 'room:rematch', {});
    });
    const seats = [0, 1, 2, 3].map(() => ({ kind: 'bot', bot }));
    await request(host, 'room:create', {
      name: `B${r}`,
      hostSeat: null,
      seats,
      modules: ['cities', 'tradingPosts', 'strongholds', 'orient'],
    });
    await request(host, 'room:start', {});
  };

  for (let r = 0; r < HUMAN_ROOMS; r += 10)
    await Promise.all(Array.from({ length: Math.min(10, HUMAN_ROOMS - r) }, (_, k) => humanRoom(r + k)));
  const bot = BOT_OF[scenario];
  if (bot !== null)
    for (let r = 0; r < BOT_ROOMS; r += 10)
      await Promise.all(Array.from({ length: Math.min(10, BOT_ROOMS - r) }, (_, k) => botRoom(r + k, bot)));
  await new Promise((res) => setTimeout(res, WARMUP * 1000));
  measuring = true;
  await new Promise((res) => setTimeout(res, SECONDS * 1000));
  measuring = false;
  stopped = true;
  for (const s of sockets) s.close();
  child.kill('SIGTERM');
  await new Promise((res) => child.once('exit', res));
  fs.rmSync(dataDir, { recursive: true, force: true });
  latencies.sort((a, b) => a - b);
  const result: Result = {
    scenario,
    intents: latencies.length,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies[latencies.length - 1] ?? NaN,
    botMoves,
    refused,
    load,
  };
  console.log(
    `${scenario} run ${n + 1}/${RUNS}: ${result.intents} human intents, p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, max ${result.max.toFixed(1)} ms, ${botMoves} bot moves seen, ${refusedText(refused)}, load average ${load.toFixed(1)}`,
  );
  return result;
}

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

function writeDoc(results: Result[]): void {
  const m = (s: Scenario, k: keyof Result): number =>
    median(results.filter((r) => r.scenario === s).map((r) => r[k] as number));
  const cmd = `HUMAN_ROOMS=${HUMAN_ROOMS} BOT_ROOMS=${BOT_ROOMS} RUNS=${RUNS} SECONDS=${SECONDS} pnpm --filter @kahroba/server exec tsx bench/bots-load.ts`;
  const section = [
    '<!-- bots-load:start -->',
    '## Computer players in other rooms (apps/server/bench/bots-load.ts)',
    '',
    `${HUMAN_ROOMS} rooms of 4 people (socket clients playing random legal intents after 0–${2 * THINK} ms) against the server started from src/index.ts ` +
      `(bots in the piscina worker pool, BOT_DELAY_MS=${BOT_DELAY}). A: those rooms alone. B: the same plus ${BOT_ROOMS} rooms of 4 expert computer players ` +
      '(all four modules, a watching host) thinking all the time. C: as B with easy computer players, which answer at once: B − C is what the thinking costs, ' +
      "C − A what the bot rooms' moves cost anyway (saving each move with fsync, sending it). Runs interleaved A, B, C, A, B, C…; medians of the runs. " +
      'Clients and server share the machine (2 cores, also used by other jobs: see the load average of each run).',
    '',
    `- Command: \`${cmd}\``,
    `- Machine: nproc ${os.cpus().length}, ${os.cpus()[0]?.model ?? 'unknown'}, Node ${process.version}; date ${new Date().toISOString().slice(0, 10)}`,
    '',
    '| scenario | human intents | p50 ms | p99 ms | max ms | bot moves |',
    '|---|---:|---:|---:|---:|---:|',
    ...SCENARIOS.map(
      (s) =>
        `| ${s} | ${m(s, 'intents')} | ${m(s, 'p50').toFixed(1)} | ${m(s, 'p99').toFixed(1)} | ${m(s, 'max').toFixed(1)} | ${m(s, 'botMoves')} |`,
    ),
    '',
    `Added to the human p99 by the expert bot rooms (median B − median A): ${(m('B', 'p99') - m('A', 'p99')).toFixed(1)} ms (target: under 10 ms)` +
      (SCENARIOS.includes('C')
        ? `; by their thinking alone (B − C): ${(m('B', 'p99') - m('C', 'p99')).toFixed(1)} ms.`
        : '.'),
    '',
    'Runs (refused: human intents answered with an error, by code, or unanswered within 30 s; an intent still on its way when its run ends is not counted):',
    '',
    ...results.map(
      (r) =>
        `- ${r.scenario}: ${r.intents} intents, p50 ${r.p50.toFixed(1)} / p99 ${r.p99.toFixed(1)} ms, max ${r.max.toFixed(1)} ms, ${r.botMoves} bot moves, ${refusedText(r.refused)}, load average ${r.load.toFixed(1)} at the start`,
    ),
    '<!-- bots-load:end -->',
  ].join('\n');
  const old = fs.readFileSync(docFile, 'utf8');
  const re = /<!-- bots-load:start -->[\s\S]*?<!-- bots-load:end -->/u;
  fs.writeFileSync(docFile, re.test(old) ? old.replace(re, () => section) : `${old.trimEnd()}\n\n${section}\n`);
  console.log(`written to ${docFile}`);
}

process.on('unhandledRejection', (reason) => {
  console.error(`benchmark failed: ${reason instanceof Error ? (reason.stack ?? reason.message) : String(reason)}`);
  process.exit(1);
});
setTimeout(
  () => {
    console.error('benchmark took too long; stopping');
    process.exit(2);
  },
  SCENARIOS.length * RUNS * (SECONDS + WARMUP + 120) * 1000,
).unref();

const results: Result[] = [];
for (let n = 0; n < RUNS; n++) for (const s of SCENARIOS) results.push(await run(s, n));
if (process.env.BENCH_NO_WRITE !== '1') writeDoc(results);
process.exit(0);
