/**
 * Does Socket.IO's per-message compression (WebSocket permessage-deflate)
 * pay for the game's updates? Plays seeded random games with the engine and
 * builds every `game:update` frame each seat and a spectator would receive
 * (the server's own UpdateCache), then measures their sizes and what
 * deflate, as `ws` runs it, makes of them: bytes saved and CPU spent, with a
 * fresh window per message (`serverNoContextTakeover`) and with one window
 * kept per connection (the `ws` default). Written into docs/BENCHMARKS.md
 * between the socket-compression markers.
 *
 *   pnpm --filter @kahroba/server exec tsx bench/compression.ts     (GAMES=20 by default)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { applyAction, createGame, legalActions } from '@kahroba/engine';
import type { GameConfig, GameState, ModuleId, Seat } from '@kahroba/engine';
import { UpdateCache } from '../src/room/views';

const GAMES = Number(process.env.GAMES ?? 20);
const here = path.dirname(fileURLToPath(import.meta.url));
const docFile = path.resolve(here, '../../../docs/BENCHMARKS.md');
/** Fast 3G's download rate (bytes/s): what a byte saved is worth in time on a phone. */
const PHONE_BYTES_PER_SECOND = 180_000;

interface Setting {
  name: string;
  players: number;
  modules: ModuleId[];
}
const SETTINGS: Setting[] = [
  { name: 'base, 2 players', players: 2, modules: [] },
  { name: 'base, 4 players', players: 4, modules: [] },
  { name: 'all modules, 4 players', players: 4, modules: ['cities', 'tradingPosts', 'strongholds', 'orient'] },
];

/** Every frame (Socket.IO packet text) each viewer gets over one game, per viewer. */
function framesOfGame(setting: Setting, seed: number): string[][] {
  const config: GameConfig = {
    players: setting.players,
    modules: setting.modules,
    edition: 'kahroba',
    seed: `compression-${seed}`,
  };
  const created = createGame(config);
  if (!created.ok) throw new Error(created.error.message);
  let state: GameState = created.value;
  const viewers: (Seat | null)[] = [...Array.from({ length: setting.players }, (_, i) => i), null];
  const frames: string[][] = viewers.map(() => []);
  let rng = seed * 7919 + 1;
  const random = (): number => {
    rng = (rng * 1103515245 + 12345) >>> 0;
    return rng / 0x1_0000_0000;
  };
  for (let steps = 0; !state.result && steps < 2000; steps++) {
    const legal = legalActions(state, state.current);
    const action = legal[Math.floor(random() * legal.length)];
    if (!action) break;
    const applied = applyAction(state, state.current, action);
    if (!applied.ok) throw new Error(applied.error.code);
    state = applied.state;
    const cache = new UpdateCache(1, state, applied.events);
    viewers.forEach((v, i) => frames[i]?.push(`42${JSON.stringify(['game:update', cache.for(v)])}`));
  }
  return frames;
}

interface Figures {
  setting: string;
  frames: number;
  median: number;
  p90: number;
  max: number;
  fresh: number;
  kept: number;
  freshUs: number;
  keptUs: number;
}

const pct = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/** CPU microseconds of this process (user + system) spent in `work`. */
function cpu(work: () => void): number {
  const start = process.cpuUsage();
  work();
  const used = process.cpuUsage(start);
  return used.user + used.system;
}

async function measure(setting: Setting): Promise<Figures> {
  const connections: Buffer[][] = [];
  for (let g = 0; g < GAMES; g++)
    for (const viewer of framesOfGame(setting, g)) connections.push(viewer.map((f) => Buffer.from(f)));
  const all = connections.flat();
  const sizes = all.map((b) => b.length).sort((a, b) => a - b);
  const raw = sizes.reduce((s, n) => s + n, 0);
  let fresh = 0;
  // A fresh window per message: each frame deflated on its own (ws: serverNoContextTakeover).
  const freshUs = cpu(() => {
    for (const b of all) fresh += zlib.deflateRawSync(b, { level: zlib.constants.Z_DEFAULT_COMPRESSION }).length - 4;
  });
  // One window per connection, flushed after each message (the ws default, context takeover).
  const start = process.cpuUsage();
  let kept = 0;
  for (const frames of connections) {
    const stream = zlib.createDeflateRaw({ level: zlib.constants.Z_DEFAULT_COMPRESSION });
    stream.on('data', (out: Buffer) => {
      kept += out.length;
    });
    for (const b of frames) {
      stream.write(b);
      await new Promise<void>((resolve) => {
        stream.flush(zlib.constants.Z_SYNC_FLUSH, () => resolve());
      });
      kept -= 4;
    }
    stream.close();
  }
  const used = process.cpuUsage(start);
  const keptUs = used.user + used.system;
  return {
    setting: setting.name,
    frames: all.length,
    median: pct(sizes, 50),
    p90: pct(sizes, 90),
    max: sizes.at(-1) ?? 0,
    fresh: fresh / raw,
    kept: kept / raw,
    freshUs: freshUs / all.length,
    keptUs: keptUs / all.length,
  };
}

const results: Figures[] = [];
for (const setting of SETTINGS) results.push(await measure(setting));
const kb = (n: number): string => `${(n / 1000).toFixed(1)} KB`;
const lines = results.map(
  (r) =>
    `| ${r.setting} | ${r.frames} | ${kb(r.median)} | ${kb(r.p90)} | ${kb(r.max)} ` +
    `| ${(r.fresh * 100).toFixed(0)} % · ${r.freshUs.toFixed(0)} µs | ${(r.kept * 100).toFixed(0)} % · ${r.keptUs.toFixed(0)} µs ` +
    `| ${(((1 - r.kept) * r.median * 1000) / PHONE_BYTES_PER_SECOND).toFixed(0)} ms |`,
);
for (const l of lines) console.log(l);

if (process.env.BENCH_NO_WRITE !== '1') {
  const section = [
    '<!-- socket-compression:start -->',
    '## Socket.IO per-message compression (apps/server/bench/compression.ts)',
    '',
    `Every \`game:update\` frame that each seat and a spectator receive over ${GAMES} seeded random games per row (built by the server's UpdateCache), ` +
      'deflated as `ws` would (zlib level 6, raw deflate, the 4-byte flush tail dropped): compressed size as a share of the frame, and CPU per frame on this machine. ' +
      '"Phone time saved" is the median frame\'s saving at Fast 3G\'s 180 KB/s.',
    '',
    `- Command: \`GAMES=${GAMES} pnpm --filter @kahroba/server exec tsx bench/compression.ts\``,
    `- Machine: nproc ${os.cpus().length}, ${os.cpus()[0]?.model ?? 'unknown'}, Node ${process.version}; date: ${new Date().toISOString().slice(0, 10)}`,
    '',
    '| game | frames | median frame | p90 | max | fresh window: size · CPU | kept window: size · CPU | phone time saved |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...lines,
    '<!-- socket-compression:end -->',
  ].join('\n');
  const old = fs.readFileSync(docFile, 'utf8');
  const re = /<!-- socket-compression:start -->[\s\S]*?<!-- socket-compression:end -->/u;
  fs.writeFileSync(docFile, re.test(old) ? old.replace(re, () => section) : `${old.trimEnd()}\n\n${section}\n`);
  console.log(`written to ${docFile}`);
}
