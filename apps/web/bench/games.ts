/**
 * The games the analysis benchmark reviews and asks hints in: greedy computer players from a fixed seed (as the
 * review's e2e test plays them), whole for a review, cut where seat 0 (the person) is to move for a hint.
 */
import { applyAction, createGame, legalActions, viewFor } from '@kahroba/engine';
import type { GameRecord, GameState, ModuleId, RecordedAction } from '@kahroba/engine';
import { greedyBot } from '@kahroba/engine/bots';

export interface Played {
  record: GameRecord;
  /** Positions with a choice (more than one legal move): the decisions a player made. */
  decisions: number;
}

/** A greedy game from `seed`, to its end or (`stopAt`) to the first turn of seat 0 from that many actions on. */
export function greedyGame(seed: string, players: number, modules: readonly ModuleId[], stopAt?: number): Played {
  const config = { players, seed, modules: [...modules], edition: 'kahroba' as const };
  const created = createGame(config);
  if (!created.ok) throw new Error(created.error.code);
  let state: GameState = created.value;
  let x = 7;
  const rng = () => (x = (x * 16807) % 2147483647) / 2147483647;
  const actions: RecordedAction[] = [];
  let decisions = 0;
  while (!state.result) {
    const seat = state.current;
    if (stopAt !== undefined && actions.length >= stopAt && seat === 0 && state.turn.decision === null) break;
    if (legalActions(state, seat).length > 1) decisions++;
    const action = greedyBot.choose(viewFor(state, seat), seat, rng);
    const r = applyAction(state, seat, action);
    if (!r.ok) throw new Error(r.error.code);
    actions.push({ seat, action });
    state = r.state;
  }
  if (stopAt === undefined && !state.result) throw new Error(`${seed}: the game did not end`);
  return { record: { schema: 1, config, actions }, decisions };
}
