/**
 * No unhandled rejection: the load benchmark once exited with code 1 while
 * closing its sockets at the end of a saturated run — a `room:rematch` sent
 * with `void socket.emitWithAck(...)` was still pending, and socket.io-client
 * rejects a pending `emitWithAck` when its socket closes. The benchmark's
 * unawaited requests now go through `fireAndForget`, which settles instead.
 * The setup file (`test/setup.ts`) fails any test with an unhandled rejection.
 */
import { describe, expect, test } from 'vitest';
import type { Ack } from '@kahroba/protocol';
import { connect, fireAndForget } from '../bench/client';
import { closedAfterEach } from './harness';

const t = closedAfterEach();

describe('no unhandled rejection', () => {
  test('a benchmark request still pending when its socket closes settles with the disconnection, not an unhandled rejection', async () => {
    const srv = await t.server();
    const s = await connect(srv.url);
    const settled: (Ack<unknown> | Error)[] = [];
    // As at the end of a saturated run: a rematch is on its way when the sockets close.
    fireAndForget(s, 'room:rematch', {}, (a) => settled.push(a));
    s.close();
    await new Promise((r) => setTimeout(r, 50));
    expect(settled).toHaveLength(1);
    expect(settled[0]).toBeInstanceOf(Error);
    expect((settled[0] as Error).message).toBe('socket has been disconnected');
  });
});
