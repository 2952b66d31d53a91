/**
 * The shapes of the expert's analysis of a position (docs/BOTS.md, "Analysis"): the review of a finished game and
 * the hints during one both read these. A reason is data, not text: the web client words it in the player's
 * language, and every field comes from what the evaluation weighed in that position.
 */
import type { Action, CardId, CityId, Gem, NobleId, Seat } from '../engine';

/** How a move compares with the expert's best, by how much it lowered the mover's estimated win chance. */
export const MOVE_QUALITIES = ['best', 'good', 'inaccuracy', 'mistake', 'blunder'] as const;
export type MoveQuality = (typeof MOVE_QUALITIES)[number];

/**
 * One reason a move is good or bad, from the evaluation's terms in the position it was weighed in. `seat` names
 * whom a reason concerns when it is not the mover (a rival blocked, a card taken from under a rival).
 */
export type Reason =
  | { kind: 'buysCard'; card: CardId; prestige: number }
  | { kind: 'nearCard'; card: CardId; missing: number }
  | { kind: 'lastGemFor'; gem: Gem; card: CardId }
  | { kind: 'towardNoble'; noble: NobleId; missing: number }
  | { kind: 'towardCity'; city: CityId; missing: number }
  | { kind: 'blocksRival'; seat: Seat; card: CardId }
  | { kind: 'blocksRivalCity'; seat: Seat; city: CityId }
  | { kind: 'reservesRivalCard'; seat: Seat; card: CardId }
  | { kind: 'takesGold' }
  | { kind: 'winsNow' }
  | { kind: 'handsRivalWin'; seat: Seat }
  | { kind: 'tokenLimit'; returned: number }
  | { kind: 'bonus'; gem: Gem; count: number }
  | { kind: 'tradingPost'; post: string }
  | { kind: 'stronghold'; card: CardId; seat: Seat };

/** What the expert thinks of one move from the position. */
export interface MoveAnalysis {
  readonly action: Action;
  /** The mover's estimated chance to win after this move, in [0, 1], calibrated on self-play (docs/BOTS.md). */
  readonly winChance: number;
  /** Search iterations that went through this move: how much the estimate rests on. */
  readonly visits: number;
  /** Why, most weighty first (one to three). */
  readonly reasons: readonly Reason[];
}

/** The expert's analysis of one position for the seat to move. */
export interface PositionAnalysis {
  readonly seat: Seat;
  /** Ranked, best first; the first is the expert's move. A move named in `AnalysisOptions.include` is always here. */
  readonly candidates: readonly MoveAnalysis[];
  /** Every seat's estimated chance to win from this position, by seat index; they sum to 1. */
  readonly winChances: readonly number[];
  /**
   * Every seat's raw search value after the first candidate (its mean max-n reward over the verification rounds),
   * before calibration: what `winChances` is mapped from (bench/calibrate.ts fits the map on it).
   */
  readonly values: readonly number[];
  /** The line the search expects after the expert's move (its own and the rivals' replies), for stepping through. */
  readonly line: readonly { readonly seat: Seat; readonly action: Action }[];
  readonly iterations: number;
  /** True when `shouldStop` or the deadline ended the search before its budget. */
  readonly stopped: boolean;
}

export interface AnalysisOptions {
  /** Search iterations; expert's own budget for the position when absent. */
  iterations?: number;
  /** As in BotOptions: a deadline in the units of `now()`, or `now() + thinkTime`. */
  deadline?: number;
  thinkTime?: number;
  now?: () => number;
  /** Polled between iterations: true ends the search, which returns what it has (`stopped`). */
  shouldStop?: () => boolean;
  /** Called now and then with iterations done and the budget. */
  onProgress?: (done: number, budget: number) => void;
  /** How many candidates to return at most (3 when absent), not counting those in `include`. */
  top?: number;
  /** Moves to analyse even if the search would not rank them (the move actually played, in a review). */
  include?: readonly Action[];
  /**
   * The review of a finished game may read the whole state, hidden cards and decks included. Without it only
   * `viewFor(state, seat)` is read and the rest is dealt as the bots deal it (determinize).
   */
  fullInformation?: boolean;
}
