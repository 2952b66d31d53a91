/**
 * Can one address starve everyone's computer players? (The fair share of the bot threads, bots/scheduler.ts.)
 * A real server child process (src/index.ts: the production bot pool, 1
 * thread on 2 cores; TRUST_PROXY=loopback so each client says its address
 * in X-Forwarded-For) runs:
 *   - from one address, ATTACK_ROOMS rooms of 4 expert computer players (all
 *     four modules, a watching host), thinking all the time;
 *   - from another, VICTIM_ROOMS rooms of 4 normal computer players, watched.
 * Reported: the time between consecutive moves in the victim rooms (with
 * BOT_DELAY_MS=0 that is the bot's answer plus saving and sending), p50/p99/
 * max, the moves made in each kind of room, and the moves given up and
 * replaced by the first legal action (the server's own log lines).
 *
 *   pnpm --filter @kahroba/server exec tsx bench/bots-fair.ts
 *   BENCH_SERVER_DIR=/other/checkout/apps/server pnpm --filter @kahroba/server exec tsx bench/bots-fair.ts   (A/B)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { io } from 'socket.io-client';
import type { GameUpdate } from '@kahroba/protocol';
import { fireAndForget, followGame, request } from './client';
import type { ClientSocket } from './client';
import { env, percentile, spawnServer } from './spawn';

const ATTACK_ROOMS = env('ATTACK_ROOMS', 20);
const VICTIM_ROOMS = env('VICTIM_ROOMS', 3);
const SECONDS = env('SECONDS', 20);
const WARMUP = env('WARMUP', 5);
const ALL_MODULES = ['cities', 'tradingPosts', 'strongholds', 'orient'];

function connectFrom(url: string, address: string): Promise<ClientSocket> {
  const s: ClientSocket = io(url, {
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    extraHeaders: { 'x-forwarded-for': address },
  });
  return new Promise((resolve, reject) => {
    s.once('connect', () => resolve(s));
    s.once('connect_error', reject);
  });
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kahroba-fairbench-'));
  const { url, child } = await spawnServer(dataDir, { BOT_DELAY_MS: '0', TRUST_PROXY: 'loopback' });
  let givenUp = 0;
  child.stdout?.on('data', (d: Buffer) => {
    givenUp += d.toString().split('bot failed to choose').length - 1;
  });
  let measuring = false;
  let stopped = false;
  const moves = { attacker: 0, victim: 0 };
  const gaps: number[] = [];
  const sockets: ClientSocket[] = [];

  const room = async (address: string, bot: string, r: number, victim: boolean): Promise<void> => {
    const host = await connectFrom(url, address);
    sockets.push(host);
    let last = 0;
    followGame(host, (u: GameUpdate) => {
      const now = performance.now();
      if (measuring) {
        moves[victim ? 'victim' : 'attacker'] += 1;
        if (victim && last > 0 && u.version > 0) gaps.push(now - last);
      }
      last = now;
      if (u.view.result !== null && !stopped) {
        last = 0;
        fireAndForget(host, 'room:rematch', {});
      }
    });
    const seats = [0, 1, 2, 3].map(() => ({ kind: 'bot', bot }));
    await request(host, 'room:create', {
      name: `${victim ? 'V' : 'A'}${r}`,
      hostSeat: null,
      seats,
      modules: ALL_MODULES,
    });
    await request(host, 'room:start', {});
  };

  await Promise.all(Array.from({ length: ATTACK_ROOMS }, (_, r) => room('198.51.100.1', 'expert', r, false)));
  await Promise.all(Array.from({ length: VICTIM_ROOMS }, (_, r) => room('203.0.113.9', 'normal', r, true)));
  await new Promise((res) => setTimeout(res, WARMUP * 1000));
  const givenUpBefore = givenUp;
  measuring = true;
  await new Promise((res) => setTimeout(res, SECONDS * 1000));
  measuring = false;
  stopped = true;
  const given = givenUp - givenUpBefore;
  for (const s of sockets) s.close();
  child.kill('SIGTERM');
  await new Promise((res) => child.once('exit', res));
  fs.rmSync(dataDir, { recursive: true, force: true });
  gaps.sort((a, b) => a - b);
  const result = {
    server: process.env.BENCH_SERVER_DIR ?? 'this checkout',
    attackRooms: ATTACK_ROOMS,
    victimRooms: VICTIM_ROOMS,
    seconds: SECONDS,
    victimMoves: moves.victim,
    attackerMoves: moves.attacker,
    givenUp: given,
    victimGapP50: percentile(gaps, 50),
    victimGapP99: percentile(gaps, 99),
    victimGapMax: gaps[gaps.length - 1] ?? NaN,
    load: os.loadavg()[0],
  };
  console.log(
    `victim rooms: ${result.victimMoves} moves, time between moves p50 ${result.victimGapP50.toFixed(0)} / p99 ${result.victimGapP99.toFixed(0)} / max ${result.victimGapMax.toFixed(0)} ms; ` +
      `attacker rooms: ${result.attackerMoves} moves; ${given} moves given up (first legal action played); load average ${result.load?.toFixed(1)}`,
  );
  console.log(`BENCH_JSON ${JSON.stringify(result)}`);
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
  (SECONDS + WARMUP + 120) * 1000,
).unref();
await main();
process.exit(0);
