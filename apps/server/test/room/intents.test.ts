/**
 * A repeated intent after a restart: its id is stored with its action, so the
 * repeat gets the first answer (`duplicate: true`), not STALE_VERSION, and
 * nothing is applied twice. Also the migration of a database made before the
 * column existed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, test } from 'vitest';
import { legalActions } from '@kahroba/engine';
import type { Action, Seat } from '@kahroba/engine';
import type { GameUpdate } from '@kahroba/protocol';
import { createSqliteStore } from '../../src/store/sqlite';
import { closedAfterEach } from '../harness';
import type { Client } from '../harness';
import { twoPlayerGame } from '../rooms';
import { ENGINES, storePlace } from '../stores';

const t = closedAfterEach();
const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});
const dbFile = (): string => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kahroba-intents-'));
  dirs.push(dir);
  return path.join(dir, 'kahroba.db');
};

const firstLegal = (c: Client): { version: number; action: Action } => {
  const g = c.game as GameUpdate;
  return { version: g.version, action: legalActions(g.view, g.seat as Seat)[0] as Action };
};

describe.each(ENGINES)('intents across a restart on %s', (engine) => {
  test('an intent resent after a restart over the same database gets its first answer, applied once', async () => {
    const place = storePlace(engine);
    const srv1 = await t.server({ store: await place.open() });
    const { room, a, b } = await twoPlayerGame(() => t.person(srv1), 'intents');
    const first = { ...firstLegal(a), intentId: 'a-first' };
    expect(await a.must('game:act', first)).toEqual({ version: 1, duplicate: false });
    await b.until(() => b.game?.version === 1, 5000, 'b sees version 1');
    const second = { ...firstLegal(b), intentId: 'b-first' };
    expect(await b.must('game:act', second)).toEqual({ version: 2, duplicate: false });
    const tokens = { a: a.token as string, b: b.token as string };
    a.close();
    b.close();
    await srv1.close();
    t.forget(srv1);

    // A new process on the same database (a new store, nothing kept in memory).
    const srv2 = await t.server({ store: await place.open() });
    const a2 = await t.person(srv2);
    const joined = await a2.must('room:join', { code: room.code, token: tokens.a });
    expect(joined.game?.version).toBe(2);
    expect(await a2.must('game:act', first)).toEqual({ version: 1, duplicate: true });
    const b2 = await t.person(srv2);
    await b2.must('room:join', { code: room.code, token: tokens.b });
    expect(await b2.must('game:act', second)).toEqual({ version: 2, duplicate: true });
    // The same id from another seat is another intent (ids are per seat): judged on its own.
    expect(await b2.request('game:act', first)).toMatchObject({ ok: false, error: { code: 'STALE_VERSION' } });
    expect((await a2.must('game:sync', {})).version).toBe(2);
    const gameId = (await srv2.store.loadRoom(room.code))?.gameId as number;
    expect((await srv2.store.loadGame(gameId))?.actions.map((x) => x.intentId)).toEqual(['a-first', 'b-first']);
  });
});

describe('an SQLite database of before', () => {
  test('a database made before intent ids were kept gains the column, keeps its actions, and migrates once', async () => {
    const file = dbFile();
    const old = new Database(file);
    old.exec(`CREATE TABLE rooms (code TEXT PRIMARY KEY, status TEXT NOT NULL, address TEXT NOT NULL, created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL, doc TEXT NOT NULL);
      CREATE TABLE games (id INTEGER PRIMARY KEY AUTOINCREMENT, room_code TEXT NOT NULL REFERENCES rooms(code), game_no INTEGER NOT NULL, config TEXT NOT NULL, result TEXT, created_at INTEGER NOT NULL, finished_at INTEGER);
      CREATE TABLE actions (game_id INTEGER NOT NULL REFERENCES games(id), idx INTEGER NOT NULL, seat INTEGER NOT NULL, action TEXT NOT NULL, PRIMARY KEY (game_id, idx)) WITHOUT ROWID;
      INSERT INTO rooms VALUES ('OLDOLD', 'playing', '1.2.3.4', 1, 1, '{}');
      INSERT INTO games (room_code, game_no, config, created_at) VALUES ('OLDOLD', 1, '{"players":2,"seed":"s","modules":[],"edition":"kahroba"}', 1);
      INSERT INTO actions VALUES (1, 0, 0, '{"type":"reserveDeck","deck":"L1"}');`);
    old.close();
    for (let opening = 0; opening < 2; opening++) {
      const store = createSqliteStore({ file });
      expect((await store.loadGame(1))?.actions[0]).toEqual({
        seat: 0,
        action: { type: 'reserveDeck', deck: 'L1' },
        intentId: null,
      });
      if (opening === 0) await store.appendAction(1, 1, 1, { type: 'reserveDeck', deck: 'L2' }, 'x1');
      expect((await store.loadGame(1))?.actions[1]?.intentId).toBe('x1');
      await store.close();
    }
  });
});
