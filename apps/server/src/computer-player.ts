/**
 * A computer player's move: the engine bot chooses from the seat's own view
 * (it sees no more than a person in that seat would), the move goes through
 * the same `GameSession.apply` as a person's, and a failing bot never stalls
 * the table (RULES Y4: seats are taken over by the room, the rules never skip).
 */
import { legalActions, viewFor } from '@kahroba/engine';
import type { Action, GameEvent, GameState, Seat } from '@kahroba/engine';
import type { Logger } from 'pino';
import { isStorageFailure } from './errors';
import type { GameSession } from './game-session';

/** A computer player: the engine's bots (`@kahroba/engine/bots`) have this shape. */
export interface Bot { choose(view: GameState, seat: Seat, rng: () => number): Action }

export async function playComputerMove(
  game: GameSession, seat: Seat, bot: Bot, rng: () => number, logger: Logger,
): Promise<GameEvent[]> {
  try {
    const action = bot.choose(viewFor(game.state, seat), seat, rng);
    return await game.apply(seat, action, null, null);
  } catch (e) {
    if (isStorageFailure(e)) throw e; // the move was fine; the room tries again later
    logger.warn({ err: e, seat }, 'bot move refused; playing the first legal action');
    const fallback = legalActions(game.state, seat)[0];
    if (!fallback) throw e;
    return game.apply(seat, fallback, null, null);
  }
}
