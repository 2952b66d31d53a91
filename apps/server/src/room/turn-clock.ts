/**
 * A room's turn clock (docs/ARCHITECTURE.md, "Turn clocks"). Only the seat to act
 * has time running: its turn's own time, then its reserve. When both are
 * spent the seat is taken over (StoredSeat.takenOver) by the room's stand-in
 * level, which finishes that turn. After one or two time-outs in a row the
 * person still gets their next turns (with the clock); acting takes the seat
 * back. After TIMEOUTS_TO_STAY in a row the computer plays every turn of the
 * seat at once, as for an away player taken over by the host, until the
 * person acts or reclaims the seat.
 *
 * The state is kept in the room document (`doc.clock`, absolute times), so a
 * restart goes on with the same deadline. Everything here runs on the room's
 * serial queue: the timer queues itself there.
 */
import { toAct } from '@kahroba/engine';
import type { Seat } from '@kahroba/engine';
import { TIMEOUTS_TO_STAY, TURN_CLOCK_MS } from '@kahroba/protocol';
import type { TurnClockInfo } from '@kahroba/protocol';
import type { GameSession } from './game-session';
import type { RoomContext } from './context';
import type { StoredClock, StoredRoom } from '../store/store';

interface Times {
  turnMs: number;
  reserveMs: number;
}

/** The room's clock times: its setting's, shortened by a TEST_MODE room's `test.clockMs`; null without a clock. */
export function clockTimes(doc: StoredRoom): Times | null {
  if (doc.settings.clock === 'none') return null;
  return doc.test?.clockMs ?? TURN_CLOCK_MS[doc.settings.clock];
}

export class TurnClock {
  private timer: { cancel(): void } | null = null;
  private readonly room: RoomContext;
  private readonly game: () => GameSession | null;
  /** After a time-out was recorded (saved): tell everyone and let the computer player move. */
  private readonly timedOut: () => void;

  constructor(room: RoomContext, game: () => GameSession | null, timedOut: () => void) {
    this.room = room;
    this.game = game;
    this.timedOut = timedOut;
  }

  /**
   * Whether the computer plays this seat's turn now: a computer seat, or a
   * taken-over one, except while its person keeps their turns after one or
   * two time-outs in a row (and not in the turn whose time ran out).
   */
  computerPlays(seat: Seat): boolean {
    const { doc } = this.room;
    const s = doc.seats[seat];
    if (!s) return false;
    if (s.kind === 'bot') return true;
    if (!s.takenOver) return false;
    const c = this.current();
    if (!c) return true;
    if (c.seat === seat && c.timedOut) return true;
    const run = c.timeouts[seat] ?? 0;
    return run === 0 || run >= TIMEOUTS_TO_STAY;
  }

  /**
   * Follows the game: called after every change of the game or of the seats,
   * and when the room is loaded. A new turn settles what the last one drew
   * from its seat's reserve and starts the new seat's time (unless the
   * computer plays it). Saves when anything changed, and sets the timer.
   * Returns true when the clock changed (the caller tells everyone).
   */
  async sync(): Promise<boolean> {
    this.cancelTimer();
    const { doc, deps } = this.room;
    const times = clockTimes(doc);
    const game = this.game();
    if (!times || !game) return false;
    const now = deps.clock.now();
    let changed = false;
    let c = doc.clock;
    if (c?.gameNo !== game.gameNo) {
      const seats = doc.seats.length;
      c = {
        gameNo: game.gameNo,
        round: -1,
        seat: null,
        turnEndsAt: null,
        timedOut: false,
        reserveMs: Array<number>(seats).fill(times.reserveMs),
        timeouts: Array<number>(seats).fill(0),
      };
      doc.clock = c;
      changed = true;
    }
    const seat = toAct(game.state);
    let turnStart = now;
    if (c.seat !== seat || c.round !== game.state.round) {
      turnStart = this.movedAt(c, game, times, now);
      this.settle(c, turnStart);
      Object.assign(c, { seat, round: game.state.round, timedOut: false, turnEndsAt: null });
      changed = true;
    }
    const runs = seat !== null && !c.timedOut && !this.computerPlays(seat);
    if (runs && c.turnEndsAt === null) {
      c.turnEndsAt = turnStart + times.turnMs;
      changed = true;
    } else if (!runs && c.turnEndsAt !== null) {
      // A computer player took the turn over (the host, for an away player): the time used so far counts.
      this.settle(c, now);
      c.turnEndsAt = null;
      changed = true;
    }
    if (changed) await this.room.save();
    this.arm();
    return changed;
  }

