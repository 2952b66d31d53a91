/**
 * Exact finishing checks for expert's last turns. The end of a game reads
 * only what every seat sees (prestige, card counts, cities), so a move that
 * ends the game is judged exactly on any determinization: no search needed.
 */
import type { Action, GameState, Seat } from './engine';
import { applyAction, applyListed, legalActions, playerPrestige } from './engine';
import { determinize } from './determinize';

/** The seat's share of a finished game: 1 for a sole win, 1/k for a k-way tie, 0 otherwise. */
export const shareOf = (s: GameState, seat: Seat): number =>
  s.result ? (s.result.winners.includes(seat) ? 1 / s.result.winners.length : 0) : -1;

/**
 * A move that ends the game at once with `seat` as its sole winner (the last
 * turn of the final round), or null. Every legal move is tried, every
 * payment too: a costly payment does not matter when the game ends.
 */
export function winningMove(s: GameState, seat: Seat): Action | null {
  if (s.current !== seat || s.result) return null;
  for (const a of legalActions(s, seat)) {
    const r = applyListed(s, seat, a, 'drop');
    if (r.ok && shareOf(r.state, seat) === 1) return a;
  }
  return null;
}

/**
 * Whether the seat to move after `s` (a rival of `seat`) can end the game at
 * once as its sole winner: the threat a move of `seat` must not leave open.
 */
export function rivalWinsNext(s: GameState, seat: Seat): boolean {
  if (s.result || s.current === seat) return false;
  return winningMove(s, s.current) !== null;
}

/** Whether the seat to move is the last of the round (B4.4: the seat just before the first player). */
const lastOfRound = (s: GameState): boolean => (s.current + 1) % s.players.length === s.firstPlayer;

/**
 * The root candidates without the moves that hand a rival the game at once:
 * after such a move of `seat` (its turn done), the next seat, last of the
 * round, has a reply that ends the game as its sole win in every one of the
 * `deals` (the rival's blind reservations differ between deals, so a threat
 * that rests on one is left to the search). If every candidate is such a
 * move, all are kept.
 */
export function withoutHandovers(deals: readonly GameState[], seat: Seat, cands: readonly Action[]): Action[] {
  const safe: Action[] = [];
  for (const a of cands) {
    let lost = deals.length > 0;
    for (const s of deals) {
      const r = applyAction(s, seat, a);
      if (
        !r.ok ||
        r.state.result ||
        r.state.current === seat ||
        !lastOfRound(r.state) ||
        !rivalWinsNext(r.state, seat)
      ) {
        lost = false;
        break;
      }
    }
    if (!lost) safe.push(a);
  }
  return safe.length > 0 ? safe : [...cands];
}

/** Prestige from which a seat may be one turn from ending the game (a 5-point card, a noble and more). */
const NEAR_END = 7;

/**
 * Expert's finishing checks at the root, once someone is near the end: a
 * move that wins at once is played without search; moves that hand a rival
 * the game at once (on `first` and two more deals) leave the candidates.
 */
export function finishingChecks(
  view: GameState,
  first: GameState,
  seat: Seat,
  cands: Action[],
  rng: () => number,
  deal: (rng: () => number) => GameState = (r) => determinize(view, seat, r),
): { win: Action | null; cands: Action[] } {
  if (!first.players.some((p) => playerPrestige(p) >= NEAR_END)) return { win: null, cands };
  const win = winningMove(first, seat);
  if (win !== null) return { win, cands };
  const deals = [first, deal(rng), deal(rng)];
  return { win: null, cands: withoutHandovers(deals, seat, cands) };
}
