/**
 * The search settings of hard and expert, by player count and modules: the bots (index.ts) and the analysis
 * (analysis/analyze.ts) search with the same ones.
 */
import type { GameState } from './engine';
import type { SearchConfig } from './search';
import type { SearchTuning } from './types';

/** The search settings of hard and expert (iterations are the budget without a deadline). */
export const SEARCH_LEVELS: Readonly<Record<'hard' | 'expert', SearchConfig>> = {
  // Both place, move and remove strongholds on purpose below the root and in playouts (stronghold-prior.ts).
  hard: {
    iterations: 1000,
    playoutTurns: 4,
    exploration: 0.6,
    widenBase: 4,
    widenRate: 1.5,
    payments: 1,
    returns: 3,
    strongholdPrior: true,
  },
  // Expert: a sharper search (exploration 0.25: the values, not the widening order, pick the move), exact finishing
  // checks, its root move chosen by sequential halving with common random numbers (halving.ts), and evaluation terms
  // of its own (evaluate.ts, EvalTerms; docs/BOTS.md, "What each level does"): each trading post by its
  // power, and a reserved card far from bought charged for the slot it holds.
  expert: {
    iterations: 3000,
    playoutTurns: 4,
    exploration: 0.25,
    widenBase: 4,
    widenRate: 1.5,
    payments: 1,
    returns: 3,
    endgame: true,
    strongholdPrior: true,
    rootHalving: true,
    postPowers: true,
    reserveSlots: true,
  },
};

/**
 * What changes with three or four players, over SEARCH_LEVELS. Expert searches
 * twice as long, since a root move's value then rests on three rivals' replies
 * and playouts and is noisier, and plays the rivals' moves inside its tree by
 * the playout policy, so the tree holds its own moves only (docs/BOTS.md,
 * "What each level does" and "How we got here"). Its 4-player times stay within the budget (median 1 s, p99 3 s).
 * The reservation-slot term is measured at 2 players only so far: at 4 it
 * stays off, so that the 4-player cells measured before it still hold.
 */
export const MANY_PLAYER_LEVELS: Readonly<Record<'hard' | 'expert', Partial<SearchConfig>>> = {
  hard: {},
  expert: { iterations: 6000, rivalPolicy: true, reserveSlots: false },
};

/**
 * What changes when Strongholds and the Orient are both in play at 3–4
 * players, over MANY_PLAYER_LEVELS: strongholds stand on the Orient's rows
 * too, so every purchase is followed by more stronghold moves to weigh, and
 * expert's 6,000 iterations took 1.2 s a decision (median) with all four
 * modules. It searches 4,500 there, inside its budget of a median of 1 s
 * (docs/BOTS.md, "How we got here"). No
 * other 4-player ladder cell has both modules, so their settings hold.
 */
export const HEAVY_MANY_PLAYER_LEVELS: Readonly<Record<'hard' | 'expert', Partial<SearchConfig>>> = {
  hard: {},
  expert: { iterations: 4500 },
};

/** Strongholds and the Orient together: the module sets whose search costs the most. */
const isHeavy = (modules: readonly string[]): boolean => modules.includes('strongholds') && modules.includes('orient');

/** The settings of a search level for a position (its player count and modules), with overrides on top. */
export function searchSettings(
  level: 'hard' | 'expert',
  view: GameState,
  overrides: Partial<SearchTuning> = {},
): SearchConfig {
  if (view.players.length <= 2) return { ...SEARCH_LEVELS[level], ...overrides };
  const heavy = isHeavy(view.config.modules) ? HEAVY_MANY_PLAYER_LEVELS[level] : {};
  return { ...SEARCH_LEVELS[level], ...MANY_PLAYER_LEVELS[level], ...heavy, ...overrides };
}
