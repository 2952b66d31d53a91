import { describe, expect, test } from 'vitest';
import type { Clock } from '../src/clock';
import { loadConfig } from '../src/config';
import { SerialQueue } from '../src/queue';
import { tokenBucket } from '../src/rate-limit';
import { createSqliteStore } from '../src/store';
import type { StoredRoom } from '../src/store';

const fakeClock = (): Clock & { advance(ms: number): void } => {
  let t = 1_000_000;
  return { now: () => t, setTimeout: () => ({ cancel() {} }), advance(ms) { t += ms; } };
};

describe('config from the environment', () => {
  test('defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ PORT: 3000, HOST: '0.0.0.0', LOG_LEVEL: 'info', AWAY_TAKEOVER_MS: 60_000, TEST_MODE: false, DB_SYNCHRONOUS: 'FULL' });
    expect(c.PUBLIC_ORIGIN).toBe('http://localhost:3000');
    expect(c.WEB_DIST).toMatch(/apps\/web\/dist$/u);
  });
  test('values are coerced and checked', () => {
    const c = loadConfig({ PORT: '8080', TEST_MODE: '1', BOT_DELAY_MS: '0', PUBLIC_ORIGIN: 'https://kahroba.example/' });
    expect(c).toMatchObject({ PORT: 8080, TEST_MODE: true, BOT_DELAY_MS: 0, PUBLIC_ORIGIN: 'https://kahroba.example' });
  });
  test.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ PUBLIC_ORIGIN: 'not a url' }, 'PUBLIC_ORIGIN'],
    [{ TEST_MODE: 'maybe' }, 'TEST_MODE'],
  ])('invalid %o is refused naming %s', (env, key) => {
    expect(() => loadConfig(env)).toThrow(key);
  });
});

describe('token bucket', () => {
  test('allows a burst, refuses a flood, refills with time', () => {
    const clock = fakeClock();
    const bucket = tokenBucket(clock, 5, 10);
    expect(Array.from({ length: 8 }, () => bucket.take())).toEqual([true, true, true, true, true, false, false, false]);
    clock.advance(100);
    expect(bucket.take()).toBe(true);
    expect(bucket.take()).toBe(false);
    clock.advance(10_000);
    expect(Array.from({ length: 6 }, () => bucket.take()).filter(Boolean)).toHaveLength(5);
  });
});

describe('serial queue', () => {
  test('tasks never interleave and errors do not stop the queue', async () => {
    const q = new SerialQueue();
    const log: string[] = [];
    const task = (name: string, ms: number) => async () => {
      log.push(`${name}:start`);
      await new Promise((r) => setTimeout(r, ms));
      log.push(`${name}:end`);
      return name;
    };
    const a = q.run(task('a', 20));
    const b = q.run(() => { throw new Error('boom'); });
    const c = q.run(task('c', 1));
    await expect(a).resolves.toBe('a');
    await expect(b).rejects.toThrow('boom');
    await expect(c).resolves.toBe('c');
    await q.idle();
    expect(log).toEqual(['a:start', 'a:end', 'c:start', 'c:end']);
    expect(q.size).toBe(0);
  });
});

