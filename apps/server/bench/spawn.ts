/**
 * What the server benchmarks share: a server process of this checkout on a
 * loopback port (from the sources through tsx) with the per-address caps
 * lifted, since every benchmark client comes from 127.0.0.1, and percentiles.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Starts `src/index.ts` with `env` over the benchmark defaults; resolves once it listens. */
export function spawnServer(dataDir: string, env: Record<string, string>, nodeArgs: string[] = []): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'src/index.ts'], {
    cwd: serverDir,
    env: {
      ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info',
      MAX_ROOMS_PER_ADDRESS: '10000', RATE_BURST: '1000', RATE_PER_SECOND: '1000',
      // Every client of the benchmark comes from 127.0.0.1: lift the per-address caps (issue 10) for it.
      MAX_CONNECTIONS_PER_ADDRESS: '100000', JOIN_BURST: '100000', JOIN_PER_MINUTE: '1000000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // Never leave the server behind, whatever happens to this process.
  process.once('exit', () => child.kill('SIGKILL'));
  return new Promise((resolve, reject) => {
    let out = '';
    const onData = (d: Buffer): void => {
      out += d.toString();
      const m = /"port":(\d+)[^\n]*"msg":"listening"/u.exec(out);
      if (m) {
        child.stdout?.off('data', onData);
        child.stdout?.resume();
        resolve({ url: `http://127.0.0.1:${m[1]}`, child });
      }
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited (${code}): ${out}`)));
  });
}

/** The p-th percentile of sorted values (nearest rank); NaN when there are none. */
export const percentile = (sorted: number[], p: number): number =>
  sorted.length === 0 ? NaN : (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number);
