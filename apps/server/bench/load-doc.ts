/**
 * The load benchmark's table in docs/BENCHMARKS.md (between the server-bench
 * markers): the medians of the 1× runs per pacing of the load, the probe's
 * latency beside the load generators' own, each process's event-loop delay.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RunResult, Side } from './load-procs';
import { serverDir } from './spawn';

const docFile = path.resolve(serverDir, '../../docs/BENCHMARKS.md');

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] as number;
};

export interface DocSettings {
  cmd: string;
  thinks: number[];
  runs: number;
  seconds: number;
  warmup: number;
  sync: string;
}

export function writeDoc(results: RunResult[], o: DocSettings): void {
  const cpu = os.cpus()[0]?.model ?? 'unknown';
  const first = results[0];
  if (!first) return;
  const row = (think: number): string => {
    const rs = results.filter((r) => r.think === think);
    const m = (f: (r: RunResult) => number, digits = 1): string => median(rs.map(f)).toFixed(digits);
    const p = (f: (s: Side) => number, digits = 1): string => m((r) => (r.probe ? f(r.probe) : NaN), digits);
    const pacing = think > 0 ? `0–${2 * think} ms think` : 'no think time (saturation)';
    return (
      `| ${pacing} | ${first.rooms} | ${m((r) => r.gen.perSecond, 0)} | ${m((r) => r.gen.p50)} | ${m((r) => r.gen.p99)} | ${m((r) => r.gen.lagP99, 0)} ` +
      `| ${p((s) => s.p50)} | ${p((s) => s.p95)} | ${p((s) => s.p99)} | ${p((s) => s.lagP99, 0)} | ${m((r) => r.serverLagP99, 0)} ` +
      `| ${m((r) => r.gen.errors + (r.probe?.errors ?? 0), 0)} | ${m((r) => r.cpuMsPerIntent, 3)} |`
    );
  };
  const section = [
    '<!-- server-bench:start -->',
    '## Server load (apps/server/bench/load.ts)',
    '',
    `Rooms of 4 socket.io clients (websocket, 127.0.0.1) play random legal intents (engine \`legalActions\` on the received view) against the server, ` +
      `started as a child process with SQLite \`synchronous=${o.sync}\` (each action committed before its ack; group commit: one transaction per event-loop turn). ` +
      `The load (${first.rooms} rooms) is played by ${first.generators} generator processes; the latency is measured by a probe: ` +
      `${first.probeRooms} rooms at 0–${2 * first.probeThink} ms think in a process of their own, from sending an intent to the moment all 4 seats of its room hold the update. ` +
      'The generators time their own intents too ("load" columns), but those figures include their own event-loop lag. Every process\'s event-loop delay p99 is shown. ' +
      'Server CPU per intent: the user + system time of the server process over the measured window (/proc/<pid>/stat) divided by the intents. ' +
      `Median of ${o.runs} runs per row, each ${o.seconds} s measured after ${o.warmup} s of warm-up.`,
    '',
    `- Command: \`${o.cmd}\``,
    `- Machine: nproc ${os.cpus().length}, ${cpu}, Node ${process.version}, ${os.platform()} ${os.release()}`,
    `- Date: ${new Date().toISOString().slice(0, 10)}`,
    '',
    '| load pacing | rooms | intents/s | load p50 ms | load p99 ms | generators loop p99 ms | probe p50 ms | probe p95 ms | probe p99 ms | probe loop p99 ms | server loop p99 ms | other refusals | server CPU per intent (ms) |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...o.thinks.map(row),
    '',
    'Runs:',
    '',
    ...results.map(
      (r) =>
        `- think ${r.think} ms: ${r.gen.perSecond.toFixed(0)} intents/s, load p50 ${r.gen.p50.toFixed(1)} / p99 ${r.gen.p99.toFixed(1)} ms, ` +
        `probe p50 ${r.probe?.p50.toFixed(1) ?? '–'} / p99 ${r.probe?.p99.toFixed(1) ?? '–'} ms, ` +
        `refused ${(100 * r.gen.refusedShare).toFixed(1)} % (OVERLOADED), server CPU ${r.cpuMsPerIntent.toFixed(3)} ms per intent, load average ${r.load.toFixed(1)}`,
    ),
    '<!-- server-bench:end -->',
  ].join('\n');
  const old = fs.existsSync(docFile) ? fs.readFileSync(docFile, 'utf8') : '# Benchmarks\n';
  const re = /<!-- server-bench:start -->[\s\S]*?<!-- server-bench:end -->/u;
  const next = re.test(old) ? old.replace(re, () => section) : `${old.trimEnd()}\n\n${section}\n`;
  fs.mkdirSync(path.dirname(docFile), { recursive: true });
  fs.writeFileSync(docFile, next);
  console.log(`written to ${docFile}`);
}
