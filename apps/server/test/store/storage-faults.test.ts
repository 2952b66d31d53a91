/**
 * A write that fails during play (full disk, read-only file system, I/O
 * error), injected through the Store interface: the intent gets
 * STORAGE_FAILED, nothing moves on in memory, /readyz answers 503 until
 * writes succeed again, and then the same intent is applied once.
 */
import { describe, expect, test } from 'vitest';
import { legalActions } from '@kahroba/engine';
import type { Action, Seat } from '@kahroba/engine';
import type { GameUpdate } from '@kahroba/protocol';
import type { Store } from '../../src/store/store';
import { closedAfterEach } from '../harness';
import { twoPlayerGame } from '../rooms';
import { gameUpdates } from '../secrets-check';
import { ENGINES, storePlace } from '../stores';
import type { Engine } from '../stores';

const t = closedAfterEach();

/** What each engine answers for a full disk, and for a broken constraint (not the disk's fault). */
const FAULTS: Record<Engine, { full: [string, string]; bug: [string, string] }> = {
  sqlite: {
    full: ['SQLITE_FULL', 'database or disk is full'],
    bug: ['SQLITE_CONSTRAINT_PRIMARYKEY', 'UNIQUE constraint failed'],
  },
  // PostgreSQL's SQLSTATEs: 53100 disk_full, 23505 unique_violation.
  postgres: {
    full: ['53100', 'could not extend file: No space left on device'],
    bug: ['23505', 'duplicate key value violates unique constraint'],
  },
};

/**
 * A real store whose every write fails while `failing` is set: the engine's
 * full-disk error, or (`'bug'`) a broken constraint, which is not the disk's fault.
 */
async function faultyStore(engine: Engine): Promise<{ store: Store; setFailing(on: boolean | 'bug'): void }> {
  const inner = await storePlace(engine).open();
  let failing: boolean | 'bug' = false;
  const fault = ([code, message]: [string, string]): Error => Object.assign(new Error(message), { code });
  const guard =
    <A extends unknown[], R>(write: (...args: A) => Promise<R>) =>
    (...args: A): Promise<R> => {
      if (failing === 'bug') return Promise.reject(fault(FAULTS[engine].bug));
      if (failing) return Promise.reject(fault(FAULTS[engine].full));
      return write(...args);
    };
  return {
    store: {
      ...inner,
      saveRoom: guard(inner.saveRoom.bind(inner)),
      createGame: guard(inner.createGame.bind(inner)),
      appendAction: guard(inner.appendAction.bind(inner)),
      finishGame: guard(inner.finishGame.bind(inner)),
      writeBatch: guard(inner.writeBatch.bind(inner)),
      probeWrite: guard(inner.probeWrite.bind(inner)),
    },
    setFailing(on) {
      failing = on;
    },
  };
}

const readyz = async (url: string): Promise<number> => (await fetch(`${url}/readyz`)).status;

describe.each(ENGINES)('storage faults during play on %s', (engine) => {
  test('a failed write: STORAGE_FAILED, state unchanged, /readyz 503 until writes work, then the intent applies once', async () => {
    const disk = await faultyStore(engine);
    const srv = await t.server({ store: disk.store });
    const { room, a, b } = await twoPlayerGame(() => t.person(srv), 'faults');
    expect(await readyz(srv.url)).toBe(200);

    disk.setFailing(true);
    const g = a.game as GameUpdate;
    const intent = { version: g.version, intentId: 'first', action: legalActions(g.view, g.seat as Seat)[0] as Action };
    expect(await a.request('game:act', intent)).toMatchObject({ ok: false, error: { code: 'STORAGE_FAILED' } });
    expect((await a.must('game:sync', {})).version).toBe(0);
    expect(gameUpdates(b).every((u) => u.version === 0)).toBe(true);
    expect(await readyz(srv.url)).toBe(503);
    expect((await fetch(`${srv.url}/healthz`)).status).toBe(200);
    // A room write fails the same way and leaves nothing behind: the newcomer is not a member.
    const c = await t.person(srv);
    expect(await c.request('room:join', { code: room.code, name: 'C', seat: null })).toMatchObject({
      ok: false,
      error: { code: 'STORAGE_FAILED' },
    });
    expect((await b.must('room:sit', { seat: 1 })).spectators).toEqual([]);
    expect(await readyz(srv.url)).toBe(503);

    disk.setFailing(false);
    expect(await readyz(srv.url)).toBe(200);
    // A write refused for a reason that is not the disk's is a bug: INTERNAL, and the server stays ready.
    disk.setFailing('bug');
    expect(await a.request('game:act', intent)).toMatchObject({ ok: false, error: { code: 'INTERNAL' } });
    expect(await readyz(srv.url)).toBe(200);
    disk.setFailing(false);
    expect(await a.must('game:act', intent)).toEqual({ version: 1, duplicate: false });
    expect(await a.must('game:act', intent)).toEqual({ version: 1, duplicate: true });
    const gameId = (await srv.store.loadRoom(room.code))?.gameId as number;
    expect((await srv.store.loadGame(gameId))?.actions).toHaveLength(1);
    expect((await srv.store.loadRoom(room.code))?.members.map((m) => m.name)).toEqual(['A', 'B']);
  });

  test('a computer player whose move cannot be saved tries again once writes work', async () => {
    const disk = await faultyStore(engine);
    const srv = await t.server({ store: disk.store, env: { BOT_DELAY_MS: '200' } });
    const a = await t.person(srv);
    await a.must('room:create', {
      name: 'A',
      seats: [{ kind: 'human' }, { kind: 'bot', bot: 'greedy' }],
      test: { seed: 'faults-bot', firstPlayer: 1 },
    });
    disk.setFailing(true);
    // The start itself needs writes: refused, and the room is still in its lobby.
    expect(await a.request('room:start', {})).toMatchObject({ ok: false, error: { code: 'STORAGE_FAILED' } });
    expect(a.game).toBeNull();
    expect(a.room?.status).toBe('lobby');
    disk.setFailing(false);
    await a.must('room:start', {});
    disk.setFailing(true); // before the computer player's 200 ms pause is over
    await new Promise((r) => setTimeout(r, 700));
    expect(a.game?.version).toBe(0);
    disk.setFailing(false);
    await a.until(() => (a.game?.version ?? 0) >= 1, 5_000, 'the bot moves once writes work');
  });

  test('a room created while writes fail is refused with STORAGE_FAILED and not kept', async () => {
    const disk = await faultyStore(engine);
    const srv = await t.server({ store: disk.store });
    const a = await t.person(srv);
    disk.setFailing(true);
    expect(await a.request('room:create', { name: 'A', seats: [{ kind: 'human' }, { kind: 'human' }] })).toMatchObject({
      ok: false,
      error: { code: 'STORAGE_FAILED' },
    });
    expect(srv.server.rooms.all()).toHaveLength(0);
    expect(await readyz(srv.url)).toBe(503);
    disk.setFailing(false);
    expect(await readyz(srv.url)).toBe(200);
    expect((await a.request('room:create', { name: 'A', seats: [{ kind: 'human' }, { kind: 'human' }] })).ok).toBe(
      true,
    );
  });
});
