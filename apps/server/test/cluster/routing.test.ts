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
import { Client, chooseFrom } from '../harness';
import type { ClusterNode } from './helpers';
import { clusterAfterEach, clusterTestsRun, fileRedis, until } from './helpers';
import { roomProxy } from './room-proxy';
import { storePlace } from '../stores';

const ROOMS = 6;
const TURNS = 16;

interface Table {
  code: string;
  people: Client[];
  tokens: string[];
  acked: number;
}

const portOf = (n: ClusterNode): number => Number(new URL(n.url).port);

/** `turns` intents in the room, each sent by the person to act and acknowledged. */
async function play(t: Table, turns: number): Promise<void> {
  for (let i = 0; i < turns; i++) {
    const first = t.people[0];
    if (!first) throw new Error('no people');
    await first.until(() => first.game !== null && t.people.every((p) => p.game?.version === first.game?.version));
    const g = first.game;
    if (!g || g.toAct === null) return;
    const p = t.people[g.toAct];
    if (!p?.game) throw new Error(`seat ${g.toAct}: nobody`);
    const a = await p.request('game:act', {
      version: p.game.version,
      intentId: `${t.code}-${t.acked}`,
      action: chooseFrom(p.game.view, g.toAct, Math.random),
    });
    if (!a.ok) throw new Error(`${t.code}: ${a.error.code}`);
    t.acked += 1;
  }
}

describe.skipIf(!clusterTestsRun)('members routed to their room’s owner', () => {
  const ctx = clusterAfterEach();

  it('every room ends up on the node its members are sent to: no forwarded intents, also after a node leaves', async () => {
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
    const clients: Client[] = [];
    const connect = async (room: string | null): Promise<Client> => {
      const c = new Client(room === null ? proxy.url : `${proxy.url}/?room=${room}`);
      clients.push(c);
      await c.connected();
      return c;
    };
    try {
      const tables: Table[] = [];
      for (let r = 0; r < ROOMS; r++) {
        const creator = await connect(null);
        const made = await creator.must('room:create', {
          name: 'Ana',
          seats: [{ kind: 'human' }, { kind: 'human' }],
          test: { seed: `routing-${r}`, firstPlayer: 0 },
        });
        creator.close();
        const code = made.room.code;
        const host = await connect(code);
        await host.must('room:join', { code, token: made.token });
        const guest = await connect(code);
        const joined = await guest.must('room:join', { code, name: 'Bo', seat: 1 });
        await host.must('room:start', {});
        tables.push({ code, people: [host, guest], tokens: [made.token, joined.token], acked: 0 });
      }

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
        }, 20_000);
      };
      const forwarded = (up: ClusterNode[]): number => up.reduce((s, n) => s + n.cluster.counts.forwarded, 0);

      // Rooms spread over the nodes by the hash, each owned where its members are.
      await settled(nodes);
      expect(new Set(tables.map((t) => routedTo(t.code, nodes).cluster.nodeId)).size).toBeGreaterThan(1);
      let before = forwarded(nodes);
      let sentBefore = tables.reduce((s, t) => s + t.acked, 0);
      await Promise.all(tables.map((t) => play(t, TURNS)));
      let sent = tables.reduce((s, t) => s + t.acked, 0) - sentBefore;
      expect(sent).toBe(ROOMS * TURNS);
      expect(forwarded(nodes) - before).toBeLessThanOrEqual(Math.floor(sent / 100));

      // The node that owns the first room leaves: its members come back through the proxy (its next node).
      const gone = routedTo(tables[0]?.code ?? '', nodes);
      const moved = tables.filter((t) => routedTo(t.code, nodes) === gone);
      await ctx.stop(gone);
      const up = nodes.filter((n) => n !== gone);
      for (const t of moved) {
        t.people = await Promise.all(
          t.tokens.map(async (token) => {
            const c = await connect(t.code);
            await c.must('room:join', { code: t.code, token });
            return c;
          }),
        );
      }
      await settled(up);
      before = forwarded(up);
      sentBefore = tables.reduce((s, t) => s + t.acked, 0);
      await Promise.all(tables.map((t) => play(t, TURNS)));
      sent = tables.reduce((s, t) => s + t.acked, 0) - sentBefore;
      expect(sent).toBe(ROOMS * TURNS);
      expect(forwarded(up) - before).toBeLessThanOrEqual(Math.floor(sent / 100));
      expect(up.reduce((s, n) => s + n.cluster.counts.handedOver, 0)).toBeGreaterThan(0);

      // Every acknowledged intent is in the record, once.
      for (const t of tables) {
        const sync = await t.people[0]?.must('game:sync', {});
        expect(sync?.version).toBe(t.acked);
      }
    } finally {
      for (const c of clients) c.close();
      redis.disconnect();
      await proxy.close();
    }
  }, 120_000);
});
