/**
 * A device holding two seats (issue 51, docs/ARCHITECTURE.md "Several seats on
 * one device") of a room owned by another node, through a takeover: two nodes
 * in this process on one PostgreSQL and one Redis; the room is owned by node
 * a (its host, a spectator, is there), the device is on node b (a remote
 * session, its requests forwarded). Node a shuts down: b takes the room, and
 * the device still acts for both its seats (each reserving a blind card), for
 * no other (NOT_YOUR_SEAT, nothing changed), and is never sent another seat's
 * blind card. A new connection presenting both tokens to the new owner holds
 * both seats again.
 */
import { HIDDEN_CARD, legalActions } from '@kahroba/engine';
import type { Action, Seat } from '@kahroba/engine';
import type { GameUpdate } from '@kahroba/protocol';
import { describe, expect, it } from 'vitest';
import { clusterAfterEach, clusterTestsRun, patience, redisServer } from './helpers';
import type { Client } from '../harness';
import { startRedis } from '../redis';
import { checkAllReceived } from '../secrets-check';
import { storePlace } from '../stores';

const SEED = 'shared-device-takeover';
const ctx = clusterAfterEach();

/** Shows seat `seat` on device `d` (its pass screen confirmed) and reserves a blind card for it. */
async function blindReserve(d: Client, seat: Seat, intentId: string): Promise<GameUpdate> {
  await d.until(() => d.game?.toAct === seat, patience(5_000), `seat ${seat} to act`);
  const shown = await d.must('game:focus', { seat });
  // Held as the web client holds it: the patches that follow are of this seat's view.
  d.game = shown;
  expect(shown.seat).toBe(seat);
  const action = legalActions(shown.view, seat).find((a: Action) => a.type === 'reserveDeck');
  if (!action) throw new Error('no blind reserve');
  const done = await d.request('game:act', { version: shown.version, intentId, action, as: seat });
  expect(done, `seat ${seat} acts`).toMatchObject({ ok: true });
  await d.until(() => (d.game?.version ?? 0) > shown.version, patience(5_000), 'the move applied');
  return shown;
}

describe.skipIf(!clusterTestsRun)('a device of two seats through a takeover', () => {
  it(
    'acts for both its seats on the new owner, for no other, sees no other seat’s blind card, and rejoins with both tokens',
    async () => {
      const redis = ctx.keep(await startRedis(redisServer ?? ''));
      const place = storePlace('postgres');
      const env = { ROOM_LEASE_MS: '1000', BOT_DELAY_MS: '0', RATE_BURST: '100000', RATE_PER_SECOND: '100000' };
      const a = await ctx.node(redis.url, place, env, 1);
      const b = await ctx.node(redis.url, place, env, 2);
      const host = await ctx.person(a);
      const { code } = (
        await host.must('room:create', {
          name: 'Ana',
          seats: [{ kind: 'human' }, { kind: 'human' }, { kind: 'bot', bot: 'easy' }],
          hostSeat: null,
          test: { seed: SEED, firstPlayer: 0 },
        })
      ).room;
      const d = await ctx.person(b);
      const first = await d.must('room:join', { code, name: 'Bea', seat: 0 });
      const second = await d.must('room:addSeat', { name: 'Cy' });
      expect(second.seat).toBe(1);
      await host.must('room:start', {});
      await d.until(() => d.game?.toAct === 0, patience(5_000), 'the game started');
      expect(a.server.rooms.owned(code)).not.toBeNull();
      expect(b.server.rooms.owned(code)).toBeNull();

      // The owner shuts down: b takes the room (its watch, or the device's next request).
      await ctx.stop(a);
      const before = await blindReserve(d, 0, 'seat0-1');
      expect(b.server.rooms.owned(code)).not.toBeNull();
      await blindReserve(d, 1, 'seat1-1');

      // The computer player (seat 2) moves, then seat 0 is to act: the device cannot act for seat 2.
      await d.until(() => d.game?.toAct === 0, patience(5_000), 'seat 0 to act again');
      const now = await d.must('game:sync', {});
      expect(now.version).toBeGreaterThan(before.version + 1);
      const action: Action = { type: 'reserveDeck', deck: 'L1' };
      const third = await d.request('game:act', { version: now.version, intentId: 'seat2', action, as: 2 });
      expect(third.ok ? null : third.error.code).toBe('NOT_YOUR_SEAT');
      const focus = await d.request('game:focus', { seat: 2 });
      expect(focus.ok ? null : focus.error.code).toBe('NOT_YOUR_SEAT');
      expect((await d.must('game:sync', {})).version).toBe(now.version);

      // Every message: at most the shown seat's blind card (secrets-check).
      expect(checkAllReceived(d, SEED)).toBeGreaterThan(3);
      // A new connection with both tokens, to the new owner: both seats again.
      d.close();
      const e = await ctx.person(b);
      const back = await e.must('room:join', { code, token: first.token, also: [second.token] });
      expect(back.room.you.seat).toBe(0);
      expect(back.room.you.local?.map((m) => m.seat)).toEqual([1]);
      // Each seat shown sees its own blind card, not the other's.
      const mine0 = await blindReserve(e, 0, 'seat0-2');
      expect(mine0.view.players[0]?.reserved.some((r) => r.blind && r.card !== HIDDEN_CARD)).toBe(true);
      expect(mine0.view.players[1]?.reserved.every((r) => r.card === HIDDEN_CARD)).toBe(true);
      const mine1 = await blindReserve(e, 1, 'seat1-2');
      expect(mine1.view.players[1]?.reserved.some((r) => r.blind && r.card !== HIDDEN_CARD)).toBe(true);
      expect(mine1.view.players[0]?.reserved.every((r) => r.card === HIDDEN_CARD)).toBe(true);
      expect(checkAllReceived(e, SEED)).toBeGreaterThan(1);
    },
    patience(30_000),
  );
});
