/**
 * The game log survives a reload: the answer to a join or a sync carries every
 * event of the game so far, redacted for that viewer exactly as the live
 * updates were — for a player who reloads and for a spectator who comes late,
 * also after the server restarted (the events are rebuilt from the record).
 */
import { describe, expect, test } from 'vitest';
import type { GameEvent } from '@kahroba/engine';
import type { GameUpdate } from '@kahroba/protocol';
import { chooseFrom, client, closedAfterEach, rngFrom } from '../harness';
import type { Client } from '../harness';
import { twoPlayerGame } from '../rooms';
import { checkUpdate, gameUpdates } from '../secrets-check';
import { ENGINES, storePlace } from '../stores';

const ctx = closedAfterEach();
const SEED = 'history-seed-5c1e';

/** The events a client got live, in order, from its game updates. */
const liveEvents = (c: Client): GameEvent[] => gameUpdates(c).flatMap((u) => u.events);

async function playMoves(a: Client, b: Client, n: number): Promise<void> {
  const rng = rngFrom(11);
  for (let k = 0; k < n; k++) {
    const mover = [a, b].find((c) => c.game?.toAct === c.game?.seat) as Client;
    const g = mover.game as GameUpdate;
    await mover.must('game:act', {
      version: g.version,
      intentId: `m${k}`,
      action: chooseFrom(g.view, g.seat ?? 0, rng),
    });
    for (const c of [a, b]) await c.until(() => c.game?.version === g.version + 1, 5000, 'update');
  }
}

describe('the log survives a reload and a late join', () => {
  test('history equals the live events, redacted per viewer; a late spectator never sees a blind card', async () => {
    const srv = await ctx.server();
    const { room, a, b } = await twoPlayerGame(() => ctx.person(srv), SEED);
    await b.until(() => b.game !== null, 5000, 'start');
    // A reserves blind first: the card must stay A's alone in every history.
    await a.must('game:act', { version: 0, intentId: 'blind', action: { type: 'reserveDeck', deck: 'L1' } });
    await b.until(() => b.game?.version === 1, 5000, 'blind seen');
    await playMoves(a, b, 8);
    const blindCard = (a.game as GameUpdate).view.players[0]?.reserved[0]?.card ?? '';

    // B reloads: a new connection with its token.
    const b2 = await ctx.person(srv);
    const rejoined = await b2.must('room:join', { code: room.code, token: b.token ?? '' });
    expect(rejoined.game?.history).toEqual(liveEvents(b));
    expect(rejoined.game?.history?.length).toBeGreaterThan(8);

    // A late spectator: the spectator's redaction of the same events.
    const w = await ctx.person(srv);
    const watching = await w.must('room:join', { code: room.code, name: 'W', seat: null });
    const history = watching.game?.history ?? [];
    expect(history).toEqual(
      liveEvents(b).map((e) => (e.type === 'cardReserved' && e.seat === 0 && e.blind ? { ...e, card: null } : e)),
    );
    expect(JSON.stringify(watching).includes(`"${blindCard}"`)).toBe(false);
    checkUpdate(watching.game as GameUpdate, SEED);
    // The owner's own history shows its card; a sync answers the same.
    const sync = await a.must('game:sync', {});
    expect(sync.history).toEqual(liveEvents(a));
    expect(JSON.stringify(sync.history)).toContain(`"${blindCard}"`);
  });
});

describe.each(ENGINES)('the log after a restart on %s', (engine) => {
  test('after a restart the history is rebuilt from the record', async () => {
    const place = storePlace(engine);
    const srv = await ctx.server({ store: await place.open() });
    const { room, a, b } = await twoPlayerGame(() => client(srv.url), SEED);
    await b.until(() => b.game !== null, 5000, 'start');
    await playMoves(a, b, 6);
    const before = liveEvents(b);
    a.close();
    b.close();
    ctx.forget(srv);
    await srv.close();

    const again = await ctx.server({ store: await place.open() });
    const back = await ctx.person(again);
    const answer = await back.must('room:join', { code: room.code, token: b.token ?? '' });
    expect(answer.game?.history).toEqual(before);
  });
});

describe('the room before joining', () => {
  test('GET /api/rooms/:code: the game, who sits where, how many watch; nothing secret', async () => {
    const srv = await ctx.server();
    const a = await ctx.person(srv);
    const { room } = await a.must('room:create', {
      name: 'Hana',
      seats: [{ kind: 'human' }, { kind: 'human' }, { kind: 'bot', bot: 'greedy' }],
      modules: ['cities'],
      edition: 'classic',
    });
    const w = await ctx.person(srv);
    await w.must('room:join', { code: room.code, name: 'W', seat: null });
    const res = await fetch(`${srv.url}/api/rooms/${room.code.toLowerCase()}`);
    expect(res.status).toBe(200);
    const body = await res.text();
    expect(JSON.parse(body)).toEqual({
      ok: true,
      data: {
        code: room.code,
        status: 'lobby',
        settings: {
          players: 3,
          modules: ['cities'],
          edition: 'classic',
          clock: 'none',
          standIn: 'normal',
          hints: false,
        },
        seats: [
          { seat: 0, kind: 'human', bot: null, name: 'Hana' },
          { seat: 1, kind: 'human', bot: null, name: null },
          { seat: 2, kind: 'bot', bot: 'normal', name: null },
        ],
        spectators: 1,
      },
    });
    expect(body).not.toContain(a.token ?? 'no-token');
    expect(body).not.toContain('tokenHash');
    expect((await fetch(`${srv.url}/api/rooms/ZZZZZZ`)).status).toBe(404);
  });
});
