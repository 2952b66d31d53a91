/**
 * A computer player's move: the engine bot chooses from the seat's own view
 * (it sees no more than a person in that seat would), the move goes through
 * the same `GameSession.apply` as a person's, and a failing bot never stalls
 * the table (RULES Y4: seats are taken over by the room, the rules never skip).
 */
import { legalActions, viewFor } from '@kahroba/engine';
import type { Action, GameEvent, GameState, Seat } from '@kahroba/engine';
import type { Logger } from 'pino';
import type { BotOwner } from './scheduler';
import { isStorageFailure } from '../errors';

/**
 * What a computer move needs of a room's game (`GameSession`, room/): its
 * state and the same `apply` as a person's. bots/ sits below room/, so it
 * names the shape, not the class.
 */
export interface PlayableGame {
  readonly state: GameState;
  apply(seat: Seat, action: Action, version: number | null, intentId: string | null): Promise<GameEvent[]>;
}

/** Who asks (a pooled bot shares its threads fairly between owners), and a signal that says the move is no longer wanted. */
export interface BotAsk {
  owner: BotOwner;
  signal?: AbortSignal | undefined;
}

/**
 * A computer player: the engine's bots (`@kahroba/engine/bots`) have this
 * shape; a pooled bot (pool.ts) answers from a worker thread, so the
 * choice may be a promise.
 */
export interface Bot {
  choose(view: GameState, seat: Seat, rng: () => number, ask?: BotAsk): Action | Promise<Action>;
}

/** The bot's choice from the seat's view, or null when it failed (thrown, rejected, timed out) or was no longer wanted. */
export async function chooseComputerMove(
  state: GameState,
  seat: Seat,
  bot: Bot,
  rng: () => number,
  logger: Logger,
  ask?: BotAsk,
): Promise<Action | null> {
  try {
    return await bot.choose(viewFor(state, seat), seat, rng, ask);
  } catch (e) {
    if (ask?.signal?.aborted) return null; // cancelled: the room no longer waits for this move
    logger.warn({ err: e, seat }, 'bot failed to choose; the first legal action will be played');
    return null;
  }
}

/** Applies the chosen move; a refused or missing choice plays the first legal action instead. */
export async function applyComputerMove(
  game: PlayableGame,
  seat: Seat,
  action: Action | null,
  logger: Logger,
): Promise<GameEvent[]> {
  try {
    if (action === null) throw new Error('no choice from the bot');
    return await game.apply(seat, action, null, null);
  } catch (e) {
    if (isStorageFailure(e)) throw e; // the move was fine; the room tries again later
    if (action !== null) logger.warn({ err: e, seat }, 'bot move refused; playing the first legal action');
    const fallback = legalActions(game.state, seat)[0];
    if (!fallback) throw e;
    return game.apply(seat, fallback, null, null);
  }
}
