/**
 * A server the tests run as a child process of their own (PostgreSQL in
 * postgres.ts, Redis in redis.ts): a free loopback port, and its life —
 * started, stopped, started again on the same port and directory, removed
 * with its directory.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });

export interface ServiceInstance {
  url: string;
  /** Ends it and resolves once it has exited. */
  stop(): Promise<void>;
  /** Starts it again on the same port and directory. */
  restart(): Promise<void>;
  /** Stops it and deletes its directory. */
  remove(): Promise<void>;
}

/**
 * Starts the service with `start` (which spawns it and resolves once it
 * answers, or kills it and rejects) and returns its handle. `stop` sends
 * `signal`; a process still running 10 s after a gentler signal than
 * SIGKILL gets SIGKILL. When the first start fails, `dir` is deleted.
 */
export async function childService(
  dir: string,
  url: string,
  start: () => Promise<ChildProcess>,
  signal: 'SIGINT' | 'SIGKILL',
): Promise<ServiceInstance> {
  let child: ChildProcess | null = null;
  const run = async (): Promise<void> => {
    child = await start();
  };
  const stop = async (): Promise<void> => {
    const c = child;
    child = null;
    if (!c || c.exitCode !== null) return;
    const exited = new Promise((r) => c.once('exit', r));
    c.kill(signal);
    if (signal !== 'SIGKILL') await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    if (c.exitCode === null) {
      c.kill('SIGKILL');
      await exited;
    }
  };
  try {
    await run();
  } catch (e) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw e;
  }
  return {
    url,
    stop,
    restart: run,
    async remove() {
      await stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
