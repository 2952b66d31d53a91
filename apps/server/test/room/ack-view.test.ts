/**
 * An intent's answer carries the asking connection's own view of the move
 * (ActedData `patch`), instead of a push to it: the actor gets the move once,
 * in its answer, every other member once, by push; what the answer carries is
 * the actor's own view only (a blind reservation's card, seen by nobody else).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { HIDDEN_CARD } from '@kahroba/engine';
import type { Seat } from '@kahroba/engine';
import type { GamePatch, GameUpdate } from '@kahroba/protocol';
import { chooseFrom, client, rngFrom, startServer } from '../harness';
import type { Client, TestServer } from '../harness';
import { checkAllReceived } from '../secrets-check';

const SEED = 'seed-of-ack-view-test-2c9d';
let srv: TestServer;
beforeAll(async () => {
  srv = await startServer();
});
afterAll(async () => {
  await srv.close();
});

/** How `c` came to hold `version`: by push, in an answer. */
const howHeld = (c: Client, version: number): { pushed: number; answered: number } => {
  const of = c.received.filter(
    (m) =>
      (m.event === 'game:patch' || m.event === 'game:update') &&
      !m.stale &&
      (m.update ?? (m.payload as GameUpdate)).version === version,
  );
  return { pushed: of.filter((m) => !m.ack).length, answered: of.filter((m) => m.ack).length };
};

async function table(): Promise<{ a: Client; b: Client; w: Client; code: string }> {
  const a = await client(srv.url);
  const { room } = await a.must('room:create', {
    name: 'A',
    seats: [{ kind: 'human' }, { kind: 'human' }],
    test: { seed: SEED, firstPlayer: 0 },
  });
  const b = await client(srv.url);
  await b.must('room:join', { code: room.code, name: 'B' });
  const w = await client(srv.url);
  await w.must('room:join', { code: room.code, name: 'W', seat: null });
  await a.must('room:start', {});
  for (const c of [b, w]) await c.until(() => c.game?.version === 0, 5000, 'the start');
  return { a, b, w, code: room.code };
}

describe('the actor’s view of its move in its answer', () => {
  test('the actor gets each move once, in its answer; the other seat and a spectator once, by push', async () => {
    const { a, b, w } = await table();
    const rng = rngFrom(53);
    const seats: [Client, Seat][] = [
      [a, 0],
      [b, 1],
    ];
    for (let move = 0; move < 8; move++) {
      const g = a.game as GameUpdate;
      const [actor, seat] = seats.find(([, s]) => s === g.toAct) ?? [a, 0];
      const held = actor.game as GameUpdate;
      const answer = await actor.must('game:act', {
        version: held.version,
        intentId: `m${move}`,
        action: chooseFrom(held.view, seat, rng),
      });
      const v = held.version + 1;
      expect(answer).toMatchObject({ version: v, duplicate: false, patch: { from: held.version, version: v } });
      for (const c of [a, b, w]) await c.until(() => c.game?.version === v, 5000, `version ${v}`);
      const others = [a, b, w].filter((c) => c !== actor);
      expect(howHeld(actor, v)).toEqual({ pushed: 0, answered: 1 });
      for (const c of others) expect(howHeld(c, v)).toEqual({ pushed: 1, answered: 0 });
    }
    // What each holds is what the server would send it whole.
    for (const c of [a, b, w]) {
      const whole = await c.must('game:sync', {});
      expect([whole.version, whole.view]).toEqual([c.game?.version, c.game?.view]);
    }
    for (const c of [a, b, w]) expect(c.gaps).toBe(0);
    for (const c of [a, b, w]) c.close();
  });

  test('a blind reservation’s card is in the actor’s answer only; a repeat’s answer carries no view and nobody is pushed again', async () => {
    const { a, b, w } = await table();
    const intent = { version: 0, intentId: 'blind', action: { type: 'reserveDeck', deck: 'L1' } } as const;
    const answer = await a.must('game:act', intent);
    for (const c of [b, w]) await c.until(() => c.game?.version === 1, 5000, 'the push');
    const card = (a.game as GameUpdate).view.players[0]?.reserved[0]?.card;
    expect(card).toMatch(/^\S+$/u);
    expect(card).not.toBe(HIDDEN_CARD);
    expect(JSON.stringify(answer.patch as GamePatch)).toContain(`"${card}"`);
    for (const c of [b, w]) {
      expect(c.game?.view.players[0]?.reserved[0]?.card).toBe(HIDDEN_CARD);
      expect(JSON.stringify(c.received)).not.toContain(`"${card}"`);
    }
    const before = [a, b, w].map((c) => c.received.length);
    expect(await a.must('game:act', intent)).toEqual({ version: 1, duplicate: true });
    await new Promise((r) => setTimeout(r, 200));
    expect([a, b, w].map((c) => c.received.length)).toEqual(before);
    // Every message each received, the answers' views included, holds nothing its viewer may not see.
    for (const c of [a, b, w]) expect(checkAllReceived(c, SEED)).toBeGreaterThan(0);
    for (const c of [a, b, w]) c.close();
  });
});
