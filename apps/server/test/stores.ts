/**
 * The storage engines every store test runs against: embedded SQLite, and
 * PostgreSQL on the instance that test/postgres-setup.ts starts for the run
 * (its URL is provided to the tests as `postgresUrl`). Each `storePlace` is a
 * database of its own (an SQLite file, or a PostgreSQL schema) that can be
 * opened several times, as a server restarting on the same data would.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { createSqliteStore } from '../src/sqlite-store';
import type { Store } from '../src/store';

export type Engine = 'sqlite' | 'postgres';

/** The engines of this run: both, unless PostgreSQL was left out (see postgres-setup.ts). */
export const ENGINES: Engine[] = ['sqlite'];

export interface StorePlace {
  engine: Engine;
  /** Opens a store on this place (again after a close, as after a restart). */
  open(opts?: { now?: () => number }): Promise<Store>;
}

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

/** A new, empty database on `engine`. */
export function storePlace(engine: Engine): StorePlace {
  if (engine === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kahroba-store-'));
    dirs.push(dir);
    const file = path.join(dir, 'kahroba.db');
    return { engine, open: (opts = {}) => Promise.resolve(createSqliteStore({ file, synchronous: 'NORMAL', ...opts })) };
  }
  throw new Error(`no ${engine} store yet`);
}
