/**
 * POST /api/turns (docs/ARCHITECTURE.md, the overview): whose turn it is in each of several
 * rooms, what a page polls to tell its player "your turn" in any of their
 * games. Only the seat to act, only for rooms whose seat token the caller
 * holds (an unknown code and a wrong token are both left out, so the list
 * cannot test which codes exist); one rate-limit token per request; a bad
 * list is refused with BAD_PAYLOAD.
 */
import { describe, expect, it } from 'vitest';
import { legalActions } from '@kahroba/engine';
import type { Action } from '@kahroba/engine';
import { MAX_TURN_ROOMS } from '@kahroba/protocol';
import type { RoomTurn } from '@kahroba/protocol';
import { closedAfterEach } from '../harness';

const open = closedAfterEach();

type Answer = { status: number; body: { ok: boolean; data?: RoomTurn[]; error?: { code: string } } };

async function post(url: string, body: string): Promise<Answer> {
  const res = await fetch(`${url}/api/turns`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body,
  });
  return { status: res.status, body: (await res.json()) as Answer['body'] };
}
const turns = (url: string, rooms: { code: string; token: string }[]): Promise<Answer> =>
  post(url, JSON.stringify({ rooms }));
const WRONG = 'A'.repeat(32);

describe('whose turn in several rooms', () => {
  it('follows the seat to act in each room, from the lobby to a move, and leaves unknown rooms out', async () => {
    const srv = await open.server({});
    const a = await open.person(srv);
    const created = await a.must('room:create', {
      name: 'Ana',
      seats: [{ kind: 'human' }, { kind: 'human' }],
      test: { seed: 'turns-1', firstPlayer: 0 },
    });
    const one = created.room.code;
    const b = await open.person(srv);
    const bo = await b.must('room:join', { code: one, name: 'Bo', seat: 1 });
    const c = await open.person(srv);
    const cy = await c.must('room:create', { name: 'Cy', seats: [{ kind: 'human' }, { kind: 'human' }] });
    const two = cy.room.code;

    expect(
      (
        await turns(srv.url, [
          { code: one, token: created.token },
          { code: two, token: cy.token },
          { code: 'ZZZZZZ', token: WRONG },
        ])
      ).body.data,
    ).toEqual([
      { code: one, status: 'lobby', gameNo: 1, toAct: null },
      { code: two, status: 'lobby', gameNo: 1, toAct: null },
    ]);

    await a.must('room:start', {});
    expect((await turns(srv.url, [{ code: one, token: bo.token }])).body.data).toEqual([
      { code: one, status: 'playing', gameNo: 1, toAct: 0 },
    ]);
    const g = a.game;
    if (!g) throw new Error('no game view');
    await a.must('game:act', { version: g.version, action: legalActions(g.view, 0)[0] as Action, intentId: 'turns-1' });
    expect((await turns(srv.url, [{ code: one, token: created.token }])).body.data).toEqual([
      { code: one, status: 'playing', gameNo: 1, toAct: 1 },
    ]);
  });

  it('cannot test which codes exist: a room that exists, asked with a wrong token, gets the same answer as one that does not', async () => {
    const srv = await open.server({});
    const a = await open.person(srv);
    const { room, token } = await a.must('room:create', { name: 'Ana', seats: [{ kind: 'human' }, { kind: 'human' }] });
    const other = room.code === 'ZZZZZZ' ? 'YYYYYY' : 'ZZZZZZ';
    const probe = await turns(srv.url, [
      { code: room.code, token: WRONG },
      { code: other, token: WRONG },
    ]);
    expect(probe).toEqual({ status: 200, body: { ok: true, data: [] } });
    // Another room's token does not open this one either.
    const b = await open.person(srv);
    const theirs = await b.must('room:create', { name: 'Bo', seats: [{ kind: 'human' }, { kind: 'human' }] });
    expect((await turns(srv.url, [{ code: room.code, token: theirs.token }])).body.data).toEqual([]);
    expect((await turns(srv.url, [{ code: room.code, token }])).body.data).toHaveLength(1);
    // The old form, a list of codes in the query, is gone.
    expect((await fetch(`${srv.url}/api/turns?rooms=${room.code}`)).status).toBe(404);
  });

  it('refuses an empty or too long list with BAD_PAYLOAD, and answers 429 past the record rate', async () => {
    const srv = await open.server({ env: { RECORD_BURST: '3', RECORD_PER_MINUTE: '1' } });
    const many = Array.from({ length: MAX_TURN_ROOMS + 1 }, () => ({ code: 'ABCDEF', token: WRONG }));
    for (const bad of [
      '',
      '{',
      '[]',
      '{"rooms":[]}',
      '{"rooms":[{"code":"ABCDEF"}]}',
      '{"rooms":[{"code":"AB","token":"x"}]}',
      JSON.stringify({ rooms: many }),
    ]) {
      const r = await post(srv.url, bad);
      expect(r.status, bad).toBe(400);
      expect(r.body.error?.code, bad).toBe('BAD_PAYLOAD');
    }
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await turns(srv.url, [{ code: 'ABCDEF', token: WRONG }])).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
