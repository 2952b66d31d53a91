/**
 * The composition of the modules in play (the top of the engine's layers):
 * for each set of modules, one `Rules` value, built on first use, with its
 * own instances of the modules (and so their own remembered readings), the
 * hooks by kind, the decks in play and the step and decision handlers.
 */
import type { DecisionHandler, Rules, RulesModule, StepHandler } from '../core/rules';
import { stepNumber } from '../core/rules';
import type { DecisionType, GameConfig, GameState, StepName } from '../core/state';
import type { DeckId, ModuleId } from '../core/vocabulary';
import { base } from '../modules/base';
import { cities } from '../modules/cities';
import { orient } from '../modules/orient';
import { strongholds } from '../modules/strongholds';
import { tradingPosts } from '../modules/tradingPosts';

/** A new instance of each module. */
const MODULES: Readonly<Record<ModuleId, () => RulesModule>> = {
  cities,
  tradingPosts,
  strongholds,
  orient: () => orient,
};

/** The order the modules' hooks are asked in, after the base game. */
const ORDER = ['orient', 'tradingPosts', 'strongholds', 'cities'] as const;

/** The `Rules` of the base game followed by these modules (in ORDER). */
export function composeRules(modules: readonly RulesModule[]): Rules {
  const decks: DeckId[] = ['L1', 'L2', 'L3'];
  const steps: (StepHandler | undefined)[] = [];
  const decisions = new Map<DecisionType, DecisionHandler>();
  let bonusesPerCard = 1;
  for (const m of modules) {
    if (m.decks) decks.push(...m.decks);
    if (m.bonusesPerCard !== undefined) bonusesPerCard = Math.max(bonusesPerCard, m.bonusesPerCard);
    for (const [name, h] of Object.entries(m.steps ?? {})) steps[stepNumber(name as StepName)] = h;
    for (const [name, h] of Object.entries(m.decisions ?? {}))
      decisions.set(name as DecisionType, h as DecisionHandler);
  }
  return {
    modules,
    takeBlocked: modules.filter((m) => m.takeBlocked !== undefined),
    acquireBlocked: modules.filter((m) => m.acquireBlocked !== undefined),
    leftTable: modules.filter((m) => m.leftTable !== undefined),
    takeTwoExtra: modules.filter((m) => m.takeTwoExtra !== undefined),
    reserveFromDeck: modules.filter((m) => m.reserveFromDeck !== undefined),
    endTrigger: modules.filter((m) => m.endTrigger !== undefined),
    goldWorthTwo: modules.filter((m) => m.goldWorthTwo !== undefined),
    jokers: modules.find((m) => m.jokers !== undefined) ?? null,
    decks,
    bonusesPerCard,
    steps,
    decisions,
    pipelines: new Map(),
  };
}

/*
 * What is in play depends only on the set of modules: one `Rules` for each of
 * the 16 sets, shared by every game with that set. A config is looked up in a
 * WeakMap first (a game asks about its own config at every call).
 */
const bySet: (Rules | undefined)[] = Array.from({ length: 1 << ORDER.length }, () => undefined);
const byConfig = new WeakMap<GameConfig, Rules>();

function rulesOfSet(modules: readonly ModuleId[]): Rules {
  let set = 0;
  for (let i = 0; i < ORDER.length; i++) if (modules.includes(ORDER[i] as ModuleId)) set |= 1 << i;
  let r = bySet[set];
  if (!r) {
    r = composeRules([base, ...ORDER.filter((m) => modules.includes(m)).map((m) => MODULES[m]())]);
    bySet[set] = r;
  }
  return r;
}

/*
 * The last config asked about and its `Rules`, compared before the WeakMap:
 * a search or a game asks about one config at every call, and a comparison is
 * cheaper than a WeakMap's hash lookup. It holds that one config alive.
 */
let lastConfig: GameConfig | null = null;
let lastRules: Rules | null = null;

/** The `Rules` of a game (of its config's modules). */
export function rulesOf(s: GameState): Rules {
  const config = s.config;
  if (config === lastConfig) return lastRules as Rules;
  let r = byConfig.get(config);
  if (r === undefined) {
    r = rulesOfSet(config.modules);
    byConfig.set(config, r);
  }
  lastConfig = config;
  lastRules = r;
  return r;
}
