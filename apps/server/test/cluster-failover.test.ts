/**
 * Failover with real processes: three server nodes on one PostgreSQL and one
 * Redis; three people of one room (plus a computer player) connected to three
 * different nodes play. The owner node is killed with SIGKILL mid-game, then
 * the next owner too: people whose node died reconnect to a surviving one
 * with their token; the room is taken over after the lease expires, replayed
 * from PostgreSQL, and the game finishes. Every acknowledged action is in
 * PostgreSQL exactly once (intents whose answer was lost are sent again with
 * the same id and are not applied twice); secrets are checked on every message.
 */
import { Redis } from 'ioredis';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { KEY_PREFIX } from '../src/cluster';
import { clusterTestsRun, fileRedis } from './cluster-helpers';
import { Client, rngFrom } from './harness';
import { playThrough } from './cluster-play';
import type { Player } from './cluster-play';
import { kill, spawnNode } from './cluster-processes';
import type { NodeProcess } from './cluster-processes';
import { checkAllReceived } from './secrets-check';
import { storePlace } from './stores';

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

describe.skipIf(!clusterTestsRun)('failover between server processes', () => {
  it('the owner is killed twice mid-game; the game finishes with no acknowledged action lost or doubled', async () => {
    const db = await storePlace('postgres').env();
    const env = { ...db, REDIS_URL: await fileRedis(), ROOM_LEASE_MS: '2000' };
    const nodes = await Promise.all([spawnNode(env), spawnNode(env), spawnNode(env)]);
    const alive = (): NodeProcess[] => nodes.filter((n) => n.child.exitCode === null && n.child.signalCode === null);
    const seed = 'failover-1';
    const players: Player[] = [];
    try {
      const host = new Client(nodes[0]?.url ?? '');
      await host.connected();
      const created = await host.must('room:create', {
        name: 'Ana', seats: [{ kind: 'human' }, { kind: 'human' }, { kind: 'human' }, { kind: 'bot', bot: 'easy' }], test: { seed, firstPlayer: 0 },
      });
      const code = created.room.code;
      players.push({ c: host, seat: 0, token: created.token, code, received: [host] });
      for (const i of [1, 2]) {
        const c = new Client(nodes[i]?.url ?? '');
        await c.connected();
        const j = await c.must('room:join', { code, name: `P${i}`, seat: i });
        players.push({ c, seat: i, token: j.token, code, received: [c] });
      }
      await host.must('room:start', {});

      const urls = (): string[] => alive().map((nd) => nd.url);
      const acked: string[] = [];
      const redis = new Redis(await fileRedis());
      const owner = async (): Promise<NodeProcess | undefined> => {
        const value = await redis.get(`${KEY_PREFIX}lease:${code}`);
        return nodes.find((nd) => value?.startsWith(`${nd.nodeId}|`));
      };
      /** Versions of the game at which an owner was killed while the game still ran. */
      const kills: number[] = [];
      const killer = (async () => {
        for (const at of [6, 18]) {
          const seen = (): number => Math.max(...players.map((p) => p.c.game?.version ?? 0));
          while (seen() < at && players.every((p) => p.c.game?.toAct !== null)) await sleep(20);
          const victim = await owner();
          if (!victim || alive().length < 2 || players.some((p) => p.c.game?.toAct === null)) continue;
          await kill(victim);
          kills.push(seen());
        }
      })();
      await Promise.all([...players.map((p, i) => playThrough(p, rngFrom(i + 11), urls, acked)), killer]);
      redis.disconnect();
      expect(kills).toHaveLength(2);
      expect(alive().length).toBe(1);

      // PostgreSQL holds every acknowledged intent exactly once, and the finished game.
      const client = new pg.Client({ connectionString: db.DATABASE_URL ?? '' });
      await client.connect();
      const { rows } = await client.query<{ intent_id: string | null }>(
        'SELECT a.intent_id FROM actions a JOIN games g ON g.id = a.game_id WHERE g.room_code = $1 ORDER BY a.idx', [code]);
      const finished = await client.query<{ result: string | null }>('SELECT result FROM games WHERE room_code = $1', [code]);
      await client.end();
      const stored = rows.map((r) => r.intent_id).filter((x): x is string => x !== null);
      expect(new Set(stored).size).toBe(stored.length);
      for (const id of acked) expect(stored).toContain(id);
      expect(finished.rows[0]?.result).not.toBeNull();
      for (const p of players) for (const c of p.received) checkAllReceived(c, seed);
    } finally {
      for (const p of players) p.c.close();
      for (const n of nodes) await kill(n);
    }
  }, 240_000);
});
