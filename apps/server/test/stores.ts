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
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { createPgStore } from '../src/store/postgres';
import { createSqliteStore } from '../src/store/sqlite';
import type { Store } from '../src/store/store';

export type Engine = 'sqlite' | 'postgres';

/** The engines of this run: both, unless PostgreSQL could not be started outside CI (see postgres-setup.ts). */
export const ENGINES: Engine[] = inject('postgresUrl') ? ['sqlite', 'postgres'] : ['sqlite'];

export interface StorePlace {
  engine: Engine;
  /** Opens a store on this place (again after a close, as after a restart). */
  open(opts?: { now?: () => number }): Promise<Store>;
  /** The environment that points a server process at this place (DATA_DIR or DATABASE_URL). */
  env(): Promise<Record<string, string>>;
}

const dirs: string[] = [];
/** Every store opened here, closed at the end of the file if a test left it open (closing twice is harmless). */
const opened: Store[] = [];
afterAll(async () => {
  for (const s of opened.splice(0)) await s.close().catch(() => undefined);
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});
const kept = (store: Store): Store => {
  opened.push(store);
  return store;
};

let schemas = 0;

/** A new, empty database on `engine`. */
export function storePlace(engine: Engine): StorePlace {
  if (engine === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kahroba-store-'));
    dirs.push(dir);
    const file = path.join(dir, 'kahroba.db');
    return {
      engine,
      open: (opts = {}) => Promise.resolve(kept(createSqliteStore({ file, synchronous: 'NORMAL', ...opts }))),
      env: () => Promise.resolve({ DATA_DIR: dir }),
    };
  }
  const base = inject('postgresUrl');
  if (!base) throw new Error('PostgreSQL was not started for this run');
  // One schema per place, named in the URL's search_path: the store's tables go there.
  const schema = `t${process.pid}_${Date.now().toString(36)}_${schemas++}`;
  const url = `${base}?options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  let created: Promise<void> | null = null;
  const create = (): Promise<void> => {
    created ??= (async () => {
      const admin = new pg.Client({ connectionString: base });
      await admin.connect();
      try {
        await admin.query(`CREATE SCHEMA ${schema}`);
      } finally {
        await admin.end();
      }
    })();
    return created;
  };
  return {
    engine,
    async open(opts = {}) {
      await create();
      return kept(await createPgStore({ url, poolSize: 4, ...opts }));
    },
    async env() {
      await create();
      return { DATABASE_URL: url };
    },
  };
}