  /**
   * The seat's person is back (acted, reclaimed, or the host gave the seat
   * back): no more computer player, and the run of time-outs starts again.
   * Returns true when that changed anything (the caller saves and publishes).
   */
  takeBack(seat: Seat): boolean {
    const { doc } = this.room;
    const s = doc.seats[seat];
    let changed = false;
    if (s?.kind === 'human' && s.takenOver) {
      doc.seats[seat] = { kind: 'human', bot: null, takenOver: false };
      changed = true;
    }
    return this.clearRun(seat) || changed;
  }

  /** The host handed the seat to a computer player (an away player): it plays at once, like after three time-outs. */
  clearRun(seat: Seat): boolean {
    const c = this.current();
    if (!c || (c.timeouts[seat] ?? 0) === 0) return false;
    c.timeouts[seat] = 0;
    return true;
  }

  /** What every member is shown; undefined when the room has no clock or no game. */
  info(): TurnClockInfo | undefined {
    const c = this.current();
    const times = clockTimes(this.room.doc);
    if (!c || !times) return undefined;
    const running = c.seat !== null && c.turnEndsAt !== null;
    return {
      now: this.room.deps.clock.now(),
      seat: running ? c.seat : null,
      turnEndsAt: running ? c.turnEndsAt : null,
      expiresAt: running ? this.expiry(c) : null,
      reserveMs: [...c.reserveMs],
      timeouts: [...c.timeouts],
    };
  }

  /** When the running turn's time and reserve are spent, or null. */
  get dueAt(): number | null {
    const c = this.current();
    return c ? this.expiry(c) : null;
  }

  cancelTimer(): void {
    this.timer?.cancel();
    this.timer = null;
  }

  /** The clock of the current game (a rematch's clock starts afresh in `sync`). */
  private current(): StoredClock | null {
    const c = this.room.doc.clock;
    const game = this.game();
    return c && game && c.gameNo === game.gameNo && clockTimes(this.room.doc) ? c : null;
  }

  private expiry(c: StoredClock): number | null {
    if (c.seat === null || c.turnEndsAt === null || c.timedOut) return null;
    return c.turnEndsAt + (c.reserveMs[c.seat] ?? 0);
  }

  /** The turn ends (or the computer takes it): what it drew from the seat's reserve. */
  /**
   * When the turn the document still holds ended: now, right after a move;
   * for a game just restored whose document was not saved after its last
   * action, that action's commit time, if it lies within that turn (after
   * it began, not after now), so neither the seat that moved nor the next is
   * charged for the time no process ran the room between the two writes.
   */
  private movedAt(c: StoredClock, game: GameSession, times: Times, now: number): number {
    const at = game.restoredMoveAt;
    if (at === null || c.turnEndsAt === null || at > now || at < c.turnEndsAt - times.turnMs) return now;
    return at;
  }

  private settle(c: StoredClock, now: number): void {
    if (c.seat === null || c.turnEndsAt === null || c.timedOut) return;
    const drawn = Math.max(0, now - c.turnEndsAt);
    c.reserveMs[c.seat] = Math.max(0, (c.reserveMs[c.seat] ?? 0) - drawn);
  }

  private arm(): void {
    const c = this.current();
    const due = c ? this.expiry(c) : null;
    if (!c || due === null || this.room.isClosed) return;
    const { clock, logger } = this.room.deps;
    const turn = { gameNo: c.gameNo, round: c.round, seat: c.seat };
    this.timer = clock.setTimeout(() => {
      this.timer = null;
      this.room
        .runQueued(() => this.expire(turn))
        .catch((e: unknown) => {
          logger.error({ err: e, room: this.room.code }, 'turn time-out failed');
        });
    }, due - clock.now());
  }

  /** The timer fell due: if the same turn is still waiting and its time is spent, the seat times out. */
  private async expire(turn: { gameNo: number; round: number; seat: Seat | null }): Promise<void> {
    const c = this.current();
    if (
      this.room.isClosed ||
      !c ||
      c.gameNo !== turn.gameNo ||
      c.round !== turn.round ||
      c.seat !== turn.seat ||
      c.seat === null
    )
      return;
    const due = this.expiry(c);
    if (due === null) return;
    if (this.room.deps.clock.now() < due) {
      this.arm();
      return;
    }
    const seat = c.seat;
    c.reserveMs[seat] = 0;
    c.timedOut = true;
    c.turnEndsAt = null;
    c.timeouts[seat] = (c.timeouts[seat] ?? 0) + 1;
    const { doc, deps } = this.room;
    doc.seats[seat] = { kind: 'human', bot: doc.settings.standIn, takenOver: true };
    deps.logger.info({ room: this.room.code, seat, inARow: c.timeouts[seat] }, 'turn timed out');
    await this.room.save();
    this.timedOut();
  }
}
