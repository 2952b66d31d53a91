/**
 * A Redis instance of the tests' own: `redis-server` on a free loopback port
 * with its working directory in a new temporary directory, nothing saved to
 * disk (no RDB, no AOF); no system service is used. `stop` ends it (SIGKILL,
 * as a crash would), `restart` starts it again on the same port, `remove`
 * stops it and deletes the directory. Binary: REDIS_SERVER, then PATH, then
 * /usr/bin/redis-server (Debian: apt-get install redis-server).
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { childService, freePort } from './service';
import type { ServiceInstance } from './service';

export function findRedisServer(): string | null {
  const candidates: string[] = [];
  if (process.env.REDIS_SERVER) candidates.push(process.env.REDIS_SERVER);
  candidates.push(
    ...(process.env.PATH ?? '')
      .split(path.delimiter)
      .filter(Boolean)
      .map((d) => path.join(d, 'redis-server')),
  );
  candidates.push('/usr/bin/redis-server');
  return candidates.find((f) => fs.existsSync(f)) ?? null;
}

/** `stop` kills it (SIGKILL): everything it held is gone; `restart` starts it again, empty, on the same port. */
export type RedisInstance = ServiceInstance;

async function waitReady(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const until = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`redis-server exited (${child.exitCode}): ${log()}`);
    const c = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    c.on('error', () => undefined);
    try {
      await c.connect();
      await c.ping();
      c.disconnect();
      return;
    } catch (e) {
      c.disconnect();
      if (Date.now() > until)
        throw new Error(`redis-server did not answer in 15 s: ${String(e)}\n${log()}`, { cause: e });
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

/** Starts redis-server on a free 127.0.0.1 port in a new temporary directory. */
export async function startRedis(bin: string): Promise<RedisInstance> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kahroba-redis-'));
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  const start = async (): Promise<ChildProcess> => {
    let log = '';
    const c = spawn(
      bin,
      [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--dir',
        dir,
        '--save',
        '',
        '--appendonly',
        'no',
        '--protected-mode',
        'yes',
      ],
      { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const keep = (d: Buffer): void => {
      log = (log + d.toString()).slice(-4_000);
    };
    c.stdout?.on('data', keep);
    c.stderr?.on('data', keep);
    try {
      await waitReady(url, c, () => log);
    } catch (e) {
      c.kill('SIGKILL');
      throw e;
    }
    return c;
  };
  return childService(dir, url, start, 'SIGKILL');
}
