/** The one function that moves the game (STYLE: a pure reducer). */
import type { Action } from '../core/actions';
import { ActionSchema, isMainAction } from '../core/actions';
import { fastParseAction } from '../core/parseAction';
import { draft } from '../primitives/draft';
import type { EngineError } from '../core/errors';
import { engineError } from '../core/errors';
import type { GameEvent } from '../core/events';
import { mainAction } from '../turn/main';
import { rulesOf } from './compose';
import { decisionHandler } from '../turn/queue';
import type { Ctx } from '../core/rules';
import { DROP_EVENTS } from '../core/rules';
import type { GameState } from '../core/state';
import { run } from '../turn/machine';
import type { Seat } from '../core/vocabulary';

export type ApplyResult = { ok: true; state: GameState; events: GameEvent[] } | { ok: false; error: EngineError };

/**
 * Applies `seat`'s action or decision answer. Never mutates `state` and never
 * throws for illegal input: a refusal carries an error code citing the rule.
 */
export function applyAction(state: GameState, seat: Seat, input: unknown): ApplyResult {
  if (state.result) return { ok: false, error: engineError('GAME_OVER') };
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.config.players)
    return { ok: false, error: engineError('BAD_SEAT') };
  // A well-formed action object is copied by a hand-written check; anything
  // else goes through the schema, which gives the refusal its message.
  let action = fastParseAction(input);
  if (!action) {
    const parsed = ActionSchema.safeParse(input);
    if (!parsed.success) return { ok: false, error: engineError('MALFORMED', parsed.error.issues[0]?.message) };
    action = parsed.data;
  }
  return applyParsed(state, seat, action, false);
}

/**
 * `applyAction` for an action that `legalActions(state, seat)` listed, passed
 * unchanged (the search's own moves): it is applied as it is, without the
 * structural copy and without the checks the listing made already (where the
 * card is, S1, O4, the payment). The same rules run, so the state and events
 * are those `applyAction` gives (test/fast-paths.test.ts checks this on random
 * positions of every set of modules). Anything else must go through
 * `applyAction`: an action from outside, or one changed after it was listed,
 * may be applied wrongly here instead of refused. With `'drop'` the events
 * are not kept (`events` is empty): for a caller that reads only the state.
 */
export function applyListed(
  state: GameState,
  seat: Seat,
  action: Action,
  events: 'keep' | 'drop' = 'keep',
): ApplyResult {
  if (state.result) return { ok: false, error: engineError('GAME_OVER') };
  return applyParsed(state, seat, action, true, events === 'keep');
}

/** No events: what `applyListed` returns with `'drop'`. */
const NO_EVENTS: GameEvent[] = Object.freeze([]) as unknown as GameEvent[];

function applyParsed(state: GameState, seat: Seat, action: Action, listed: boolean, keep = true): ApplyResult {
  if (seat !== state.current) return { ok: false, error: engineError('NOT_YOUR_TURN') };
  const pending = state.turn.decision;
  if (pending && isMainAction(action)) return { ok: false, error: engineError('DECISION_PENDING', pending.type) };
  if (!pending && !isMainAction(action)) return { ok: false, error: engineError('NO_SUCH_DECISION', action.type) };
  const s = draft(state);
  const rules = rulesOf(state);
  // Every field set from the start, so that every context has one shape.
  const ctx: Ctx = {
    events: keep ? [] : DROP_EVENTS,
    rules,
    copiedDecks: 0,
    copiedRows: 0,
    copiedStrongholds: false,
    ownsTurn: true,
    listed,
  };
  let error: EngineError | null;
  if (pending) {
    s.turn.decision = null;
    error = decisionHandler(rules, pending.type).apply(s, pending, action, ctx, false);
  } else {
    error = mainAction(s, action, ctx);
  }
  if (error) return { ok: false, error };
  s.version = state.version + 1;
  run(s, ctx);
  return { ok: true, state: s, events: keep ? (ctx.events as GameEvent[]) : NO_EVENTS };
}
