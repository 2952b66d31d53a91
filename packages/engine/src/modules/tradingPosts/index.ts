/** Trading Posts (RULES T0–T5, T2c, T5c): claimed at end of turn, powers for ever. */
import type { Action } from '../../core/actions';
import type { PostDef } from '../../core/data';
import { post } from '../../core/data';
import { meets, seatOf } from '../../primitives/derived';
import { heldBonuses } from '../../primitives/held';
import { append, deckForWrite } from '../../primitives/draft';
import { engineError } from '../../core/errors';
import type { RulesModule } from '../../core/rules';
import type { GameState, PlayerState } from '../../core/state';
import { offer } from '../../turn/machine';
import type { ByGem, CardId, PostId } from '../../core/vocabulary';
import { GEMS } from '../../core/vocabulary';
import { powerReader } from './powers';
import type { DraftPlayer } from '../../core/writable';

/** The Trading Posts module; what it remembers between turns belongs to this instance (one per set of modules). */
export function tradingPosts(): RulesModule {
  const ownsPower = powerReader();
  // The kinds in play with their definitions, looked up once per game rather
  // than every turn (T0.4 asks about each kind at the end of every turn):
  // `s.posts` is set at set-up and shared, never changed, by every later state.
  let lastPosts: readonly PostId[] | null = null;
  let lastDefs: readonly PostDef[] = [];

  function postDefs(s: GameState): readonly PostDef[] {
    if (s.posts !== lastPosts) {
      lastDefs = s.posts.map(post);
      lastPosts = s.posts;
    }
    return lastDefs;
  }

  /** What decides T0.3 for a player: all replaced, never changed in place (draft.ts). */
  interface Holdings {
    tableau: readonly CardId[];
    pairings: PlayerState['pairings'];
    posts: readonly PostId[];
    noble: boolean;
    kinds: readonly PostId[];
  }

  // By seat: the holdings with which the player last qualified for no kind.
  // Most turns change none of them (a kind the player qualifies for is taken
  // at once), and the bonuses cost more than the rest of the step. (A plain
  // array: a WeakMap by tableau costs more to fill than it saves.)
  const qualifiedForNone: (Holdings | undefined)[] = [];

  /** T0.3, T0.4, T5c: kinds the current player qualifies for and does not own yet. */
  function qualifyingPosts(s: GameState): PostId[] {
    const p = seatOf(s, s.current);
    if (s.posts.length === 0) return [];
    const none = qualifiedForNone[s.current];
    const noble = p.nobles.length > 0;
    if (
      none !== undefined &&
      none.tableau === p.tableau &&
      none.pairings === p.pairings &&
      none.posts === p.posts &&
      none.noble === noble &&
      none.kinds === s.posts
    )
      return [];
    const out: PostId[] = [];
    // The bonuses only once some kind is still open to the player.
    let b: ByGem<number> | null = null;
    for (const def of postDefs(s)) {
      if (p.posts.includes(def.id) || (def.requiresNoble && !noble)) continue;
      b ??= heldBonuses(p, s.current);
      if (meets(b, def.requires)) out.push(def.id);
    }
    if (out.length === 0)
      qualifiedForNone[s.current] = { tableau: p.tableau, pairings: p.pairings, posts: p.posts, noble, kinds: s.posts };
    return out;
  }

  return {
    id: 'tradingPosts',
    // T4: each gold pays for two tokens of one colour.
    goldWorthTwo: (_s, p) => ownsPower(p, 'gold_worth_two'),
    // T3: a take-two also takes one gem of another colour.
    takeTwoExtra: (s, seat) => ownsPower(seatOf(s, seat), 'two_same_plus_one_other'),
    // T2: draw two, keep one; with one card left it is simply reserved.
    reserveFromDeck: (s, seat, deck, ctx) => {
      if (!ownsPower(seatOf(s, seat), 'draw_two_keep_one') || s.decks[deck].length < 2) return false;
      const cards = deckForWrite(s, ctx, deck).splice(0, 2);
      ctx.events.push({ type: 'cardsDrawn', seat, deck, cards });
      s.turn.decision = { type: 'keepDrawn', deck, cards };
      return true;
    },
    steps: {
      // T1: after a purchase, before the refill, 1 gem token (compulsory when one is left, R2).
      extraToken: (s, _step, ctx) => {
        if (!ownsPower(seatOf(s, s.current), 'extra_token_after_purchase')) return;
        offer(s, ctx, { type: 'extraToken', options: GEMS.filter((g) => s.supply[g] > 0) });
      },
      // T0.4: at most one post a turn, after nobles, before a city.
      tradingPost: (s, _step, ctx) => {
        const options = qualifyingPosts(s);
        if (options.length > 0) offer(s, ctx, { type: 'choosePost', options });
      },
    },
    decisions: {
      extraToken: {
        options: (_s, d) => d.options.map((gem): Action => ({ type: 'takeExtraToken', gem })),
        apply: (s, d, a, ctx, auto) => {
          if (a.type !== 'takeExtraToken') return engineError('NO_SUCH_DECISION', a.type);
          if (!d.options.includes(a.gem) || s.supply[a.gem] < 1) return engineError('NOT_AN_OPTION', a.gem);
          s.supply[a.gem] -= 1;
          (seatOf(s, s.current) as DraftPlayer).tokens[a.gem] += 1;
          ctx.events.push({ type: 'extraTokenTaken', seat: s.current, gem: a.gem, auto });
          return null;
        },
      },
      choosePost: {
        options: (_s, d) => d.options.map((id): Action => ({ type: 'choosePost', post: id })),
        apply: (s, d, a, ctx, auto) => {
          if (a.type !== 'choosePost') return engineError('NO_SUCH_DECISION', a.type);
          if (!d.options.includes(a.post)) return engineError('NOT_AN_OPTION', a.post);
          const p = seatOf(s, s.current) as DraftPlayer;
          p.posts = append(p.posts, a.post);
          ctx.events.push({ type: 'postClaimed', seat: s.current, post: a.post, auto });
          return null;
        },
      },
      keepDrawn: {
        options: (_s, d) => d.cards.map((id): Action => ({ type: 'keepDrawn', card: id })),
        apply: (s, d, a, ctx) => {
          if (a.type !== 'keepDrawn') return engineError('NO_SUCH_DECISION', a.type);
          if (!d.cards.includes(a.card)) return engineError('NOT_AN_OPTION', a.card);
          const p = seatOf(s, s.current) as DraftPlayer;
          const bottom = d.cards.find((c) => c !== a.card) ?? null;
          p.reserved = append(p.reserved, { card: a.card, blind: true, deck: d.deck });
          if (bottom !== null) deckForWrite(s, ctx, d.deck).push(bottom);
          let gold = false;
          if (s.supply.gold > 0) {
            s.supply.gold -= 1;
            p.tokens.gold += 1;
            gold = true;
          }
          ctx.events.push({ type: 'drawnCardKept', seat: s.current, deck: d.deck, kept: a.card, bottom });
          ctx.events.push({ type: 'cardReserved', seat: s.current, card: a.card, deck: d.deck, blind: true, gold });
          return null;
        },
      },
    },
  };
}
