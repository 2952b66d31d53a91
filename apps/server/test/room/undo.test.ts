/**
 * RULINGS R12 online, with real sockets: alone with a computer player a person
 * undoes their own last action at once (the store keeps the shortened record
 * across a restart); the engine's refusals come back with their rule; nothing
 * hidden reaches a client on the way.
 */
import { describe, expect, test } from 'vitest';
import type { GameUpdate } from '@kahroba/protocol';
import { closedAfterEach, fakeClock } from '../harness';
import { checkAllReceived } from '../secrets-check';
import { BOT_WAIT, gemTake, lastUndone, play } from './undo-helpers';
import { createSqliteStore } from '../../src/store/sqlite';

const open = closedAfterEach();
const SEED = 'undo-alone';

async function aloneWithBot(
  env: Record<string, string> = {},
  store = createSqliteStore({ file: ':memory:', synchronous: 'NORMAL' }),
) {
  const clock = fakeClock();
  const srv = await open.server({
    env: { BOT_DELAY_MS: String(BOT_WAIT), RATE_BURST: '100000', ...env },
    clock,
    store,
  });
  const a = await open.person(srv);
  const { room } = await a.must('room:create', {
    name: 'Ana',
    seats: [{ kind: 'human' }, { kind: 'bot', bot: 'easy' }],
    test: { seed: SEED, firstPlayer: 0 },
  });
  await a.must('room:start', {});
  return { clock, srv, a, code: room.code, store };
}

describe('undo alone with computer players', () => {
  test('R12 a gem take is undone at once, before the computer moves; everyone gets the game back with its log', async () => {
    const { clock, a } = await aloneWithBot();
    expect(await play(a, gemTake(a), 'g1')).toBe(1);
    const undone = await a.must('game:undo', { version: 1 });
    expect(undone).toEqual({ version: 0, applied: true, takeBack: null });
    const u = lastUndone(a) as GameUpdate;
    expect(u.version).toBe(0);
    expect(u.toAct).toBe(0);
    expect(u.history).toEqual([]);
    // The computer player's pending move is dropped: the turn is the person's again.
    clock.advance(BOT_WAIT * 3);
    const sync = await a.must('game:sync', {});
    expect(sync.version).toBe(0);
    expect(sync.toAct).toBe(0);
    checkAllReceived(a, SEED);
  });

  test('R12 once the computer has moved, and for refusals of the engine, nothing changes and the rule is cited', async () => {
    const { clock, a } = await aloneWithBot();
    const nothing = await a.request('game:undo', { version: 0 });
    expect(nothing.ok ? null : [nothing.error.code, nothing.error.rule]).toEqual(['UNDO_NOTHING', 'R12']);
    expect(a.game?.undoable).toBeUndefined();
    await play(a, gemTake(a), 'g1');
    // The person's own copy says the undo is open (the engine's answer, kept per action on the server).
    await a.until(() => a.game?.version === 1, 10_000, 'the update after the gem take');
    expect(a.game?.undoable).toBe(true);
    const stale = await a.request('game:undo', { version: 7 });
    expect(stale.ok ? null : stale.error.code).toBe('STALE_VERSION');
    clock.advance(BOT_WAIT);
    await a.until(() => a.game?.version === 2, 10_000, 'the computer move');
    expect(a.game?.undoable).toBeUndefined();
    const late = await a.request('game:undo', { version: 2 });
    expect(late.ok ? null : [late.error.code, late.error.rule]).toEqual(['UNDO_OTHER_PLAYER', 'R12']);
    // B3.3.3: a blind reservation shows the card to the player; it is never undone.
    await play(a, { type: 'reserveDeck', deck: 'L1' }, 'r1');
    await a.until(() => a.game?.version === 3, 10_000, 'the update after the reservation');
    expect(a.game?.undoable).toBeUndefined();
    const blind = await a.request('game:undo', { version: 3 });
    expect(blind.ok ? null : [blind.error.code, blind.error.rule]).toEqual(['UNDO_BLIND', 'B3.3.3']);
    expect((await a.must('game:sync', {})).version).toBe(3);
    checkAllReceived(a, SEED);
  });

  test('R12 the undo is on disk before it is acknowledged: after a restart the game is the undone one, and may be undone again', async () => {
    const store = createSqliteStore({ file: ':memory:', synchronous: 'NORMAL' });
    const first = await aloneWithBot({}, { ...store, close: () => Promise.resolve() });
    await play(first.a, gemTake(first.a), 'g1');
    await first.a.must('game:undo', { version: 1 });
    const token = first.a.token as string;
    const gameId = (await first.srv.server.rooms.get(first.code))?.game?.gameId as number;
    expect((await store.loadGame(gameId))?.actions).toEqual([]);
    expect((await store.listGames(first.code))[0]?.actions).toBe(0);
    // The same intent id as the undone action is a new intent now, not a repeat.
    first.a.game = lastUndone(first.a) ?? null;
    expect(await play(first.a, gemTake(first.a), 'g1')).toBe(1);
    expect((await store.loadGame(gameId))?.actions).toHaveLength(1);
    first.a.close();
    open.forget(first.srv);
    await first.srv.close();

    // Restarted before the computer moved: the same position, and the undo still open (rebuilt from the record).
    const again = await open.server({ env: { BOT_DELAY_MS: String(BOT_WAIT) }, clock: fakeClock(), store });
    const back = await open.person(again);
    const joined = await back.must('room:join', { code: first.code, token });
    expect([joined.game?.version, joined.game?.toAct, joined.game?.undoable]).toEqual([1, 1, true]);
    expect(await back.must('game:undo', { version: 1 })).toMatchObject({ version: 0, applied: true });
    expect((await store.loadGame(gameId))?.actions).toEqual([]);
    checkAllReceived(back, SEED);
  });
});
