/**
 * The queue of a turn's steps (RULES Y2) and the handlers that run them, looked
 * up in the game's `Rules`: the turn machine never names a module.
 */
import type { DecisionHandler, Rules, StepHandler } from '../core/rules';
import { stepNumber } from '../core/rules';
import type { DecisionType, Step, StepName } from '../core/state';
import type { DraftState } from '../core/writable';

/** R1 (docs/RULINGS.md) and B3.5: Orient effect, then T1, then S2, then the refills. */
export const PURCHASE_STEPS: readonly StepName[] = ['orientEffect', 'extraToken', 'strongholdAction', 'refill'];
/** PURCHASE_STEPS for a card without an Orient effect. */
export const PURCHASE_STEPS_NO_EFFECT: readonly StepName[] = PURCHASE_STEPS.filter((n) => n !== 'orientEffect');
/** B3.5: a reserved face-up card's place is refilled. */
export const REFILL_STEPS: readonly StepName[] = ['refill'];
/** S4, then B4.1, B4.2, T0.4, C4 (X5), then the end trigger B4.4 / C5. */
export const END_STEPS: readonly StepName[] = ['conquest', 'tokenLimit', 'nobles', 'tradingPost', 'city', 'endTurn'];

/** The pipeline's steps whose module is in play. */
export function pipeline(r: Rules, names: readonly StepName[]): StepName[] {
  return names.filter((n) => r.steps[stepNumber(n)] !== undefined);
}

/**
 * `pipeline` as step entries, for a constant list of names: worked out once
 * per set of modules. The entries are frozen and shared by every state (a queued
 * step is replaced, never changed).
 */
export function pipelineSteps(r: Rules, names: readonly StepName[]): readonly Step[] {
  let steps = r.pipelines.get(names);
  if (!steps) {
    steps = Object.freeze(pipeline(r, names).map((step) => Object.freeze({ step }) as Step));
    // Only constant lists are worth keeping; never let the cache grow.
    if (r.pipelines.size < 16) r.pipelines.set(names, steps);
  }
  return steps;
}

export function stepHandler(r: Rules, name: StepName): StepHandler {
  const h = r.steps[stepNumber(name)];
  if (!h) throw new Error(`no handler for step ${name}`);
  return h;
}

export function decisionHandler(r: Rules, type: DecisionType): DecisionHandler {
  const h = r.decisions.get(type);
  if (!h) throw new Error(`no handler for decision ${type}`);
  return h;
}

/** Queues steps in front of what is left of the turn (an effect applies before the rest). */
export function queueFirst(s: DraftState, r: Rules, names: readonly StepName[]): void {
  const first = pipelineSteps(r, names);
  const rest = s.turn.steps;
  if (rest.length === 0) for (let i = 0; i < first.length; i++) rest.push(first[i] as Step);
  else s.turn.steps = first.concat(rest);
}

/** Queues the end-of-turn pipeline (S4, B4.1, B4.2, T0.4, C4, B4.4). */
export function queueEndOfTurn(s: DraftState, r: Rules): void {
  const steps = s.turn.steps;
  const end = pipelineSteps(r, END_STEPS);
  for (let i = 0; i < end.length; i++) steps.push(end[i] as Step);
}
