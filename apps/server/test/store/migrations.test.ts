/**
 * Numbered migrations (src/store/migrations.ts): which are still to run, a database
 * newer than the server refused, and on every engine: all recorded after the
 * first start, nothing run again after the next, and (PostgreSQL) several
 * servers starting at once on an empty database migrate one at a time.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { describe, expect, test } from 'vitest';
import { pendingMigrations } from '../../src/store/migrations';
import type { Migration } from '../../src/store/migrations';
import { PG_MIGRATIONS } from '../../src/store/postgres-migrations';
import { SQLITE_MIGRATIONS, migrateSqlite } from '../../src/store/sqlite-migrations';
import { ENGINES, storePlace } from '../stores';
import type { StorePlace } from '../stores';

/** The versions recorded in a place's schema_migrations, read beside the store. */
async function recorded(place: StorePlace): Promise<number[]> {
  const env = await place.env();
  if (env.DATABASE_URL) {
    const c = new pg.Client({ connectionString: env.DATABASE_URL });
    await c.connect();
    try {
      return (await c.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version')).rows.map(
        (r) => r.version,
      );
    } finally {
      await c.end();
    }
  }
  const db = new Database(path.join(env.DATA_DIR ?? '', 'kahroba.db'), { readonly: true });
  try {
    return db
      .prepare<[], { version: number }>('SELECT version FROM schema_migrations ORDER BY version')
      .all()
      .map((r) => r.version);
  } finally {
    db.close();
  }
}

const list = (n: number): Migration<null>[] =>
  Array.from({ length: n }, (_, i) => ({ version: i + 1, name: `m${i + 1}`, up: () => undefined }));

describe('pending migrations', () => {
  test('the missing ones, in order; a gap in the numbering or a newer database is refused', () => {
    expect(pendingMigrations(list(4), []).map((m) => m.version)).toEqual([1, 2, 3, 4]);
    expect(pendingMigrations(list(4), [1, 3]).map((m) => m.version)).toEqual([2, 4]);
    expect(pendingMigrations(list(4), [1, 2, 3, 4])).toEqual([]);
    expect(() => pendingMigrations([...list(2), { version: 4, name: 'gap', up: () => undefined }], [])).toThrow(
      /numbered 1, 2, 3/u,
    );
    expect(() => pendingMigrations(list(2), [1, 2, 3])).toThrow(
      /schema version 3, newer than this server knows \(2\)/u,
    );
  });

  test('an SQLite database of before the numbering gets every step recorded once, its data kept', () => {
    const db = new Database(':memory:');
    db.exec(`CREATE TABLE rooms (code TEXT PRIMARY KEY, status TEXT NOT NULL, address TEXT NOT NULL, created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL, doc TEXT NOT NULL);
      CREATE TABLE games (id INTEGER PRIMARY KEY AUTOINCREMENT, room_code TEXT NOT NULL REFERENCES rooms(code), game_no INTEGER NOT NULL, config TEXT NOT NULL, result TEXT, created_at INTEGER NOT NULL, finished_at INTEGER, players TEXT);
      CREATE TABLE actions (game_id INTEGER NOT NULL REFERENCES games(id), idx INTEGER NOT NULL, seat INTEGER NOT NULL, action TEXT NOT NULL, intent_id TEXT, PRIMARY KEY (game_id, idx)) WITHOUT ROWID;
      INSERT INTO rooms VALUES ('OLDOLD', 'lobby', 'a', 1, 1, '{}');`);
    expect(migrateSqlite(db)).toEqual(SQLITE_MIGRATIONS.map((m) => m.version));
    expect(migrateSqlite(db)).toEqual([]);
    expect(db.prepare('SELECT version FROM schema_migrations ORDER BY version').all()).toEqual(
      SQLITE_MIGRATIONS.map((m) => ({ version: m.version })),
    );
    expect(db.prepare('SELECT code FROM rooms').all()).toEqual([{ code: 'OLDOLD' }]);
    db.close();
  });
});

describe.each(ENGINES)('migrations on %s', (engine) => {
  test('every version is recorded at the first start and none runs again at the next', async () => {
    const place = storePlace(engine);
    const newest = (engine === 'sqlite' ? SQLITE_MIGRATIONS : PG_MIGRATIONS).length;
    // Several stores opening an empty database at once (PostgreSQL: several servers starting together).
    const first = await Promise.all([place.open(), place.open(), place.open()]);
    for (const s of first) await s.close();
    const all = Array.from({ length: newest }, (_, i) => i + 1);
    expect(await recorded(place)).toEqual(all);
    const again = await place.open();
    expect(await recorded(place)).toEqual(all);
    await again.saveRoom({
      code: 'MIGRAT',
      createdAt: 1,
      address: 'a',
      hostMemberId: 'm',
      settings: { players: 2, modules: [], edition: 'kahroba', clock: 'none', standIn: 'normal' },
      seats: [],
      members: [],
      status: 'lobby',
      gameNo: 1,
      gameId: null,
    });
    expect(await again.roomExists('MIGRAT')).toBe(true);
    await again.close();
  });
});
