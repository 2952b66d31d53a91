/** Helpers for the undo tests (RULINGS R12): rooms on a fake clock, first moves, and the take-back pushes a client received. */
import { legalActions } from '@kahroba/engine';
import type { Action } from '@kahroba/engine';
import type { GameUpdate, TakeBackInfo } from '@kahroba/protocol';
import type { Client } from '../harness';

/** The computer players wait this long (fake clock) so an undo can come first. */
export const BOT_WAIT = 1_000;

/** The first gem take `legalActions` offers the client's seat: it reveals nothing, so it may be undone. */
export function gemTake(c: Client): Action {
  const g = c.game as GameUpdate;
  const a = legalActions(g.view, g.seat as number).find((x) => x.type === 'takeGems');
  if (!a) throw new Error('no gem take');
  return a;
}

/** Plays `action` as this client (at its current version) and returns the version after. */
export async function play(c: Client, action: Action, id: string): Promise<number> {
  const g = c.game as GameUpdate;
  const r = await c.must('game:act', { version: g.version, intentId: id, action });
  return r.version;
}

/** Every `game:takeBack` push the client gets, in order. */
export function takeBacks(c: Client): TakeBackInfo[] {
  const got: TakeBackInfo[] = [];
  c.socket.on('game:takeBack', (info) => got.push(info));
  return got;
}

/** The last `game:update` marked `undone` the client received (the harness keeps the highest version as `game`). */
export function lastUndone(c: Client): GameUpdate | undefined {
  return c.received
    .filter((m) => m.event === 'game:update')
    .map((m) => m.payload as GameUpdate)
    .filter((u) => u.undone === true)
    .at(-1);
}

/** Waits in real time (the server answers over sockets) until `pred` holds. */
export async function eventually(pred: () => boolean, what: string, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!pred()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}
