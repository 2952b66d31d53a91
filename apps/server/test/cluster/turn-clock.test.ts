/**
 * Turn clocks follow the room's owner (docs/ARCHITECTURE.md,
 * "Several nodes" and "Turn clocks"): three server processes on one
 * PostgreSQL and one Redis; a room of two people with a turn clock (shortened
 * by the TEST_MODE `test.clockMs`) owned by node A, the host on A, the other
 * person on B, a spectator on each node.
 *
 * 1. While A owns the room, seat 0's time runs out: the stand-in plays that
 *    turn, A logs one time-out, and every member on every node was shown the
 *    very same clocks.
 * 2. A is killed (SIGKILL) during seat 1's turn: the node that takes the
 *    lease goes on with the deadline that was running (the clock is kept in
 *    the room document as absolute times: not a fresh turn, not lost), sends
 *    it to everyone, and the time-out comes on that node, once, not before
 *    the deadline. The host comes back on another node and plays on.
 * 3. The new owner is stopped gracefully (SIGTERM) during seat 1's next turn:
 *    it releases the lease before it exits (no waiting for the expiry), the
 *    last node goes on with the same deadline, the time-out comes there once,
 *    and both people play on.
 * Then PostgreSQL holds every acknowledged intent once, indexes without a gap,
 * every view any member received is the engine replay of that record, and no
 * message showed a secret.
 */
import { Redis } from 'ioredis';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { Seat } from '@kahroba/engine';
import type { TurnClockInfo } from '@kahroba/protocol';
import { KEY_PREFIX } from '../../src/cluster/cluster';
import { clocksShown, firstClockAfter, playTurnOf, timeOuts } from './turn-clock-helpers';
import type { ShownClock } from './turn-clock-helpers';
import { clusterTestsRun, fileRedis, patience, until } from './helpers';
import { reconnect } from './play';
import type { Player } from './play';
import { kill, spawnNode } from './processes';
import type { NodeProcess } from './processes';
import { Client } from '../harness';
import { checkViewsAgainstReplay, replayFromPostgres } from './replay-check';
import { checkAllReceived } from '../secrets-check';
import { storePlace } from '../stores';

const LEASE_MS = 2_000;
/** Seat 1's second turn (phase 2) runs TURN + RESERVE: several lease times, so the takeover comes well inside it. */
const TURN_MS = 5_000;
const RESERVE_MS = 4_000;
const SEED = 'cluster-clock';

const withoutNow = (k: TurnClockInfo): Omit<TurnClockInfo, 'now'> => {
  const { now: _now, ...rest } = k;
  return rest;
};
const clockOf = (p: Player): TurnClockInfo => {
  const k = p.c.game?.clock;
  if (!k) throw new Error(`seat ${p.seat ?? 'spectator'} holds no clock`);
  return k;
};
/** The seat's own time runs (a person to act, not a computer player). */
const runs =
  (seat: Seat, more: (k: TurnClockInfo) => boolean = () => true) =>
  (p: Player): boolean => {
    const k = p.c.game?.clock;
    return p.c.game?.toAct === seat && k?.seat === seat && k.expiresAt !== null && more(k);
  };

