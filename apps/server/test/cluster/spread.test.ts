/**
 * Rooms spread over the nodes (transport/takeover.ts): 30 running games of
 * computer players that nobody watches, on one PostgreSQL and one Redis.
 * A cold start of three nodes at once: each ends with 10 ± 1 rooms. One node
 * leaves (graceful shutdown): the other two take its rooms, 15 ± 1 each,
 * every game still held and going on. A fourth node joins: it is handed its
 * share a few rooms at a time (never more than the others shed in one
 * sweep), down to 10 ± 1 each. At the end every room's actions are in
 * PostgreSQL once each, in order (no move lost or applied twice by a move).
 */
import { Redis } from 'ioredis';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { KEY_PREFIX } from '../../src/cluster/cluster';
import type { ClusterNode } from './helpers';
import { clusterAfterEach, clusterTestsRun, fileRedis, patience, until } from './helpers';
import { storePlace } from '../stores';

const ROOMS = 30;
const bots = [1, 2, 3, 4].map(() => ({ kind: 'bot' as const, bot: 'easy' as const }));

describe.skipIf(!clusterTestsRun)('rooms spread over the nodes', () => {
  const ctx = clusterAfterEach();

  it(
    'a cold start, a node leaving and a node joining each end with every node near its share',
    async () => {
      const place = storePlace('postgres');
      const url = await fileRedis();
      // Computer players slow enough that the 30 games run through the whole test.
      const env = { ROOM_LEASE_MS: '2000', BOT_DELAY_MS: '1500', MAX_ROOMS_PER_ADDRESS: '100', RATE_BURST: '10000' };
      const redis = new Redis(url);
      const db = new pg.Client({ connectionString: (await place.env()).DATABASE_URL ?? '' });
      await db.connect();
      try {
        // The games are made on a node of their own, which then shuts down (its leases let go at once).
        const maker = await ctx.node(url, place, env, 1);
        const codes: string[] = [];
        const host = await ctx.person(maker);
        for (let i = 0; i < ROOMS; i++) {
          const made = await host.must('room:create', {
            name: 'Ana',
            seats: bots,
            hostSeat: null,
            test: { seed: `spread-${i}`, firstPlayer: 0 },
          });
          await host.must('room:start', {});
          codes.push(made.room.code);
        }
        host.close();
        await ctx.stop(maker);

        const held = async (): Promise<Map<string, number>> => {
          const values = await redis.mget(codes.map((c) => `${KEY_PREFIX}lease:${c}`));
          const by = new Map<string, number>();
          for (const v of values) {
            const node = v?.replace(/\|\d+$/u, '') ?? 'nobody';
            by.set(node, (by.get(node) ?? 0) + 1);
          }
          return by;
        };
        const near = async (nodes: ClusterNode[], each: number): Promise<boolean> => {
          const by = await held();
          return (
            !by.has('nobody') &&
            nodes.every((n) => Math.abs((by.get(n.cluster.nodeId) ?? 0) - each) <= 1) &&
            [...by.values()].reduce((a, b) => a + b, 0) === ROOMS
          );
        };
        const moves = async (): Promise<number> =>
          (
            await db.query<{ n: number }>(
              'SELECT count(*)::int AS n FROM actions a JOIN games g ON g.id = a.game_id WHERE g.room_code = ANY($1)',
              [codes],
            )
          ).rows[0]?.n ?? 0;

        // Cold start: three nodes at once.
        const nodes = await Promise.all([11, 12, 13].map((seed) => ctx.node(url, place, env, seed)));
        await until(() => near(nodes, ROOMS / 3), patience(30_000));

        // One leaves: the two others take its rooms, and the games go on.
        const [a, b, c] = nodes as [ClusterNode, ClusterNode, ClusterNode];
        await ctx.stop(c);
        await until(() => near([a, b], ROOMS / 2), patience(30_000));
        const after = await moves();
        await until(async () => (await moves()) > after + ROOMS, patience(30_000));

        // One joins: handed its share gradually.
        const d = await ctx.node(url, place, env, 14);
        const seen: number[] = [];
        await until(async () => {
          seen.push((await held()).get(d.cluster.nodeId) ?? 0);
          return near([a, b, d], ROOMS / 3);
        }, patience(40_000));
        const steps = seen.filter((n, i) => i === 0 || n !== seen[i - 1]);
        expect(steps.length).toBeGreaterThanOrEqual(3);
        for (let i = 1; i < seen.length; i++) expect((seen[i] ?? 0) - (seen[i - 1] ?? 0)).toBeLessThanOrEqual(6);

        for (const code of codes) {
          const { rows } = await db.query<{ idx: number }>(
            'SELECT a.idx FROM actions a JOIN games g ON g.id = a.game_id WHERE g.room_code = $1 ORDER BY a.idx',
            [code],
          );
          expect(rows.length).toBeGreaterThan(0);
          expect(rows.map((r) => r.idx)).toEqual(rows.map((_, i) => i));
        }
      } finally {
        redis.disconnect();
        await db.end();
      }
    },
    patience(180_000),
  );
});
