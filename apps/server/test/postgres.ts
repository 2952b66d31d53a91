/**
 * A PostgreSQL instance of the tests' own: `initdb` into a temporary
 * directory, `postgres` on a free loopback port with its socket in that
 * directory; no system service is used. Run as root (CI), both run as the
 * `nobody` user in a directory it owns, since PostgreSQL refuses root.
 * Tests run it with fsync off, benchmarks with fsync on (the default).
 * `stop` ends it (it can be started again on the same data), `remove` also
 * deletes the directory. Binaries: PG_BIN, then `pg_config --bindir`, then
 * /usr/lib/postgresql/<newest>/bin, then PATH.
 */
import { execFileSync, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { childService, freePort } from './service';
import type { ServiceInstance } from './service';

const has = (dir: string): boolean =>
  fs.existsSync(path.join(dir, 'initdb')) && fs.existsSync(path.join(dir, 'postgres'));

export function findPostgresBin(): string | null {
  const candidates: string[] = [];
  if (process.env.PG_BIN) candidates.push(process.env.PG_BIN);
  try {
    candidates.push(
      execFileSync('pg_config', ['--bindir'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim(),
    );
  } catch {
    /* no pg_config */
  }
  const debian = '/usr/lib/postgresql';
  if (fs.existsSync(debian)) {
    const versions = fs
      .readdirSync(debian)
      .filter((v) => /^\d+$/u.test(v))
      .sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((v) => path.join(debian, v, 'bin')));
  }
  candidates.push(...(process.env.PATH ?? '').split(path.delimiter).filter(Boolean));
  return candidates.find(has) ?? null;
}

/** uid/gid to run PostgreSQL as: ourselves, or `nobody` when we are root. */
function runAs(): { uid: number; gid: number } | null {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return null;
  const line = fs
    .readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('nobody:'));
  const [, , uid, gid] = line?.split(':') ?? [];
  if (uid === undefined || gid === undefined)
    throw new Error('running as root and there is no `nobody` user to run PostgreSQL as');
  return { uid: Number(uid), gid: Number(gid) };
}

async function waitReady(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const until = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`postgres exited (${child.exitCode}): ${log()}`);
    const c = new pg.Client({ connectionString: url });
    try {
      await c.connect();
      await c.end();
      return;
    } catch (e) {
      await c.end().catch(() => undefined);
      if (Date.now() > until)
        throw new Error(`postgres did not accept connections in 30 s: ${String(e)}\n${log()}`, { cause: e });
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

/** `stop` is a fast shutdown (clients are disconnected); `restart` starts it again on the same data directory and port. */
export type PostgresInstance = ServiceInstance;

/** Creates a database cluster in a new temporary directory and starts PostgreSQL on it. */
export async function startPostgres(bin: string, opts: { fsync?: boolean } = {}): Promise<PostgresInstance> {
  const user = runAs();
  // As root the directory is handed to `nobody`, who must be able to reach it: /tmp, not a TMPDIR under /root.
  const dir = fs.mkdtempSync(path.join(user ? '/tmp' : os.tmpdir(), 'kahroba-pg-'));
  if (user) fs.chownSync(dir, user.uid, user.gid);
  const data = path.join(dir, 'data');
  const as = user ?? {};
  try {
    execFileSync(
      path.join(bin, 'initdb'),
      ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync'],
      { ...as, cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] },
    );
  } catch (e) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw e;
  }
  const port = await freePort();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const start = async (): Promise<ChildProcess> => {
    let log = '';
    // fsync off for tests (they never pull the plug); benchmarks ask for it on, PostgreSQL's default.
    const fsync = opts.fsync === true ? 'on' : 'off';
    const c = spawn(
      path.join(bin, 'postgres'),
      [
        '-D',
        data,
        '-k',
        dir,
        '-h',
        '127.0.0.1',
        '-p',
        String(port),
        '-c',
        `fsync=${fsync}`,
        '-c',
        'max_connections=200',
      ],
      { ...as, cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    c.stderr?.on('data', (d: Buffer) => {
      log = (log + d.toString()).slice(-4_000);
    });
    try {
      await waitReady(url, c, () => log);
    } catch (e) {
      c.kill('SIGKILL');
      throw e;
    }
    return c;
  };
  // Fast shutdown (SIGINT): disconnects clients, no waiting for them.
  return childService(dir, url, start, 'SIGINT');
}
