/**
 * What the server benchmarks share: a server process of this checkout on a
 * loopback port (from the sources through tsx) with the per-address caps
 * lifted, since every benchmark client comes from 127.0.0.1, and percentiles.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** A numeric setting of a benchmark from the environment, or its default. */
export const env = (k: string, d: number): number => Number(process.env[k] ?? d);

export const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The server to start: this checkout's, or BENCH_SERVER_DIR (another checkout's apps/server, for A/B runs). */
const startDir = process.env.BENCH_SERVER_DIR ?? serverDir;

/** The servers still running; one `exit` listener kills them all, however many a benchmark starts. */
const live = new Set<ChildProcess>();
process.once('exit', () => {
  for (const c of live) c.kill('SIGKILL');
});

/**
 * Starts `src/index.ts` with `env` over the benchmark defaults; resolves once it listens.
 * `preload`: modules imported before the server, after tsx (so they may be TypeScript).
 */
export function spawnServer(
  dataDir: string,
  env: Record<string, string>,
  nodeArgs: string[] = [],
  preload: string[] = [],
): Promise<{ url: string; child: ChildProcess; nodeId: string | null }> {
  const imports = preload.flatMap((p) => ['--import', p]);
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', ...imports, 'src/index.ts'], {
    cwd: startDir,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      MAX_ROOMS_PER_ADDRESS: '10000',
      RATE_BURST: '1000',
      RATE_PER_SECOND: '1000',
      // Every client of the benchmark comes from 127.0.0.1: lift the per-address connection and request caps for it.
      MAX_CONNECTIONS_PER_ADDRESS: '100000',
      JOIN_BURST: '100000',
      JOIN_PER_MINUTE: '1000000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // Never leave the server behind, whatever happens to this process.
  live.add(child);
  child.once('exit', () => live.delete(child));
  return new Promise((resolve, reject) => {
    let out = '';
    const onData = (d: Buffer): void => {
      out += d.toString();
      const m = /"port":(\d+)[^\n]*"msg":"listening"/u.exec(out);
      if (m) {
        child.stdout?.off('data', onData);
        child.stdout?.resume();
        // With REDIS_URL the line names the node (its room leases are `<node>|<fence>`).
        const nodeId = /"node":"([^"]+)"[^\n]*"msg":"listening"/u.exec(out)?.[1] ?? null;
        resolve({ url: `http://127.0.0.1:${m[1]}`, child, nodeId });
      }
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited (${code}): ${out}`)));
  });
}

/** The p-th percentile of sorted values (nearest rank); NaN when there are none. */
export const percentile = (sorted: number[], p: number): number =>
  sorted.length === 0 ? NaN : (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number);

/**
 * CPU time (user + system, ms) the processes have used so far, from
 * /proc/<pid>/stat (fields 14 and 15, in clock ticks of 10 ms): what a
 * server spends, whatever the clients and other jobs on the machine do to wall-clock time.
 */
export function cpuMs(children: readonly ChildProcess[]): { user: number; system: number; total: number } {
  let user = 0;
  let system = 0;
  for (const c of children) {
    // The command name (field 2) is in parentheses and may hold spaces: count fields after its closing one.
    const stat = fs.readFileSync(`/proc/${c.pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    user += Number(fields[11]) * 10;
    system += Number(fields[12]) * 10;
  }
  return { user, system, total: user + system };
}

/**
 * The whole machine's CPU time so far (ms, all cores; /proc/stat): busy (all
 * but idle and iowait) and total. Over a window, busy ÷ total is how
 * saturated the cores were, whoever used them (other jobs included).
 */
export function machineCpuMs(): { busy: number; total: number } {
  const line = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
  const ticks = line.trim().split(/\s+/u).slice(1, 9).map(Number);
  const total = ticks.reduce((a, b) => a + b, 0);
  const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
  return { busy: (total - idle) * 10, total: total * 10 };
}
