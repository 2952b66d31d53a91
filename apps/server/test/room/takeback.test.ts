/**
 * RULINGS R12 online with several people, real sockets and a fake clock: a
 * take-back is applied only when every other person accepts within
 * TAKEBACK_MS; a refusal, the time running out or the next player acting
 * first changes nothing; the computer players wait while it is asked.
 */
import { describe, expect, test } from 'vitest';
import { TAKEBACK_MS } from '@kahroba/protocol';
import type { TakeBackInfo } from '@kahroba/protocol';
import { closedAfterEach, fakeClock } from '../harness';
import type { Client } from '../harness';
import { checkAllReceived } from '../secrets-check';
import { BOT_WAIT, eventually, gemTake, lastUndone, play, takeBacks } from './undo-helpers';

const open = closedAfterEach();
const SEED = 'undo-takeback';

/** Ana (seat 0, first) and Babak (seat 2) with a computer player between them (seat 1). */
async function table() {
  const clock = fakeClock();
  const srv = await open.server({ env: { BOT_DELAY_MS: String(BOT_WAIT), RATE_BURST: '100000' }, clock });
  const a = await open.person(srv);
  const { room } = await a.must('room:create', {
    name: 'Ana',
    seats: [{ kind: 'human' }, { kind: 'bot', bot: 'easy' }, { kind: 'human' }],
    test: { seed: SEED, firstPlayer: 0 },
  });
  const b = await open.person(srv);
  await b.must('room:join', { code: room.code, name: 'Babak', seat: 2 });
  const pushes = { a: takeBacks(a), b: takeBacks(b) };
  await a.must('room:start', {});
  await b.until(() => b.game !== null, 10_000, 'the game at Babak');
  return { clock, srv, code: room.code, a, b, pushes };
}

const last = (xs: TakeBackInfo[]): TakeBackInfo | undefined => xs[xs.length - 1];
const version = async (c: Client): Promise<number> => (await c.must('game:sync', {})).version;

describe('take-back with several people', () => {
  test('R12 applied when every other person accepts in time; the computer waits meanwhile', async () => {
    const { clock, srv, code, a, b, pushes } = await table();
    await play(a, gemTake(a), 'g1');
    const asked = await a.must('game:undo', { version: 1 });
    expect(asked.applied).toBe(false);
    expect(asked.takeBack).toMatchObject({
      seat: 0,
      version: 1,
      voters: [2],
      accepted: [],
      status: 'pending',
      code: null,
    });
    await eventually(() => last(pushes.b)?.status === 'pending', 'the request at Babak');
    // The computer player (seat 1, to act) does not move while the others are asked.
    clock.advance(BOT_WAIT * 5);
    expect(await version(a)).toBe(1);
    // Only the others answer; a second request waits for the first.
    const twice = await a.request('game:undo', { version: 1 });
    expect(twice.ok ? null : twice.error.code).toBe('TAKEBACK_PENDING');
    const own = await a.request('game:takeBackAnswer', { id: asked.takeBack?.id ?? '', accept: true });
    expect(own.ok ? null : own.error.code).toBe('NOT_A_VOTER');
    // A spectator neither asks nor answers.
    const watcher = await open.person(srv);
    await watcher.must('room:join', { code, name: 'Vida', seat: null });
    const asks = await watcher.request('game:undo', { version: 1 });
    expect(asks.ok ? null : asks.error.code).toBe('NOT_SEATED');
    const answers = await watcher.request('game:takeBackAnswer', { id: asked.takeBack?.id ?? '', accept: true });
    expect(answers.ok ? null : answers.error.code).toBe('NOT_A_VOTER');

    const done = await b.must('game:takeBackAnswer', { id: asked.takeBack?.id ?? '', accept: true });
    expect(done).toMatchObject({ status: 'applied', accepted: [2], code: null });
    await eventually(() => lastUndone(a)?.version === 0 && lastUndone(b)?.version === 0, 'the undone game at both');
    expect(lastUndone(b)?.toAct).toBe(0);
    expect(last(pushes.a)?.status).toBe('applied');
    // The request is closed: answering it again is refused.
    const again = await b.request('game:takeBackAnswer', { id: asked.takeBack?.id ?? '', accept: true });
    expect(again.ok ? null : again.error.code).toBe('NO_TAKEBACK');
    for (const c of [a, b, watcher]) checkAllReceived(c, SEED);
  });

  test('R12 a refusal changes nothing, and the computer player goes on', async () => {
    const { clock, a, b, pushes } = await table();
    await play(a, gemTake(a), 'g1');
    const asked = await a.must('game:undo', { version: 1 });
    const refused = await b.must('game:takeBackAnswer', { id: asked.takeBack?.id ?? '', accept: false });
    expect(refused).toMatchObject({ status: 'refused', code: 'TAKEBACK_REFUSED' });
    await eventually(() => last(pushes.a)?.code === 'TAKEBACK_REFUSED', 'the refusal at Ana');
    expect(await version(a)).toBe(1);
    clock.advance(BOT_WAIT);
    await a.until(() => a.game?.version === 2, 10_000, 'the computer move');
    expect(lastUndone(a)).toBeUndefined();
  });

  test('R12 not everyone accepting within the time changes nothing', async () => {
    const { clock, a, pushes } = await table();
    await play(a, gemTake(a), 'g1');
    const askedAt = clock.now();
    const asked = await a.must('game:undo', { version: 1 });
    expect(asked.takeBack?.expiresAt).toBe(askedAt + TAKEBACK_MS);
    clock.advance(TAKEBACK_MS - 1);
    expect(last(pushes.a)?.status).toBe('pending');
    clock.advance(1);
    await eventually(() => last(pushes.a)?.code === 'TAKEBACK_EXPIRED', 'the expiry at Ana');
    expect(await version(a)).toBe(1);
    expect(lastUndone(a)).toBeUndefined();
  });

  test('R12 the next player acting first voids the request; then the engine refuses a new one', async () => {
    const { clock, a, b, pushes } = await table();
    await play(a, gemTake(a), 'g1');
    clock.advance(BOT_WAIT);
    await b.until(() => b.game?.version === 2 && b.game.toAct === 2, 10_000, "Babak's turn");
    await play(b, gemTake(b), 'b1');
    const asked = await b.must('game:undo', { version: 3 });
    expect(asked.takeBack?.voters).toEqual([0]);
    // Ana (seat 0) plays next after Babak (seat 2): she acts instead of answering.
    await a.until(() => a.game?.version === 3, 10_000, 'Ana at version 3');
    await play(a, gemTake(a), 'a2');
    await eventually(() => last(pushes.b)?.code === 'TAKEBACK_STALE', 'the void request at Babak');
    const late = await b.request('game:undo', { version: 4 });
    expect(late.ok ? null : [late.error.code, late.error.rule]).toEqual(['UNDO_OTHER_PLAYER', 'R12']);
    for (const c of [a, b]) checkAllReceived(c, SEED);
  });
});
