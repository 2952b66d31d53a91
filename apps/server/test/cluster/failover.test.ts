/**
 * Three server processes (src/index.ts) on one PostgreSQL and one Redis,
 * shared by both tests of this file.
 *
 * A game: four clients of one room — two people and two spectators, with two
 * computer players — connected to three different nodes play to the end.
 * Faults: three people, a computer player and a spectator play while the
 * room's owner is killed with SIGKILL three times at seeded random moments
 * (KAHROBA_FAULT_SEED), the first one and others as an intent is sent three
 * times at once beside a sync and a chat message (a burst); a new node
 * starts after each kill. Clients whose node died reconnect to a surviving
 * one with their token; the room is taken over within the lease time; every
 * acknowledged intent is in PostgreSQL exactly once and the game finishes.
 * In both, every view every client received is the single-node engine
 * replay of the record in PostgreSQL at that version, for that viewer, and
 * secrets are checked on every message.
 */
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Seat } from '@kahroba/engine';
import { KEY_PREFIX } from '../../src/cluster/cluster';
import { clusterTestsRun, fileRedis, patience, until } from './helpers';
import { Client, rngFrom } from '../harness';
import { playThrough } from './play';
import type { Player } from './play';
import { kill, spawnNode } from './processes';
import type { NodeProcess } from './processes';
import { checkViewsAgainstReplay, replayFromPostgres } from './replay-check';
import { checkAllReceived } from '../secrets-check';
import { storePlace } from '../stores';

const LEASE_MS = 2_000;
const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));
type SeatSpec = { kind: 'human' } | { kind: 'bot'; bot: 'easy' };

