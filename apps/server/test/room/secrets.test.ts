/**
 * What leaves the server: a blind reservation is seen by its owner only, the
 * decks are all '?', and a connection that stops answering pings is noticed
 * as away within ~10 s.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { HIDDEN_CARD } from '@kahroba/engine';
import type { GameUpdate } from '@kahroba/protocol';
import { client, startServer } from '../harness';
import type { TestServer } from '../harness';
import { checkUpdate } from '../secrets-check';

let srv: TestServer;
beforeAll(async () => {
  srv = await startServer();
});
afterAll(async () => {
  await srv.close();
});

describe('B3.3.3 a blind reservation is hidden from everyone else', () => {
  test('owner sees the card; the other seat and a spectator see only its back', async () => {
    const a = await client(srv.url);
    const { room } = await a.must('room:create', {
      name: 'A',
      seats: [{ kind: 'human' }, { kind: 'human' }],
      test: { seed: 'seed-of-blind-test-7f3a', firstPlayer: 0 },
    });
    const b = await client(srv.url);
    await b.must('room:join', { code: room.code, name: 'B' });
    const w = await client(srv.url);
    await w.must('room:join', { code: room.code, name: 'W', seat: null });
    await a.must('room:start', {});
    await a.must('game:act', { version: 0, intentId: 'blind', action: { type: 'reserveDeck', deck: 'L1' } });
    for (const c of [b, w]) await c.until(() => c.game?.version === 1, 5000, 'update');
    const own = a.game as GameUpdate;
    const card = own.view.players[0]?.reserved[0]?.card;
    expect(card).toMatch(/^\S+$/u);
    expect(card).not.toBe(HIDDEN_CARD);
    expect(own.events.find((e) => e.type === 'cardReserved')).toMatchObject({ card, blind: true });
    for (const c of [b, w]) {
      const u = c.game as GameUpdate;
      expect(u.view.players[0]?.reserved[0]).toMatchObject({ card: HIDDEN_CARD, blind: true, deck: 'L1' });
      expect(u.events.find((e) => e.type === 'cardReserved')).toMatchObject({ card: null, blind: true });
      expect(JSON.stringify(u).includes(`"${card}"`)).toBe(false);
      // The reservation came as a patch of the view each held; nor is the card in any message as sent.
      expect(c.received.some((m) => m.event === 'game:patch' && m.update?.version === 1)).toBe(true);
      expect(JSON.stringify(c.received).includes(`"${card}"`)).toBe(false);
      checkUpdate(u, 'seed-of-blind-test-7f3a');
    }
    for (const c of [a, b, w]) c.close();
  });
});

describe('heartbeat', () => {
  test('a connection that stops answering pings is dropped and shown away', async () => {
    const fast = await startServer();
    const a = await client(fast.url);
    const { room } = await a.must('room:create', { name: 'A', seats: [{ kind: 'human' }, { kind: 'human' }] });
    const b = await client(fast.url);
    await b.must('room:join', { code: room.code, name: 'B' });
    await a.until(() => a.room?.seats[1]?.connected === true, 5000, 'b connected');
    // B's machine goes silent: it stops answering the server's pings.
    const engine = b.socket.io.engine as unknown as { _sendPacket: (type: string, ...rest: unknown[]) => void };
    const send = engine._sendPacket.bind(engine);
    engine._sendPacket = (type, ...rest) => {
      if (type !== 'pong') send(type, ...rest);
    };
    // The budget is the configured ping interval + timeout (abuse.test.ts asserts their sum <= 10 s); the wait is its guard.
    await a.until(() => a.room?.seats[1]?.connected === false, 15_000, 'b seen away');
    for (const c of [a, b]) c.close();
    await fast.close();
  }, 20_000);
});
