/** The base game's end-of-turn steps and decisions (RULES B3.5, B4). */
import type { Action } from './actions';
import { noble, NOBLES } from './data';
import { bonusesInAction, meets, playerPrestige, seatOf } from './derived';
import { engineError } from './errors';
import type { Ctx, RulesModule } from './rules';
import type { GameState } from './state';
import { append } from './draft';
import { refillAll } from './table';
import { addTo, tokenOf } from './tokens';
import { endTurn, offer } from './turn';
import type { NobleId, Tokens } from './vocabulary';
import { gemTotal, TOKEN_COLOURS, TOKEN_LIMIT, WINNING_PRESTIGE, tokenTotal } from './vocabulary';
import { inPlay } from './modules';

/** B4.2: nobles on the table and the player's own reserved nobles (O7) whose requirement is met. */
/** The fewest bonuses any noble asks for, all colours together. */
const FEWEST_FOR_A_NOBLE = Math.min(...NOBLES.map((n) => gemTotal(n.requires)));

function qualifyingNobles(s: GameState, ctx: Ctx): NobleId[] {
  const p = seatOf(s, s.current);
  const out: NobleId[] = [];
  if (s.nobles.length === 0 && p.reservedNobles.length === 0) return out;
  // A card gives at most one bonus (two with the Orient's O5): too few cards, no noble.
  if ((inPlay(s).orient ? 2 : 1) * p.tableau.length < FEWEST_FOR_A_NOBLE) return out;
  const b = bonusesInAction(ctx, p);
  for (const id of s.nobles) if (meets(b, noble(id).requires)) out.push(id);
  for (const id of p.reservedNobles) if (meets(b, noble(id).requires)) out.push(id);
  return out;
}

/**
 * Every way to return `count` tokens from `held` (B4.1), most white first, then
 * most blue, and so on; gold takes what is left.
 */
export function returnOptions(held: Tokens, count: number): Tokens[] {
  const out: Tokens[] = [];
  forEachReturn(held, count, (tokens) => {
    out.push(tokens);
  });
  return out;
}

/** Calls `emit` for each way to return the tokens, in order, until it returns false. */
function forEachReturn(held: Tokens, count: number, emit: (t: Tokens) => boolean | void): void {
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
            if (gold <= held.gold && emit({ white: w, blue: u, green: g, red: r, black: k, gold }) === false) return;
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
      const options = qualifyingNobles(s, ctx);
      if (options.length > 0) offer(s, ctx, { type: 'chooseNoble', options });
    },
    endTurn: (s, _step, ctx) => endTurn(s, ctx),
  },
  decisions: {
    returnTokens: {
      options: (s, d) => {
        const out: Action[] = [];
        forEachReturn(seatOf(s, s.current).tokens, d.count, (tokens) => {
          out.push({ type: 'returnTokens', tokens });
        });
        return out;
      },
      firstTwo: (s, d) => {
        const out: Action[] = [];
        forEachReturn(seatOf(s, s.current).tokens, d.count, (tokens) => out.push({ type: 'returnTokens', tokens }) < 2);
        return out;
      },
      apply: (s, d, a, ctx) => {
        if (a.type !== 'returnTokens') return engineError('NO_SUCH_DECISION', a.type);
        const p = seatOf(s, s.current);
        let sum = 0;
        for (const c of TOKEN_COLOURS) {
          const n = tokenOf(a.tokens, c);
          if (n > tokenOf(p.tokens, c)) return engineError('RETURN_WRONG', c);
          sum += n;
        }
        if (sum !== d.count) return engineError('RETURN_WRONG', `return ${d.count}, not ${sum}`);
        for (const c of TOKEN_COLOURS) {
          const n = tokenOf(a.tokens, c);
          addTo(p.tokens, c, -n);
          addTo(s.supply, c, n);
        }
        ctx.events.push({ type: 'tokensReturned', seat: s.current, tokens: a.tokens });
        return null;
      },
    },
    chooseNoble: {
      options: (_s, d) => d.options.map((id): Action => ({ type: 'chooseNoble', noble: id })),
      apply: (s, d, a, ctx, auto) => {
        if (a.type !== 'chooseNoble') return engineError('NO_SUCH_DECISION', a.type);
        if (!d.options.includes(a.noble)) return engineError('NOT_AN_OPTION', a.noble);
        const p = seatOf(s, s.current);
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
  endTrigger: (s) => (playerPrestige(seatOf(s, s.current)) >= WINNING_PRESTIGE ? 'prestige' : null),
};
