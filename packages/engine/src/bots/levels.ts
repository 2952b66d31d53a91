/**
 * The two search-free levels. `easy` is the greedy player with noise: it
 * buys and collects sensibly but plans nothing. `normal` looks one move
 * ahead: it plays each candidate on one determinization of what it cannot
 * see and keeps the move whose position evaluates best against the leading
 * rival (nobles, cities, posts, reserved cards and strongholds included).
 */
import type { Action, GameState, Seat } from './engine';
import { applyListed, card, legalActions, viewFor } from './engine';
import { greedyBot, pick, scoreDecision, scoreMain, targetCard } from './baseline';
import { candidates, sacrificeLoss } from './candidates';
import { determinize } from './determinize';
import type { EvalTerms } from './evaluate';
import { evaluateSeat, position } from './evaluate';
import type { Bot } from './types';

/** Greedy scores plus noise; a purchase still always beats collecting, and no sacrifice that loses prestige. */
export function easyChoose(input: GameState, seat: Seat, rng: () => number): Action {
  const view = viewFor(input, seat);
  const legal = legalActions(view, seat);
  if (legal.length === 0) throw new Error('a bot was asked to move with no legal action');
  const decision = view.turn.decision !== null;
  const target = decision ? null : targetCard(view, seat, legal);
  let best: Action | null = null;
  let bestScore = -Infinity;
  for (const a of legal) {
    if (sacrificeLoss(a) >= 0 && a.type === 'buy' && card(a.card).effect === 'sacrifice') continue;
    const sc =
      (decision ? scoreDecision(view, seat, a) : scoreMain(view, seat, a, target)) + rng() * (decision ? 4 : 9);
    if (sc > bestScore) {
      bestScore = sc;
      best = a;
    }
  }
  return best ?? greedyBot.choose(view, seat, rng);
}

/** The value of a position for `seat`: its evaluation against the best rival's (expert's own terms if given). */
export function standingOf(s: GameState, seat: Seat, terms: EvalTerms = {}): number {
  if (s.result) return s.result.winners.includes(seat) ? 1000 / s.result.winners.length : -1000;
  const pos = position(s, terms);
  let rival = -Infinity;
  for (let o = 0; o < s.players.length; o++) if (o !== seat) rival = Math.max(rival, evaluateSeat(pos, o));
  let v = evaluateSeat(pos, seat) - 0.5 * rival;
  const d = s.turn.decision;
  // Tokens over the limit will go back: count them as gone.
  if (d?.type === 'returnTokens' && s.current === seat) v -= 0.3 * d.count;
  return v;
}

/** A turn spent buying moves the game on; a reservation must pay for the turn (tuned in the arena). */
const TEMPO: Readonly<Record<Action['type'], number>> = {
  buy: 1,
  conquer: 1,
  reserve: -0.3,
  reserveDeck: -0.3,
  takeGems: 0,
  takeTwo: 0,
  returnTokens: 0,
  chooseNoble: 0,
  choosePost: 0,
  chooseCity: 0,
  keepDrawn: 0,
  pair: 0,
  takeFree: 0,
  reserveNoble: 0,
  takeExtraToken: 0,
  placeStronghold: 0,
  moveStronghold: 0,
  removeStronghold: 0,
  declineConquest: 0,
};

/**
 * Normal's score of each candidate on one determinization, best first (ties keep the prior order).
 * `legal` must be what `legalActions(s, seat)` listed: its moves are applied with `applyListed`.
 */
export function rankByLookahead(
  s: GameState,
  seat: Seat,
  legal: readonly Action[],
  payments = 2,
  returns = 6,
  terms: EvalTerms = {},
): { a: Action; score: number }[] {
  const out: { a: Action; score: number }[] = [];
  for (const a of candidates(s, seat, legal, payments, returns)) {
    if (sacrificeLoss(a) >= 0 && a.type === 'buy' && card(a.card).effect === 'sacrifice') continue;
    const r = applyListed(s, seat, a, 'drop');
    if (!r.ok) continue;
    out.push({ a, score: Math.round((standingOf(r.state, seat, terms) + TEMPO[a.type]) * 1000) / 1000 });
  }
  return out.sort((x, y) => y.score - x.score);
}

/** One-move look-ahead on one determinization; ties are broken by the rng. */
export function normalChoose(input: GameState, seat: Seat, rng: () => number): Action {
  const s = determinize(input, seat, rng);
  const legal = legalActions(s, seat);
  if (legal.length === 0) throw new Error('a bot was asked to move with no legal action');
  if (legal.length === 1) return legal[0] as Action;
  const ranked = rankByLookahead(s, seat, legal);
  const top = ranked[0]?.score;
  const best = ranked.filter((x) => x.score === top).map((x) => x.a);
  return best.length > 0 ? pick(best, rng) : pick(legal, rng);
}

export const easyBot: Bot = { name: 'easy', choose: easyChoose };
export const normalBot: Bot = { name: 'normal', choose: normalChoose };
