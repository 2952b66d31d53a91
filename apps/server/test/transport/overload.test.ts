/**
 * Overload: past MAX_ROOM_QUEUE waiting requests in a room, or while the
 * process's event loop is far behind (p99 delay over MAX_EVENT_LOOP_DELAY_MS),
 * a request gets OVERLOADED at once instead of waiting; it changes nothing,
 * and the health endpoints keep answering. Before that, a share of requests
 * that follows the delay is shed (SHED_EVENT_LOOP_DELAY_MS).
 */
import { describe, expect, test } from 'vitest';
import { legalActions } from '@kahroba/engine';
import type { Action, Seat } from '@kahroba/engine';
import type { GameUpdate } from '@kahroba/protocol';
import { LOAD_WINDOW_MS, LoadGuard, MAX_SHED } from '../../src/transport/overload';
import { closedAfterEach } from '../harness';
import type { Client } from '../harness';
import { twoPlayerGame } from '../rooms';

const t = closedAfterEach();

const intentOf = (c: Client, intentId: string): { version: number; intentId: string; action: Action } => {
  const g = c.game as GameUpdate;
  return { version: g.version, intentId, action: legalActions(g.view, g.seat as Seat)[0] as Action };
};

/** Busy-waits: the event loop can do nothing else meanwhile. */
const block = (ms: number): void => {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    /* blocked on purpose */
  }
};

/** Refusals among 100 requests, drawn with an even spread of "random" numbers (0.00, 0.01 … 0.99). */
function refusalsOf100(guard: LoadGuard, draws: { next: number }): number {
  let refused = 0;
  for (let i = 0; i < 100; i++) if (guard.shed()) refused += 1;
  draws.next = 0;
  return refused;
}

describe('graded shedding', () => {
  test('the shed share rises while the delay is above its target, holds near it, falls well below it, and never refuses all', () => {
    const draws = { next: 0 };
    const guard = new LoadGuard(
      { maxQueue: 32, maxDelayMs: 1_000, shedDelayMs: 50 },
      () => undefined,
      () => (draws.next++ % 100) / 100,
    );
    expect(refusalsOf100(guard, draws)).toBe(0);
    for (let w = 0; w < 3; w++) guard.observe(120);
    expect(refusalsOf100(guard, draws)).toBe(30);
    guard.observe(40); // between half the target and the target: the share holds
    expect(refusalsOf100(guard, draws)).toBe(30);
    guard.observe(10);
    guard.observe(10);
    expect(refusalsOf100(guard, draws)).toBe(20);
    for (let w = 0; w < 30; w++) guard.observe(400);
    expect(guard.shedShare).toBe(MAX_SHED);
    expect(refusalsOf100(guard, draws)).toBe(100 * MAX_SHED);
    expect(guard.processBehind).toBe(false);
    guard.observe(1_500); // far behind: every request
    expect(refusalsOf100(guard, draws)).toBe(100);
    for (let w = 0; w < 40; w++) guard.observe(0);
    expect(refusalsOf100(guard, draws)).toBe(0);
  });

  test('with SHED_EVENT_LOOP_DELAY_MS 0 nothing is shed below MAX_EVENT_LOOP_DELAY_MS', () => {
    const guard = new LoadGuard(
      { maxQueue: 32, maxDelayMs: 1_000, shedDelayMs: 0 },
      () => undefined,
      () => 0,
    );
    for (let w = 0; w < 10; w++) guard.observe(900);
    expect(guard.shedShare).toBe(0);
    expect(guard.shed()).toBe(false);
  });
});

describe('overload', () => {
  test('a room with MAX_ROOM_QUEUE requests waiting refuses the next ones at once; the first is applied', async () => {
    const srv = await t.server({ env: { MAX_ROOM_QUEUE: '2' } });
    const { a } = await twoPlayerGame(() => t.person(srv), 'overload');
    const first = intentOf(a, 'i0');
    // Twelve intents in one burst: one applies, the queue holds two, the rest are refused at once.
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, k) => a.request('game:act', { ...first, intentId: `i${k}` })),
    );
    const codes = answers.map((x) => (x.ok ? 'ok' : x.error.code));
    expect(codes[0]).toBe('ok');
    expect(codes.filter((c) => c === 'OVERLOADED').length, codes.join(' ')).toBeGreaterThanOrEqual(8);
    expect(
      codes.every((c) => c === 'ok' || c === 'OVERLOADED' || c === 'STALE_VERSION'),
      codes.join(' '),
    ).toBe(true);
    expect((await a.must('game:sync', {})).version).toBe(1);
    const gameId = (await srv.store.loadRoom(a.room?.code as string))?.gameId as number;
    expect((await srv.store.loadGame(gameId))?.actions).toHaveLength(1);
  });

  test('while the event loop is behind every request gets OVERLOADED, health answers, and then play goes on', async () => {
    const srv = await t.server({ env: { MAX_EVENT_LOOP_DELAY_MS: '200' } });
    const { a } = await twoPlayerGame(() => t.person(srv), 'overload');
    // Blocked for 600 ms at a time, for more than one measuring window.
    const until = performance.now() + 1.5 * LOAD_WINDOW_MS;
    while (performance.now() < until) {
      block(600);
      await new Promise((r) => setTimeout(r, 20));
    }
    const intent = intentOf(a, 'late');
    // Still blocked while the intent is on its way, so every window it may be judged in is behind.
    let answered = false;
    const answer = a.request('game:act', intent).finally(() => (answered = true));
    while (!answered) {
      block(300);
      await new Promise((r) => setTimeout(r, 5));
    }
    expect(await answer).toMatchObject({ ok: false, error: { code: 'OVERLOADED' } });
    expect((await fetch(`${srv.url}/healthz`)).status).toBe(200);
    expect((await fetch(`${srv.url}/readyz`)).status).toBe(200);
    expect(a.game?.version).toBe(0);
    // A calm window later the same intent is applied.
    await new Promise((r) => setTimeout(r, 1.5 * LOAD_WINDOW_MS));
    expect(await a.must('game:act', intent)).toEqual({ version: 1, duplicate: false });
  });
});
