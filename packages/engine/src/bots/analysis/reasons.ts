/**
 * Why a move is good or bad, as data (types.ts, Reason): the position after the move is compared with the position
 * before it, object by object, in the terms the evaluation weighs (evaluate.ts): the cards within reach (worth /
 * (1 + gems missing)), the nobles or cities by the bonuses still lacking, the rivals' reach to the cards the move
 * takes from the table, tokens, posts and strongholds, and the exact finish (endgame.ts). Each reason carries the
 * change of its term in evaluation units; the weightiest three are kept. Cards named are only those the seat sees
 * face up or holds before the move (the refills of a determinization are never named).
 */
import type { Action, ByGem, CardId, GameState, Gem, PlayerState, Seat } from '../engine';
import { applyAction, card, city, DECKS, GEMS, noble, playerBonuses, playerPrestige, post } from '../engine';
import { rivalWinsNext } from '../endgame';
import { bonusNeed, cardWorth, cityNeed, missingFor, nobleValue, position, powerWorth } from '../evaluate';
import type { Reason } from './types';

interface Weighed {
  readonly reason: Reason;
  readonly weight: number;
}

/** What a seat's reach to a card is worth in the cards term (evaluate.ts, considerCard). */
const reach = (def: ReturnType<typeof card>, missing: number, phase: number): number =>
  cardWorth(def, phase) / (1 + missing);

/** The cards a seat sees before the move and a reason may name: face up, or in its own hand. */
function namedCards(s: GameState, seat: Seat): CardId[] {
  const out: CardId[] = [];
  for (const d of DECKS) for (const id of s.rows[d]) if (id !== null && id !== '?') out.push(id);
  for (const r of (s.players[seat] as PlayerState).reserved) if (r.card !== '?') out.push(r.card);
  return out;
}

/** The gems a move takes for the seat (to name the colour of a last gem). */
function gemsTaken(a: Action): Gem[] {
  if (a.type === 'takeGems') return a.gems;
  if (a.type === 'takeTwo') return a.extra ? [a.gem, a.extra] : [a.gem];
  if (a.type === 'takeExtraToken') return [a.gem];
  return [];
}

/** The seat's own gain toward the cards it sees: the card whose reach grew most (lastGemFor when now affordable). */
function cardReasons(before: GameState, after: GameState, seat: Seat, a: Action, phase: number): Weighed[] {
  const p0 = before.players[seat] as PlayerState,
    p1 = after.players[seat] as PlayerState;
  const b0 = playerBonuses(p0),
    b1 = playerBonuses(p1);
  const bought = a.type === 'buy' ? a.card : null;
  let top: Weighed | null = null;
  for (const id of namedCards(before, seat)) {
    const def = card(id);
    if (id === bought || def.effect === 'sacrifice') continue;
    const m0 = missingFor(def.cost, b0, p0),
      m1 = missingFor(def.cost, b1, p1);
    if (m1 >= m0) continue;
    const weight = 0.5 * (reach(def, m1, phase) - reach(def, m0, phase));
    if (top !== null && weight <= top.weight) continue;
    const need = gemsTaken(a).find((g) => def.cost[g] > b0[g] + p0.tokens[g]);
    const gem: Gem | undefined = need ?? (bought !== null ? (card(bought).bonus ?? undefined) : undefined);
    top =
      m1 === 0 && gem !== undefined
        ? { reason: { kind: 'lastGemFor', gem, card: id }, weight }
        : { reason: { kind: 'nearCard', card: id, missing: m1 }, weight };
  }
  return top === null ? [] : [top];
}

