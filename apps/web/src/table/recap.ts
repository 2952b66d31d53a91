/**
 * What happened lately, read from the viewer's redacted log (never from
 * hidden state): the last turn played before this one (who, what, which
 * cards were revealed) and everything since the viewer's own last turn.
 */
import type { CardId, GameEvent, Seat, TokenColour } from '@kahroba/engine';

export interface LastTurn {
  seat: Seat;
  /** What the player did (no turn marks, no reveals). */
  events: GameEvent[];
  /** Cards that came face up on the board during that turn. */
  revealed: Set<CardId>;
}

const quiet = (e: GameEvent): boolean => e.type === 'turnStarted' || e.type === 'cardRevealed';

interface Segment {
  seat: Seat | null;
  events: GameEvent[];
}

/**
 * The log cut into turns: a turn ends with the next player's `turnStarted`.
 * The last segment is the turn under way. The first turn's player is the one
 * its events name (the log starts with no `turnStarted`).
 */
function turns(log: readonly GameEvent[]): Segment[] {
  const out: Segment[] = [{ seat: null, events: [] }];
  for (const e of log) {
    const cur = out[out.length - 1] as Segment;
    if (e.type === 'turnStarted') {
      out.push({ seat: e.seat, events: [] });
      continue;
    }
    cur.events.push(e);
    if (cur.seat === null && 'seat' in e) cur.seat = e.seat;
  }
  return out;
}

/** The turn before the current one; null before anyone has played. */
export function lastTurn(log: readonly GameEvent[]): LastTurn | null {
  const all = turns(log);
  const prev = all[all.length - 2];
  if (!prev || prev.seat === null) return null;
  const revealed = new Set<CardId>();
  for (const e of prev.events) if (e.type === 'cardRevealed' && e.card !== null) revealed.add(e.card);
  return { seat: prev.seat, events: prev.events.filter((e) => !quiet(e)), revealed };
}

/**
 * Everything played since the viewer's last turn ended, up to the start of
 * the turn under way; the whole game so far before their first turn.
 */
export function sinceLastTurn(log: readonly GameEvent[], viewer: Seat): GameEvent[] {
  const done = turns(log).slice(0, -1);
  let from = 0;
  for (let k = done.length - 1; k >= 0; k--) {
    if (done[k]?.seat === viewer) {
      from = k + 1;
      break;
    }
  }
  return done.slice(from).flatMap((t) => t.events.filter((e) => !quiet(e)));
}

/** Whether the viewer has finished a turn of their own yet (before that, "since your last turn" is the whole game so far). */
export function hadTurn(log: readonly GameEvent[], viewer: Seat): boolean {
  return turns(log)
    .slice(0, -1)
    .some((t) => t.seat === viewer);
}

/** The tokens the last mover gained in that turn (taken, or the T1 extra one), by colour. */
export function tokensGained(last: LastTurn | null): Set<TokenColour> {
  const out = new Set<TokenColour>();
  for (const e of last?.events ?? []) {
    if (e.type === 'gemsTaken')
      for (const [c, n] of Object.entries(e.tokens)) {
        if (n > 0) out.add(c as TokenColour);
      }
    if (e.type === 'extraTokenTaken') out.add(e.gem);
    if (e.type === 'cardReserved' && e.gold) out.add('gold');
  }
  return out;
}
