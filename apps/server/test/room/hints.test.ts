/**
 * Hints online (protocol hints.ts, docs/RULINGS.md U2) over real sockets: refused with HINTS_OFF where the
 * host did not allow them, with NOT_YOUR_TURN, NOT_SEATED and STALE_VERSION otherwise, each refusal changing
 * nothing; an allowed one counted once per seat per turn, kept with the room across a restart, shown to every
 * member with its place in the log and nothing else, and counted in the finished game's record.
 */
import { describe, expect, test } from 'vitest';
import { legalActions } from '@kahroba/engine';
import type { Action, GameRecord } from '@kahroba/engine';
import { GameHintSchema, RoomCreateSchema, hintCounts } from '@kahroba/protocol';
import type { GameUpdate, HintsInfo, RoomInfo } from '@kahroba/protocol';
import { createSqliteStore } from '../../src/store/sqlite';
import { servedRecord } from '../../src/room/views';
import { closedAfterEach } from '../harness';
import type { Client, TestServer } from '../harness';
import { checkAllReceived } from '../secrets-check';

const t = closedAfterEach();
const ROOMY = { RATE_BURST: '10000', RATE_PER_SECOND: '10000' } as const;
const SEED = 'hints-seed';

/** Ana (host, seat 0, first to play) and Bo (seat 1), and Vida watching; the game started. */
async function table(
  srv: TestServer,
  hints: boolean | undefined,
): Promise<{ code: string; a: Client; b: Client; w: Client }> {
  const a = await t.person(srv);
  const { room } = await a.must('room:create', {
    name: 'Ana',
    seats: [{ kind: 'human' }, { kind: 'human' }],
    ...(hints === undefined ? {} : { hints }),
    test: { seed: SEED, firstPlayer: 0 },
  });
  const b = await t.person(srv);
  await b.must('room:join', { code: room.code, name: 'Bo' });
  const w = await t.person(srv);
  await w.must('room:join', { code: room.code, name: 'Vida', seat: null });
  await a.must('room:start', {});
  for (const c of [a, b, w]) await c.until(() => c.game !== null, 5000, 'the game');
  return { code: room.code, a, b, w };
}

const codeOf = (answer: { ok: boolean; error?: { code: string } }): string | null =>
  answer.ok ? null : (answer.error?.code ?? null);
const version = (c: Client): number => (c.game as GameUpdate).version;
const firstGemTake = (c: Client): Action => {
  const g = c.game as GameUpdate;
  const a = legalActions(g.view, g.seat as number).find((x) => x.type === 'takeGems');
  if (!a) throw new Error('no gem take');
  return a;
};

