import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { OUTPUTS, buildState, inputFiles, sourceHash, writeStamp } from './build-stamp.mjs';

let root;
const put = (file, text) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};
const build = () => {
  for (const out of OUTPUTS) put(out, 'built');
  writeStamp(root, sourceHash(root), '2026-01-01T00:00:00.000Z');
};

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'kahroba-stamp-'));
  put('package.json', '{}');
  put('pnpm-lock.yaml', 'lockfileVersion: 9.0');
  put('apps/web/src/main.tsx', 'render()');
  put('apps/web/vite.config.ts', 'export default {}');
  put('apps/server/src/index.ts', 'listen()');
  put('packages/engine/src/index.ts', 'rules()');
  put('packages/protocol/src/index.ts', 'schema()');
});

describe('build stamp', () => {
  it('is stale before the first build and up to date after it', () => {
    expect(buildState(root)).toMatchObject({ upToDate: false, reason: 'apps/web/dist/index.html is missing' });
    build();
    expect(buildState(root)).toMatchObject({ upToDate: true });
  });

  it('is stale when a source, a config or the lockfile changes', () => {
    for (const file of [
      'apps/web/src/main.tsx',
      'packages/engine/src/index.ts',
      'apps/web/vite.config.ts',
      'pnpm-lock.yaml',
    ]) {
      build();
      put(file, 'changed');
      expect(buildState(root), file).toMatchObject({ upToDate: false, reason: 'sources changed since the last build' });
    }
    build();
    put('apps/server/src/new-file.ts', 'x');
    expect(buildState(root).upToDate).toBe(false);
  });

  it('is stale when an output or the stamp is gone', () => {
    build();
    rmSync(path.join(root, 'apps/web/dist/index.html'));
    expect(buildState(root)).toMatchObject({ upToDate: false, reason: 'apps/web/dist/index.html is missing' });
    build();
    rmSync(path.join(root, 'apps/server/dist/build-stamp.json'));
    expect(buildState(root)).toMatchObject({ upToDate: false, reason: 'no build stamp' });
  });

  it('ignores tests, benchmarks, docs and outputs', () => {
    build();
    put('apps/web/src/App.test.tsx', 'test');
    put('apps/server/test/a.test.ts', 'test');
    put('apps/web/bench/load.bench.ts', 'bench');
    put('packages/engine/README.md', 'doc');
    put('apps/web/dist/assets/x.js', 'built');
    put('apps/web/node_modules/dep/index.js', 'dep');
    expect(buildState(root).upToDate).toBe(true);
    expect(inputFiles(root)).not.toContain('apps/web/src/App.test.tsx');
  });
});
