/**
 * A stand-in's moves are told apart in the log (docs/ARCHITECTURE.md, "Turn
 * clocks and away clocks"): the events of a move a computer player made for a
 * person's seat (here after the turn ran out) carry `standIn: true` for
 * every viewer, live and in the history a reload gets, and again after the
 * game is replayed from the store; the person's own moves, the other seat's
 * and the next `turnStarted` do not.
 */
import { describe, expect, test } from 'vitest';
import { TURN_CLOCK_MS } from '@kahroba/protocol';
import type { SentEvent } from '@kahroba/protocol';
import { GameSession } from '../../src/room/game-session';
import { closedAfterEach, fakeClock } from '../harness';
import type { Client, TestServer } from '../harness';
import { START, clockedGame, openRoom, pass, playTurn, turnOf } from './turn-clock-helpers';

const { turnMs: TURN, reserveMs: RESERVE } = TURN_CLOCK_MS.turn30s;
const open = closedAfterEach();
const person = (srv: TestServer): Promise<Client> => open.person(srv);

/** The seats and flags of a log, one entry an event: "0" a person's, "0*" a stand-in's, "-" no seat. */
const marks = (events: readonly SentEvent[]): string[] =>
  events.map((e) => `${'seat' in e ? e.seat : '-'}${e.standIn ? '*' : ''}${e.type === 'turnStarted' ? ':turn' : ''}`);

describe('stand-in moves in the log', () => {
  test('a timed-out turn played by the computer is marked for every viewer, live, on sync and after a replay from the store', async () => {
    const clock = fakeClock(START);
    const srv = await open.server({ clock, env: { RATE_BURST: '100000' } });
    const { code, a, b } = await clockedGame(person, srv, 'turn30s');
    const seen: SentEvent[] = [];
    b.socket.on('game:patch', (p) => seen.push(...p.events));
    b.socket.on('game:update', (u) => seen.push(...u.events));

    // A's time runs out: the stand-in plays A's turn; then B and A play their own.
    await pass(clock, srv, code, TURN + RESERVE);
    await turnOf(b, 1, 'the computer moved for A');
    await playTurn(b);
    await turnOf(a, 0);
    await playTurn(a, 2);
    await turnOf(b, 1);

    const history = (await b.must('game:sync', {})).history ?? [];
    const log = marks(history);
    const standIn = history.filter((e) => e.standIn);
    expect(standIn.length).toBeGreaterThan(0);
    // Every stand-in event is seat 0's and none is a turn start; everything of the stand-in's turn before B's turn is marked.
    expect(standIn.every((e) => 'seat' in e && e.seat === 0 && e.type !== 'turnStarted')).toBe(true);
    const bTurn = log.indexOf('1:turn');
    expect(log.slice(0, bTurn).filter((m) => m.startsWith('0'))).toEqual(
      log
        .slice(0, bTurn)
        .filter((m) => m.startsWith('0'))
        .map(() => '0*'),
    );
    // B's turn and A's own next turn: nothing marked.
    expect(log.slice(bTurn).some((m) => m.includes('*'))).toBe(false);
    expect(log.slice(bTurn).some((m) => m === '0')).toBe(true);
    // Live updates carried the same marks as the history.
    expect(marks(seen)).toEqual(log.slice(log.length - seen.length));
    // A's own copy says the same (nothing hidden in the mark).
    expect(marks((await a.must('game:sync', {})).history ?? [])).toEqual(log);

    // Replayed from the store (a restart, or another node taking the room): the same marks.
    const room = openRoom(srv, code);
    const gameId = room?.doc.gameId;
    if (!room || gameId == null) throw new Error('room not open');
    const replayed = await GameSession.restore(srv.store, room.deps.writer, gameId, undefined, room.doc);
    expect(marks(replayed.events)).toEqual(marks(room.game?.events ?? []));
    expect(replayed.events.filter((e) => e.standIn)).toHaveLength(standIn.length);
  });
});