describe.skipIf(!clusterTestsRun)("turn clocks follow the room's owner", () => {
  it(
    'a time-out fires once on the owner; after a SIGKILL and a SIGTERM of the owner the running deadline carries on',
    async () => {
      const db = await storePlace('postgres').env();
      const databaseUrl = db.DATABASE_URL ?? '';
      const env = { ...db, REDIS_URL: await fileRedis(), ROOM_LEASE_MS: String(LEASE_MS) };
      const nodes = await Promise.all([spawnNode(env), spawnNode(env), spawnNode(env)]);
      const [a, b, c] = nodes;
      if (!a || !b || !c) throw new Error('three nodes');
      const redis = new Redis(env.REDIS_URL);
      const clients: Client[] = [];
      /** The node each member's connection is on now. */
      const on = new Map<Player, NodeProcess>();
      const connect = async (node: NodeProcess): Promise<Client> => {
        const cl = new Client(node.url);
        clients.push(cl);
        await cl.connected();
        return cl;
      };
      const moveTo = async (p: Player, node: NodeProcess): Promise<void> => {
        await reconnect(p, () => [node.url]);
        clients.push(p.c);
        on.set(p, node);
      };
      const everyone = (list: Player[], pred: (p: Player) => boolean, ms: number, what: string): Promise<unknown> =>
        Promise.all(list.map((p) => p.c.until(() => pred(p), ms, `${what} (seat ${p.seat ?? 'spectator'})`)));
      try {
        const host = await connect(a);
        const created = await host.must('room:create', {
          name: 'Ana',
          seats: [{ kind: 'human' }, { kind: 'human' }],
          clock: 'turn30s',
          standIn: 'easy',
          test: { seed: SEED, firstPlayer: 0, clockMs: { turnMs: TURN_MS, reserveMs: RESERVE_MS } },
        });
        const code = created.room.code;
        const p0: Player = { c: host, seat: 0, token: created.token, code, received: [host] };
        on.set(p0, a);
        const join = async (node: NodeProcess, seat: Seat | null, name: string): Promise<Player> => {
          const cl = await connect(node);
          const j = await cl.must('room:join', { code, name, seat });
          const p: Player = { c: cl, seat, token: j.token, code, received: [cl] };
          on.set(p, node);
          return p;
        };
        const p1 = await join(b, 1, 'Bo');
        const watchers = [await join(a, null, 'Sa'), await join(b, null, 'Sb'), await join(c, null, 'Sc')];
        const players = [p0, p1, ...watchers];
        await host.must('room:start', {});
        const holder = async (): Promise<NodeProcess | null> => {
          const value = await redis.get(`${KEY_PREFIX}lease:${code}`);
          return nodes.find((n) => value?.startsWith(`${n.nodeId}|`)) ?? null;
        };
        const connectedTo = (node: NodeProcess): Player[] => players.filter((p) => on.get(p) === node);
        const acked: string[] = [];

        // 1. A owns the room; seat 0's time (turn and reserve) runs out there.
        expect(await holder()).toBe(a);
        await everyone(players, runs(0), 10_000, "seat 0's time runs");
        const first = clockOf(p1);
        expect(withoutNow(first)).toEqual({
          seat: 0,
          turnEndsAt: first.turnEndsAt,
          expiresAt: (first.turnEndsAt ?? 0) + RESERVE_MS,
          reserveMs: [RESERVE_MS, RESERVE_MS],
          timeouts: [0, 0],
        });
        await everyone(
          players,
          runs(1, (k) => k.timeouts[0] === 1),
          patience(TURN_MS + RESERVE_MS + 10_000),
          "the stand-in played seat 0's turn",
        );
        expect(p1.c.room?.seats[0]).toMatchObject({ takenOver: true, bot: 'easy' });
        const out0 = firstClockAfter(p1.c, 0, (k) => k.timeouts[0] === 1);
        expect(out0, 'the time-out is shown').toMatchObject({
          seat: null,
          expiresAt: null,
          reserveMs: [0, RESERVE_MS],
          timeouts: [1, 0],
        });
        expect(out0?.now, 'not before the deadline').toBeGreaterThanOrEqual(first.expiresAt ?? Infinity);
        expect(timeOuts(a, code)).toMatchObject([{ seat: 0, inARow: 1 }]);
        // Nothing moves now until seat 1 acts or its time runs out: every member, on A and on B and C, was shown the same clocks.
        const shown = clocksShown(p1.c);
        expect(shown.length).toBeGreaterThanOrEqual(3);
        for (const p of players)
          expect(clocksShown(p.c), `clocks of seat ${p.seat ?? 'spectator'} on its node`).toEqual(shown);

        // 2. A dies (SIGKILL) during seat 1's turn, with seat 1's time running.
        const before = clockOf(p1);
        expect(withoutNow(before)).toMatchObject({ seat: 1, reserveMs: [0, RESERVE_MS], timeouts: [1, 0] });
        expect(before.expiresAt).toBe((before.turnEndsAt ?? 0) + RESERVE_MS);
        const stayed = players.filter((p) => on.get(p) !== a);
        const mark = new Map(stayed.map((p) => [p, p.c.received.length]));
        const killedAt = Date.now();
        await kill(a);
        await until(async () => [b, c].includes((await holder()) as NodeProcess), patience(4 * LEASE_MS));
        const second = (await holder()) as NodeProcess;
        const third = second === b ? c : b;
        process.stdout.write(
          `SIGKILL: taken over by the node of ${second === b ? 'seat 1' : 'the third spectator'} ${Date.now() - killedAt} ms after (lease ${LEASE_MS} ms; seat 1's time ends ${(before.expiresAt ?? 0) - killedAt} ms after)\n`,
        );
        // Whoever stayed connected is sent the game by the new owner: the deadline that was running, not a fresh turn.
        for (const p of stayed) {
          const from = mark.get(p) ?? 0;
          await p.c.until(
            () => firstClockAfter(p.c, from, () => true) !== undefined,
            patience(4 * LEASE_MS),
            'the game from the new owner',
          );
          expect(
            withoutNow(firstClockAfter(p.c, from, () => true) as TurnClockInfo),
            'the running clock, carried over',
          ).toEqual(withoutNow(before));
        }
        // The host and A's spectator come back on the node that does not own the room.
        await Promise.all(connectedTo(a).map((p) => moveTo(p, third)));
        await everyone(
          players,
          runs(0, (k) => k.timeouts[1] === 1),
          patience(TURN_MS + RESERVE_MS + 10_000),
          "the stand-in played seat 1's turn",
        );
        const out1 = firstClockAfter(p1.c, mark.get(p1) ?? 0, (k) => k.timeouts[1] === 1);
        expect(out1).toMatchObject({ seat: null, reserveMs: [0, 0], timeouts: [1, 1] });
        expect(out1?.now, 'not before the deadline').toBeGreaterThanOrEqual(before.expiresAt ?? Infinity);
        expect(timeOuts(second, code), 'the time-out, once, on the new owner').toMatchObject([{ seat: 1, inARow: 1 }]);
        expect(timeOuts(third, code)).toEqual([]);
        expect(timeOuts(a, code)).toHaveLength(1);
        // The host plays on (their turn, with the clock: one time-out in a row keeps the seat theirs) and takes the seat back.
        await playTurnOf(p0, acked, 1);

        // 3. The owner shuts down gracefully (SIGTERM) during seat 1's next turn.
        await everyone(
          players,
          runs(1, (k) => k.timeouts[0] === 0),
          patience(10_000),
          "seat 1's time runs again",
        );
        const before3 = clockOf(p0);
        expect(withoutNow(before3)).toMatchObject({ seat: 1, reserveMs: [0, 0], timeouts: [0, 1] });
        expect(before3.expiresAt).toBe(before3.turnEndsAt);
        const stayed3 = players.filter((p) => on.get(p) !== second);
        const mark3 = new Map(stayed3.map((p) => [p, p.c.received.length]));
        const exited = new Promise((r) => {
          second.child.once('exit', (status, signal) => r({ status, signal }));
        });
        const termAt = Date.now();
        second.child.kill('SIGTERM');
        expect(await exited).toEqual({ status: 0, signal: null });
        // Released before the process ended: the key is not left to expire (it would still be there for over a second).
        expect(
          (await redis.get(`${KEY_PREFIX}lease:${code}`))?.startsWith(`${second.nodeId}|`) ?? false,
          'lease released at shutdown',
        ).toBe(false);
        await until(async () => (await holder()) === third, patience(4 * LEASE_MS));
        process.stdout.write(
          `SIGTERM: handed over ${Date.now() - termAt} ms after the signal (seat 1's time ends ${(before3.expiresAt ?? 0) - termAt} ms after it)\n`,
        );
        for (const p of stayed3) {
          const from = mark3.get(p) ?? 0;
          await p.c.until(
            () => firstClockAfter(p.c, from, () => true) !== undefined,
            patience(4 * LEASE_MS),
            'the game from the last node',
          );
          expect(
            withoutNow(firstClockAfter(p.c, from, () => true) as TurnClockInfo),
            'the running clock, carried over',
          ).toEqual(withoutNow(before3));
        }
        await Promise.all(connectedTo(second).map((p) => moveTo(p, third)));
        await everyone(
          players,
          runs(0, (k) => k.timeouts[1] === 2),
          patience(TURN_MS + 10_000),
          "the stand-in played seat 1's turn again",
        );
        const out3 = firstClockAfter(p0.c, mark3.get(p0) ?? 0, (k) => k.timeouts[1] === 2);
        expect(out3?.now, 'not before the deadline').toBeGreaterThanOrEqual(before3.expiresAt ?? Infinity);
        expect(timeOuts(third, code), 'the time-out, once, on the last node').toMatchObject([{ seat: 1, inARow: 2 }]);
        expect(timeOuts(second, code)).toHaveLength(1);
        // Both people play on: seat 1 acting takes its seat back and ends its run of time-outs.
        await playTurnOf(p0, acked, 2);
        await playTurnOf(p1, acked, 3);
        await everyone(
          players,
          runs(0, (k) => k.timeouts[1] === 0),
          patience(10_000),
          'the clock after both played',
        );

        // Every running turn was shown with one deadline only, by whichever node, to whoever saw it.
        const deadlines = new Map<string, string>();
        for (const p of players) {
          for (const cl of p.received) {
            for (const k of clocksShown(cl).filter((x: ShownClock) => x.seat !== null)) {
              const key = `${k.version}|${k.seat}`;
              const value = JSON.stringify([k.turnEndsAt, k.expiresAt, k.reserveMs, k.timeouts]);
              expect(deadlines.get(key) ?? value, `the clock of seat ${k.seat} at version ${k.version}`).toBe(value);
              deadlines.set(key, value);
            }
          }
        }
        // PostgreSQL: every acknowledged intent once, the stand-in's actions in the turns that ran out, the views the replay's.
        const replay = await replayFromPostgres(databaseUrl, code);
        const stored = replay.intents.filter((x): x is string => x !== null);
        expect(new Set(stored).size, 'no intent applied twice').toBe(stored.length);
        expect([...stored].sort(), 'every acknowledged intent stored, nothing else by a person').toEqual(
          [...acked].sort(),
        );
        const pgc = new pg.Client({ connectionString: databaseUrl });
        await pgc.connect();
        try {
          const { rows } = await pgc.query<{ seat: number; intent: string | null }>(
            'SELECT a.seat, a.intent_id AS intent FROM actions a JOIN games g ON g.id = a.game_id WHERE g.room_code = $1 ORDER BY a.idx',
            [code],
          );
          // Turns in order: seat 0 by the stand-in, seat 1 by the stand-in, seat 0 by its person, seat 1 by the stand-in, then both people.
          const turns: string[] = [];
          for (const r of rows) {
            const who = `${r.seat}:${r.intent === null ? 'stand-in' : 'person'}`;
            if (turns[turns.length - 1] !== who) turns.push(who);
          }
          expect(turns).toEqual(['0:stand-in', '1:stand-in', '0:person', '1:stand-in', '0:person', '1:person']);
        } finally {
          await pgc.end();
        }
        for (const p of players) {
          for (const cl of p.received) {
            checkAllReceived(cl, SEED);
            checkViewsAgainstReplay(cl, replay);
            expect(cl.gaps).toBe(0);
          }
        }
      } finally {
        for (const cl of clients) cl.close();
        redis.disconnect();
        for (const n of nodes) await kill(n);
      }
    },
    patience(90_000),
  );
});
