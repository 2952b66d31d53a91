/**
 * `@kahroba/engine/bots`: computer players. A bot reads only what its seat
 * may see (`viewFor`), even when handed a full state, and chooses one of
 * `legalActions`, so it can never cheat or make an illegal move.
 *
 * Levels (docs/BOTS.md): easy (greedy with noise), normal (one-move
 * look-ahead with a planning evaluation), hard and expert (ISMCTS).
 */
import { randomBot, greedyBot } from './baseline';
import { easyBot, normalBot } from './levels';
import type { GameState } from './engine';
import type { SearchConfig } from './search';
import { searchChoose } from './search';
import type { BaselineBotName, Bot, BotLevel, BotOptions } from './types';
import { BOT_LEVELS } from './types';

export { randomBot, greedyBot } from './baseline';
export { determinize } from './determinize';
export { BOT_LEVELS } from './types';
export type { BaselineBotName, Bot, BotLevel, BotName, BotOptions, SearchStats, SearchTuning } from './types';
export { MOVE_QUALITIES } from './analysis/types';
export type { AnalysisOptions, MoveAnalysis, MoveQuality, PositionAnalysis, Reason } from './analysis/types';

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

export const isBotLevel = (x: unknown): x is BotLevel => (BOT_LEVELS as readonly unknown[]).includes(x);

/** A computer player of the given level. Without a deadline its choice depends only on the view and the rng. */
export function createBot(level: BotLevel, options: BotOptions = {}): Bot {
  switch (level) {
    case 'easy':
      return easyBot;
    case 'normal':
      return normalBot;
    case 'hard':
    case 'expert': {
      const two = { ...SEARCH_LEVELS[level], ...options.search };
      const many = { ...SEARCH_LEVELS[level], ...MANY_PLAYER_LEVELS[level], ...options.search };
      const heavy = {
        ...SEARCH_LEVELS[level],
        ...MANY_PLAYER_LEVELS[level],
        ...HEAVY_MANY_PLAYER_LEVELS[level],
        ...options.search,
      };
      const settings = (view: GameState): SearchConfig =>
        view.players.length <= 2 ? two : isHeavy(view.config.modules) ? heavy : many;
      return { name: level, choose: (view, seat, rng) => searchChoose(view, seat, rng, settings(view), options) };
    }
  }
}

/** The baseline bots by name, as before the levels existed. */
export const BOTS: Readonly<Record<BaselineBotName, Bot>> = { random: randomBot, greedy: greedyBot };
