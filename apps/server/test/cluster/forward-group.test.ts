/**
 * Several nodes (src/cluster/forward.ts): the owner reaches connections on other nodes
 * through stand-ins. A message that several of them share goes through the
 * adapter once, to all their ids (one entry in Redis's stream, read once by
 * each node), not once per connection; sockets that are not stand-ins are
 * left to the caller. A real Socket.IO server (in-memory adapter), no Redis.
 */
import { afterEach, describe, expect, test, vi } from 'vitest';
import { Server } from 'socket.io';
import type { GamePatch } from '@kahroba/protocol';
import type { Cluster } from '../../src/cluster/cluster';
import { Forwarder, emitToStandIns } from '../../src/cluster/forward';
import type { ForwardRequest, IoServer, ServerSocket } from '../../src/socket-types';

afterEach(() => {
  vi.restoreAllMocks();
});

/** A forwarder of its own, and the stand-ins it makes for connections `ids` on node `node`. */
function standInsFor(ids: string[], node = 'node-b'): { io: IoServer; standIns: ServerSocket[] } {
  // Attached to no HTTP server: nothing listens, nothing to close.
  const io: IoServer = new Server();
  const handlers = new Map<string, (...args: unknown[]) => void>();
  vi.spyOn(io, 'on').mockImplementation(((event: string, fn: (...args: unknown[]) => void) => {
    handlers.set(event, fn);
    return io;
  }) as IoServer['on']);
  const cluster = { nodeId: 'node-a', redis: { exists: () => Promise.resolve(1) } } as unknown as Cluster;
  const forwarder = new Forwarder(io, cluster);
  const standIns: ServerSocket[] = [];
  forwarder.serve(
    (_req, standIn) => {
      standIns.push(standIn);
      return Promise.resolve(null);
    },
    () => undefined,
  );
  const forward = handlers.get('kahroba:forward');
  if (!forward) throw new Error('the forwarder serves no forwarded requests');
  for (const socketId of ids) {
    const req: ForwardRequest = {
      node,
      code: 'ROOM01',
      socketId,
      address: '127.0.0.1',
      memberId: null,
      name: 'game:sync',
      payload: {},
    };
    forward(req, () => undefined);
  }
  return { io, standIns };
}

const patch: GamePatch = {
  gameNo: 1,
  from: 4,
  version: 5,
  patch: [{ op: 'replace', path: '/version', value: 5 }],
  events: [],
  toAct: 1,
};

describe('a message several stand-ins share', () => {
  test('goes through the adapter once, to all their ids', async () => {
    const { io, standIns } = standInsFor(['s1', 's2', 's3']);
    expect(standIns.map((s) => s.id)).toEqual(['s1', 's2', 's3']);
    await new Promise((r) => setImmediate(r));
    const broadcast = vi.spyOn(io.of('/').adapter, 'broadcast');
    const localEmit = vi.fn();
    const local = { id: 'here', emit: localEmit } as unknown as ServerSocket;
    const rest = emitToStandIns([standIns[0], local, standIns[1], standIns[2]] as ServerSocket[], 'game:patch', patch);
    expect(rest).toEqual([local]);
    expect(broadcast).toHaveBeenCalledTimes(1);
    const [packet, opts] = broadcast.mock.calls[0] as [{ data: unknown[] }, { rooms: Set<string> }];
    expect([...opts.rooms].sort()).toEqual(['s1', 's2', 's3']);
    expect(packet.data).toEqual(['game:patch', patch]);
    expect(localEmit).not.toHaveBeenCalled();
  });

  test('one stand-in alone still gets its message, and plain sockets are all returned', () => {
    const { io, standIns } = standInsFor(['s9']);
    const broadcast = vi.spyOn(io.of('/').adapter, 'broadcast');
    expect(emitToStandIns(standIns, 'game:patch', patch)).toEqual([]);
    expect(broadcast).toHaveBeenCalledTimes(1);
    const plain = [{ id: 'p1' }, { id: 'p2' }] as unknown as ServerSocket[];
    expect(emitToStandIns(plain, 'game:patch', patch)).toEqual(plain);
    expect(broadcast).toHaveBeenCalledTimes(1);
  });

  test('the same connection asked about again is the same stand-in (one per connection)', () => {
    const { standIns } = standInsFor(['s1', 's1']);
    expect(standIns[0]).toBe(standIns[1]);
  });
});
