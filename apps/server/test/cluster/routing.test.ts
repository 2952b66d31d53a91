/**
 * Members meet their room's owner (transport/placement.ts): three nodes on one
 * PostgreSQL and one Redis behind a load balancer that routes as
 * deploy/nginx.conf does (room-proxy.ts: each socket by the room code of its
 * handshake). Six rooms of two people, each created on a socket that names
 * no room (as the web client does) and then played on the room's own
 * sockets: every room ends up owned by the node its members are sent to,
 * and then no intent is forwarded between nodes. A node leaves (graceful
 * shutdown): its members reconnect, reach the next node of their room's
 * order, the room follows them there and forwarding ends again; no
 * acknowledged intent is lost (each room's record in PostgreSQL has every
 * one).
 */
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { KEY_PREFIX } from '../../src/cluster/cluster';
import type { ClusterNode } from './helpers';
import { clusterAfterEach, clusterTestsRun, fileRedis, patience, until } from './helpers';
import { roomProxy } from './room-proxy';
import { play, rejoinDropped, routed, seatTable } from './routed';
import type { Table } from './routed';
import { storePlace } from '../stores';

const ROOMS = 6;
const TURNS = 16;

const portOf = (n: ClusterNode): number => Number(new URL(n.url).port);

describe.skipIf(!clusterTestsRun)('members routed to their room’s owner', () => {
  const ctx = clusterAfterEach();

  it(
    'every room ends up on the node its members are sent to: no forwarded intents, also after a node leaves',
    async () => {
      const place = storePlace('postgres');
      const url = await fileRedis();
      const env = { ROOM_LEASE_MS: '2000', BOT_DELAY_MS: '0' };
      const nodes = [
        await ctx.node(url, place, env, 11),
        await ctx.node(url, place, env, 12),
        await ctx.node(url, place, env, 13),
      ];
      const proxy = await roomProxy(nodes.map(portOf));
      const redis = new Redis(url);
      const r = routed(proxy.url);
      try {
        const tables: Table[] = [];
        for (let i = 0; i < ROOMS; i++) tables.push(await seatTable(r, `routing-${i}`));

        const holder = async (code: string): Promise<string | null> =>
          (await redis.get(`${KEY_PREFIX}lease:${code}`))?.replace(/\|\d+$/u, '') ?? null;
        /** The node the proxy sends the room's connections to: the first of its order that is up. */
        const routedTo = (code: string, up: ClusterNode[]): ClusterNode => {
          const port = proxy.order(code).find((p) => up.some((n) => portOf(n) === p));
          const n = up.find((x) => portOf(x) === port);
          if (!n) throw new Error('no node up');
          return n;
        };
        const settled = async (up: ClusterNode[]): Promise<void> => {
          await until(async () => {
            for (const t of tables) if ((await holder(t.code)) !== routedTo(t.code, up).cluster.nodeId) return false;
            return true;
          }, patience(20_000));
        };
        const forwarded = (up: ClusterNode[]): number => up.reduce((s, n) => s + n.cluster.counts.forwarded, 0);

        // Rooms spread over the nodes by the hash, each owned where its members are.
        await settled(nodes);
        expect(new Set(tables.map((t) => routedTo(t.code, nodes).cluster.nodeId)).size).toBeGreaterThan(1);
        let before = forwarded(nodes);
        let sentBefore = tables.reduce((s, t) => s + t.acked, 0);
        await Promise.all(tables.map((t) => play(r, t, TURNS)));
        let sent = tables.reduce((s, t) => s + t.acked, 0) - sentBefore;
        expect(sent).toBe(ROOMS * TURNS);
        expect(forwarded(nodes) - before).toBeLessThanOrEqual(Math.floor(sent / 100));

        // The node that owns the first room leaves: its members come back through the proxy (its next node).
        const gone = routedTo(tables[0]?.code ?? '', nodes);
        const moved = tables.filter((t) => routedTo(t.code, nodes) === gone);
        await ctx.stop(gone);
        const up = nodes.filter((n) => n !== gone);
        for (const t of moved) await rejoinDropped(r, t);
        await settled(up);
        before = forwarded(up);
        sentBefore = tables.reduce((s, t) => s + t.acked, 0);
        await Promise.all(tables.map((t) => play(r, t, TURNS)));
        sent = tables.reduce((s, t) => s + t.acked, 0) - sentBefore;
        expect(sent).toBe(ROOMS * TURNS);
        expect(forwarded(up) - before).toBeLessThanOrEqual(Math.floor(sent / 100));

        // Every acknowledged intent is in the record, once.
        for (const t of tables) {
          const sync = await t.people[0]?.must('game:sync', {});
          expect(sync?.version).toBe(t.acked);
          expect(t.stale, `${t.code}: refused as stale`).toBe(0);
        }
      } finally {
        for (const c of r.clients) c.close();
        redis.disconnect();
        await proxy.close();
      }
    },
    patience(120_000),
  );
});
