/**
 * Rooms played through the room-hashing load balancer (room-proxy.ts), as
 * the web client plays them: each room created on a socket that names no
 * room, then every member on a socket that names it (`?room=`), joining
 * with a seat token. `play` sends a number of intents, each by the person
 * to act and acknowledged; an intent refused as retryable (the room being
 * taken over or moved, a node shedding load) or left unanswered is sent
 * again with the same intent id, one refused as stale is decided again on
 * the server's view, and a member whose connection dropped (its node died)
 * comes back through the balancer with its token.
 */
import { Client, chooseFrom } from '../harness';

export interface Table {
  code: string;
  people: Client[];
  tokens: string[];
  /** Intents acknowledged in this room. */
  acked: number;
  /** The game's version after the last acknowledged intent. */
  version: number;
  /** Intents refused STALE_VERSION (decided again). */
  stale: number;
}

/** Requests refused with these did nothing and may be sent again (protocol RETRYABLE_ERRORS, and a shedding node). */
const RETRY = new Set(['ROOM_MOVED', 'UNAVAILABLE', 'OVERLOADED', 'STORAGE_FAILED']);
/** Attempts before giving up on one intent or one rejoin (a count, not a time: a busy machine only makes them slower). */
const ATTEMPTS = 200;
const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

export interface Routed {
  /** A socket through the balancer naming `room` (null: none), connected. */
  connect(room: string | null): Promise<Client>;
  /** Every client opened, to close at the end. */
  readonly clients: Client[];
}

export function routed(proxyUrl: string): Routed {
  const clients: Client[] = [];
  return {
    clients,
    async connect(room) {
      for (let i = 0; ; i++) {
        const c = new Client(room === null ? proxyUrl : `${proxyUrl}/?room=${room}`);
        clients.push(c);
        try {
          await c.connected();
          return c;
        } catch (e) {
          c.close();
          if (i >= ATTEMPTS) throw e;
          await sleep(100);
        }
      }
    },
  };
}

/** A room of two people created as the web client creates one, and its game started. */
export async function seatTable(r: Routed, seed: string): Promise<Table> {
  const creator = await r.connect(null);
  const made = await creator.must('room:create', {
    name: 'Ana',
    seats: [{ kind: 'human' }, { kind: 'human' }],
    test: { seed, firstPlayer: 0 },
  });
  creator.close();
  const code = made.room.code;
  const host = await r.connect(code);
  await host.must('room:join', { code, token: made.token });
  const guest = await r.connect(code);
  const joined = await guest.must('room:join', { code, name: 'Bo', seat: 1 });
  await host.must('room:start', {});
  return { code, people: [host, guest], tokens: [made.token, joined.token], acked: 0, version: 0, stale: 0 };
}

/** Member `i` back in the room through the balancer with its token (its node died: the next one of the room's order). */
async function rejoin(r: Routed, t: Table, i: number): Promise<Client> {
  t.people[i]?.close();
  for (let n = 0; ; n++) {
    const c = await r.connect(t.code);
    const a = await c.request('room:join', { code: t.code, token: t.tokens[i] ?? '' }).catch(() => null);
    if (a?.ok) {
      t.people[i] = c;
      return c;
    }
    c.close();
    if (n >= ATTEMPTS || (a && !RETRY.has(a.error.code))) throw new Error(`${t.code}: rejoin ${a?.error.code}`);
    await sleep(200);
  }
}

/** Members whose connection dropped come back. */
export async function rejoinDropped(r: Routed, t: Table): Promise<void> {
  for (const [i, p] of t.people.entries()) if (!p.socket.connected) await rejoin(r, t, i);
}

/** Every person's view of the game from the server (a push lost with a dead node, or a refused intent's resync). */
async function syncAll(t: Table): Promise<void> {
  for (const p of t.people) {
    const s = await p.request('game:sync', {}).catch(() => null);
    if (s?.ok && (!p.game || s.data.version >= p.game.version)) p.game = s.data;
  }
}

/**
 * `turns` intents in the room, each sent by the person to act and
 * acknowledged. An intent is decided only on a view that holds every
 * acknowledged intent: an answer may overtake the push of what it did (a
 * stand-in answers through the owner, the push comes by the adapter's
 * stream), and a move decided on the view before it is stale. An intent
 * refused STALE_VERSION was not applied (the server answers a repeat of an
 * applied intent id with its first answer, also after a failover: the new
 * owner knows the ids of the record it replayed): the views are fetched
 * again and the move decided again, under a new id, as the web client does.
 */
export async function play(r: Routed, t: Table, turns: number): Promise<void> {
  for (let i = 0; i < turns; i++) {
    // Sent again as it was (same intent id) until answered: a lost answer may hide an intent already applied.
    let pending: { seat: number; version: number; intentId: string; action: ReturnType<typeof chooseFrom> } | null =
      null;
    let decided = 0;
    for (let n = 0; ; n++) {
      if (n > ATTEMPTS) throw new Error(`${t.code}: intent ${t.acked} never acknowledged`);
      await rejoinDropped(r, t);
      const first = t.people[0];
      if (!first) throw new Error('no people');
      if (!pending) {
        const same = (): boolean =>
          first.game !== null &&
          first.game.version >= t.version &&
          t.people.every((p) => p.socket.connected && p.game?.version === first.game?.version);
        // A hang guard: a push that does not come (lost with a dead node) is asked for.
        await first.until(() => same() || t.people.some((p) => !p.socket.connected), 5_000).catch(() => undefined);
        if (!same()) {
          await syncAll(t);
          continue;
        }
        const g = first.game;
        if (!g || g.toAct === null) return;
        const view = t.people[g.toAct]?.game?.view;
        if (!view) throw new Error(`seat ${g.toAct}: nobody`);
        pending = {
          seat: g.toAct,
          version: g.version,
          intentId: `${t.code}-${t.acked}.${decided++}`,
          action: chooseFrom(view, g.toAct, Math.random),
        };
      }
      const { seat, ...intent } = pending;
      const p = t.people[seat];
      const a = p ? await p.request('game:act', intent).catch(() => null) : null;
      if (a === null) continue;
      if (a.ok) {
        t.acked += 1;
        t.version = Math.max(t.version, a.data.version);
        break;
      }
      if (a.error.code === 'STALE_VERSION') {
        t.stale += 1;
        pending = null;
        await syncAll(t);
        continue;
      }
      if (a.error.code === 'NOT_IN_ROOM') p?.close();
      else if (!RETRY.has(a.error.code)) throw new Error(`${t.code}: ${a.error.code}`);
      await sleep(200);
    }
  }
}
