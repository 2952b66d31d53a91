/**
 * The turn machine (RULES Y2): a turn is a queue of steps in rule order; the
 * machine runs them until one needs the player's decision. A decision with one
 * legal answer is taken at once and logged as automatic (Y3). What the modules
 * in play do comes from the game's `Rules` in the context (`ctx.rules`).
 */
import { ownPlayerShell } from '../primitives/draft';
import { cardCountOf, playerPrestige } from '../primitives/derived';
import { hasLegalMainAction } from './legal';
import { decisionHandler, queueEndOfTurn, stepHandler } from './queue';
import type { Ctx, Rules } from '../core/rules';
import type { Decision, EndReason, GameResult, GameState, PlayerState, Standing } from '../core/state';
import type { Seat } from '../core/vocabulary';
import type { DraftState, DraftTurn } from '../core/writable';

export const freshTurn = (): DraftTurn => ({
  steps: [],
  decision: null,
  refills: [],
  conquestDone: false,
  cityTaken: false,
  passed: false,
});

/** Runs the queued steps until a decision is pending, the queue is empty or the game ends. */
export function run(s: DraftState, ctx: Ctx): void {
  while (s.turn.decision === null && s.result === null) {
    const step = s.turn.steps.shift();
    if (!step) return;
    stepHandler(ctx.rules, step.step)(s, step, ctx);
  }
}

/** Y2/Y3: ask the player, or take the only legal answer; nothing when there is none. */
export function offer(s: DraftState, ctx: Ctx, d: Decision): void {
  const h = decisionHandler(ctx.rules, d.type);
  const options = h.firstTwo ? h.firstTwo(s, d, ctx.rules) : h.options(s, d, ctx.rules);
  if (options.length === 0) return;
  if (options.length === 1) {
    const err = h.apply(s, d, options[0] as never, ctx, true);
    if (err) throw new Error(`automatic answer refused: ${err.code}`);
    return;
  }
  s.turn.decision = d;
}

/** Starts `seat`'s turn; a seat with no legal main action passes (Y4). */
export function beginTurn(s: DraftState, seat: Seat, ctx: Ctx): void {
  s.current = seat;
  if (ctx.ownsTurn) {
    // This action's own copy of the turn, which nothing else holds: start it afresh.
    const t = s.turn;
    // Both lists are nearly always empty here (setting a length is a runtime call).
    if (t.steps.length !== 0) t.steps = [];
    t.decision = null;
    if (t.refills.length !== 0) t.refills = [];
    t.conquestDone = false;
    t.cityTaken = false;
    t.passed = false;
  } else {
    s.turn = freshTurn();
  }
  ctx.events.push({ type: 'turnStarted', seat, round: s.round });
  if (!hasLegalMainAction(s, ctx.rules, seat)) {
    // Y4: the seat's end-of-turn steps run in this action, and may change its
    // holdings: it gets its own record (the next action's draft gives one otherwise).
    s.players[seat] = ownPlayerShell(s.players[seat] as PlayerState);
    s.turn.passed = true;
    ctx.events.push({ type: 'passed', seat });
    queueEndOfTurn(s, ctx.rules);
  }
}

/**
 * B4.4: the base trigger; Cities replaces it (C5). The last module in play
 * with a trigger decides (triggers only read the state, so the ones it
 * replaces need not be asked).
 */
export function endTriggerOf(s: GameState, r: Rules): EndReason | null {
  const ms = r.endTrigger;
  const last = ms[ms.length - 1];
  return last?.endTrigger ? last.endTrigger(s) : null;
}

/** After the end-of-turn steps: the end trigger, Y5, and the next turn or the end (B4.4). */
export function endTurn(s: DraftState, ctx: Ctx): void {
  const seat = s.current;
  if (!s.endTriggered) {
    const reason = endTriggerOf(s, ctx.rules);
    if (reason) {
      s.endTriggered = true;
      ctx.events.push({ type: 'endTriggered', seat, reason });
    }
  }
  s.passStreak = s.turn.passed ? s.passStreak + 1 : 0;
  if (s.passStreak >= s.config.players) return finish(s, 'blocked', ctx);
  const next = seat + 1 === s.config.players ? 0 : seat + 1;
  if (next === s.firstPlayer) {
    if (s.endTriggered) return finish(s, s.config.modules.includes('cities') ? 'cities' : 'prestige', ctx);
    s.round += 1;
  }
  beginTurn(s, next, ctx);
}

function finish(s: DraftState, reason: EndReason, ctx: Ctx): void {
  s.turn = freshTurn();
  s.result = decideWinner(s, reason);
  ctx.events.push({ type: 'gameEnded', result: s.result });
}

/** B5.2 and C5: most prestige, then fewer cards, else a shared victory. */
export function decideWinner(s: GameState, reason: EndReason): GameResult {
  const standings: Standing[] = s.players.map((p, seat) => ({
    seat,
    prestige: playerPrestige(p),
    cards: cardCountOf(s, seat),
    cities: p.cities.length,
  }));
  let pool = standings;
  if (s.config.modules.includes('cities')) {
    const holders = standings.filter((x) => x.cities > 0);
    if (holders.length === 1)
      return { reason, winners: [(holders[0] as Standing).seat], decidedBy: 'onlyCity', standings };
    if (holders.length > 1) pool = holders;
  }
  const top = Math.max(...pool.map((x) => x.prestige));
  const best = pool.filter((x) => x.prestige === top);
  if (best.length === 1) return { reason, winners: [(best[0] as Standing).seat], decidedBy: 'prestige', standings };
  const fewest = Math.min(...best.map((x) => x.cards));
  const winners = best.filter((x) => x.cards === fewest).map((x) => x.seat);
  return { reason, winners, decidedBy: winners.length === 1 ? 'fewerCards' : 'shared', standings };
}
