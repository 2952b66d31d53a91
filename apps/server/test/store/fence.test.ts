/**
 * Fencing (several nodes, src/cluster/leases.ts), on every engine: a write carrying
 * an older fence than the room's row is refused with nothing of its batch
 * committed; the fence a node claims is raised, never lowered; writes without
 * a fence (a single node) are never refused for it; group commit refuses only
 * the fenced room's writes (ROOM_MOVED) and commits the others.
 */
import { describe, expect, test } from 'vitest';
import { AppError } from '../../src/errors';
import { GroupCommit } from '../../src/store/group-commit';
import { FencedError } from '../../src/store/store';
import type { StoredRoom } from '../../src/store/store';
import { ENGINES, storePlace } from '../stores';

const room = (code: string): StoredRoom => ({
  code,
  createdAt: 1,
  address: '127.0.0.1',
  hostMemberId: 'm1',
  settings: { players: 2, modules: [], edition: 'kahroba', clock: 'none', standIn: 'normal' },
  seats: [
    { kind: 'human', bot: null, takenOver: false },
    { kind: 'human', bot: null, takenOver: false },
  ],
  members: [{ id: 'm1', tokenHash: 'ab'.repeat(32), name: 'Sara', seat: 0 }],
  status: 'playing',
  gameNo: 1,
  gameId: null,
});
const config = { players: 2, seed: 's', modules: [], edition: 'kahroba' as const };

describe.each(ENGINES)('fencing on %s', (engine) => {
  test('a write under an older fence is refused, whole batch and all; the claimed fence only goes up', async () => {
    const store = await storePlace(engine).open();
    const old = { room: 'AAAAAA', n: 1 };
    const now = { room: 'AAAAAA', n: 2 };
    expect(await store.claimRoom(old)).toBe(0); // not saved yet: nothing to raise
    await store.saveRoom(room('AAAAAA'), old);
    const id = await store.createGame('AAAAAA', 1, config, undefined, old);
    await store.writeBatch([{ kind: 'action', gameId: id, index: 0, seat: 0, action: { n: 0 }, fence: old }]);

    // Another node takes the room: its claim raises the row's number (and says it was 1); a lower claim leaves it.
    expect(await store.claimRoom(now)).toBe(1);
    expect(await store.claimRoom(old)).toBe(2);
    expect(await store.claimRoom(now)).toBe(2);

    const stale = store.writeBatch([{ kind: 'action', gameId: id, index: 1, seat: 1, action: { n: 1 }, fence: old }]);
    await expect(stale).rejects.toBeInstanceOf(FencedError);
    await expect(store.saveRoom({ ...room('AAAAAA'), status: 'finished' }, old)).rejects.toBeInstanceOf(FencedError);
    await expect(store.createGame('AAAAAA', 2, config, undefined, old)).rejects.toBeInstanceOf(FencedError);
    expect((await store.loadGame(id))?.actions).toHaveLength(1);
    expect((await store.loadRoom('AAAAAA'))?.status).toBe('playing');
    expect((await store.listGames('AAAAAA')).map((g) => g.gameNo)).toEqual([1]);

    // The new owner writes; a single node (no fence) is never refused.
    await store.writeBatch([{ kind: 'action', gameId: id, index: 1, seat: 1, action: { n: 'new owner' }, fence: now }]);
    await store.writeBatch([{ kind: 'action', gameId: id, index: 2, seat: 0, action: { n: 'no fence' } }]);
    await store.saveRoom(room('AAAAAA'));
    expect((await store.loadGame(id))?.actions.map((a) => a.action)).toEqual([
      { n: 0 },
      { n: 'new owner' },
      { n: 'no fence' },
    ]);
    await store.close();
  });

  test('group commit refuses the fenced room with ROOM_MOVED and commits the other rooms of the batch', async () => {
    const store = await storePlace(engine).open();
    const a = { room: 'AAAAAA', n: 1 };
    const b = { room: 'BBBBBB', n: 1 };
    await store.saveRoom(room('AAAAAA'), a);
    await store.saveRoom(room('BBBBBB'), b);
    const ga = await store.createGame('AAAAAA', 1, config, undefined, a);
    const gb = await store.createGame('BBBBBB', 1, config, undefined, b);
    await store.claimRoom({ room: 'AAAAAA', n: 5 });
    const writer = new GroupCommit(store);
    const lost = writer.write({ kind: 'action', gameId: ga, index: 0, seat: 0, action: { n: 'a' }, fence: a });
    const kept = writer.write({ kind: 'action', gameId: gb, index: 0, seat: 0, action: { n: 'b' }, fence: b });
    const refused = await lost.then(
      () => null,
      (e: unknown) => e,
    );
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).error.code).toBe('ROOM_MOVED');
    await kept;
    expect((await store.loadGame(ga))?.actions).toHaveLength(0);
    expect((await store.loadGame(gb))?.actions.map((x) => x.action)).toEqual([{ n: 'b' }]);
    await store.close();
  });
});
