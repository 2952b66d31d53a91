/**
 * Redis killed and started again mid-game (empty: it keeps nothing on disk):
 * two server processes on one PostgreSQL; a room with people on both nodes
 * and a room of computer players nobody watches. Every lease is gone with
 * Redis, so the owner lets both rooms go; once Redis is back, some node
 * takes each room again under a fence above the database's (the counter
 * started again at zero) — the people's room through their requests and the
 * lease watch (src/transport/routing.ts), the other by the takeover sweep (src/transport/takeover.ts) —
 * and play resumes to the end: every acknowledged intent in PostgreSQL
 * exactly once, every view the engine replay of the record. The adapter
 * (views still reach the other node's people), leases, forwarding and the
 * shared per-address limits (a new connection and join on each node, counted
 * in Redis again) all work after it.
 *
 * It was quarantined after stalling 2 times in 6 runs: right after Redis came
 * back, a forwarded request (Redis Pub/Sub) found no subscriber yet, the
 * node tried to take the room, got ROOM_MOVED (the other node had just taken
 * it) and the connection was left without a session, refused NOT_IN_ROOM and
 * sent no view ever after (src/transport/routing.ts says how that is handled now).
 */
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { KEY_PREFIX } from '../../src/cluster/cluster';
import { clusterTestsRun, patience, redisServer, until } from './helpers';
import { playThrough } from './play';
import type { Player } from './play';
import { kill, spawnNode } from './processes';
import { Client, rngFrom } from '../harness';
import { startRedis } from '../redis';
import { checkViewsAgainstReplay, replayFromPostgres } from './replay-check';
import { checkAllReceived } from '../secrets-check';
import { storePlace } from '../stores';

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

describe.skipIf(!clusterTestsRun)('Redis restarted mid-game', () => {
  it(
    'play resumes and the game finishes with no acknowledged action lost or doubled',
    async () => {
      const redis = await startRedis(redisServer ?? '');
      const db = await storePlace('postgres').env();
      // A lease shorter than the outage: every lease runs out while Redis is away.
      const env = { ...db, REDIS_URL: redis.url, ROOM_LEASE_MS: '2000', BOT_DELAY_MS: '40' };
      const nodes = await Promise.all([spawnNode(env), spawnNode(env)]);
      const urls = (): string[] => nodes.map((n) => n.url);
      const seed = 'redis-restart-1';
      const players: Player[] = [];
      try {
        const host = new Client(nodes[0].url);
        await host.connected();
        const created = await host.must('room:create', {
          name: 'Ana',
          seats: [{ kind: 'human' }, { kind: 'human' }, { kind: 'bot', bot: 'easy' }],
          test: { seed, firstPlayer: 0 },
        });
        const code = created.room.code;
        players.push({ c: host, seat: 0, token: created.token, code, received: [host] });
        const guest = new Client(nodes[1].url);
        await guest.connected();
        const j = await guest.must('room:join', { code, name: 'Bo', seat: 1 });
        players.push({ c: guest, seat: 1, token: j.token, code, received: [guest] });
        await host.must('room:start', {});
        // Computer players only, nobody connected (its creator leaves at once).
        const creator = new Client(nodes[0].url);
        await creator.connected();
        const bots = [1, 2, 3].map(() => ({ kind: 'bot' as const, bot: 'easy' as const }));
        const botRoom = (
          await creator.must('room:create', {
            name: 'Cy',
            seats: bots,
            hostSeat: null,
            test: { seed: 'redis-restart-bots', firstPlayer: 0 },
          })
        ).room.code;
        await creator.must('room:start', {});
        creator.close();

        const acked: string[] = [];
        let restarted = false;
        let botsRunning = false;
        const outage = (async () => {
          while ((host.game?.version ?? 0) < 6) await sleep(20);
          if (players.some((p) => p.c.game?.toAct === null)) return;
          botsRunning = !(await replayFromPostgres(db.DATABASE_URL ?? '', botRoom)).finished;
          await redis.stop();
          await sleep(3_000);
          await redis.restart();
          restarted = true;
        })();
        try {
          await Promise.all([
            ...players.map((p, i) =>
              playThrough(p, rngFrom(i + 21), urls, acked, patience(Number(process.env.PLAY_MS ?? 150_000))),
            ),
            outage,
          ]);
        } catch (e) {
          for (const n of nodes)
            process.stderr.write(`--- node ${n.nodeId} exit ${n.child.exitCode}\n${n.log().slice(-3_000)}\n`);
          for (const p of players)
            process.stderr.write(
              `--- seat ${p.seat}: connected ${p.c.socket.connected}, version ${p.c.game?.version}, toAct ${p.c.game?.toAct}, last ${p.last}\n`,
            );
          throw e;
        }
        expect(restarted).toBe(true);
        expect(botsRunning, "the computer players' game was still running when Redis went").toBe(true);
        // Both nodes lived through the outage (a failed command never became an unhandled rejection).
        for (const n of nodes) expect(n.child.exitCode, n.log().slice(-2_000)).toBeNull();

        // The shared limits work again: a new connection and a join on each node, counted in Redis.
        const check = new Redis(redis.url);
        try {
          for (const [i, n] of nodes.entries()) {
            const late = new Client(n.url);
            await late.connected();
            players.push({ c: late, seat: null, token: '', code, received: [late] });
            await late.must('room:join', { code, name: `Late ${i}` });
          }
          expect((await check.keys(`${KEY_PREFIX}limit:join:*`)).length).toBeGreaterThan(0);
          expect((await check.keys(`${KEY_PREFIX}conns:*`)).length).toBeGreaterThan(0);
        } finally {
          check.disconnect();
        }

        const replay = await replayFromPostgres(db.DATABASE_URL ?? '', code);
        expect(replay.finished).toBe(true);
        const stored = replay.intents.filter((x): x is string => x !== null);
        expect(new Set(stored).size, 'no intent applied twice').toBe(stored.length);
        for (const id of acked) expect(stored, 'every acknowledged intent stored').toContain(id);
        for (const p of players) {
          for (const c of p.received) {
            checkAllReceived(c, seed);
            checkViewsAgainstReplay(c, replay);
          }
        }
        // The room nobody watched was taken again by the sweep and finished too.
        await until(async () => (await replayFromPostgres(db.DATABASE_URL ?? '', botRoom)).finished, patience(60_000));
      } finally {
        for (const p of players) p.c.close();
        for (const n of nodes) await kill(n);
        await redis.remove();
      }
    },
    patience(240_000),
  );
});
