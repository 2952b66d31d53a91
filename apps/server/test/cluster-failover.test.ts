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
import type { Seat } from '@kahroba/engine';
import type { GameUpdate } from '@kahroba/protocol';
import { KEY_PREFIX } from '../src/cluster';
import { clusterTestsRun, redisUrl } from './cluster-helpers';
import { Client, chooseFrom, rngFrom } from './harness';
import { kill, spawnNode } from './cluster-processes';
import type { NodeProcess } from './cluster-processes';
import { checkAllReceived } from './secrets-check';
import { storePlace } from './stores';

interface Player { c: Client; seat: Seat; token: string; node: NodeProcess; received: Client[] }

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

describe.skipIf(!clusterTestsRun)('failover between server processes', () => {
  it('the owner is killed twice mid-game; the game finishes with no acknowledged action lost or doubled', async () => {
    const db = await storePlace('postgres').env();
    const env = { ...db, REDIS_URL: redisUrl ?? '', ROOM_LEASE_MS: '2000' };
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
      players.push({ c: host, seat: 0, token: created.token, node: nodes[0], received: [host] });
      for (const i of [1, 2]) {
        const c = new Client(nodes[i]?.url ?? '');
        await c.connected();
        const j = await c.must('room:join', { code, name: `P${i}`, seat: i });
        players.push({ c, seat: i, token: j.token, node: nodes[i] as NodeProcess, received: [c] });
      }
      await host.must('room:start', {});

      /** Back into the room on a surviving node, with the seat token (ROOM_MOVED until the room is taken over). */
      const reconnect = async (p: Player): Promise<void> => {
        p.c.close();
        const until = Date.now() + 30_000;
        for (let i = 0; ; i++) {
          const node = alive()[i % alive().length] as NodeProcess;
          const c = new Client(node.url);
          try {
            await c.connected();
            const j = await c.request('room:join', { code, token: p.token });
            if (j.ok) {
              Object.assign(p, { c, node });
              p.received.push(c);
              return;
            }
          } catch { /* node going down: try another */ }
          c.close();
          if (Date.now() > until) throw new Error(`seat ${p.seat} could not get back into the room`);
          await sleep(200);
        }
      };

      const acked: string[] = [];
      const play = async (p: Player, rng: () => number): Promise<void> => {
        let n = 0;
        let pending: { version: number; intentId: string; action: ReturnType<typeof chooseFrom> } | null = null;
        const deadline = Date.now() + 150_000;
        while (Date.now() < deadline) {
          if (!p.c.socket.connected) await reconnect(p);
          const g: GameUpdate | null = p.c.game;
          if (g && g.toAct === null) return;
          if (!pending && g && g.toAct === p.seat) pending = { version: g.version, intentId: `s${p.seat}-${n++}`, action: chooseFrom(g.view, p.seat, rng) };
          if (!pending) {
            await p.c.until(() => p.c.game !== g || !p.c.socket.connected, 1_500).catch(async () => {
              // No news for a while (an owner changed): ask for the view.
              const s = await p.c.request('game:sync', {}).catch(() => null);
              if (s?.ok && (!p.c.game || s.data.version >= p.c.game.version)) p.c.game = s.data;
            });
            continue;
          }
          let a;
          try {
            a = await p.c.request('game:act', pending);
          } catch {
            continue; // no answer (the node died): sent again, same intent id, once back in
          }
          if (a.ok) {
            acked.push(pending.intentId);
            pending = null;
          } else if (a.error.code === 'STALE_VERSION') {
            pending = null;
          } else if (a.error.code === 'ROOM_MOVED' || a.error.code === 'NOT_IN_ROOM') {
            await sleep(200);
            if (a.error.code === 'NOT_IN_ROOM') await reconnect(p);
          } else {
            throw new Error(`seat ${p.seat}: ${a.error.code} ${a.error.message}`);
          }
        }
        throw new Error(`seat ${p.seat}: the game did not finish in time`);
      };

      const redis = new Redis(redisUrl ?? '');
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
      await Promise.all([...players.map((p, i) => play(p, rngFrom(i + 11))), killer]);
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
