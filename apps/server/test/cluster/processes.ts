/**
 * Real server processes of a cluster (src/index.ts with tsx), each with
 * DATABASE_URL and REDIS_URL; killed at the end of the file. `spawnNode`
 * resolves once the node listens, with its URL and node id (from its
 * 'listening' log line).
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll } from 'vitest';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
});

export interface NodeProcess {
  url: string;
  nodeId: string;
  child: ChildProcess;
  log(): string;
}

export function spawnNode(env: Record<string, string>): Promise<NodeProcess> {
  const { DATABASE_URL: _db, REDIS_URL: _redis, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/index.ts'], {
    cwd: serverDir,
    env: {
      ...inherited,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      BOT_DELAY_MS: '0',
      TEST_MODE: '1',
      RATE_BURST: '10000',
      JOIN_BURST: '10000',
      // No shedding for a busy event loop: these nodes share a loaded machine with the suite, and shedding has tests of
      // its own (test/transport/overload.test.ts, turn-budget.test.ts); here a shed intent only starves the game.
      MAX_EVENT_LOOP_DELAY_MS: '0',
      SHED_EVENT_LOOP_DELAY_MS: '0',
      MAX_INTENTS_PER_TURN: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  let err = '';
  // KAHROBA_NODE_LOG_DIR: every node's whole output also goes to <dir>/node-<pid>.log (to look into a failure).
  const dir = process.env.KAHROBA_NODE_LOG_DIR;
  if (dir) {
    const file = fs.createWriteStream(path.join(dir, `node-${child.pid}.log`));
    child.stdout?.pipe(file);
    child.stderr?.pipe(file);
  }
  return new Promise((resolve, reject) => {
    child.stderr?.on('data', (d: Buffer) => {
      err = (err + d.toString()).slice(-20_000);
    });
    child.stdout?.on('data', (d: Buffer) => {
      out = (out + d.toString()).slice(-200_000);
      const m = /"port":(\d+)[^\n]*"node":"([^"]+)"[^\n]*"msg":"listening"/u.exec(out);
      if (m) resolve({ url: `http://127.0.0.1:${m[1]}`, nodeId: m[2] ?? '', child, log: () => `${out}\n${err}` });
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code}): ${err || out}`)));
  });
}

/** SIGKILL, as a crash: nothing is handed over. */
export async function kill(node: NodeProcess): Promise<void> {
  if (node.child.exitCode !== null || node.child.signalCode !== null) return;
  const gone = new Promise((r) => node.child.once('exit', r));
  node.child.kill('SIGKILL');
  await gone;
}
