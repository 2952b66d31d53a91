/**
 * The docs name only paths that exist: every backticked path in README.md and
 * docs/*.md. A path from the repository's root (`apps/…`, `packages/…`,
 * `docs/…`, …) must exist as written; a shorter one (`room/ports.ts`,
 * `src/tutorial`) must be the end of some path in the repository, so a file
 * moved or deleted under a doc that still names it fails here. A path git
 * ignores (a build output under `dist/`, the arena's games) is made by a
 * command, not kept, and is not checked.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const ROOTS = ['apps', 'packages', 'docs', 'scripts', 'e2e', 'deploy', '.ci', '.github'];
const EXTENSIONS = /\.(ts|tsx|mjs|js|cjs|css|md|json|jsonl|sh|yml|yaml|html)$/;

/** Every file the repository tracks, and every folder above one. */
function trackedPaths() {
  const files = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
  const all = new Set(files);
  for (const f of files) for (let d = dirname(f); d !== '.'; d = dirname(d)) all.add(d);
  return [...all];
}

/** Which of the paths git ignores (outputs of a build or a run). */
function ignored(paths) {
  if (paths.length === 0) return new Set();
  try {
    const out = execFileSync('git', ['check-ignore', '--no-index', ...paths], { cwd: root, encoding: 'utf8' });
    return new Set(out.split('\n').filter(Boolean));
  } catch {
    return new Set(); // exit 1: none ignored
  }
}

/** The backticked words of a Markdown text that read as a path: a slash, no space, no pattern or placeholder. */
export function pathsIn(markdown) {
  const out = new Set();
  for (const [, raw] of markdown.matchAll(/`([^`\n]+)`/g)) {
    const word = raw.replace(/[:#].*$/, '').replace(/\/$/, '');
    if (!word.includes('/') || /[\s*<>{}…$=,()|]/.test(word) || /^(https?:|\/|\.\.?\/|@|[a-z]+:)/.test(raw)) continue;
    const top = word.split('/')[0];
    if (ROOTS.includes(top) || EXTENSIONS.test(word)) out.add(word);
  }
  return [...out];
}

const docs = ['README.md', ...readdirSync(join(root, 'docs')).map((f) => `docs/${f}`)].filter((f) => f.endsWith('.md'));

describe('paths named in the docs', () => {
  const tracked = trackedPaths();
  const missing = [];
  for (const doc of docs) {
    const named = pathsIn(readFileSync(join(root, doc), 'utf8'));
    const outputs = ignored(named);
    for (const p of named.filter((x) => !outputs.has(x))) {
      const fromRoot = ROOTS.includes(p.split('/')[0]);
      const found = fromRoot ? existsSync(join(root, p)) : tracked.some((t) => t === p || t.endsWith(`/${p}`));
      if (!found) missing.push(`${doc}: ${p}`);
    }
  }

  it('finds paths to check in every doc it reads', () => {
    expect(docs.length).toBeGreaterThanOrEqual(5);
    expect(
      docs.map((d) => pathsIn(readFileSync(join(root, d), 'utf8')).length).reduce((a, b) => a + b),
    ).toBeGreaterThan(50);
  });

  it('names only paths that exist', () => {
    expect(missing).toEqual([]);
  });

  it('reads a moved file as missing', () => {
    expect(pathsIn('see `apps/server/src/room/nowhere.ts` and `room/ports.ts`, not `a b/c` or `x/*.ts`')).toEqual([
      'apps/server/src/room/nowhere.ts',
      'room/ports.ts',
    ]);
  });
});
