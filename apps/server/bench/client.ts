/**
 * The load benchmark's socket helpers. Every request it makes is handled:
 * socket.io-client rejects a pending `emitWithAck` when its socket closes
 * ("socket has been disconnected"), so a request nobody awaits must still
 * have its rejection caught, or closing the sockets at the end of a saturated
 * run (a rematch still on its way) ends the process with an unhandled rejection.
 */
import { io } from 'socket.io-client';
import type { Socket } from 'socket.io-client';
import { applyGamePatch } from '@kahroba/protocol';
import type { Ack, ClientToServerEvents, GameUpdate, ServerToClientEvents } from '@kahroba/protocol';

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
type Timed = { emitWithAck(n: string, p: unknown): Promise<Ack<unknown>> };

export function connect(url: string): Promise<ClientSocket> {
  const s: ClientSocket = io(url, { transports: ['websocket'], forceNew: true, reconnection: false });
  return new Promise((resolve, reject) => {
    s.once('connect', () => resolve(s));
    s.once('connect_error', reject);
  });
}

/**
 * A request with a 30 s timeout, awaited by the caller; a refusal throws,
 * except OVERLOADED (nothing was done), which is sent again a second later, up to 30 times.
 */
export async function request<T>(s: ClientSocket, name: keyof ClientToServerEvents, payload: unknown): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const a = await (s.timeout(30_000) as unknown as Timed).emitWithAck(name, payload);
    if (a.ok) return a.data as T;
    if (a.error.code !== 'OVERLOADED' || attempt >= 30) throw new Error(`${a.error.code}: ${a.error.message}`);
    await new Promise((r) => setTimeout(r, 1_000));
  }
}

/**
 * A request nobody waits for: its answer, a refusal, or its loss (timeout, or
 * the socket closed first) goes to `settled`, never to an unhandled rejection.
 */
export function fireAndForget(
  s: ClientSocket,
  name: keyof ClientToServerEvents,
  payload: unknown,
  settled: (answer: Ack<unknown> | Error) => void = () => undefined,
): void {
  (s.timeout(30_000) as unknown as Timed).emitWithAck(name, payload).then(settled, (e: unknown) => {
    settled(e instanceof Error ? e : new Error(String(e)));
  });
}

/**
 * Calls `updated` with every whole game update this socket comes to hold: each
 * `game:update`, and each `game:patch` applied to the update held (protocol
 * patch.ts). A patch that does not fit calls `gap` and asks for `game:sync`.
 */
export function followGame(s: ClientSocket, updated: (u: GameUpdate) => void, gap: () => void = () => undefined): void {
  let held: GameUpdate | null = null;
  const take = (u: GameUpdate): void => {
    held = u;
    updated(u);
  };
  s.on('game:update', take);
  s.on('game:patch', (p) => {
    const outcome = applyGamePatch(held ?? { gameNo: null, version: -1, seat: null, view: null }, p);
    if (outcome.kind === 'applied') take(outcome.update);
    else if (outcome.kind === 'gap') {
      gap();
      fireAndForget(s, 'game:sync', {}, (a) => {
        if (!(a instanceof Error) && a.ok) take(a.data as GameUpdate);
      });
    }
  });
}
