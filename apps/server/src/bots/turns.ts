/**
 * The timing of a room's computer moves. A bot starts thinking as soon as
 * its turn comes (pooled bots off the event loop) while the human-like pause
 * (BOT_DELAY_MS) runs; the move is played at the later of the two, through
 * the room's queue, which is never held while a bot thinks. Any change to
 * the game cancels the pending move (the room schedules again).
 */
import type { Action, GameState, Seat } from '@kahroba/engine';
import type { Logger } from 'pino';
import type { Clock } from '../clock';
import type { BotOwner } from './scheduler';
import type { Bot } from './choice';
import { chooseComputerMove } from './choice';
import { isStorageFailure } from '../errors';

/** One computer move: `choice` once the bot has answered (null: it failed); `stop` tells the bot it is no longer wanted. */
interface Turn {
  cancelled: boolean;
  choice: Action | null | undefined;
  stop: AbortController;
}

export interface BotTurnsDeps {
  clock: Clock;
  delayMs: number;
  /** Whose moves these are (the room, and the address that opened it): the bot threads are shared fairly between owners. */
  owner: BotOwner;
  /** The room's serial queue (the one owner of the room's changes). */
  queue: { run<T>(task: () => T | Promise<T>): Promise<T> };
  logger: Logger;
  /** Plays the chosen move inside the queue if the game is still where it was. */
  play(seat: Seat, version: number, action: Action | null, logger: Logger): Promise<void>;
  /** After a failed write: schedule the turn again. */
  retry(): void;
}

export class BotTurns {
  private timer: { cancel(): void } | null = null;
  private turn: Turn | null = null;
  private readonly deps: BotTurnsDeps;

  constructor(deps: BotTurnsDeps) {
    this.deps = deps;
  }

  /** True while a computer move is being thought about, waited for or queued. */
  get pending(): boolean {
    return this.timer !== null || this.turn !== null;
  }

  cancel(): void {
    this.timer?.cancel();
    this.timer = null;
    if (this.turn) {
      this.turn.cancelled = true;
      this.turn.stop.abort();
    }
    this.turn = null;
  }

  /** `state` is the game now, `seat` the computer seat to act in it. */
  start(state: GameState, seat: Seat, bot: Bot, rng: () => number, logger: Logger): void {
    this.cancel();
    const { clock, delayMs, queue } = this.deps;
    const turn: Turn = { cancelled: false, choice: undefined, stop: new AbortController() };
    this.turn = turn;
    const thinking = chooseComputerMove(state, seat, bot, rng, logger, {
      owner: this.deps.owner,
      signal: turn.stop.signal,
    }).then((action) => {
      turn.choice = action;
      return action;
    });
    const play = (action: Action | null): void => {
      if (turn.cancelled) return;
      queue
        .run(async () => {
          if (turn.cancelled) return;
          this.turn = null;
          await this.deps.play(seat, state.version, action, logger);
        })
        .catch((e: unknown) => {
          this.deps.logger.error({ err: e }, 'bot move failed');
          if (this.turn === turn) this.turn = null;
          // A failed write: try again (at most once a second) rather than stall the game.
          if (isStorageFailure(e) && !turn.cancelled)
            this.timer = clock.setTimeout(() => this.deps.retry(), Math.max(1_000, delayMs));
        });
    };
    this.timer = clock.setTimeout(() => {
      this.timer = null;
      if (turn.choice !== undefined) play(turn.choice);
      else void thinking.then(play);
    }, delayMs);
  }
}
