/** The base game's end-of-turn steps and decisions (RULES B3.5, B4). */
import type { Action } from './actions';
import { noble } from './data';
import { meets, playerBonuses, playerPrestige, seatOf } from './derived';
import { engineError } from './errors';
import type { RulesModule } from './rules';
import type { GameState } from './state';
import { refillAll } from './table';
import { endTurn, offer } from './turn';
import type { NobleId, Tokens } from './vocabulary';
import { TOKEN_COLOURS, TOKEN_LIMIT, WINNING_PRESTIGE, tokenTotal, zeroTokens } from './vocabulary';

/** B4.2: nobles on the table and the player's own reserved nobles (O7) whose requirement is met. */
function qualifyingNobles(s: GameState): NobleId[] {
  const p = seatOf(s, s.current);
  const b = playerBonuses(p);
  const out: NobleId[] = [];
  for (const id of s.nobles) if (meets(b, noble(id).requires)) out.push(id);
  for (const id of p.reservedNobles) if (meets(b, noble(id).requires)) out.push(id);
  return out;
}

/** Every way to return `count` tokens from `held` (B4.1). */
export function returnOptions(held: Tokens, count: number): Tokens[] {
  const out: Tokens[] = [];
  const cur = zeroTokens();
  const visit = (i: number, left: number): void => {
    const c = TOKEN_COLOURS[i];
    if (c === undefined) {
      if (left === 0) out.push({ ...cur });
      return;
    }
    for (let n = Math.min(left, held[c]); n >= 0; n--) {
      cur[c] = n;
      visit(i + 1, left - n);
    }
    cur[c] = 0;
  };
  visit(0, count);
  return out;
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
      const options = qualifyingNobles(s);
      if (options.length > 0) offer(s, ctx, { type: 'chooseNoble', options });
    },
    endTurn: (s, _step, ctx) => endTurn(s, ctx),
  },
  decisions: {
    returnTokens: {
      options: (s, d) => returnOptions(seatOf(s, s.current).tokens, d.count).map((tokens): Action => ({ type: 'returnTokens', tokens })),
      apply: (s, d, a, ctx) => {
        if (a.type !== 'returnTokens') return engineError('NO_SUCH_DECISION', a.type);
        const p = seatOf(s, s.current);
        let sum = 0;
        for (const c of TOKEN_COLOURS) {
          if (a.tokens[c] > p.tokens[c]) return engineError('RETURN_WRONG', c);
          sum += a.tokens[c];
        }
        if (sum !== d.count) return engineError('RETURN_WRONG', `return ${d.count}, not ${sum}`);
        for (const c of TOKEN_COLOURS) {
          p.tokens[c] -= a.tokens[c];
          s.supply[c] += a.tokens[c];
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
        p.nobles.push(a.noble);
        ctx.events.push({ type: 'nobleVisited', seat: s.current, noble: a.noble, auto, reserved });
        return null;
      },
    },
  },
  // B4.4
  endTrigger: (s) => (playerPrestige(seatOf(s, s.current)) >= WINNING_PRESTIGE ? 'prestige' : null),
};
