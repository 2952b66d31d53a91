/**
 * Computer players in worker threads (src/bots/pool.ts, the production wiring):
 * every level answers legal moves from a worker; a stuck or failing worker
 * never stalls a room (the room plays its fallback); old kinds still work.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, test } from 'vitest';
import { pino } from 'pino';
import { applyAction, createGame, legalActions, toAct, viewFor } from '@kahroba/engine';
import type { GameState } from '@kahroba/engine';
import { BOT_KINDS, BotKindSchema, SeatPlanSchema } from '@kahroba/protocol';
import type { BotKind } from '@kahroba/protocol';
import { createBotPool } from '../../src/bots/pool';
import type { BotPool } from '../../src/bots/pool';
import { testConfig } from '../../src/config';
import { systemClock } from '../../src/clock';
import { seededRandom } from '../../src/random';
import { createServer } from '../../src/server';
import { createSqliteStore } from '../../src/store/sqlite';
import { chooseFrom, client, rngFrom, startServer } from '../harness';

const here = path.dirname(fileURLToPath(import.meta.url));
// Worker threads load TypeScript through tsx (vitest's transform does not reach them).
const TSX = ['--import', 'tsx'];
const quick: Record<BotKind, number | null> = { easy: null, normal: null, hard: 40, expert: 60 };
const pools: BotPool[] = [];
afterAll(async () => {
  await Promise.all(pools.map((p) => p.close()));
});
const pool = (opts: Parameters<typeof createBotPool>[0]): BotPool => {
  const p = createBotPool({ execArgv: TSX, threads: 2, ...opts });
  pools.push(p);
  return p;
};

/** Positions along a seeded game with every module, 3 players. */
function positions(count: number): GameState[] {
  const made = createGame({
    players: 3,
    seed: 'pool-positions',
    modules: ['cities', 'tradingPosts', 'strongholds', 'orient'],
  });
  if (!made.ok) throw new Error(made.error.message);
  let state = made.value;
  const rng = rngFrom(7);
  const out: GameState[] = [];
  while (out.length < count && toAct(state) !== null) {
    out.push(state);
    for (let i = 0; i < 5 && toAct(state) !== null; i += 1) {
      const seat = toAct(state) as number;
      const next = applyAction(state, seat, chooseFrom(viewFor(state, seat), seat, rng));
      if (!next.ok) throw new Error(next.error.message);
      state = next.state;
    }
  }
  return out;
}

