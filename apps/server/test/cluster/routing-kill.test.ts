/**
 * A crash with routing on: three server processes (src/index.ts) on one
 * PostgreSQL and one Redis behind the room-hashing load balancer
 * (room-proxy.ts, as deploy/nginx.conf routes). Rooms of two people are
 * created and played as the web client plays them (routed.ts); once every
 * room is owned by the node its members are sent to, the node that owns the
 * first room is killed with SIGKILL while every room plays on. Its members
 * come back through the balancer, which sends them to the next node of their
 * room's order; the room is taken over (its lease runs out: nothing was
 * handed over) and ends up owned by that node, with every open connection
 * of each room on its owner (no stand-ins: nothing forwarded); no
 * acknowledged intent is lost or applied twice (each room's version is the
 * count of its acknowledged intents, its record in PostgreSQL has every
 * intent id once), and no move decided on a view that holds every
 * acknowledged intent is refused as stale.
 */
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { KEY_PREFIX } from '../../src/cluster/cluster';
import { clusterTestsRun, fileRedis, patience, until } from './helpers';
import { kill, spawnNode } from './processes';
import type { NodeProcess } from './processes';
import { replayFromPostgres } from './replay-check';
import { roomProxy } from './room-proxy';
import type { RoomProxy } from './room-proxy';
import { play, routed, seatTable } from './routed';
import type { Routed, Table } from './routed';
import { storePlace } from '../stores';

const ROOMS = 4;
const TURNS = 10;
const portOf = (n: NodeProcess): number => Number(new URL(n.url).port);

describe.skipIf(!clusterTestsRun)('routing on, the owner killed', () => {
  const nodes: NodeProcess[] = [];
  let proxy: RoomProxy | null = null;
  let redis: Redis | null = null;
  let r: Routed | null = null;
  afterAll(async () => {
    for (const c of r?.clients ?? []) c.close();
    redis?.disconnect();
    await proxy?.close();
    for (const n of nodes) await kill(n);
  });

  it(
    'members reach the next node of their room, the room follows them there, and nothing acknowledged is lost',
    async () => {
      const db = await storePlace('postgres').env();
      const env = { ...db, REDIS_URL: await fileRedis(), ROOM_LEASE_MS: '2000' };
      nodes.push(...(await Promise.all([spawnNode(env), spawnNode(env), spawnNode(env)])));
      proxy = await roomProxy(nodes.map(portOf));
      redis = new Redis(env.REDIS_URL);
      const p = proxy;
      const rd = redis;
      const rt = routed(p.url);
      r = rt;
      const tables: Table[] = [];
      for (let i = 0; i < ROOMS; i++) tables.push(await seatTable(rt, `routing-kill-${i}`));

      const alive = (): NodeProcess[] => nodes.filter((n) => n.child.exitCode === null && n.child.signalCode === null);
      const routedTo = (code: string): NodeProcess | undefined => {
        const up = alive();
        const port = p.order(code).find((x) => up.some((n) => portOf(n) === x));
        return up.find((n) => portOf(n) === port);
      };
      const holder = async (code: string): Promise<string | null> =>
        (await rd.get(`${KEY_PREFIX}lease:${code}`))?.replace(/\|\d+$/u, '') ?? null;
      /** Every room owned by the node the balancer sends it to, and every open connection of it on that node. */
      const settled = async (): Promise<boolean> => {
        for (const t of tables) {
          const to = routedTo(t.code);
          if (!to || (await holder(t.code)) !== to.nodeId) return false;
          if (p.openTo(t.code).some((port) => port !== portOf(to))) return false;
        }
        return true;
      };

      await until(settled, patience(20_000));
      await Promise.all(tables.map((t) => play(rt, t, TURNS)));

      // Killed while every room plays on (the rooms of the victim among them).
      const victim = routedTo(tables[0]?.code ?? '');
      if (!victim) throw new Error('no owner');
      const hit = tables.filter((t) => routedTo(t.code) === victim).map((t) => t.code);
      const playing = Promise.all(tables.map((t) => play(rt, t, TURNS)));
      await kill(victim);
      await playing;
      expect(hit.every((code) => routedTo(code) !== victim)).toBe(true);
      await until(settled, patience(20_000));
      await Promise.all(tables.map((t) => play(rt, t, TURNS)));
      expect(await settled()).toBe(true);

      for (const t of tables) {
        expect(t.acked).toBe(3 * TURNS);
        // Every move decided on a view holding every acknowledged intent: none refused as stale.
        expect(t.stale, `${t.code}: refused as stale`).toBe(0);
        const sync = await t.people[0]?.must('game:sync', {});
        expect(sync?.version, t.code).toBe(t.acked);
        const replay = await replayFromPostgres(db.DATABASE_URL ?? '', t.code);
        const ids = replay.intents.filter((x): x is string => x !== null);
        expect(ids.length, `${t.code}: intents stored`).toBe(t.acked);
        expect(new Set(ids).size, `${t.code}: none twice`).toBe(ids.length);
      }
    },
    patience(150_000),
  );
});
