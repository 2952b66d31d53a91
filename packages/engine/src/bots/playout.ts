/**
 * The search's leaf value: a few turns played out after the tree, then the
 * static evaluation as max-n rewards. The first `lookaheadTurns` turns are
 * played by normal's one-move look-ahead (every mover: its own and the
 * rivals' best replies by the evaluation), the rest by the cheap greedy
 * prior, which is fast but buys whatever it can.
 */
import type { Action, GameState, Seat } from './engine';
import { applyListed, legalActions } from './engine';
import { candidates, playoutMove } from './candidates';
import type { EvalTerms } from './evaluate';
import { rewards } from './evaluate';
import { rankByLookahead } from './levels';
import type { SearchTuning } from './types';

/**
 * Normal's choice among the `width` best moves by the greedy prior (the
 * evaluation picks, the prior shortlists), without normal's rng tie-break:
 * ties keep the prior order. `legal` must be what `legalActions(s, seat)` listed.
 */
export function lookaheadMove(
  s: GameState,
  seat: Seat,
  legal: readonly Action[],
  width = Infinity,
  terms: EvalTerms = {},
): Action {
  const short = candidates(s, seat, legal, 1, 3).slice(0, width);
  return rankByLookahead(s, seat, short, 1, 3, terms)[0]?.a ?? short[0] ?? (legal[0] as Action);
}

/** Plays out up to `cfg.playoutTurns` turn changes and returns the rewards of the position reached. */
export function playout(s: GameState, cfg: SearchTuning, rng: () => number): number[] {
  let left = cfg.playoutTurns;
  const greedyFrom = left - (cfg.lookaheadTurns ?? 0);
  let st = s;
  while (!st.result && left > 0) {
    const seat = st.current;
    const legal = legalActions(st, seat);
    if (legal.length === 0) break;
    const a =
      left > greedyFrom && legal.length > 1
        ? lookaheadMove(st, seat, legal, cfg.lookaheadWidth, cfg)
        : playoutMove(st, seat, legal, rng, 0.15, cfg.strongholdPrior === true);
    const r = applyListed(st, seat, a, 'drop');
    if (!r.ok) throw new Error(`playout move refused: ${r.error.code}`);
    if (r.state.current !== seat || r.state.result) left--;
    st = r.state;
  }
  return rewards(st, cfg.temperature, cfg);
}
