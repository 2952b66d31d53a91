/** The base game's end-of-turn steps and decisions (RULES B3.5, B4). */
import type { Action } from '../../core/actions';
import { noble, NOBLES } from '../../core/data';
import { meets, seatOf } from '../../primitives/derived';
import { heldBonuses, heldPrestige } from '../../primitives/held';
import { engineError } from '../../core/errors';
import type { Rules, RulesModule } from '../../core/rules';
import type { GameState } from '../../core/state';
import { append } from '../../primitives/draft';
import { IntTable } from '../../core/intTable';
import { firstExcess, payIntoSupply } from '../../primitives/tokens';
import { trusted } from '../../core/parseAction';
import { refillAll } from '../../primitives/table';
import { endTurn, offer } from '../../turn/machine';
import type { NobleId, Tokens } from '../../core/vocabulary';
import { gemTotal, TOKEN_LIMIT, WINNING_PRESTIGE, tokenTotal } from '../../core/vocabulary';
import type { DraftPlayer } from '../../core/writable';

/** B4.2: nobles on the table and the player's own reserved nobles (O7) whose requirement is met. */
/** The fewest bonuses any noble asks for, all colours together. */
const FEWEST_FOR_A_NOBLE = Math.min(...NOBLES.map((n) => gemTotal(n.requires)));

function qualifyingNobles(s: GameState, r: Rules): NobleId[] {
  const p = seatOf(s, s.current);
  const out: NobleId[] = [];
  if (s.nobles.length === 0 && p.reservedNobles.length === 0) return out;
  // A card gives at most one bonus (two with the Orient's O5): too few cards, no noble.
  if (r.bonusesPerCard * p.tableau.length < FEWEST_FOR_A_NOBLE) return out;
  const b = heldBonuses(p, s.current);
  const table = s.nobles;
  for (let i = 0; i < table.length; i++)
    if (meets(b, noble(table[i] as NobleId).requires)) out.push(table[i] as NobleId);
  const reserved = p.reservedNobles;
  for (let i = 0; i < reserved.length; i++)
    if (meets(b, noble(reserved[i] as NobleId).requires)) out.push(reserved[i] as NobleId);
  return out;
}

/*
 * B4.1 answers are built once and shared, frozen (see `trusted`): a return is
 * known by its six counts. Only returns of at most 10 tokens are kept (there
 * are 8,008 of those at most), so the set stays small whatever happens.
 */
const RETURNS = new IntTable<Action>(10);
function returnAction(white: number, blue: number, green: number, red: number, black: number, gold: number): Action {
  if (white + blue + green + red + black + gold > 10)
    return { type: 'returnTokens', tokens: { white, blue, green, red, black, gold } };
  const key = white + 11 * (blue + 11 * (green + 11 * (red + 11 * (black + 11 * gold))));
  let a = RETURNS.get(key);
  if (a === undefined) {
    a = trusted({ type: 'returnTokens', tokens: { white, blue, green, red, black, gold } });
    RETURNS.set(key, a);
  }
  return a;
}

/**
 * Appends to `out`, up to `limit` of them, every way to return `count` tokens
 * from `held` (B4.1): most white first, then most blue, and so on; gold takes
 * what is left.
 */
function returnsInto(held: Tokens, count: number, limit: number, out: Action[]): void {
  for (let w = Math.min(count, held.white); w >= 0; w--) {
    const l1 = count - w;
    for (let u = Math.min(l1, held.blue); u >= 0; u--) {
      const l2 = l1 - u;
      for (let g = Math.min(l2, held.green); g >= 0; g--) {
        const l3 = l2 - g;
        for (let r = Math.min(l3, held.red); r >= 0; r--) {
          const l4 = l3 - r;
          for (let k = Math.min(l4, held.black); k >= 0; k--) {
            const gold = l4 - k;
            if (gold <= held.gold) {
              out.push(returnAction(w, u, g, r, k, gold));
              if (out.length >= limit) return;
            }
          }
        }
      }
    }
  }
}

export const base: RulesModule = {
  id: 'base',
  steps: {
    refill: (s, _step, ctx) => refillAll(s, ctx),
    tokenLimit: (s, _step, ctx) => {
      const total = tokenTotal(seatOf(s, s.current).tokens);
      if (total > TOKEN_LIMIT) offer(s, ctx, { type: 'returnTokens', count: total - TOKEN_LIMIT });
    },
    nobles: (s, _step, ctx) => {
      const options = qualifyingNobles(s, ctx.rules);
      if (options.length > 0) offer(s, ctx, { type: 'chooseNoble', options });
    },
    endTurn: (s, _step, ctx) => endTurn(s, ctx),
  },
  decisions: {
    returnTokens: {
      options: (s, d) => {
        const out: Action[] = [];
        returnsInto(seatOf(s, s.current).tokens, d.count, Infinity, out);
        return out;
      },
      firstTwo: (s, d) => {
        const out: Action[] = [];
        returnsInto(seatOf(s, s.current).tokens, d.count, 2, out);
        return out;
      },
      apply: (s, d, a, ctx) => {
        if (a.type !== 'returnTokens') return engineError('NO_SUCH_DECISION', a.type);
        const p = seatOf(s, s.current) as DraftPlayer;
        const t = a.tokens;
        const held = p.tokens;
        const notHeld = firstExcess(t, held);
        if (notHeld) return engineError('RETURN_WRONG', notHeld);
        const sum = tokenTotal(t);
        if (sum !== d.count) return engineError('RETURN_WRONG', `return ${d.count}, not ${sum}`);
        payIntoSupply(held, s.supply, t);
        ctx.events.push({ type: 'tokensReturned', seat: s.current, tokens: a.tokens });
        return null;
      },
    },
    chooseNoble: {
      options: (_s, d) => d.options.map((id): Action => ({ type: 'chooseNoble', noble: id })),
      apply: (s, d, a, ctx, auto) => {
        if (a.type !== 'chooseNoble') return engineError('NO_SUCH_DECISION', a.type);
        if (!d.options.includes(a.noble)) return engineError('NOT_AN_OPTION', a.noble);
        const p = seatOf(s, s.current) as DraftPlayer;
        const reserved = p.reservedNobles.includes(a.noble);
        if (reserved) p.reservedNobles = p.reservedNobles.filter((id) => id !== a.noble);
        else s.nobles = s.nobles.filter((id) => id !== a.noble);
        p.nobles = append(p.nobles, a.noble);
        ctx.events.push({ type: 'nobleVisited', seat: s.current, noble: a.noble, auto, reserved });
        return null;
      },
    },
  },
  // B4.4
  endTrigger: (s) => (heldPrestige(seatOf(s, s.current), s.current) >= WINNING_PRESTIGE ? 'prestige' : null),
};
