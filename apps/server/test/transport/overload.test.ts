/**
 * Overload: past MAX_ROOM_QUEUE waiting requests in a room, or while the
 * process's event loop is behind (p99 delay over MAX_EVENT_LOOP_DELAY_MS), a
 * request gets OVERLOADED at once instead of waiting; it changes nothing, and
 * the health endpoints keep answering.
 */
import { describe, expect, test } from 'vitest';
import { legalActions } from '@kahroba/engine';
import type { Action, Seat } from '@kahroba/engine';
import type { GameUpdate } from '@kahroba/protocol';
import { LOAD_WINDOW_MS } from '../../src/transport/overload';
import { closedAfterEach } from '../harness';
import type { Client, TestServer } from '../harness';

const t = closedAfterEach();

async function twoPlayerGame(srv: TestServer): Promise<{ a: Client; b: Client }> {
  const a = await t.person(srv);
  const { room } = await a.must('room:create', { name: 'A', seats: [{ kind: 'human' }, { kind: 'human' }], test: { seed: 'overload', firstPlayer: 0 } });
  const b = await t.person(srv);
  await b.must('room:join', { code: room.code, name: 'B' });
  await a.must('room:start', {});
  return { a, b };
}

const intentOf = (c: Client, intentId: string): { version: number; intentId: string; action: Action } => {
  const g = c.game as GameUpdate;
  return { version: g.version, intentId, action: legalActions(g.view, g.seat as Seat)[0] as Action };
};

/** Busy-waits: the event loop can do nothing else meanwhile. */
const block = (ms: number): void => {
  const end = performance.now() + ms;
  while (performance.now() < end) { /* blocked on purpose */ }
};

describe('overload', () => {
  test('a room with MAX_ROOM_QUEUE requests waiting refuses the next ones at once; the first is applied', async () => {
    const srv = await t.server({ env: { MAX_ROOM_QUEUE: '2' } });
    const { a } = await twoPlayerGame(srv);
    const first = intentOf(a, 'i0');
    // Twelve intents in one burst: one applies, the queue holds two, the rest are refused at once.
    const answers = await Promise.all(Array.from({ length: 12 }, (_, k) =>
      a.request('game:act', { ...first, intentId: `i${k}` })));
    const codes = answers.map((x) => (x.ok ? 'ok' : x.error.code));
    expect(codes[0]).toBe('ok');
    expect(codes.filter((c) => c === 'OVERLOADED').length, codes.join(' ')).toBeGreaterThanOrEqual(8);
    expect(codes.every((c) => c === 'ok' || c === 'OVERLOADED' || c === 'STALE_VERSION'), codes.join(' ')).toBe(true);
    expect((await a.must('game:sync', {})).version).toBe(1);
    const gameId = (await srv.store.loadRoom(a.room?.code as string))?.gameId as number;
    expect((await srv.store.loadGame(gameId))?.actions).toHaveLength(1);
  });

  test('while the event loop is behind every request gets OVERLOADED, health answers, and then play goes on', async () => {
    const srv = await t.server({ env: { MAX_EVENT_LOOP_DELAY_MS: '200' } });
    const { a } = await twoPlayerGame(srv);
    // Blocked for 600 ms at a time, for more than one measuring window.
    const until = performance.now() + 1.5 * LOAD_WINDOW_MS;
    while (performance.now() < until) {
      block(600);
      await new Promise((r) => setTimeout(r, 20));
    }
    const intent = intentOf(a, 'late');
    expect(await a.request('game:act', intent)).toMatchObject({ ok: false, error: { code: 'OVERLOADED' } });
    expect((await fetch(`${srv.url}/healthz`)).status).toBe(200);
    expect((await fetch(`${srv.url}/readyz`)).status).toBe(200);
    expect(a.game?.version).toBe(0);
    // A calm window later the same intent is applied.
    await new Promise((r) => setTimeout(r, 1.5 * LOAD_WINDOW_MS));
    expect(await a.must('game:act', intent)).toEqual({ version: 1, duplicate: false });
  });
});