describe('hints online', () => {
  test('the payloads: a hint names only a version (and a game); rooms allow none unless asked; counts by seat', () => {
    expect(GameHintSchema.safeParse({ version: 4, gameNo: 2 }).success).toBe(true);
    for (const bad of [{}, { version: -1 }, { version: 1.5 }, { version: 1, seat: 0 }, { version: 1, gameNo: 0 }])
      expect(GameHintSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    const seats = [{ kind: 'human' }, { kind: 'bot' }];
    expect(RoomCreateSchema.parse({ name: 'Ana', seats }).hints).toBe(false);
    expect(RoomCreateSchema.parse({ name: 'Ana', seats, hints: true }).hints).toBe(true);
    expect(RoomCreateSchema.safeParse({ name: 'Ana', seats, hints: 'yes' }).success).toBe(false);
    expect(hintCounts([{ seat: 1 }, { seat: 1 }, { seat: 3 }, { seat: 7 }], 4)).toEqual([0, 2, 0, 1]);
  });

  test('a room made without hints (the default) refuses every hint with HINTS_OFF and changes nothing', async () => {
    const srv = await t.server({ env: ROOMY });
    const { code, a } = await table(srv, undefined);
    expect(a.room?.settings.hints).toBe(false);
    const before = JSON.stringify((await srv.server.rooms.get(code))?.doc);
    expect(codeOf(await a.request('game:hint', { version: 0 }))).toBe('HINTS_OFF');
    expect(JSON.stringify((await srv.server.rooms.get(code))?.doc)).toBe(before);
    expect(version(a)).toBe(0);
    expect(a.room?.hints).toBeUndefined();
  });

  test('allowed: counted once a turn, shown to everyone with its place in the log and nothing hidden; the others are refused', async () => {
    const srv = await t.server({ env: ROOMY });
    const { code, a, b, w } = await table(srv, true);
    expect(b.room?.settings.hints).toBe(true);
    const doc = async () => JSON.stringify((await srv.server.rooms.get(code))?.doc);
    const untouched = await doc();
    // Not Bo's turn, Vida has no seat, an old version is stale: each refused, nothing kept.
    const notYours = await b.request('game:hint', { version: 0 });
    expect(notYours.ok ? null : [notYours.error.code, notYours.error.rule]).toEqual(['NOT_YOUR_TURN', 'B2.5']);
    expect(codeOf(await w.request('game:hint', { version: 0 }))).toBe('NOT_SEATED');
    expect(codeOf(await a.request('game:hint', { version: 3 }))).toBe('STALE_VERSION');
    expect(codeOf(await a.request('game:hint', { version: 0, gameNo: 2 }))).toBe('STALE_VERSION');
    expect(await doc()).toBe(untouched);

    expect(await a.must('game:hint', { version: 0 })).toEqual({ counted: true, counts: [1, 0] });
    const shown: HintsInfo = { gameNo: 1, used: [{ seat: 0, round: 1, at: 0 }] };
    for (const c of [a, b, w]) await c.until(() => c.room?.hints !== undefined, 5000, 'the hint in the room');
    for (const c of [a, b, w]) expect(c.room?.hints).toEqual(shown);
    // Asked again in the same turn: answered, not counted again, nobody told anything new.
    expect(await a.must('game:hint', { version: 0 })).toEqual({ counted: false, counts: [1, 0] });
    expect(version(a)).toBe(0);

    // Bo's turn: his hint counts; Ana's next turn counts again.
    await a.must('game:act', { version: 0, intentId: 'a1', action: firstGemTake(a) });
    await b.until(() => b.game?.version === 1, 5000, "Bo's turn");
    expect(await b.must('game:hint', { version: 1 })).toEqual({ counted: true, counts: [1, 1] });
    await b.must('game:act', { version: 1, intentId: 'b1', action: firstGemTake(b) });
    await a.until(() => a.game?.version === 2, 5000, "Ana's second turn");
    expect(await a.must('game:hint', { version: 2 })).toEqual({ counted: true, counts: [2, 1] });
    await w.until(() => w.room?.hints?.used.length === 3, 5000, 'three hints');
    const used = w.room?.hints?.used ?? [];
    expect(used.map((h) => [h.seat, h.round])).toEqual([
      [0, 1],
      [1, 1],
      [0, 2],
    ]);
    // Each after the events that came before it (the log's length then), and only who, when and where.
    const at = used.map((h) => h.at);
    expect(at[0]).toBeLessThan(at[1] as number);
    expect(at[1]).toBeLessThan(at[2] as number);
    for (const h of used) expect(Object.keys(h).sort()).toEqual(['at', 'round', 'seat']);
    for (const c of [a, b, w]) checkAllReceived(c, SEED);
    // No room message carries more about a hint than its seat, round and place.
    for (const c of [a, b, w]) {
      for (const m of c.received.filter((x) => x.event === 'room:update')) {
        const info = (m.payload as RoomInfo).hints;
        if (info) expect(Object.keys(info).sort()).toEqual(['gameNo', 'used']);
      }
    }
  });

  test('kept with the room across a restart; a failed write refuses the hint with STORAGE_FAILED and keeps nothing', async () => {
    const inner = createSqliteStore({ file: ':memory:', synchronous: 'NORMAL' });
    let failing = false;
    const store = {
      ...inner,
      saveRoom: async (doc: Parameters<typeof inner.saveRoom>[0]) => {
        if (failing) throw Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' });
        await inner.saveRoom(doc);
      },
      close: () => Promise.resolve(),
    };
    const srv = await t.server({ store, env: ROOMY });
    const { code, a, b } = await table(srv, true);
    failing = true;
    expect(codeOf(await a.request('game:hint', { version: 0 }))).toBe('STORAGE_FAILED');
    failing = false;
    expect((await srv.server.rooms.get(code))?.doc.hints).toBeUndefined();
    expect(b.room?.hints).toBeUndefined();
    expect(await a.must('game:hint', { version: 0 })).toEqual({ counted: true, counts: [1, 0] });
    t.forget(srv);
    await srv.close();

    const again = await t.server({ store, env: ROOMY });
    const back = await t.person(again);
    const { room } = await back.must('room:join', { code, token: a.token ?? '' });
    expect(room.hints).toEqual({ gameNo: 1, used: [{ seat: 0, round: 1, at: 0 }] });
    // Still the same turn after the restart: not counted twice.
    expect(await back.must('game:hint', { version: 0 })).toEqual({ counted: false, counts: [1, 0] });
  });

  test("the finished game's record counts the hints by seat; one without hints is served as before", () => {
    const record: GameRecord = {
      schema: 1,
      config: { players: 3, seed: 's', modules: [], edition: 'kahroba' },
      actions: [],
    };
    const hints = [
      { gameNo: 1, seat: 2, round: 1, at: 3 },
      { gameNo: 2, seat: 0, round: 1, at: 1 },
      { gameNo: 1, seat: 2, round: 2, at: 9 },
    ];
    expect(servedRecord(record, { hints }, 1)).toEqual({ ...record, hints: [0, 0, 2] });
    expect(servedRecord(record, { hints }, 3)).toBe(record);
    expect(servedRecord(record, {}, 1)).toBe(record);
  });
});
