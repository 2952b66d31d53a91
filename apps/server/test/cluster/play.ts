/**
 * A person playing through node failures (cluster tests): plays its seat to
 * the end of the game (a spectator, seat null, watches it to the end); when
 * its connection dies, or the node says NOT_IN_ROOM, it reconnects to a
 * surviving node with its seat token; an intent whose answer was lost is
 * sent again with the same intent id; ROOM_MOVED (a room being taken over)
 * is waited out, as is OVERLOADED (a node shedding intents while the machine is busy:
 * nothing was done). Acknowledged intent ids go to `acked`. An armed `burst`
 * sends the next intent three times at once (same id) with a sync and a
 * chat message, and calls `started` as soon as they are out.
 */
import type { Seat } from '@kahroba/engine';
import type { GameUpdate } from '@kahroba/protocol';
import { Client, chooseFrom } from '../harness';
import { patience } from './helpers';

export interface Burst {
  armed: boolean;
  started?: () => void;
}
export interface Player {
  c: Client;
  seat: Seat | null;
  token: string;
  code: string;
  received: Client[];
  last?: string;
  burst?: Burst;
}

type Pending = { version: number; intentId: string; action: ReturnType<typeof chooseFrom> };

/** The intent three times at once with a sync and a chat message; the first answer of the intent (throws if it got none). */
async function burstSend(p: Player, burst: Burst, pending: Pending) {
  const c = p.c;
  const acts = [0, 1, 2].map(() => c.request('game:act', pending));
  const others = [
    c.request('game:sync', {}),
    c.request('chat:send', { kind: 'text', text: `burst ${pending.intentId}` }),
  ];
  burst.started?.();
  const settled = await Promise.allSettled([...acts, ...others]);
  const first = settled.slice(0, 3).find((r) => r.status === 'fulfilled');
  if (!first) throw new Error('no answer');
  return first.value;
}

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** Back into the room on one of the `urls` (tried in turn), with the seat token. */
export async function reconnect(p: Player, urls: () => string[], ms = patience(30_000)): Promise<void> {
  p.c.close();
  const until = Date.now() + ms;
  for (let i = 0; ; i++) {
    const list = urls();
    const c = new Client(list[i % list.length] ?? '');
    try {
      await c.connected();
      const j = await c.request('room:join', { code: p.code, token: p.token });
      if (j.ok) {
        p.c = c;
        p.received.push(c);
        return;
      }
    } catch {
      /* a node going down: try another */
    }
    c.close();
    if (Date.now() > until) throw new Error(`seat ${p.seat} could not get back into the room`);
    await sleep(200);
  }
}

export async function playThrough(
  p: Player,
  rng: () => number,
  urls: () => string[],
  acked: string[],
  ms = patience(150_000),
): Promise<void> {
  let n = 0;
  let pending: Pending | null = null;
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (!p.c.socket.connected) await reconnect(p, urls);
    const g: GameUpdate | null = p.c.game;
    if (g && g.toAct === null) return;
    if (!pending && g && p.seat !== null && g.toAct === p.seat)
      pending = { version: g.version, intentId: `s${p.seat}-${n++}`, action: chooseFrom(g.view, p.seat, rng) };
    if (!pending) {
      await p.c
        .until(() => p.c.game !== g || !p.c.socket.connected, 1_500)
        .catch(async () => {
          // No news for a while (an owner changed): ask for the view.
          const s = await p.c.request('game:sync', {}).catch(() => null);
          if (s?.ok && (!p.c.game || s.data.version >= p.c.game.version)) p.c.game = s.data;
        });
      continue;
    }
    let a;
    try {
      const burst = p.burst;
      if (burst?.armed) {
        burst.armed = false;
        a = await burstSend(p, burst, pending);
      } else {
        a = await p.c.request('game:act', pending);
      }
    } catch {
      p.last = 'no answer';
      continue; // no answer: sent again, same intent id, once back in
    }
    p.last = a.ok ? 'ok' : a.error.code;
    if (a.ok) {
      acked.push(pending.intentId);
      pending = null;
    } else if (a.error.code === 'STALE_VERSION') {
      pending = null;
    } else if (a.error.code === 'ROOM_MOVED' || a.error.code === 'STORAGE_FAILED' || a.error.code === 'OVERLOADED') {
      await sleep(200);
    } else if (a.error.code === 'NOT_IN_ROOM') {
      await reconnect(p, urls);
    } else {
      throw new Error(`seat ${p.seat}: ${a.error.code} ${a.error.message}`);
    }
  }
  throw new Error(`seat ${p.seat}: the game did not finish in time`);
}
