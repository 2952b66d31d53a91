/**
 * The open lobby with several nodes: a room opened on one node reaches a
 * watcher on the other through the cluster's adapter, and quick play on the
 * other node seats the player there (the join goes to the room's node).
 */
import { describe, expect, it } from 'vitest';
import { clusterAfterEach, clusterTestsRun, fileRedis, until } from '../cluster/helpers';
import { storePlace } from '../stores';
import { watchLobby } from './watch';

const ctx = clusterAfterEach();

describe.skipIf(!clusterTestsRun)('the open lobby on two nodes', () => {
  it('lists live across nodes, and quick play on one node seats the player in a room of the other', async () => {
    const place = storePlace('postgres');
    const redis = await fileRedis();
    const a = await ctx.node(redis, place, {}, 1);
    const b = await ctx.node(redis, place, {}, 2);
    const looker = await ctx.person(b);
    const w = await watchLobby(looker);

    const host = await ctx.person(a);
    const made = await host.must('room:create', {
      name: 'Host',
      seats: [{ kind: 'human' }, { kind: 'human' }],
      open: true,
    });
    const code = made.room.code;
    await until(() => w.rooms.has(code));

    const player = await ctx.person(b);
    const seated = await player.must('lobby:quickPlay', { name: 'Guest' });
    expect(seated.room.code).toBe(code);
    expect(seated.room.you.seat).toBe(1);
    await host.until(() => host.room?.seats[1]?.name === 'Guest', 10_000, 'the guest seated');
    await until(() => !w.rooms.has(code));
    expect(w.pushes).toEqual([`room ${code}`, `gone ${code}`]);
  });
});
