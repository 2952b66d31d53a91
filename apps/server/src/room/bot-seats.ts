/**
 * A room's computer players: the seats a bot plays (from the start, or taken
 * over from an away player, RULES Y4, or after its time ran out, turn-clock.ts). The bot thinks as its turn comes (in the
 * worker pool in production) while the human-like delay runs; bots/turns.ts
 * puts the move on the room's serial queue like any other intent.
 */
import type { Action, Seat } from '@kahroba/engine';
import { toAct } from '@kahroba/engine';
import { DEFAULT_BOT_KIND } from '@kahroba/protocol';
import type { BotKind } from '@kahroba/protocol';
import type { Logger } from 'pino';
import { BotTurns } from '../bots/turns';
import { applyComputerMove } from '../bots/choice';
import type { GameRunner } from './game-runner';
import type { RoomContext } from './context';

export class ComputerSeats {
  private readonly turns: BotTurns;
  private readonly room: RoomContext;
  private readonly runner: GameRunner;
  /** Marks the room as used (a computer move counts as activity). */
  private readonly touch: () => void;
  /** Whether the computer plays that seat's turn now (turn-clock.ts: taken-over seats whose person still has their turns). */
  private readonly plays: (seat: Seat) => boolean;

  constructor(room: RoomContext, runner: GameRunner, touch: () => void, plays: (seat: Seat) => boolean) {
    this.room = room;
    this.runner = runner;
    this.touch = touch;
    this.plays = plays;
    const { deps } = room;
    this.turns = new BotTurns({
      clock: deps.clock,
      delayMs: deps.config.BOT_DELAY_MS,
      owner: { room: room.code, address: room.doc.address },
      logger: deps.logger.child({ room: room.code }),
      queue: { run: (task) => room.runQueued(task) },
      play: (seat, version, action, logger) => this.move(seat, version, action, logger),
      retry: () => this.schedule(),
    });
  }

  /** True while a computer player's move is being thought about, waited for or queued. */
  get pending(): boolean {
    return this.turns.pending;
  }

  /** Plays the computer seat whose turn it is, after the human-like delay (bots/turns.ts). */
  schedule(): void {
    this.cancel();
    const game = this.runner.game;
    const { deps } = this.room;
    if (this.room.isClosed || !game || game.finished) return;
    const seat = toAct(game.state);
    const kind = seat === null ? null : this.botOf(seat);
    if (seat === null || kind === null) return;
    const logger = deps.logger.child({ room: this.room.code, bot: kind });
    this.turns.start(game.state, seat, deps.bots[kind], () => deps.random.float(), logger);
  }

  /** Stops the computer players. */
  cancel(): void {
    this.turns.cancel();
  }

  private async move(seat: Seat, version: number, action: Action | null, logger: Logger): Promise<void> {
    this.touch();
    const game = this.runner.game;
    if (this.room.isClosed || !game || game.state.version !== version || toAct(game.state) !== seat) return;
    if (this.botOf(seat) === null) return;
    await this.runner.afterAction(await applyComputerMove(game, seat, action, logger));
  }

  private botOf(seat: Seat): BotKind | null {
    const s = this.room.doc.seats[seat];
    if (!s || !this.plays(seat)) return null;
    return s.bot ?? DEFAULT_BOT_KIND;
  }
}
