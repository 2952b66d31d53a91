/**
 * The Store contract, on every engine (test/stores.ts): rooms, games and
 * their actions, the lobby queries, batches in one transaction, group commit,
 * and a database opened again after a close.
 */
import { describe, expect, test } from 'vitest';
import { GroupCommit } from '../../src/store/group-commit';
import type { Store, StoredRoom } from '../../src/store/store';
import { ENGINES, storePlace } from '../stores';

const room = (code: string, over: Partial<StoredRoom> = {}): StoredRoom => ({
  code,
  createdAt: 1,
  address: '127.0.0.1',
  hostMemberId: 'm1',
  settings: { players: 2, modules: ['cities'], edition: 'kahroba', clock: 'none', standIn: 'normal' },
  seats: [
    { kind: 'human', bot: null, takenOver: false },
    { kind: 'bot', bot: 'hard', takenOver: false },
  ],
  members: [{ id: 'm1', tokenHash: 'ab'.repeat(32), name: 'Sara', seat: 0 }],
  status: 'lobby',
  gameNo: 1,
  gameId: null,
  ...over,
});
const config = { players: 2, seed: 's', modules: [], edition: 'kahroba' as const };

describe.each(ENGINES)('store on %s', (engine) => {
  const open = async (now?: () => number): Promise<Store> => storePlace(engine).open(now ? { now } : {});

  test('rooms round-trip and are updated in place', async () => {
    const store = await open();
    expect(store.engine).toBe(engine);
    expect(await store.loadRoom('AAAAAA')).toBeNull();
    await store.saveRoom(room('AAAAAA'));
    expect(await store.roomExists('AAAAAA')).toBe(true);
    expect(await store.roomExists('ZZZZZZ')).toBe(false);
    expect(await store.loadRoom('AAAAAA')).toEqual(room('AAAAAA'));
    await store.saveRoom(room('AAAAAA', { status: 'playing' }));
    expect(await store.playingRoomCodes()).toEqual(['AAAAAA']);
    expect(await store.ping()).toBe(true);
    await store.probeWrite();
    await store.close();
  });

  test('seats saved with the kinds of before the levels load as levels: random as easy, greedy as normal', async () => {
    const store = await open();
    const old = (bot: string, takenOver: boolean) =>
      ({ kind: takenOver ? 'human' : 'bot', bot, takenOver }) as unknown as StoredRoom['seats'][number];
    await store.saveRoom(
      room('CCCCCC', {
        seats: [
          old('random', false),
          old('greedy', false),
          old('greedy', true),
          { kind: 'human', bot: null, takenOver: false },
        ],
      }),
    );
    expect((await store.loadRoom('CCCCCC'))?.seats.map((s) => s.bot)).toEqual(['easy', 'normal', 'normal', null]);
    await store.close();
  });

  test('a room saved before turn clocks loads with none (and the default stand-in level)', async () => {
    const store = await open();
    await store.saveRoom({
      ...room('DDDDDD'),
      settings: { players: 2, modules: [], edition: 'kahroba' },
    } as unknown as StoredRoom);
    expect((await store.loadRoom('DDDDDD'))?.settings).toEqual({
      players: 2,
      modules: [],
      edition: 'kahroba',
      clock: 'none',
      standIn: 'normal',
    });
    await store.close();
  });

  test('an undo in a batch (RULINGS R12, U1) deletes the undone actions in order with the appends around it', async () => {
    const store = await open();
    await store.saveRoom(room('EEEEEE'));
    const id = await store.createGame('EEEEEE', 1, config);
    const act = (index: number) => ({
      kind: 'action' as const,
      gameId: id,
      index,
      seat: index % 2,
      action: { n: index },
    });
    await store.writeBatch([act(0), act(1), act(2)]);
    // Taken back to 1 action, then a new second action, in one transaction.
    await store.writeBatch([
      { kind: 'undo', gameId: id, keep: 1 },
      { ...act(1), action: { n: 'again' } },
    ]);
    expect((await store.loadGame(id))?.actions.map((a) => a.action)).toEqual([{ n: 0 }, { n: 'again' }]);
    // A batch that fails after its undo undoes nothing.
    await expect(store.writeBatch([{ kind: 'undo', gameId: id, keep: 0 }, act(1), act(1)])).rejects.toThrow();
    expect((await store.loadGame(id))?.actions).toHaveLength(2);
    await store.close();
  });

  test("a game loads with the time its last action was committed (by the store's clock; null without actions)", async () => {
    let now = 5_000;
    const store = await open(() => now);
    await store.saveRoom(room('FFFFFF'));
    const id = await store.createGame('FFFFFF', 1, config);
    expect((await store.loadGame(id))?.lastActionAt).toBeNull();
    await store.writeBatch([{ kind: 'action', gameId: id, index: 0, seat: 0, action: { n: 0 } }]);
    now = 9_000;
    await store.writeBatch([{ kind: 'action', gameId: id, index: 1, seat: 1, action: { n: 1 } }]);
    now = 20_000;
    expect((await store.loadGame(id))?.lastActionAt).toBe(9_000);
    await store.close();
  });

  test('a game is its config and its actions, in order; an action number is taken once', async () => {
    const store = await open();
    await store.saveRoom(room('BBBBBB'));
    const players = [
      { seat: 0, kind: 'human' as const, bot: null, name: 'Sara' },
      { seat: 1, kind: 'bot' as const, bot: 'hard' as const, name: 'Hard' },
    ];
    const id = await store.createGame('BBBBBB', 1, config, players);
    await store.appendAction(id, 0, 0, { type: 'takeGems', gems: ['red', 'blue', 'green'] }, 'i-0');
    await store.appendAction(id, 1, 1, { type: 'reserveDeck', deck: 'L1' });
    await expect(store.appendAction(id, 1, 1, { type: 'reserveDeck', deck: 'L1' })).rejects.toThrow();
    const g = await store.loadGame(id);
    expect(g).toMatchObject({ id, roomCode: 'BBBBBB', gameNo: 1, config, result: null });
    expect(g?.actions).toEqual([
      { seat: 0, action: { type: 'takeGems', gems: ['red', 'blue', 'green'] }, intentId: 'i-0' },
      { seat: 1, action: { type: 'reserveDeck', deck: 'L1' }, intentId: null },
    ]);
    expect(await store.loadGame(id + 999)).toBeNull();
    const result = {
      winners: [0],
      standings: [
        { seat: 0, prestige: 15 },
        { seat: 1, prestige: 3 },
      ],
    } as never;
    await store.finishGame(id, result);
    const second = await store.createGame('BBBBBB', 2, config);
    expect(await store.gameIdOf('BBBBBB', 1)).toBe(id);
    expect(await store.gameIdOf('BBBBBB', 2)).toBe(second);
    expect(await store.gameIdOf('BBBBBB', 3)).toBeNull();
    const rows = await store.listGames('BBBBBB');
    expect(rows.map((r) => [r.id, r.gameNo, r.actions, r.result !== null, r.players?.length ?? null])).toEqual([
      [id, 1, 2, true, 2],
      [second, 2, 0, false, null],
    ]);
    expect(typeof rows[0]?.createdAt).toBe('number');
    expect(typeof rows[0]?.lastActionAt).toBe('number');
    expect(rows[1]?.lastActionAt).toBeNull();
    await store.close();
  });

  test('lobby queries: rooms per address since a time, expired lobbies, and deleting only a room that never had a game', async () => {
    let now = 1_000;
    const store = await open(() => now);
    await store.saveRoom(room('LOBBY1', { createdAt: 1_000, address: 'a' }));
    await store.saveRoom(room('LOBBY2', { createdAt: 1_500, address: 'a' }));
    await store.saveRoom(room('GAMED1', { createdAt: 1_000, address: 'b' }));
    await store.createGame('GAMED1', 1, config);
    expect(await store.roomsCreatedSince('a', 1_000)).toBe(2);
    expect(await store.roomsCreatedSince('a', 1_001)).toBe(1);
    expect(await store.roomsCreatedSince('c', 0)).toBe(0);
    now = 5_000;
    await store.saveRoom(room('LOBBY2', { createdAt: 1_500, address: 'a' })); // changed at 5000
    expect((await store.expiredLobbies(4_000)).sort()).toEqual(['LOBBY1']);
    expect(await store.deleteLobby('GAMED1')).toBe(false);
    expect(await store.deleteLobby('LOBBY1')).toBe(true);
    expect(await store.roomExists('LOBBY1')).toBe(false);
    expect(await store.roomExists('GAMED1')).toBe(true);
    await store.close();
  });

  test('a batch is one transaction: all of it or none', async () => {
    const store = await open();
    await store.saveRoom(room('TTTTTT'));
    const id = await store.createGame('TTTTTT', 1, config);
    await store.writeBatch([{ kind: 'action', gameId: id, index: 0, seat: 0, action: { n: 0 } }]);
    // Action 0 again makes the whole batch fail: action 1 and the result are not written either.
    await expect(
      store.writeBatch([
        { kind: 'action', gameId: id, index: 1, seat: 1, action: { n: 1 } },
        { kind: 'action', gameId: id, index: 0, seat: 0, action: { n: 0 } },
        { kind: 'finish', gameId: id, result: { winners: [0], standings: [] } as never },
      ]),
    ).rejects.toThrow();
    expect((await store.loadGame(id))?.actions).toHaveLength(1);
    expect((await store.loadGame(id))?.result).toBeNull();
    await store.close();
  });

  test('group commit: actions written together share one transaction; each waits for it', async () => {
    const store = await open();
    await store.saveRoom(room('CCCCCC', { status: 'playing' }));
    const id = await store.createGame('CCCCCC', 1, config);
    let batches = 0;
    const counted: Store = {
      ...store,
      writeBatch: (ops) => {
        batches += 1;
        return store.writeBatch(ops);
      },
    };
    const writer = new GroupCommit(counted);
    const writes = [0, 1, 2].map((i) =>
      writer.write({ kind: 'action', gameId: id, index: i, seat: i % 2, action: { n: i } }),
    );
    expect((await store.loadGame(id))?.actions).toHaveLength(0); // nothing acknowledged before the commit
    await Promise.all(writes);
    expect(batches).toBe(1);
    expect((await store.loadGame(id))?.actions.map((a) => a.action)).toEqual([{ n: 0 }, { n: 1 }, { n: 2 }]);
    // A failing batch rejects every waiter of that batch and writes none of it.
    const dup = writer.write(
      { kind: 'action', gameId: id, index: 3, seat: 0, action: {} },
      { kind: 'action', gameId: id, index: 0, seat: 0, action: {} },
    );
    await expect(dup).rejects.toThrow();
    expect((await store.loadGame(id))?.actions).toHaveLength(3);
    // Writes made while a batch is being committed go together in the next one.
    const sizes: number[] = [];
    let release: () => void = () => undefined;
    const held: Store = {
      ...store,
      writeBatch: async (ops) => {
        sizes.push(ops.length);
        await new Promise<void>((r) => {
          release = r;
        });
        return store.writeBatch(ops);
      },
    };
    const slow = new GroupCommit(held);
    const first = slow.write({ kind: 'action', gameId: id, index: 3, seat: 1, action: { n: 3 } });
    await new Promise((r) => setImmediate(r));
    expect(sizes).toEqual([1]); // in flight
    const later = [4, 5].map((i) =>
      slow.write({ kind: 'action', gameId: id, index: i, seat: i % 2, action: { n: i } }),
    );
    await new Promise((r) => setImmediate(r));
    expect(sizes).toEqual([1]); // waiting for the batch in flight
    release();
    await first;
    for (let i = 0; i < 5 && sizes.length < 2; i++) await new Promise((r) => setImmediate(r));
    expect(sizes).toEqual([1, 2]);
    release();
    await Promise.all(later);
    await slow.flush();
    expect((await store.loadGame(id))?.actions).toHaveLength(6);
    await store.close();
  });

  test('a database opened again has everything and migrates nothing twice', async () => {
    const place = storePlace(engine);
    const first = await place.open();
    await first.saveRoom(room('KEEPME', { status: 'playing' }));
    const id = await first.createGame('KEEPME', 1, config);
    await first.appendAction(id, 0, 0, { type: 'reserveDeck', deck: 'L1' }, 'x');
    await first.close();
    const again = await place.open();
    expect(await again.playingRoomCodes()).toEqual(['KEEPME']);
    expect((await again.loadGame(id))?.actions).toEqual([
      { seat: 0, action: { type: 'reserveDeck', deck: 'L1' }, intentId: 'x' },
    ]);
    await again.close();
  });
});
