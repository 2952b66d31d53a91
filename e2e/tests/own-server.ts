/**
 * A server of the spec's own, started as a host would start the production
 * build (no TEST_MODE unless asked), on a free loopback port with a fresh data
 * directory, and stopped at the end. For specs that need a setting or a
 * client directory the shared web server does not have.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface OwnServer {
  port: number;
  /** Stops the server (SIGTERM, as a host's upgrade does) and starts it again on the same port and data. */
  restart(): Promise<void>;
  /** Stops the server and removes its data directory. */
  stop(): void;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => {
        resolve(typeof address === 'object' && address ? address.port : 0);
      });
    });
  });
}

const up = (port: number): Promise<boolean> =>
  fetch(`http://127.0.0.1:${port}/healthz`).then(
    (r) => r.ok,
    () => false,
  );

async function waitUntilUp(port: number): Promise<boolean> {
  for (let i = 0; i < 200; i += 1) {
    if (await up(port)) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

/** Starts the server; `env(port)` adds settings that depend on the port (a public origin, say). */
export async function startOwnServer(env: (port: number) => Record<string, string> = () => ({})): Promise<OwnServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'kahroba-own-'));
  const launch = (): ChildProcess =>
    spawn(process.execPath, [fileURLToPath(new URL('../../apps/server/dist/index.js', import.meta.url))], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        BOT_DELAY_MS: '20',
        TEST_MODE: '',
        ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
        ...env(port),
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
  let server = launch();
  const stop = (): void => {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  const restart = async (): Promise<void> => {
    const exited = new Promise((r) => server.once('exit', r));
    server.kill('SIGTERM');
    await exited;
    server = launch();
    if (!(await waitUntilUp(port))) throw new Error('the server did not start again');
  };
  if (await waitUntilUp(port)) return { port, restart, stop };
  stop();
  throw new Error('the server did not start');
}