describe.skipIf(!clusterTestsRun)('three server processes', () => {
  let env: Record<string, string> = {};
  let databaseUrl = '';
  const nodes: NodeProcess[] = [];
  const alive = (): NodeProcess[] => nodes.filter((n) => n.child.exitCode === null && n.child.signalCode === null);
  const urls = (): string[] => alive().map((nd) => nd.url);

  beforeAll(async () => {
    const db = await storePlace('postgres').env();
    databaseUrl = db.DATABASE_URL ?? '';
    env = { ...db, REDIS_URL: await fileRedis(), ROOM_LEASE_MS: String(LEASE_MS) };
    nodes.push(...(await Promise.all([spawnNode(env), spawnNode(env), spawnNode(env)])));
  }, patience(60_000));
  afterAll(async () => {
    for (const n of nodes) await kill(n);
  });

  /** Creates the room on the first live node; everyone else joins on the nodes in turn (seat null: a spectator). */
  async function seatEveryone(seed: string, seats: SeatSpec[], others: (Seat | null)[]): Promise<Player[]> {
    const list = alive();
    const host = new Client(list[0]?.url ?? '');
    await host.connected();
    const created = await host.must('room:create', { name: 'Ana', seats, test: { seed, firstPlayer: 0 } });
    const code = created.room.code;
    const players: Player[] = [{ c: host, seat: 0, token: created.token, code, received: [host] }];
    for (const [i, seat] of others.entries()) {
      const c = new Client(list[(i + 1) % list.length]?.url ?? '');
      await c.connected();
      const j = await c.must('room:join', { code, name: `P${i + 1}`, seat });
      players.push({ c, seat, token: j.token, code, received: [c] });
    }
    await host.must('room:start', {});
    return players;
  }

  /** What PostgreSQL holds matches what every client saw and was told. */
  async function checkAgainstRecord(players: Player[], seed: string, acked: string[]): Promise<void> {
    const code = players[0]?.code ?? '';
    const replay = await replayFromPostgres(databaseUrl, code);
    expect(replay.finished).toBe(true);
    const stored = replay.intents.filter((x): x is string => x !== null);
    expect(new Set(stored).size, 'no intent applied twice').toBe(stored.length);
    for (const id of acked) expect(stored, 'every acknowledged intent stored').toContain(id);
    for (const p of players) {
      let views = 0;
      for (const c of p.received) {
        checkAllReceived(c, seed);
        views += checkViewsAgainstReplay(c, replay);
      }
      expect(views, `views received by seat ${p.seat}`).toBeGreaterThan(5);
      expect(p.c.game?.version).toBe(replay.states.length - 1);
    }
  }

  it(
    'four clients on three nodes play a game with computer players; every view is the engine replay of the record',
    async () => {
      const seed = 'cluster-game-1';
      const bot = { kind: 'bot' as const, bot: 'easy' as const };
      // On nodes 0, 1, 2 and 0 again: people on two nodes, spectators on two.
      const players = await seatEveryone(seed, [{ kind: 'human' }, bot, { kind: 'human' }, bot], [2, null, null]);
      try {
        const acked: string[] = [];
        await Promise.all(players.map((p, i) => playThrough(p, rngFrom(i + 31), urls, acked, patience(120_000))));
        await checkAgainstRecord(players, seed, acked);
      } finally {
        for (const p of players) p.c.close();
      }
    },
    patience(150_000),
  );

  it(
    'the owner is killed three times at random moments, in bursts of intents too; nothing acknowledged is lost or doubled',
    async () => {
      const faultSeed = Number(process.env.KAHROBA_FAULT_SEED ?? 20_261_126);
      process.stdout.write(`fault seed ${faultSeed} (KAHROBA_FAULT_SEED)\n`);
      const rng = rngFrom(faultSeed);
      const seed = `failover-${faultSeed}`;
      const players = await seatEveryone(
        seed,
        [{ kind: 'human' }, { kind: 'human' }, { kind: 'human' }, { kind: 'bot', bot: 'easy' }],
        [1, 2, null],
      );
      for (const p of players) p.burst = { armed: false };
      const code = players[0]?.code ?? '';
      const redis = new Redis(env.REDIS_URL ?? '');
      const holder = async (): Promise<NodeProcess | undefined> => {
        const value = await redis.get(`${KEY_PREFIX}lease:${code}`);
        return nodes.find((nd) => value?.startsWith(`${nd.nodeId}|`));
      };
      const seen = (): number => Math.max(...players.map((p) => p.c.game?.version ?? 0));
      const over = (): boolean => players.some((p) => p.c.game?.toAct === null);
      const kills: {
        at: number;
        version: number;
        burst: boolean | 'late';
        victim: string;
        takenBy: string | undefined;
        takenInMs: number;
      }[] = [];
      const starting: Promise<void>[] = [];
      try {
        const killer = (async () => {
          let at = 3;
          for (let k = 0; k < 3; k++) {
            at += 3 + Math.floor(rng() * 10);
            let burst: boolean | 'late' = k === 0 || rng() < 0.5;
            const delay = Math.floor(rng() * 30);
            await until(() => over() || seen() >= at, patience(120_000));
            if (over()) return;
            if (burst) {
              // The next person to act sends a burst; the owner dies while it is being handled.
              let started: () => void = () => undefined;
              const out = new Promise<void>((r) => {
                started = r;
              });
              const seat = (): Seat | null =>
                players.find((p) => p.c.game && p.c.game.toAct !== null)?.c.game?.toAct ?? null;
              await until(() => over() || players.some((p) => p.seat !== null && p.seat === seat()), patience(30_000));
              const actor = players.find((p) => p.seat !== null && p.seat === seat());
              if (!actor?.burst) return;
              actor.burst.started = started;
              actor.burst.armed = true;
              if (await Promise.race([out.then(() => false), sleep(10_000).then(() => true)])) burst = 'late';
            }
            await sleep(delay);
            const victim = await holder();
            if (!victim || over()) continue;
            const version = seen();
            await kill(victim);
            const killedAt = Date.now();
            starting.push(
              spawnNode(env).then((n) => {
                nodes.push(n);
              }),
            );
            let takenBy: Awaited<ReturnType<typeof holder>>;
            await until(
              async () => {
                takenBy = await holder();
                return takenBy !== undefined && takenBy !== victim;
              },
              patience(6 * LEASE_MS),
            );
            kills.push({
              at,
              version,
              burst,
              victim: victim.nodeId,
              takenBy: takenBy?.nodeId,
              takenInMs: Date.now() - killedAt,
            });
          }
        })();
        const acked: string[] = [];
        await Promise.all([
          ...players.map((p, i) => playThrough(p, rngFrom(faultSeed + i), urls, acked, patience(180_000))),
          killer,
        ]);
        process.stdout.write(
          `kills (planned at version, version, burst, victim, taken by, taken over after ms): ${JSON.stringify(kills)}\n`,
        );
        expect(kills.length).toBe(3);
        expect(kills.some((k) => k.burst === true)).toBe(true);
        // Every kill was followed by a takeover: another node holds the lease (the wait above fails otherwise). How soon
        // is printed, not asserted: timing under load belongs in a benchmark, not a test.
        expect(kills.map((k) => k.takenBy !== undefined && k.takenBy !== k.victim)).toEqual([true, true, true]);
        await checkAgainstRecord(players, seed, acked);
      } finally {
        redis.disconnect();
        await Promise.allSettled(starting);
        for (const p of players) p.c.close();
      }
    },
    patience(240_000),
  );
});