/** Nobles or cities nearer (or taken) after the move. */
function goalReasons(before: GameState, after: GameState, seat: Seat): Weighed[] {
  const out: Weighed[] = [];
  const p0 = before.players[seat] as PlayerState,
    p1 = after.players[seat] as PlayerState;
  const b0 = playerBonuses(p0),
    b1 = playerBonuses(p1);
  for (const id of p1.nobles)
    if (!p0.nobles.includes(id)) out.push({ reason: { kind: 'towardNoble', noble: id, missing: 0 }, weight: 3 });
  for (const id of p1.cities)
    if (!p0.cities.includes(id)) out.push({ reason: { kind: 'towardCity', city: id, missing: 0 }, weight: 30 });
  const pos0 = position(before),
    pos1 = position(after);
  for (const id of before.nobles) {
    if (!after.nobles.includes(id)) continue;
    const n0 = bonusNeed(noble(id).requires, b0),
      n1 = bonusNeed(noble(id).requires, b1);
    if (n1 >= n0) continue;
    const weight = 0.55 * (nobleValue(pos1, seat, b1, id, false) - nobleValue(pos0, seat, b0, id, false));
    out.push({ reason: { kind: 'towardNoble', noble: id, missing: n1 }, weight });
  }
  if (before.config.modules.includes('cities')) {
    const q0 = playerPrestige(p0),
      q1 = playerPrestige(p1);
    for (const id of before.cities) {
      const c0 = cityNeed(id, b0, q0),
        c1 = cityNeed(id, b1, q1);
      if (c1 >= c0 || p1.cities.includes(id)) continue;
      const weight = 10 * (Math.max(0, 1 - c1 / 18) ** 3 - Math.max(0, 1 - c0 / 18) ** 3);
      // `missing`: the bonuses still lacking (the prestige a city also asks is read from the seat's score).
      const lacking = Math.round(c1 - 0.6 * Math.max(0, city(id).prestige - q1));
      out.push({ reason: { kind: 'towardCity', city: id, missing: lacking }, weight });
    }
  }
  return out;
}

/** What the move takes from the rivals: a card one of them was near, taken, reserved or garrisoned; a city it needed. */
function rivalReasons(before: GameState, after: GameState, seat: Seat, a: Action, phase: number): Weighed[] {
  const out: Weighed[] = [];
  const onTable = new Set<CardId>();
  for (const d of DECKS) for (const id of before.rows[d]) if (id !== null && id !== '?') onTable.add(id);
  const gone: CardId[] = [];
  if ((a.type === 'buy' || a.type === 'reserve') && onTable.has(a.card)) gone.push(a.card);
  if (a.type === 'placeStronghold') gone.push(a.card);
  if (a.type === 'moveStronghold') gone.push(a.to);
  for (const id of gone) {
    const def = card(id);
    for (let o = 0; o < before.players.length; o++) {
      if (o === seat) continue;
      const p = before.players[o] as PlayerState;
      const b = playerBonuses(p);
      const m = missingFor(def.cost, b, p);
      if (m > 2) continue;
      // The standing counts the best rival at half (levels.ts, standingOf): what the rival loses, halved.
      const weight = 0.25 * reach(def, m, phase) + (m === 0 ? 0.5 : 0);
      const kind = a.type === 'reserve' ? 'reservesRivalCard' : 'blocksRival';
      out.push({ reason: { kind, seat: o, card: id }, weight });
      if (!before.config.modules.includes('cities') || def.bonus === null) continue;
      const q = playerPrestige(p);
      const more: ByGem<number> = { ...b, [def.bonus]: b[def.bonus] + def.bonusCount };
      for (const c of before.cities) {
        const now = cityNeed(c, b, q);
        const then = cityNeed(c, more, q + def.points);
        if (now <= 3 && then < now)
          out.push({ reason: { kind: 'blocksRivalCity', seat: o, city: c }, weight: 10 * (1 - then / 18) ** 3 });
      }
    }
  }
  return out;
}

