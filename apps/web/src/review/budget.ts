/**
 * What a review costs and how its results are named in storage. The budget is search iterations a position (not
 * time), so a slow phone takes longer but reaches the same review as a desktop, and a stored review is reused only
 * at the same budget and analysis version.
 */

/**
 * Search iterations for each position of a review: the analysis's recommendation (docs/BOTS.md, "Cost and the
 * review's budget"), the budget its win chances are calibrated at.
 */
export const REVIEW_ITERATIONS = 1_000;

/**
 * The version of the analysis the stored reviews were made with: raise it when the engine's analysis changes what it
 * answers, so that older reviews are made again rather than shown.
 */
export const REVIEW_ANALYSIS_VERSION = 3;

/** The storage key of a game's review at a budget. */
export function reviewKey(gameId: string, version = REVIEW_ANALYSIS_VERSION, budget = REVIEW_ITERATIONS): string {
  return `review|${gameId}|v${version}|i${budget}`;
}
