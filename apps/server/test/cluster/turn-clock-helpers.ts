/**
 * Helpers of the cluster turn-clock test: the clocks a connection was shown
 * (every `game:update` and every patched game, without the server's `now`),
 * the 'turn timed out' lines of a node's log, and one whole turn of a person
 * played with its acknowledged intent ids kept.
 */
import type { Seat } from '@kahroba/engine';
import type { GameUpdate, TurnClockInfo } from '@kahroba/protocol';
import { chooseFrom, rngFrom } from '../harness';
import type { Client } from '../harness';
import type { Player } from './play';
import type { NodeProcess } from './processes';

export type ShownClock = Omit<TurnClockInfo, 'now'> & { version: number };

/** The game updates a connection received, in order (a patch as the whole game it made). */
const updatesIn = (received: Client['received']): GameUpdate[] =>
  received.flatMap((m) => {
    if (m.event === 'game:update') return [m.payload as GameUpdate];
    return m.event === 'game:patch' && m.update ? [m.update] : [];
  });

/** Every clock the connection was shown with the version it came with, repeats in a row left out. */
export function clocksShown(c: Client): ShownClock[] {
  const out: ShownClock[] = [];
  for (const u of updatesIn(c.received)) {
    if (!u.clock) continue;
    const { now: _now, ...rest } = u.clock;
    const shown = { version: u.version, ...rest };
    const last = out[out.length - 1];
    if (!last || JSON.stringify(last) !== JSON.stringify(shown)) out.push(shown);
  }
  return out;
}

/** The first update after the `from`-th message of `c` whose clock matches, with the server's time it was made at. */
export function firstClockAfter(
  c: Client,
  from: number,
  match: (k: TurnClockInfo, u: GameUpdate) => boolean,
): TurnClockInfo | undefined {
  for (const u of updatesIn(c.received.slice(from))) if (u.clock && match(u.clock, u)) return u.clock;
  return undefined;
}

export interface TimeOutLine {
  room: string;
  seat: number;
  inARow: number;
  time: number;
}

/** The 'turn timed out' lines of a node's log (pino JSON) for `room`. */
export function timeOuts(node: NodeProcess, room: string): TimeOutLine[] {
  const lines: TimeOutLine[] = [];
  for (const line of node.log().split('\n')) {
    if (!line.includes('"turn timed out"')) continue;
    const l = JSON.parse(line) as TimeOutLine;
    if (l.room === room) lines.push(l);
  }
  return lines;
}

let intents = 0;

/** Plays the player's whole turn (main action and decisions) once it is theirs; each acknowledged intent id goes to `acked`. */
export async function playTurnOf(p: Player, acked: string[], seed: number): Promise<void> {
  const rng = rngFrom(seed);
  const c = p.c;
  const seat = p.seat as Seat;
  await c.until(() => c.game?.toAct === seat, 10_000, `turn of seat ${seat}`);
  while (c.game?.toAct === seat) {
    const g = c.game;
    const intentId = `clock-${seat}-${intents++}`;
    await c.must('game:act', { version: g.version, intentId, action: chooseFrom(g.view, seat, rng) });
    acked.push(intentId);
    await c.until(() => (c.game?.version ?? 0) > g.version, 10_000, 'own move seen');
  }
}
