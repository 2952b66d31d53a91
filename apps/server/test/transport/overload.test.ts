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
import {
  LOAD_WINDOW_MS,
  LoadGuard,
  MAX_SHED,
  SHED_MEMORY_MAX,
  SHED_MEMORY_WINDOWS,
  intentKey,
} from '../../src/transport/overload';
import { closedAfterEach } from '../harness';
import type { Client, TestServer } from '../harness';

const t = closedAfterEach();

async function twoPlayerGame(srv: TestServer): Promise<{ a: Client; b: Client }> {
  const a = await t.person(srv);
  const { room } = await a.must('room:create', {
    name: 'A',
    seats: [{ kind: 'human' }, { kind: 'human' }],
    test: { seed: 'overload', firstPlayer: 0 },
  });
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

describe('an intent is shed at most once', () => {
  /** A guard shedding at half its share cap, whose every draw falls under the share (so only the memory lets an intent through). */
  const shedding = (): LoadGuard => {
    const guard = new LoadGuard(
      { maxQueue: 32, maxDelayMs: 1_000, shedDelayMs: 50 },
      () => undefined,
      () => 0,
    );
    for (let w = 0; w < 5; w++) guard.observe(120);
    return guard;
  };

  test('sent again, a shed intent goes through once; other intents and keyless requests are still drawn for', () => {
    const guard = shedding();
    expect(guard.shedShare).toBe(0.5);
    const shed = ['a', 'b', 'c'].map((id) => guard.shed(intentKey('conn1', { intentId: id })));
    expect(shed).toEqual([true, true, true]);
    expect(guard.remembered).toBe(3);
    // The same ids again: each goes through, and is then forgotten (a third send is a new draw).
    const again = ['a', 'b', 'c'].map((id) => guard.shed(intentKey('conn1', { intentId: id })));
    expect(again).toEqual([false, false, false]);
    expect(guard.remembered).toBe(0);
    expect(guard.shed(intentKey('conn1', { intentId: 'a' }))).toBe(true);
    // The same id on another connection is another intent; no key: the draw alone.
    expect(guard.shed(intentKey('conn2', { intentId: 'b' }))).toBe(true);
    expect(guard.shed()).toBe(true);
    expect(guard.shed()).toBe(true);
  });

  test('far behind, a remembered intent is refused like every request', () => {
    const guard = shedding();
    const key = intentKey('conn1', { intentId: 'x' });
    expect(guard.shed(key)).toBe(true);
    guard.observe(1_500);
    expect(guard.processBehind).toBe(true);
    expect(guard.shed(key)).toBe(true);
    expect(guard.remembered).toBe(1);
  });

  test('the memory lasts SHED_MEMORY_WINDOWS to twice that and holds at most SHED_MEMORY_MAX per generation', () => {
    const guard = shedding(); // 5 windows observed
    const key = intentKey('c', { intentId: 'old' });
    expect(guard.shed(key)).toBe(true);
    // Still remembered just before the second rotation after it was shed, forgotten after.
    for (let w = 5; w < 2 * SHED_MEMORY_WINDOWS - 1; w++) guard.observe(120);
    expect(guard.remembered).toBe(1);
    guard.observe(120);
    expect(guard.remembered).toBe(0);
    expect(guard.shed(key)).toBe(true);
    for (let i = 1; i < SHED_MEMORY_MAX + 100; i++) guard.shed(intentKey('c', { intentId: `i${i}` }));
    expect(guard.remembered).toBe(SHED_MEMORY_MAX);
    // Past the bound an intent is not remembered: sent again, it is drawn for (and shed) again.
    const late = intentKey('c', { intentId: 'late' });
    expect([guard.shed(late), guard.shed(late)]).toEqual([true, true]);
  });

  test('only a usable intent id makes a key', () => {
    expect(intentKey('s1', { intentId: 'i-1', version: 3 })).toBe('s1\u0000i-1');
    for (const bad of [undefined, null, 'i-1', 7, {}, { intentId: 5 }, { intentId: '' }, { intentId: 'x'.repeat(201) }])
      expect(intentKey('s1', bad)).toBeUndefined();
  });
});

describe('overload', () => {
  test('a room with MAX_ROOM_QUEUE requests waiting refuses the next ones at once; the first is applied', async () => {
    const srv = await t.server({ env: { MAX_ROOM_QUEUE: '2' } });
    const { a } = await twoPlayerGame(srv);
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
    const { a } = await twoPlayerGame(srv);
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
