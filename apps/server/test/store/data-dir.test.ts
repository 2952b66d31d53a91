/**
 * DATA_DIR faults at start, against the real entry point (`src/index.ts` with
 * tsx in a child process): a file, a path under a file, a read-only file
 * system and a full disk each stop the start with one sentence naming
 * DATA_DIR (no stack trace); a missing DATA_DIR whose parent is writable is
 * created. Running as root, permissions do not stop writes, so read-only and
 * full are real file systems: a tmpfs mounted read-only, and a tiny tmpfs
 * filled up, each in a private mount namespace (`unshare`) of the child.
 */
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, test } from 'vitest';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'kahroba-datadir-'));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  fs.rmSync(tmp, { recursive: true, force: true });
});

/** `unshare` flags that give a private mount namespace here (root, or an unprivileged user namespace), or null. */
const namespaceFlags = ((): string[] | null => {
  for (const flags of [['--mount'], ['--user', '--map-root-user', '--mount']]) {
    const target = fs.mkdtempSync(path.join(tmp, 'ns-'));
    const r = spawnSync('unshare', [...flags, 'sh', '-c', 'mount -t tmpfs -o size=64k tmpfs "$0"', target], {
      stdio: 'ignore',
    });
    if (r.status === 0) return flags;
  }
  return null;
})();

interface Outcome {
  code: number | null;
  stderr: string;
  listening: boolean;
}

/**
 * Starts the server with DATA_DIR=`dataDir`; `mount` (a shell line run first,
 * in the child's own mount namespace, `$1` = the mount point) prepares a file system.
 */
function start(dataDir: string, mount?: { point: string; script: string }): Promise<Outcome> {
  const node = [process.execPath, '--import', 'tsx', 'src/index.ts'];
  const [cmd, ...args] = mount
    ? ['unshare', ...(namespaceFlags ?? []), 'sh', '-c', `${mount.script} && exec "$@"`, 'sh', ...node]
    : node;
  const env = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    MOUNT_POINT: mount?.point ?? '',
  };
  const child = spawn(cmd as string, args, { cwd: serverDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  return new Promise((resolve) => {
    let stdout = '';
    let stderr = '';
    child.stderr?.on('data', (d: Buffer) => {
      stderr += d.toString();
    });
    child.stdout?.on('data', (d: Buffer) => {
      stdout += d.toString();
      if (stdout.includes('"msg":"listening"')) {
        child.kill('SIGTERM');
        resolve({ code: null, stderr, listening: true });
      }
    });
    child.once('exit', (code) => resolve({ code, stderr, listening: false }));
  });
}

/** The start failed with exactly one line naming DATA_DIR and no stack trace. */
function expectOneSentence(o: Outcome, dataDir: string, says: RegExp): void {
  expect(o.listening).toBe(false);
  expect(o.code).toBe(1);
  const lines = o.stderr.trim().split('\n');
  expect(lines, o.stderr).toHaveLength(1);
  expect(lines[0]).toContain(`DATA_DIR ${dataDir}`);
  expect(lines[0]).toMatch(says);
  expect(o.stderr).not.toMatch(/\n\s+at /u);
}

describe('DATA_DIR at start', () => {
  test('a regular file: not a directory', async () => {
    const file = path.join(tmp, 'a-file');
    fs.writeFileSync(file, 'x');
    expectOneSentence(await start(file), file, /is not a directory/u);
  });

  test('missing under a regular file: cannot be created', async () => {
    const dir = path.join(tmp, 'a-file-2', 'data');
    fs.writeFileSync(path.dirname(dir), 'x');
    expectOneSentence(await start(dir), dir, /does not exist and cannot be created \(ENOTDIR\)/u);
  });

  test('missing with a writable parent: created, and the server starts', async () => {
    const dir = path.join(tmp, 'new', 'data');
    const o = await start(dir);
    expect(o.listening, o.stderr).toBe(true);
    expect(fs.existsSync(path.join(dir, 'kahroba.db'))).toBe(true);
  });

  const isRoot = process.getuid?.() === 0;
  test.skipIf(namespaceFlags === null && isRoot)(
    'read-only: a read-only file system, or (without a mount namespace, not as root) a directory without write permission',
    async () => {
      const point = fs.mkdtempSync(path.join(tmp, 'ro-'));
      if (namespaceFlags !== null) {
        const o = await start(point, { point, script: 'mount -t tmpfs -o ro,size=64k tmpfs "$MOUNT_POINT"' });
        expectOneSentence(o, point, /cannot be written \(EROFS/u);
        return;
      }
      fs.chmodSync(point, 0o555);
      expectOneSentence(await start(point), point, /cannot be written \(EACCES/u);
    },
  );

  test.skipIf(namespaceFlags === null)('on a full disk', async () => {
    const point = fs.mkdtempSync(path.join(tmp, 'full-'));
    const dir = path.join(point, 'data');
    const script =
      'mount -t tmpfs -o size=64k tmpfs "$MOUNT_POINT" && mkdir "$MOUNT_POINT/data" && { cat /dev/zero > "$MOUNT_POINT/filler" 2>/dev/null || true; }';
    expectOneSentence(await start(dir, { point, script }), dir, /is on a full disk \(ENOSPC\)/u);
  });
});
