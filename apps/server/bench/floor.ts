/**
 * The transport floor of the load benchmark: the same rooms, sockets, pacing
 * and message pattern as bench/load.ts (each intent: 1 frame in; the actor's
 * patch, the shared patch to the three other seats and the ack out), against
 * a bare Socket.IO server that does nothing else (floor-server.ts). Its CPU
 * per intent is what the game server cannot go below with Socket.IO on this
 * machine, whatever it does about views, the engine or the store.
 *
 *   ROOMS=250 SECONDS=15 THINK_MS=250 RUNS=3 pnpm --filter @kahroba/server exec tsx bench/floor.ts
 *
 * Bounded: every run stops by itself after WARMUP + SECONDS. Prints; writes nothing.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import os from 'node:os';
import type { GamePatch } from '@kahroba/protocol';
import { connect } from './client';
import type { ClientSocket } from './client';
import { floorScript } from './floor-script';
import { cpuMs, env, percentile, serverDir } from './spawn';

const ROOMS = env('ROOMS', 250);
const RUNS = env('RUNS', 3);
const SECONDS = env('SECONDS', 15);
const WARMUP = env('WARMUP', 3);
const THINK = env('THINK_MS', 250);
const script = floorScript(Number(process.env.FLOOR_GAMES ?? 4));

function startFloor(): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/floor-server.ts'], {
    cwd: serverDir,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  process.once('exit', () => child.kill('SIGKILL'));
  return new Promise((resolve, reject) => {
    child.stdout?.once('data', (d: Buffer) => {
      const m = /"port":(\d+)/u.exec(d.toString());
      if (m) resolve({ url: `http://127.0.0.1:${m[1]}`, child });
      else reject(new Error(`floor server: ${d.toString()}`));
    });
    child.once('exit', (code) => reject(new Error(`floor server exited (${code})`)));
  });
}

type Emitting = { emit(name: string, p: unknown, ack?: (a: unknown) => void): void };

async function run(n: number): Promise<string> {
  const { url, child } = await startFloor();
  const sockets: ClientSocket[] = [];
  const latencies: number[] = [];
  let measuring = false;
  let stopped = false;
  let intents = 0;
  let rng = 777 + n;
  const random = (): number => {
    rng = (rng * 1103515245 + 12345) >>> 0;
    return rng / 0x1_0000_0000;
  };
  const setUpRoom = async (r: number): Promise<() => void> => {
    const seats = await Promise.all([0, 1, 2, 3].map(() => connect(url)));
    sockets.push(...seats);
    const first = await Promise.all(
      seats.map(
        (s, seat) =>
          new Promise<GamePatch>((resolve) => {
            (s as unknown as Emitting).emit('floor:join', { room: `R${r}`, seat }, (a) =>
              resolve((a as { data: GamePatch }).data),
            );
          }),
      ),
    );
    let sentAt = 0;
    let waiting = 0;
    const act = (seat: number, p: GamePatch): void => {
      if (stopped || (p.toAct ?? 0) !== seat) return;
      const step = script[(p.version + r) % script.length];
      const send = (): void => {
        if (stopped) return;
        sentAt = performance.now();
        waiting = 4;
        (seats[seat] as unknown as Emitting).emit('game:act', step?.intent, () => undefined);
      };
      setTimeout(send, random() * 2 * THINK);
    };
    for (const [seat, s] of seats.entries()) {
      s.on('game:patch', (p: GamePatch) => {
        if (--waiting === 0 && measuring) {
          latencies.push(performance.now() - sentAt);
          intents += 1;
        }
        act(seat, p);
      });
    }
    return () => {
      const p = first[0];
      if (p) act(p.toAct ?? 0, p);
    };
  };
  const kicks: (() => void)[] = [];
  for (let r = 0; r < ROOMS; r += 25)
    kicks.push(...(await Promise.all(Array.from({ length: Math.min(25, ROOMS - r) }, (_, k) => setUpRoom(r + k)))));
  for (const kick of kicks) kick();
  await new Promise((res) => setTimeout(res, WARMUP * 1000));
  measuring = true;
  const start = performance.now();
  const cpu0 = cpuMs([child]).total;
  const load = os.loadavg()[0] ?? NaN;
  await new Promise((res) => setTimeout(res, SECONDS * 1000));
  measuring = false;
  const cpu = cpuMs([child]).total - cpu0;
  stopped = true;
  const elapsed = (performance.now() - start) / 1000;
  for (const s of sockets) s.close();
  const gone = new Promise((res) => child.once('exit', res));
  child.kill('SIGTERM');
  await gone;
  latencies.sort((a, b) => a - b);
  return (
    `floor, think ${THINK} ms, run ${n + 1}/${RUNS}: ${ROOMS} rooms, ${intents} intents, ${(intents / elapsed).toFixed(0)}/s, ` +
    `p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms; ` +
    `server CPU ${(cpu / 1000).toFixed(2)} s = ${(cpu / Math.max(1, intents)).toFixed(3)} ms per intent, load average ${load.toFixed(1)}`
  );
}

const sizes = script.map((s) => [JSON.stringify(s.own).length, JSON.stringify(s.shared).length]);
const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
console.log(
  `floor script: ${script.length} steps; median payload: own ${median(sizes.map((x) => x[0] ?? 0))} B, shared ${median(sizes.map((x) => x[1] ?? 0))} B`,
);
for (let n = 0; n < RUNS; n++) console.log(await run(n));
process.exit(0);