describe('sqlite store', () => {
  const room = (code: string): StoredRoom => ({
    code, createdAt: 1, address: '127.0.0.1', hostMemberId: 'm1',
    settings: { players: 2, modules: ['cities'], edition: 'kahroba', clock: 'none', standIn: 'normal' },
    seats: [{ kind: 'human', bot: null, takenOver: false }, { kind: 'bot', bot: 'hard', takenOver: false }],
    members: [{ id: 'm1', tokenHash: 'ab'.repeat(32), name: 'Sara', seat: 0 }],
    status: 'lobby', gameNo: 1, gameId: null,
  });

  test('rooms round-trip and are updated in place', () => {
    const store = createSqliteStore({ file: ':memory:' });
    expect(store.loadRoom('AAAAAA')).toBeNull();
    store.saveRoom(room('AAAAAA'));
    expect(store.roomExists('AAAAAA')).toBe(true);
    expect(store.loadRoom('AAAAAA')).toEqual(room('AAAAAA'));
    store.saveRoom({ ...room('AAAAAA'), status: 'playing' });
    expect(store.playingRoomCodes()).toEqual(['AAAAAA']);
    expect(store.ping()).toBe(true);
    store.close();
  });

  test('seats saved with the kinds of before the levels load as levels: random as easy, greedy as normal', () => {
    const store = createSqliteStore({ file: ':memory:' });
    const old = (bot: string, takenOver: boolean) => ({ kind: takenOver ? 'human' : 'bot', bot, takenOver }) as unknown as StoredRoom['seats'][number];
    store.saveRoom({ ...room('CCCCCC'), seats: [old('random', false), old('greedy', false), old('greedy', true), { kind: 'human', bot: null, takenOver: false }] });
    expect(store.loadRoom('CCCCCC')?.seats.map((s) => s.bot)).toEqual(['easy', 'normal', 'normal', null]);
    store.close();
  });

  test('a room saved before turn clocks loads with none (and the default stand-in level)', () => {
    const store = createSqliteStore({ file: ':memory:' });
    const before = { ...room('DDDDDD'), settings: { players: 2, modules: [], edition: 'kahroba' } } as unknown as StoredRoom;
    store.saveRoom(before);
    expect(store.loadRoom('DDDDDD')?.settings).toEqual({ players: 2, modules: [], edition: 'kahroba', clock: 'none', standIn: 'normal' });
    store.close();
  });

  test('a game is its config and its actions, in order', () => {
    const store = createSqliteStore({ file: ':memory:' });
    store.saveRoom(room('BBBBBB'));
    const config = { players: 2, seed: 's', modules: [], edition: 'kahroba' as const };
    const id = store.createGame('BBBBBB', 1, config);
    store.appendAction(id, 0, 0, { type: 'takeGems', gems: ['red', 'blue', 'green'] });
    store.appendAction(id, 1, 1, { type: 'reserveDeck', deck: 'L1' });
    expect(() => store.appendAction(id, 1, 1, { type: 'reserveDeck', deck: 'L1' })).toThrow();
    const g = store.loadGame(id);
    expect(g).toMatchObject({ id, roomCode: 'BBBBBB', gameNo: 1, config, result: null });
    expect(g?.actions.map((a) => a.seat)).toEqual([0, 1]);
    expect(store.loadGame(999)).toBeNull();
    store.close();
  });
});

describe('group commit', () => {
  test('actions of one event-loop turn share one transaction; each waits for it', async () => {
    const { GroupCommit } = await import('../src/group-commit');
    const store = createSqliteStore({ file: ':memory:' });
    store.saveRoom({
      code: 'CCCCCC', createdAt: 1, address: 'a', hostMemberId: 'm', settings: { players: 2, modules: [], edition: 'kahroba', clock: 'none', standIn: 'normal' },
      seats: [], members: [], status: 'playing', gameNo: 1, gameId: null,
    });
    const id = store.createGame('CCCCCC', 1, { players: 2, seed: 's', modules: [], edition: 'kahroba' });
    let batches = 0;
    const counted = { ...store, writeBatch: (ops: Parameters<typeof store.writeBatch>[0]) => { batches += 1; store.writeBatch(ops); } };
    const writer = new GroupCommit(counted);
    const writes = [0, 1, 2].map((i) => writer.write({ kind: 'action', gameId: id, index: i, seat: i % 2, action: { n: i } }));
    expect(store.loadGame(id)?.actions).toHaveLength(0); // nothing acknowledged before the commit
    await Promise.all(writes);
    expect(batches).toBe(1);
    expect(store.loadGame(id)?.actions.map((a) => a.action)).toEqual([{ n: 0 }, { n: 1 }, { n: 2 }]);
    // A failing batch rejects every waiter of that batch and writes none of it.
    const dup = writer.write({ kind: 'action', gameId: id, index: 3, seat: 0, action: {} }, { kind: 'action', gameId: id, index: 0, seat: 0, action: {} });
    await expect(dup).rejects.toThrow();
    expect(store.loadGame(id)?.actions).toHaveLength(3);
    store.close();
  });
});
