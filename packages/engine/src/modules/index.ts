/** The module registry and the rule-ordered pipelines built from it. */
import type { RulesModule, StepHandler, DecisionHandler } from '../rules';
import type { DecisionType, GameState, StepName } from '../state';
import type { ModuleId } from '../vocabulary';
import { base } from '../base';
import { cities } from './cities';
import { orient } from './orient';
import { strongholds } from './strongholds';
import { tradingPosts } from './tradingPosts';

const MODULES = (): Record<ModuleId, RulesModule> => ({ cities, tradingPosts, strongholds, orient });

/** R1 (docs/RULINGS.md) and B3.5: Orient effect, then T1, then S2, then the refills. */
export const PURCHASE_STEPS: readonly StepName[] = ['orientEffect', 'extraToken', 'strongholdAction', 'refill'];
/** S4, then B4.1, B4.2, T0.4, C4 (X5), then the end trigger B4.4 / C5. */
export const END_STEPS: readonly StepName[] = ['conquest', 'tokenLimit', 'nobles', 'tradingPost', 'city', 'endTurn'];

const cache = new WeakMap<GameState['config'], RulesModule[]>();

/** The base game followed by the modules in play, in a fixed order. */
export function modulesOf(s: GameState): RulesModule[] {
  let ms = cache.get(s.config);
  if (!ms) {
    ms = [base, ...(['orient', 'tradingPosts', 'strongholds', 'cities'] as const).filter((m) => s.config.modules.includes(m)).map((m) => MODULES()[m])];
    cache.set(s.config, ms);
  }
  return ms;
}

// Built on first use: the modules import the turn machine, which imports this file.
let registry: {
  steps: Map<StepName, StepHandler>;
  decisions: Map<DecisionType, DecisionHandler>;
  owners: Map<StepName, RulesModule>;
} | null = null;

function reg(): NonNullable<typeof registry> {
  if (registry) return registry;
  const r = { steps: new Map<StepName, StepHandler>(), decisions: new Map<DecisionType, DecisionHandler>(), owners: new Map<StepName, RulesModule>() };
  for (const m of [base, ...Object.values(MODULES())]) {
    for (const [name, h] of Object.entries(m.steps ?? {})) {
      r.steps.set(name as StepName, h);
      r.owners.set(name as StepName, m);
    }
    for (const [name, h] of Object.entries(m.decisions ?? {})) r.decisions.set(name as DecisionType, h as DecisionHandler);
  }
  registry = r;
  return r;
}

/** The pipeline's steps whose module is in play. */
export function pipeline(s: GameState, names: readonly StepName[]): StepName[] {
  const ms = modulesOf(s);
  return names.filter((n) => {
    const owner = reg().owners.get(n);
    return owner !== undefined && ms.includes(owner);
  });
}

export function stepHandler(name: StepName): StepHandler {
  const h = reg().steps.get(name);
  if (!h) throw new Error(`no handler for step ${name}`);
  return h;
}

export function decisionHandler(type: DecisionType): DecisionHandler {
  const h = reg().decisions.get(type);
  if (!h) throw new Error(`no handler for decision ${type}`);
  return h;
}
