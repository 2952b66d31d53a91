/**
 * A room's computer players: the seats a bot plays (from the start, or taken
 * over from an away player, RULES Y4), each move after a human-like delay. The
 * timer puts the move on the room's serial queue like any other intent.
 */
import type { Seat } from '@kahroba/engine';
import { toAct } from '@kahroba/engine';
import type { BotKind } from '@kahroba/protocol';
import { playComputerMove } from './computer-player';
import { isStorageFailure } from './errors';
import type { GameRunner } from './game-runner';
import type { RoomContext } from './room-context';

export class ComputerSeats {
  private timer: { cancel(): void } | null = null;
  private readonly room: RoomContext;
  private readonly runner: GameRunner;
  /** Marks the room as used (a computer move counts as activity). */
  private readonly touch: () => void;

  constructor(room: RoomContext, runner: GameRunner, touch: () => void) {
    this.room = room;
    this.runner = runner;
    this.touch = touch;
  }

  /** True while a computer player's move is scheduled. */
  get pending(): boolean {
    return this.timer !== null;
  }

  /** Plays the computer seats whose turn it is, after the human-like delay. */
  schedule(): void {
    this.cancel();
    const game = this.runner.game;
    const { deps } = this.room;
    if (this.room.isClosed || !game || game.finished) return;
    const seat = toAct(game.state);
    if (seat === null || this.botOf(seat) === null) return;
    const version = game.state.version;
    this.timer = deps.clock.setTimeout(() => {
      this.timer = null;
      this.room.runQueued(() => this.move(seat, version)).catch((e: unknown) => {
        deps.logger.error({ err: e, room: this.room.code }, 'bot move failed');
        // A failed write: try again (at most once a second) rather than stall the game.
        if (isStorageFailure(e) && !this.room.isClosed) this.timer = deps.clock.setTimeout(() => this.schedule(), Math.max(1_000, deps.config.BOT_DELAY_MS));
      });
    }, deps.config.BOT_DELAY_MS);
  }

  /** Stops the computer players' timer. */
  cancel(): void {
    this.timer?.cancel();
    this.timer = null;
  }

  private async move(seat: Seat, version: number): Promise<void> {
    this.touch();
    const game = this.runner.game;
    if (this.room.isClosed || !game || game.state.version !== version || toAct(game.state) !== seat) return;
    const kind = this.botOf(seat);
    if (kind === null) return;
    const { deps } = this.room;
    const logger = deps.logger.child({ room: this.room.code, bot: kind });
    this.runner.afterAction(await playComputerMove(game, seat, deps.bots[kind], () => deps.random.float(), logger));
  }

  private botOf(seat: Seat): BotKind | null {
    const s = this.room.doc.seats[seat];
    if (!s) return null;
    if (s.kind === 'bot') return s.bot ?? 'greedy';
    return s.takenOver ? s.bot : null;
  }
}
