/**
 * Which of this browser's games wait for its move, from `POST /api/turns`
 * (whose turn it is in each room) and the seats this browser holds, and which
 * of them have just started waiting (to tell the player once, not at every poll).
 */
import type { RoomTurn } from '@kahroba/protocol';

export interface HeldSeat {
  code: string;
  seat: number | null;
}

/** "CODE#gameNo" of every running game where the seat to act is this browser's. */
export function waitingFor(turns: readonly RoomTurn[], held: readonly HeldSeat[]): Set<string> {
  const seatIn = new Map(held.map((h) => [h.code.toUpperCase(), h.seat]));
  const out = new Set<string>();
  for (const t of turns) {
    const seat = seatIn.get(t.code.toUpperCase());
    if (t.status === 'playing' && t.toAct !== null && seat !== null && seat !== undefined && t.toAct === seat)
      out.add(`${t.code}#${t.gameNo}`);
  }
  return out;
}

/**
 * The rooms that wait for this player now and did not at the previous poll,
 * leaving out the room open on this page (its table cues by itself). Nothing
 * at the first poll: what already waits is shown by the count, not announced.
 */
export function newlyWaiting(
  before: ReadonlySet<string> | null,
  now: ReadonlySet<string>,
  openRoom: string | null,
): string[] {
  if (before === null) return [];
  const out: string[] = [];
  for (const key of now) {
    const code = key.slice(0, key.indexOf('#'));
    if (!before.has(key) && code !== openRoom) out.push(code);
  }
  return out;
}
