/**
 * The built server (apps/server/dist) with the built client (apps/web/dist), started on 127.0.0.1 at a free port
 * for the web benchmarks; killed when the benchmark's process exits.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const root = path.resolve(here, '../../..');
const serverEntry = path.join(root, 'apps/server/dist/index.js');
const webDist = path.join(root, 'apps/web/dist');

export function startServer(): Promise<{ url: string; child: ChildProcess }> {
  for (const f of [serverEntry, path.join(webDist, 'index.html')]) {
    if (!fs.existsSync(f)) throw new Error(`${path.relative(root, f)} is missing: run \`pnpm build\` first`);
  }
  const child = spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'kahroba-webbench-')),
      MAX_ROOMS_PER_ADDRESS: '1000',
      BOT_DELAY_MS: '700',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  process.once('exit', () => child.kill('SIGKILL'));
  return new Promise((resolve, reject) => {
    let out = '';
    const onData = (d: Buffer): void => {
      out += d.toString();
      const m = /"port":(\d+)[^\n]*"msg":"listening"/u.exec(out);
      if (!m) return;
      child.stdout?.off('data', onData);
      child.stdout?.resume();
      resolve({ url: `http://127.0.0.1:${m[1]}`, child });
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited (${code}): ${out}`)));
  });
}
