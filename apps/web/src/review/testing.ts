/**
 * A finished game for the review's tests (these unit tests and e2e/tests/review.spec.ts): greedy computer players
 * to the end, from a fixed seed; `rngSeed` seeds the players' own choices.
 */
import { actionKey, applyAction, createGame, legalActions, viewFor } from '@kahroba/engine';
import type { GameRecord, GameState, RecordedAction } from '@kahroba/engine';
import { greedyBot } from '@kahroba/engine/bots';
import type { MoveAnalysis, PositionAnalysis } from '@kahroba/engine/bots';

export function finishedRecord(seed = 'review-test', players = 2, rngSeed = 11): GameRecord {
  const config = { players, seed, modules: [], edition: 'kahroba' as const };
  const created = createGame(config);
  if (!created.ok) throw new Error(created.error.code);
  let state = created.value;
  let x = rngSeed;
  const rng = () => (x = (x * 16807) % 2147483647) / 2147483647;
  const actions: RecordedAction[] = [];
  while (!state.result) {
    const seat = state.current;
    const action = greedyBot.choose(viewFor(state, seat), seat, rng);
    const r = applyAction(state, seat, action);
    if (!r.ok) throw new Error(r.error.code);
    actions.push({ seat, action });
    state = r.state;
  }
  return { schema: 1, config, actions };
}

/**
 * An analysis shaped as the engine's, for tests of what the review does with one: the legal move at `bestAt` (or the
 * move played itself) ranked first with `best`, the move played with `played`.
 */
export function fakeAnalysis(
  state: GameState,
  played: MoveAnalysis['action'],
  chances: { best: number; played: number },
  bestAt: number | 'played' = 'played',
): PositionAnalysis {
  const seat = state.current;
  const legal = legalActions(state, seat);
  const other =
    typeof bestAt === 'number' ? legal.filter((a) => actionKey(a) !== actionKey(played))[bestAt] : undefined;
  const bestAction = other ?? played;
  const best: MoveAnalysis = {
    action: bestAction,
    winChance: chances.best,
    visits: 10,
    reasons: [{ kind: 'takesGold' }],
  };
  const mine: MoveAnalysis = { action: played, winChance: chances.played, visits: 5, reasons: [] };
  const same = bestAction === played;
  const winChances = state.players.map((_, s) =>
    s === seat ? chances.best : (1 - chances.best) / (state.players.length - 1),
  );
  return {
    seat,
    candidates: same ? [best] : [best, mine],
    winChances,
    values: winChances,
    line: [{ seat, action: bestAction }],
    iterations: 10,
    stopped: false,
  };
}