/** Tokens, posts, strongholds and the purchase itself. */
function ownReasons(before: GameState, after: GameState, seat: Seat, a: Action, phase: number): Weighed[] {
  const out: Weighed[] = [];
  const p0 = before.players[seat] as PlayerState,
    p1 = after.players[seat] as PlayerState;
  const bought =
    a.type === 'buy' || a.type === 'takeFree'
      ? a.card
      : a.type === 'conquer' && before.turn.decision?.type === 'conquest'
        ? before.turn.decision.card
        : null;
  if (bought !== null) {
    const def = card(bought);
    const prestige = playerPrestige(p1) - playerPrestige(p0);
    out.push({ reason: { kind: 'buysCard', card: bought, prestige: def.points }, weight: 1 + prestige });
    if (def.bonus !== null && def.bonusCount > 0) {
      const count = playerBonuses(p1)[def.bonus];
      out.push({ reason: { kind: 'bonus', gem: def.bonus, count }, weight: (0.8 - 0.4 * phase) * def.bonusCount });
    }
  }
  if (p1.tokens.gold > p0.tokens.gold) out.push({ reason: { kind: 'takesGold' }, weight: 0.2 });
  if (a.type === 'reserve') {
    // The card now in hand: its share of the cards term (evaluate.ts counts a reserved card at 0.2 of its reach).
    const def = card(a.card);
    const missing = missingFor(def.cost, playerBonuses(p1), p1);
    out.push({ reason: { kind: 'nearCard', card: a.card, missing }, weight: 0.2 * reach(def, missing, phase) + 0.1 });
  }
  if (a.type === 'returnTokens') {
    const returned = GEMS.reduce((n, g) => n + a.tokens[g], a.tokens.gold);
    out.push({ reason: { kind: 'tokenLimit', returned }, weight: 0.1 * returned });
  } else if (after.turn.decision?.type === 'returnTokens' && after.current === seat)
    out.push({ reason: { kind: 'tokenLimit', returned: after.turn.decision.count }, weight: 0.3 });
  for (const id of p1.posts)
    if (!p0.posts.includes(id))
      out.push({ reason: { kind: 'tradingPost', post: id }, weight: powerWorth(post(id).power, phase) });
  if (a.type === 'placeStronghold' || a.type === 'moveStronghold') {
    const id = a.type === 'placeStronghold' ? a.card : a.to;
    const count = after.strongholds[id]?.count ?? 0;
    out.push({
      reason: { kind: 'stronghold', card: id, seat },
      weight: (count >= 3 ? 0.5 : 0.12) * cardWorth(card(id), phase),
    });
  }
  if (a.type === 'removeStronghold') {
    const owner = before.strongholds[a.card]?.seat ?? seat;
    out.push({
      reason: { kind: 'stronghold', card: a.card, seat: owner },
      weight: 0.3 * cardWorth(card(a.card), phase),
    });
  }
  return out;
}

const keyOf = (r: Reason): string => JSON.stringify(r);

/**
 * The reasons of `a` for `seat` in `before` (a state where the move is legal: the true state or a deal of the seat's
 * view), weightiest first, one to `max`.
 */
export function reasonsFor(before: GameState, seat: Seat, a: Action, max = 3): Reason[] {
  const r = applyAction(before, seat, a);
  if (!r.ok) throw new Error(`analysis: the move is refused (${r.error.code})`);
  const after = r.state;
  if (after.result) {
    const w = after.result.winners;
    if (w.length === 1 && w[0] === seat) return [{ kind: 'winsNow' }];
  }
  const phase = position(before).phase;
  const all: Weighed[] = [
    ...(rivalWinsNext(after, seat)
      ? [{ reason: { kind: 'handsRivalWin', seat: after.current } as Reason, weight: 50 }]
      : []),
    ...ownReasons(before, after, seat, a, phase),
    ...cardReasons(before, after, seat, a, phase),
    ...goalReasons(before, after, seat),
    ...rivalReasons(before, after, seat, a, phase),
  ];
  all.sort((x, y) => y.weight - x.weight);
  const out: Reason[] = [];
  const seen = new Set<string>();
  for (const { reason } of all) {
    const k = keyOf(reason);
    if (seen.has(k)) continue;
    seen.add(k);
    out.push(reason);
    if (out.length >= max) break;
  }
  // Nothing moved, or tokens given back: the card the seat keeps collecting for.
  const near = out.length === 0 || a.type === 'returnTokens' ? nearest(before, after, seat, phase) : null;
  if (near !== null && out.length < max && !out.some((x) => keyOf(x) === keyOf(near))) out.push(near);
  return out;
}

/** When nothing moved: the card the seat is nearest to after the move (what it keeps collecting for). */
function nearest(before: GameState, after: GameState, seat: Seat, phase: number): Reason | null {
  const p = after.players[seat] as PlayerState;
  const b = playerBonuses(p);
  let best: { card: CardId; missing: number; v: number } | null = null;
  for (const id of namedCards(before, seat)) {
    const def = card(id);
    if (def.effect === 'sacrifice' || !p.tableau.every((x) => x !== id)) continue;
    const missing = missingFor(def.cost, b, p);
    const v = reach(def, missing, phase);
    if (best === null || v > best.v) best = { card: id, missing, v };
  }
  return best === null ? null : { kind: 'nearCard', card: best.card, missing: best.missing };
}
