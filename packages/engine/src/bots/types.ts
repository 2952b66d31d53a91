/** The shapes every computer player shares. */
import type { Action, GameState, Seat } from './engine';

/** The levels offered to players, weakest first. */
export const BOT_LEVELS = ['easy', 'normal', 'hard', 'expert'] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];

/** The baseline bots kept for tests, fuzzing and older rooms. */
export type BaselineBotName = 'random' | 'greedy';
export type BotName = BaselineBotName | BotLevel;

export interface Bot {
  readonly name: BotName;
  /**
   * Chooses an action for `seat`. Only what `viewFor(state, seat)` shows is
   * read, even when a full state is passed. `rng` returns a float in [0, 1).
   */
  choose(view: GameState, seat: Seat, rng: () => number): Action;
}

export interface BotOptions {
  /** Search iterations (playouts) per decision for hard/expert; the level's default otherwise. */
  iterations?: number;
  /**
   * A deadline in the units of `now()`: the search stops at the first
   * iteration that starts at or after it. Without it (or without `now`) the
   * choice depends only on the view and the rng.
   */
  deadline?: number;
  /** A deadline of `now() + thinkTime`, read when each decision starts (ignored when `deadline` is given). */
  thinkTime?: number;
  /** The clock the deadline is read from; the engine never reads one itself. */
  now?: () => number;
  /** Overrides of the level's search settings (for tuning in the arena). */
  search?: Partial<SearchTuning>;
  /** Called once per decision with what the search did (for the arena). */
  onSearch?: (stats: SearchStats) => void;
}

export interface SearchStats {
  iterations: number;
  /** Candidate moves at the root after pruning. */
  candidates: number;
  /** Root halving only: the moves still in the running when the search stopped (1: every phase was played). */
  finalists?: number;
}

/** The search settings of hard and expert. */
export interface SearchTuning {
  /** Iterations when no other budget applies. */
  iterations: number;
  /** Turns played out after the tree before the evaluation cuts off. */
  playoutTurns: number;
  /** UCB exploration constant (rewards are in [0, 1]). */
  exploration: number;
  /** Progressive widening: a node with v visits considers ceil(widenBase + widenRate * sqrt(v)) candidates. */
  widenBase: number;
  widenRate: number;
  /** Payments kept per card and token returns kept per node. */
  payments: number;
  returns: number;
  /** Playout turns (after the tree) in which the mover plays normal's one-move look-ahead before the greedy prior takes over (0: greedy only). */
  lookaheadTurns?: number;
  /** How many of the greedy prior's best moves that look-ahead weighs (all when absent). */
  lookaheadWidth?: number;
  /** Exact finishing checks at the root near the end (a move that wins at once; no move that hands a rival the game at once). */
  endgame?: boolean;
  /** The stronghold prior (stronghold-prior.ts) below the root and in playouts, instead of the greedy player's. */
  strongholdPrior?: boolean;
  /** Sequential halving with common random numbers at the root instead of UCB (halving.ts). */
  rootHalving?: boolean;
  /** Softmax temperature of the cut-off rewards (1.5 when absent). */
  temperature?: number;
  /**
   * The rivals' moves inside the tree are played by the playout policy instead of branching, so the tree holds only
   * the seat's own moves and reaches further into its own plans (with three rivals between two of its moves, their
   * branches would each be visited a few times, almost at random).
   */
  rivalPolicy?: boolean;
  /** A reserved card far from bought costs the reservation slot it holds (evaluate.ts, EvalTerms). */
  reserveSlots?: boolean;
  /** Expert's posts term (evaluate.ts, EvalTerms): each trading post valued by its power and the turns left to use it. */
  postPowers?: boolean;
}
