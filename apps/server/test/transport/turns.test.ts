/**
 * GET /api/turns (issue 13): whose turn it is in each of several rooms, what a
 * page polls to tell its player "your turn" in any of their games. Only the
 * seat to act, for rooms that exist; one rate-limit token per request; a bad
 * list is refused with BAD_PAYLOAD.
 */
import { describe, expect, it } from 'vitest';
import { legalActions } from '@kahroba/engine';
import type { Action } from '@kahroba/engine';
import { MAX_TURN_ROOMS } from '@kahroba/protocol';
import type { RoomTurn } from '@kahroba/protocol';
import { closedAfterEach } from '../harness';

const open = closedAfterEach();

async function turns(url: string, rooms: string): Promise<{ status: number; body: { ok: boolean; data?: RoomTurn[]; error?: { code: string } } }> {
  const res = await fetch(`${url}/api/turns?rooms=${rooms}`);
  return { status: res.status, body: (await res.json()) as { ok: boolean; data?: RoomTurn[]; error?: { code: string } } };
}

describe('whose turn in several rooms', () => {
  it('follows the seat to act in each room, from the lobby to a move, and leaves unknown rooms out', async () => {
    const srv = await open.server({});
    const a = await open.person(srv);
    const one = (await a.must('room:create', { name: 'Ana', seats: [{ kind: 'human' }, { kind: 'human' }], test: { seed: 'turns-1', firstPlayer: 0 } })).room.code;
    const b = await open.person(srv);
    await b.must('room:join', { code: one, name: 'Bo', seat: 1 });
    const c = await open.person(srv);
    const two = (await c.must('room:create', { name: 'Cy', seats: [{ kind: 'human' }, { kind: 'human' }] })).room.code;

    expect((await turns(srv.url, `${one},${two},ZZZZZZ`)).body.data).toEqual([
      { code: one, status: 'lobby', gameNo: 1, toAct: null },
      { code: two, status: 'lobby', gameNo: 1, toAct: null },
    ]);

    await a.must('room:start', {});
    expect((await turns(srv.url, one)).body.data).toEqual([{ code: one, status: 'playing', gameNo: 1, toAct: 0 }]);
    const g = a.game;
    if (!g) throw new Error('no game view');
    await a.must('game:act', { version: g.version, action: legalActions(g.view, 0)[0] as Action, intentId: 'turns-1' });
    expect((await turns(srv.url, one)).body.data).toEqual([{ code: one, status: 'playing', gameNo: 1, toAct: 1 }]);
  });

  it('refuses an empty or too long list with BAD_PAYLOAD, and answers 429 past the record rate', async () => {
    const srv = await open.server({ env: { RECORD_BURST: '3', RECORD_PER_MINUTE: '1' } });
    for (const bad of ['', ',', Array.from({ length: MAX_TURN_ROOMS + 1 }, (_, i) => `R${i}`).join(',')]) {
      const r = await turns(srv.url, bad);
      expect(r.status, bad).toBe(400);
      expect(r.body.error?.code).toBe('BAD_PAYLOAD');
    }
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await turns(srv.url, 'ABCDEF')).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