describe('bots in worker threads', () => {
  test('every level answers a legal move from its worker (a stuck pool fails on the test timeout)', async () => {
    const { bots } = pool({ think: quick });
    const rng = rngFrom(11);
    for (const state of positions(4)) {
      const seat = toAct(state) as number;
      const legal = legalActions(state, seat).map((a) => JSON.stringify(a));
      for (const level of BOT_KINDS) {
        const action = await bots[level].choose(viewFor(state, seat), seat, rng);
        expect(legal, `${level} at version ${state.version}`).toContain(JSON.stringify(action));
      }
    }
  });

  test('moves that wait for the one thread keep their turn: thirty asked at once from three rooms are all answered, none given up', async () => {
    // The last ones start seconds after they were asked: they would time out (60 ms of thought + 1 s of grace) had
    // their clock started when they were asked rather than when they got the thread. The grace is a second, not
    // less, so that a thread starved of CPU by a busy machine for a moment is not taken for a stuck one.
    const p = pool({ think: quick, graceMs: 1_000, threads: 1 });
    const { bots } = p;
    const [state] = positions(1) as [GameState];
    const seat = toAct(state) as number;
    const legal = legalActions(state, seat).map((a) => JSON.stringify(a));
    const rng = rngFrom(5);
    const asks = Array.from({ length: 30 }, async (_, k) =>
      bots.expert.choose(viewFor(state, seat), seat, rng, {
        owner: { address: `192.0.2.${k % 3}`, room: `R${k % 3}` },
      }),
    );
    expect(p.stats().waiting).toBeGreaterThan(0);
    const answers = await Promise.allSettled(asks);
    expect(answers.filter((a) => a.status === 'rejected')).toEqual([]);
    for (const a of answers) expect(legal).toContain(JSON.stringify((a as PromiseFulfilledResult<unknown>).value));
    expect(p.stats()).toEqual({ waiting: 0, active: 0 });
  });

  test.each([
    ['stuck', 'stuck-worker.ts'],
    ['failing', 'failing-worker.ts'],
  ])(
    'a %s worker never stalls the room: the computer seat plays its fallback and the game goes on',
    async (_what, file) => {
      const { bots } = pool({ filename: path.join(here, 'fixtures', file), think: quick, graceMs: 150, threads: 1 });
      const server = createServer({
        config: testConfig(),
        store: createSqliteStore({ file: ':memory:' }),
        clock: systemClock,
        logger: pino({ level: 'silent' }),
        random: seededRandom(5),
        bots,
      });
      const port = await server.listen(0, '127.0.0.1');
      try {
        const a = await client(`http://127.0.0.1:${port}`);
        await a.must('room:create', {
          name: 'A',
          seats: [{ kind: 'human' }, { kind: 'bot', bot: 'expert' }],
          test: { seed: 'stuck', firstPlayer: 1 },
        });
        await a.must('room:start', {});
        // The bot's turn comes first; the person's turn comes back after the bot's (fallback) move, twice.
        await a.until(
          () => a.game?.view.version !== undefined && a.game.view.version > 0 && toAct(a.game.view) === 0,
          10_000,
          'the first bot move',
        );
        const rng = rngFrom(3);
        const v = a.game?.view as GameState;
        await a.must('game:act', { version: v.version, intentId: 'i1', action: chooseFrom(v, 0, rng) });
        await a.until(
          () => (a.game?.view.version ?? 0) > v.version + 1 && toAct(a.game?.view as GameState) === 0,
          10_000,
          'the second bot move',
        );
        a.close();
      } finally {
        await server.close();
      }
    },
  );
});

describe('bot kinds of before the levels', () => {
  test("'random' is read as 'easy', 'greedy' as 'normal', and a missing kind as 'normal'", () => {
    expect(BotKindSchema.parse('random')).toBe('easy');
    expect(BotKindSchema.parse('greedy')).toBe('normal');
    expect(BotKindSchema.parse(undefined)).toBe('normal');
    expect(BotKindSchema.parse('expert')).toBe('expert');
    expect(BotKindSchema.safeParse('toString').success).toBe(false);
    expect(SeatPlanSchema.parse({ kind: 'bot', bot: 'greedy' })).toEqual({ kind: 'bot', bot: 'normal' });
  });

  test('a level that does not exist is refused with BAD_PAYLOAD, at set-up and in the lobby, and changes nothing', async () => {
    const srv = await startServer();
    const a = await client(srv.url);
    try {
      for (const bot of ['grandmaster', 'toString', '', 3, null]) {
        expect(
          await a.request('room:create', { name: 'A', seats: [{ kind: 'human' }, { kind: 'bot', bot }] }),
        ).toMatchObject({ ok: false, error: { code: 'BAD_PAYLOAD' } });
      }
      expect(a.room).toBeNull();
      const { room } = await a.must('room:create', {
        name: 'A',
        seats: [{ kind: 'human' }, { kind: 'bot', bot: 'hard' }],
      });
      for (const bot of ['grandmaster', '__proto__', 'EXPERT']) {
        expect(await a.request('room:setSeat', { seat: 1, kind: 'bot', bot })).toMatchObject({
          ok: false,
          error: { code: 'BAD_PAYLOAD' },
        });
      }
      const after = await a.must('room:setSeat', { seat: 1, kind: 'bot', bot: 'hard' }); // a no-op change: the room as it was
      expect(after.seats[1]).toMatchObject({ kind: 'bot', bot: 'hard' });
      expect(after.seats).toEqual(room.seats);
    } finally {
      a.close();
      await srv.close();
    }
  });
});
