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
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';

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

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });

export interface RedisInstance {
  url: string;
  /** Kills it (SIGKILL) and resolves once it has exited: everything it held is gone. */
  stop(): Promise<void>;
  /** Starts it again, empty, on the same port. */
  restart(): Promise<void>;
  /** Stops it and deletes its directory. */
  remove(): Promise<void>;
}

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
  let child: ChildProcess | null = null;
  const start = async (): Promise<void> => {
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
    child = c;
    try {
      await waitReady(url, c, () => log);
    } catch (e) {
      c.kill('SIGKILL');
      throw e;
    }
  };
  const stop = async (): Promise<void> => {
    const c = child;
    child = null;
    if (!c || c.exitCode !== null) return;
    const exited = new Promise((r) => c.once('exit', r));
    c.kill('SIGKILL');
    await exited;
  };
  try {
    await start();
  } catch (e) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw e;
  }
  return {
    url,
    stop,
    restart: start,
    async remove() {
      await stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
