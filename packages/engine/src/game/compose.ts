/** The module registry and the rule-ordered pipelines built from it. */
import type { RulesModule, StepHandler, DecisionHandler } from '../core/rules';
import type { DecisionType, GameState, Step, StepName } from '../core/state';
import type { DeckId, ModuleId } from '../core/vocabulary';
import { base } from '../modules/base';
import { cities } from '../modules/cities';
import { orient } from '../modules/orient';
import { strongholds } from '../modules/strongholds';
import { tradingPosts } from '../modules/tradingPosts';

const MODULES = (): Record<ModuleId, RulesModule> => ({ cities, tradingPosts, strongholds, orient });

/** R1 (docs/RULINGS.md) and B3.5: Orient effect, then T1, then S2, then the refills. */
export const PURCHASE_STEPS: readonly StepName[] = ['orientEffect', 'extraToken', 'strongholdAction', 'refill'];
/** PURCHASE_STEPS for a card without an Orient effect. */
export const PURCHASE_STEPS_NO_EFFECT: readonly StepName[] = PURCHASE_STEPS.filter((n) => n !== 'orientEffect');
/** B3.5: a reserved face-up card's place is refilled. */
export const REFILL_STEPS: readonly StepName[] = ['refill'];
/** S4, then B4.1, B4.2, T0.4, C4 (X5), then the end trigger B4.4 / C5. */
export const END_STEPS: readonly StepName[] = ['conquest', 'tokenLimit', 'nobles', 'tradingPost', 'city', 'endTurn'];

/**
 * What the modules in play mean for one set of modules, worked out once per
 * set (every game with the same modules shares it): the modules in order, the
 * ones that have each hook, the decks in play and the filtered pipelines.
 */
export interface InPlay {
  modules: RulesModule[];
  takeBlocked: RulesModule[];
  acquireBlocked: RulesModule[];
  leftTable: RulesModule[];
  takeTwoExtra: RulesModule[];
  reserveFromDeck: RulesModule[];
  endTrigger: RulesModule[];
  /** Read only: shared by every caller. */
  decks: readonly DeckId[];
  /** The Orient is in play: only then can a tableau hold a joker (O3). */
  orient: boolean;
  /** `pipeline` results by the (constant) list of names asked for. */
  pipelines: Map<readonly StepName[], readonly Step[]>;
}

/*
 * What is in play depends only on the set of modules: one record for each of
 * the 16 sets, built on first use and shared by every game (and its step
 * lists with it). The config last asked about is remembered: a game asks for
 * its own config many times an action.
 */
const ORDER = ['orient', 'tradingPosts', 'strongholds', 'cities'] as const;
const bySet: (InPlay | undefined)[] = Array.from({ length: 1 << ORDER.length }, () => undefined);
let lastConfig: GameState['config'] | null = null;
let last: InPlay | null = null;

export function inPlay(s: GameState): InPlay {
  if (s.config === lastConfig && last) return last;
  let set = 0;
  for (let i = 0; i < ORDER.length; i++) if (s.config.modules.includes(ORDER[i] as ModuleId)) set |= 1 << i;
  let c = bySet[set];
  if (!c) {
    const modules = [base, ...ORDER.filter((m) => s.config.modules.includes(m)).map((m) => MODULES()[m])];
    const decks: DeckId[] = ['L1', 'L2', 'L3'];
    for (const m of modules) if (m.decks) decks.push(...m.decks);
    c = {
      modules,
      takeBlocked: modules.filter((m) => m.takeBlocked !== undefined),
      acquireBlocked: modules.filter((m) => m.acquireBlocked !== undefined),
      leftTable: modules.filter((m) => m.leftTable !== undefined),
      takeTwoExtra: modules.filter((m) => m.takeTwoExtra !== undefined),
      reserveFromDeck: modules.filter((m) => m.reserveFromDeck !== undefined),
      endTrigger: modules.filter((m) => m.endTrigger !== undefined),
      decks,
      orient: modules.includes(orient),
      pipelines: new Map(),
    };
    bySet[set] = c;
  }
  lastConfig = s.config;
  last = c;
  return c;
}

/** The base game followed by the modules in play, in a fixed order. */
export function modulesOf(s: GameState): RulesModule[] {
  return inPlay(s).modules;
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

/**
 * `pipeline` as step entries, for a constant list of names: worked out once
 * per set of modules. The entries are frozen and shared by every state (a queued
 * step is replaced, never changed).
 */
export function pipelineSteps(s: GameState, names: readonly StepName[]): readonly Step[] {
  const c = inPlay(s);
  let steps = c.pipelines.get(names);
  if (!steps) {
    steps = Object.freeze(pipeline(s, names).map((step) => Object.freeze({ step }) as Step));
    // Only constant lists are worth keeping; never let the cache grow.
    if (c.pipelines.size < 16) c.pipelines.set(names, steps);
  }
  return steps;
}

/** Step names by a small number, the most frequent first (a turn runs several steps). */
function stepNumber(name: StepName): number {
  switch (name) {
    case 'tokenLimit': return 0;
    case 'nobles': return 1;
    case 'endTurn': return 2;
    case 'refill': return 3;
    case 'conquest': return 4;
    case 'tradingPost': return 5;
    case 'city': return 6;
    case 'extraToken': return 7;
    case 'strongholdAction': return 8;
    case 'orientEffect': return 9;
    case 'takeFree': return 10;
    default: return -1;
  }
}
let stepTable: (StepHandler | undefined)[] | null = null;

export function stepHandler(name: StepName): StepHandler {
  if (stepTable === null) {
    const table: (StepHandler | undefined)[] = [];
    for (const [n, h] of reg().steps) table[stepNumber(n)] = h;
    stepTable = table;
  }
  const h = stepTable[stepNumber(name)];
  if (!h) throw new Error(`no handler for step ${name}`);
  return h;
}

export function decisionHandler(type: DecisionType): DecisionHandler {
  const h = reg().decisions.get(type);
  if (!h) throw new Error(`no handler for decision ${type}`);
  return h;
}
