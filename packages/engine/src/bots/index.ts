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
import { searchChoose } from './search';
import { searchSettings } from './settings';
import type { BaselineBotName, Bot, BotLevel, BotOptions } from './types';
import { BOT_LEVELS } from './types';

export { randomBot, greedyBot } from './baseline';
export { determinize } from './determinize';
export { BOT_LEVELS } from './types';
export type { BaselineBotName, Bot, BotLevel, BotName, BotOptions, SearchStats, SearchTuning } from './types';
export { HEAVY_MANY_PLAYER_LEVELS, MANY_PLAYER_LEVELS, SEARCH_LEVELS, searchSettings } from './settings';
export { MOVE_QUALITIES } from './analysis/types';
export { analyzePosition } from './analysis/analyze';
export { moveQuality, QUALITY_THRESHOLDS } from './analysis/quality';
export type { AnalysisOptions, MoveAnalysis, MoveQuality, PositionAnalysis, Reason } from './analysis/types';

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
      const lvl = level;
      return {
        name: level,
        choose: (view, seat, rng) => searchChoose(view, seat, rng, searchSettings(lvl, view, options.search), options),
      };
    }
  }
}

/** The baseline bots by name, as before the levels existed. */
export const BOTS: Readonly<Record<BaselineBotName, Bot>> = { random: randomBot, greedy: greedyBot };
