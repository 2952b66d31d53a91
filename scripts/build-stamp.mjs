/**
 * Is the build up to date with the sources? The build writes a stamp: the
 * SHA-256 of every file that goes into it (the web client's, the server's,
 * the engine's and the protocol's sources and configs, the root
 * package.json, pnpm-lock.yaml and tsconfig.base.json), path and content,
 * taken before the build started. `pnpm start` rebuilds only when that hash
 * differs from the stamp, the stamp is missing, or an output is gone.
 * Tests, benchmarks, docs and build outputs are not inputs.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';

/** The packages whose files make the build (each walked whole, less what is skipped). */
export const PACKAGES = ['apps/web', 'apps/server', 'packages/engine', 'packages/protocol'];
export const ROOT_FILES = ['package.json', 'pnpm-lock.yaml', 'tsconfig.base.json'];
/** What the build makes; if one is missing the build is stale whatever the stamp says. */
export const OUTPUTS = ['apps/web/dist/index.html', 'apps/server/dist/index.js'];
/** Lives in the server's output folder, so cleaning that folder also forgets the stamp. */
export const STAMP = 'apps/server/dist/build-stamp.json';

const SKIP_DIRS = new Set(['node_modules', 'dist', 'test', 'tests', 'bench', 'data', 'coverage', 'reports']);
const SKIP_FILE = /(\.test\.[cm]?[jt]sx?|\.md)$/u;

function walk(root, dir, out) {
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name)) walk(root, rel, out);
    } else if (entry.isFile() && !SKIP_FILE.test(entry.name)) {
      out.push(rel);
    }
  }
}

/** The input files, relative to `root`, sorted. */
export function inputFiles(root) {
  const files = ROOT_FILES.filter((f) => existsSync(path.join(root, f)));
  for (const dir of PACKAGES) if (existsSync(path.join(root, dir))) walk(root, dir, files);
  return files.sort();
}

/** SHA-256 over every input's path and content. */
export function sourceHash(root) {
  const hash = createHash('sha256');
  for (const file of inputFiles(root)) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(root, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

/** Whether `root`'s build is up to date, and why not when it is not. */
export function buildState(root, hash = sourceHash(root)) {
  const missing = OUTPUTS.find((f) => !existsSync(path.join(root, f)));
  if (missing) return { upToDate: false, reason: `${missing} is missing`, hash };
  const file = path.join(root, STAMP);
  if (!existsSync(file)) return { upToDate: false, reason: 'no build stamp', hash };
  let stamp;
  try {
    stamp = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return { upToDate: false, reason: 'the build stamp is unreadable', hash };
  }
  if (stamp?.hash !== hash) return { upToDate: false, reason: 'sources changed since the last build', hash };
  return { upToDate: true, reason: `sources unchanged since the build of ${stamp.at}`, hash };
}

export function writeStamp(root, hash, at = new Date().toISOString()) {
  const file = path.join(root, STAMP);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify({ hash, at }, null, 2)}\n`);
}
