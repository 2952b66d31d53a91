/** The Orient (RULES O1–O10): two extra face-up cards per level and their effects. */
import type { Action } from '../../core/actions';
import { card } from '../../core/data';
import { seatOf } from '../../primitives/derived';
import { heldJokers } from '../../primitives/held';
import { engineError } from '../../core/errors';
import type { RulesModule } from '../../core/rules';
import type { GameState } from '../../core/state';
import { acquireBlocked, faceUpOfLevel, findOnTable, takeBlocked, takeFromTable } from '../../primitives/table';
import { append } from '../../primitives/draft';
import { offer } from '../../turn/machine';
import type { CardId, Seat } from '../../core/vocabulary';
import { ORIENT_DECKS } from '../../core/vocabulary';
import type { DraftPlayer } from '../../core/writable';

/** O4 ruling: a partner is a tableau card with a printed colour (not a joker, not a pairing card). */
export function partnersOf(s: GameState, seat: Seat): CardId[] {
  return seatOf(s, seat).tableau.filter((id) => card(id).bonus !== null);
}

const isPairing = (id: CardId): boolean => {
  const e = card(id).effect;
  return e === 'pair' || e === 'pair_then_take_level1';
};

export const orient: RulesModule = {
  id: 'orient',
  decks: ORIENT_DECKS,
  // O5: a double-bonus card gives two.
  bonusesPerCard: 2,
  // O3: a joker pays as up to two virtual gold.
  jokers: heldJokers,
  // O4, O10: a pairing card cannot be acquired without a partner for it.
  acquireBlocked: (s, seat, id) =>
    isPairing(id) && !seatOf(s, seat).tableau.some((c) => card(c).bonus !== null)
      ? engineError('PAIR_NEEDS_PARTNER', id)
      : null,
  steps: {
    // O1: an effect acts once, right after the card is acquired, before the refill.
    orientEffect: (s, step, ctx) => {
      if (step.step !== 'orientEffect') return;
      const id = step.card;
      switch (card(id).effect) {
        case 'pair':
          offer(s, ctx, { type: 'pair', card: id, options: partnersOf(s, s.current) });
          break;
        case 'pair_then_take_level1': // O6
          s.turn.steps.unshift({ step: 'takeFree', level: 1, source: id });
          offer(s, ctx, { type: 'pair', card: id, options: partnersOf(s, s.current) });
          break;
        case 'reserve_noble': // O7 (X4: with Cities there are no nobles, so nothing happens)
          offer(s, ctx, { type: 'reserveNoble', options: [...s.nobles] });
          break;
        case 'take_level2': // O8
          s.turn.steps.unshift({ step: 'takeFree', level: 2, source: id });
          break;
        case 'gold_x2':
        case 'double_bonus':
        case 'sacrifice':
        case null:
          break;
      }
    },
    // O6, O8, O10: a free card the player may take, or nothing when none qualifies.
    takeFree: (s, step, ctx) => {
      if (step.step !== 'takeFree') return;
      const options = faceUpOfLevel(s, step.level).filter(
        (id) => !takeBlocked(s, ctx.rules, s.current, id) && !acquireBlocked(s, ctx.rules, s.current, id),
      );
      offer(s, ctx, { type: 'takeFree', level: step.level, source: step.source, options });
    },
  },
  decisions: {
    pair: {
      options: (_s, d) => d.options.map((partner): Action => ({ type: 'pair', partner })),
      apply: (s, d, a, ctx, auto) => {
        if (a.type !== 'pair') return engineError('NO_SUCH_DECISION', a.type);
        if (!d.options.includes(a.partner)) return engineError('NOT_AN_OPTION', a.partner);
        const gem = card(a.partner).bonus;
        if (gem === null) return engineError('NOT_AN_OPTION', a.partner);
        const p = seatOf(s, s.current) as DraftPlayer;
        p.pairings = { ...p.pairings, [d.card]: { partner: a.partner, gem } };
        ctx.events.push({ type: 'cardPaired', seat: s.current, card: d.card, partner: a.partner, gem, auto });
        return null;
      },
    },
    takeFree: {
      options: (_s, d) => d.options.map((id): Action => ({ type: 'takeFree', card: id })),
      apply: (s, d, a, ctx) => {
        if (a.type !== 'takeFree') return engineError('NO_SUCH_DECISION', a.type);
        const slot = findOnTable(s, a.card);
        if (!d.options.includes(a.card) || !slot) return engineError('NOT_AN_OPTION', a.card);
        takeFromTable(s, s.current, slot, ctx); // S1 / R5: own strongholds on it go home
        const p = seatOf(s, s.current) as DraftPlayer;
        p.tableau = append(p.tableau, a.card);
        ctx.events.push({ type: 'cardTakenFree', seat: s.current, card: a.card, source: d.source });
        // S3 / X1: a free card is no purchase: only its own effect applies.
        if (card(a.card).effect !== null) s.turn.steps.unshift({ step: 'orientEffect', card: a.card });
        return null;
      },
    },
    reserveNoble: {
      options: (_s, d) => d.options.map((noble): Action => ({ type: 'reserveNoble', noble })),
      apply: (s, d, a, ctx, auto) => {
        if (a.type !== 'reserveNoble') return engineError('NO_SUCH_DECISION', a.type);
        if (!d.options.includes(a.noble) || !s.nobles.includes(a.noble)) return engineError('NOT_AN_OPTION', a.noble);
        s.nobles = s.nobles.filter((x) => x !== a.noble);
        const p = seatOf(s, s.current) as DraftPlayer;
        p.reservedNobles = append(p.reservedNobles, a.noble);
        ctx.events.push({ type: 'nobleReserved', seat: s.current, noble: a.noble, auto });
        return null;
      },
    },
  },
};
