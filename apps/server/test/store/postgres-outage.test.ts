/**
 * PostgreSQL going away and coming back, for real: a PostgreSQL instance of
 * this test's own is stopped mid-game. `/readyz` answers 503 with `db: false`,
 * an intent gets STORAGE_FAILED and changes nothing; once PostgreSQL is back
 * the pool reconnects, `/readyz` answers 200 and the same intent applies once.
 * Also: a server cannot start on a DATABASE_URL where nothing answers.
 */
import { afterAll, describe, expect, inject, test } from 'vitest';
import { legalActions } from '@kahroba/engine';
import type { Action, Seat } from '@kahroba/engine';
import type { GameUpdate } from '@kahroba/protocol';
import { openPostgresStore } from '../../src/store/data-dir';
import { createPgStore } from '../../src/store/postgres';
import { closedAfterEach } from '../harness';
import { twoPlayerGame } from '../rooms';
import { startPostgres } from '../postgres';
import type { PostgresInstance } from '../postgres';

const t = closedAfterEach();
const bin = inject('postgresBin');
const instances: PostgresInstance[] = [];
afterAll(async () => {
  for (const i of instances.splice(0)) await i.remove();
});

const readyz = async (url: string): Promise<{ status: number; body: Record<string, unknown> }> => {
  const res = await fetch(`${url}/readyz`);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

// In CI the global setup has already failed without PostgreSQL binaries; elsewhere this is skipped without them.
describe.skipIf(!bin)('PostgreSQL outage', () => {
  test('/readyz follows the database; an intent during the outage is refused and applies once afterwards', async () => {
    const pg = await startPostgres(bin as string);
    instances.push(pg);
    const srv = await t.server({ store: await createPgStore({ url: pg.url, poolSize: 2 }) });
    expect(await readyz(srv.url)).toEqual({
      status: 200,
      body: { ok: true, db: true, engine: 'postgres', writable: true, shuttingDown: false },
    });
    const { room, a } = await twoPlayerGame(() => t.person(srv), 'outage');

    await pg.stop();
    expect(await readyz(srv.url)).toMatchObject({ status: 503, body: { ok: false, db: false } });
    const g = a.game as GameUpdate;
    const intent = { version: g.version, intentId: 'first', action: legalActions(g.view, g.seat as Seat)[0] as Action };
    expect(await a.request('game:act', intent)).toMatchObject({ ok: false, error: { code: 'STORAGE_FAILED' } });
    expect((await a.must('game:sync', {})).version).toBe(0);

    await pg.restart();
    expect(await readyz(srv.url)).toMatchObject({ status: 200, body: { ok: true, db: true, writable: true } });
    expect(await a.must('game:act', intent)).toEqual({ version: 1, duplicate: false });
    expect(await a.must('game:act', intent)).toEqual({ version: 1, duplicate: true });
    const gameId = (await srv.store.loadRoom(room.code))?.gameId as number;
    expect((await srv.store.loadGame(gameId))?.actions.map((x) => x.intentId)).toEqual(['first']);
  });

  test('a DATABASE_URL where nothing answers stops the start with one sentence, the password hidden', async () => {
    const pg = await startPostgres(bin as string);
    instances.push(pg);
    await pg.stop();
    const url = pg.url.replace('postgres@', 'postgres:secret@');
    const opened = openPostgresStore(url);
    await expect(opened).rejects.toThrow(
      /^DATABASE_URL postgres:\/\/postgres:\*\*\*@127\.0\.0\.1:\d+\/postgres cannot be used \(ECONNREFUSED/u,
    );
    await expect(opened).rejects.not.toThrow(/secret/u);
  });
});
