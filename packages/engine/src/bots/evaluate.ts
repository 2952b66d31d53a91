/**
 * A static evaluation of a position for each seat, in prestige-like units:
 * what a seat holds (points, bonuses, tokens, reserved cards), how close it is
 * to the cards on the table, to the nobles, to the cities (which win a Cities
 * game outright), to trading posts, and where its strongholds stand. It
 * drives the `normal` bot's one-move look-ahead and cuts the search's
 * playouts short (`rewards`: max-n, one share per seat).
 */
import type { ByGem, CardDef, CardId, GameState, PlayerState, PostPower, Seat } from './engine';
import { card, city, DECKS, GEMS, heldBonuses, heldJokers, heldPrestige, noble, post } from './engine';

/** What a seat still lacks for a cost: bonuses, then tokens, then gold (never below 0). */
export function missingFor(cost: ByGem<number>, b: ByGem<number>, p: PlayerState): number {
  const t = p.tokens;
  // Written out colour by colour: hot in every evaluation, and a loop over colour names reads properties by a changing key.
  const miss =
    Math.max(0, cost.white - b.white - t.white) +
    Math.max(0, cost.blue - b.blue - t.blue) +
    Math.max(0, cost.green - b.green - t.green) +
    Math.max(0, cost.red - b.red - t.red) +
    Math.max(0, cost.black - b.black - t.black);
  return Math.max(0, miss - t.gold);
}

/**
 * How near a player is to buying a card, by its points: (points + 1) /
 * (gems still lacking after bonuses, tokens and gold + 1). The greedy
 * prior's target (candidates.ts) and the stronghold prior use it.
 */
export function nearness(p: PlayerState, b: ByGem<number>, id: CardId): number {
  const def = card(id);
  const c = def.cost;
  const t = p.tokens;
  // Colour by colour, as in missingFor (every amount is a whole number, so the order of the sum changes nothing).
  const missing =
    -t.gold +
    Math.max(0, c.white - b.white - t.white) +
    Math.max(0, c.blue - b.blue - t.blue) +
    Math.max(0, c.green - b.green - t.green) +
    Math.max(0, c.red - b.red - t.red) +
    Math.max(0, c.black - b.black - t.black);
  return (def.points + 1) / (Math.max(0, missing) + 1);
}

/** Bonuses still lacking for a requirement (nobles, posts, cities). */
export function bonusNeed(req: ByGem<number>, b: ByGem<number>): number {
  return (
    Math.max(0, req.white - b.white) +
    Math.max(0, req.blue - b.blue) +
    Math.max(0, req.green - b.green) +
    Math.max(0, req.red - b.red) +
    Math.max(0, req.black - b.black)
  );
}

/** What owning a card is worth beyond its points: its bonus while bonuses still matter. */
export function cardWorth(def: CardDef, phase: number): number {
  if (def.effect === 'gold_x2') return 0.6;
  return def.points + (def.bonusCount || (def.effect?.startsWith('pair') ? 1 : 0)) * (0.8 - 0.4 * phase);
}

/**
 * Expert's own terms (SearchTuning), off for normal and hard: `reserveSlots`
 * charges a reserved card far from bought for the slot it holds;
 * `postPowers` values each trading post by its power and the time left to
 * use it.
 */
export interface EvalTerms {
  readonly reserveSlots?: boolean;
  readonly postPowers?: boolean;
}

export interface Position {
  readonly s: GameState;
  readonly terms: EvalTerms;
  readonly cities: boolean;
  /** What a point of prestige is worth: less in a Cities game, where past a city's threshold it only breaks ties. */
  readonly prestigeWeight: number;
  /** 0 at the start, 1 when someone is about to end the game. */
  readonly phase: number;
  readonly bonuses: ByGem<number>[];
  readonly prestige: number[];
}

export function position(s: GameState, terms: EvalTerms = {}): Position {
  // The engine's remembered values (shared: read only), the same numbers worked out afresh would give.
  const bonuses: ByGem<number>[] = [];
  const prestige: number[] = [];
  for (let seat = 0; seat < s.players.length; seat++) {
    const p = s.players[seat] as PlayerState;
    bonuses.push(heldBonuses(p, seat));
    prestige.push(heldPrestige(p, seat));
  }
  const cities = s.config.modules.includes('cities');
  const goal = cities ? 12 : 15;
  const phase = Math.min(1, Math.max(...prestige) / goal);
  return { s, terms, cities, prestigeWeight: cities ? 0.6 : 1, phase, bonuses, prestige };
}

/** Whether another seat's strongholds keep `seat` from taking a face-up card (S1). */
export const occupiedAgainst = (s: GameState, seat: Seat, id: CardId): boolean => {
  const g = s.strongholds[id];
  return g !== undefined && g.seat !== seat;
};

/** Top three card values and the reserved cards' share, filled by `considerCard` (no closures: see candidates.ts). */
interface CardsAcc {
  best: number;
  second: number;
  third: number;
  reserved: number;
}

function considerCard(acc: CardsAcc, pos: Position, p: PlayerState, b: ByGem<number>, id: CardId, mine: boolean): void {
  const def = card(id);
  if (def.effect === 'sacrifice') return;
  const missing = missingFor(def.cost, b, p);
  const v = cardWorth(def, pos.phase) / (1 + missing);
  // With `reserveSlots`, a reserved card far from bought also costs the slot it holds (the gold and choice of a later reservation).
  if (mine) acc.reserved += 0.2 * v - (pos.terms.reserveSlots === true ? 0.4 * Math.min(1, missing / 4) : 0);
  if (v > acc.best) {
    acc.third = acc.second;
    acc.second = acc.best;
    acc.best = v;
  } else if (v > acc.second) {
    acc.third = acc.second;
    acc.second = v;
  } else if (v > acc.third) acc.third = v;
}

function cardsTerm(pos: Position, seat: Seat, p: PlayerState, b: ByGem<number>): number {
  const s = pos.s;
  const acc: CardsAcc = { best: 0, second: 0, third: 0, reserved: 0 };
  for (const d of DECKS)
    for (const id of s.rows[d])
      if (id !== null && !occupiedAgainst(s, seat, id)) considerCard(acc, pos, p, b, id, false);
  for (const r of p.reserved) if (r.card !== '?') considerCard(acc, pos, p, b, r.card, true);
  return 0.5 * acc.best + 0.25 * acc.second + 0.15 * acc.third + acc.reserved;
}

/** What a noble on the table (or reserved, `own`) is worth to a seat: nearer is more, less when a rival is nearer. */
export function nobleValue(pos: Position, seat: Seat, b: ByGem<number>, id: string, own: boolean): number {
  const n = noble(id);
  const need = bonusNeed(n.requires, b);
  let v = n.points * Math.max(0, 1 - need / 9) ** 2;
  if (!own) {
    // A rival closer to it is likely to take it first.
    for (let o = 0; o < pos.bonuses.length; o++)
      if (o !== seat && bonusNeed(n.requires, pos.bonuses[o] as ByGem<number>) < need) v *= 0.6;
  }
  return v;
}

function noblesTerm(pos: Position, seat: Seat, p: PlayerState, b: ByGem<number>): number {
  let best = 0,
    rest = 0;
  for (const id of pos.s.nobles) {
    const v = nobleValue(pos, seat, b, id, false);
    rest += v;
    best = Math.max(best, v);
  }
  let own = 0;
  for (const id of p.reservedNobles) own += nobleValue(pos, seat, b, id, true);
  return 0.55 * best + 0.15 * (rest - best) + 0.8 * own;
}

/** How far a seat is from a city: the bonuses it lacks, and 0.6 for each point of prestige it lacks. */
export function cityNeed(id: string, b: ByGem<number>, prestige: number): number {
  const c = city(id);
  let any = 0;
  if (c.sameColourAny > 0) {
    any = Infinity;
    for (const g of GEMS) if (c.bonuses[g] === 0) any = Math.min(any, Math.max(0, c.sameColourAny - b[g]));
  }
  return bonusNeed(c.bonuses, b) + any + 0.6 * Math.max(0, c.prestige - prestige);
}

function citiesTerm(pos: Position, p: PlayerState, b: ByGem<number>, prestige: number): number {
  let best = 0;
  for (const id of pos.s.cities) {
    const need = cityNeed(id, b, prestige);
    best = Math.max(best, Math.max(0, 1 - need / 18) ** 3);
  }
  return 30 * p.cities.length + 10 * best;
}

function postsTerm(s: GameState, p: PlayerState, b: ByGem<number>): number {
  let v = 1.2 * p.posts.length;
  for (const id of s.posts) {
    if (p.posts.includes(id)) continue;
    const def = post(id);
    if (def.requiresNoble && p.nobles.length === 0) continue;
    v += 0.8 * Math.max(0, 1 - bonusNeed(def.requires, b) / 5) ** 2;
  }
  return v;
}

/**
 * What owning a post's power is worth, by the game's phase: a token after
 * every purchase (T1) or a third gem with two (T3) pays back over the turns
 * left; points (T5, T2c, T5c) are in the prestige already.
 */
export function powerWorth(power: PostPower, phase: number): number {
  switch (power) {
    case 'extra_token_after_purchase':
      return 0.8 + 2.4 * (1 - phase);
    case 'two_same_plus_one_other':
      return 0.6 + 1.4 * (1 - phase);
    case 'gold_worth_two':
      return 0.4 + 0.8 * (1 - phase);
    case 'draw_two_keep_one':
      return 0.5;
    default:
      return 0.6;
  }
}

/** Expert's posts term: each post by its power (powerWorth); one not owned yet by how near it is, T5 with the points it would bring. */
function postPowersTerm(pos: Position, p: PlayerState, b: ByGem<number>): number {
  let v = 0;
  for (const id of p.posts) v += powerWorth(post(id).power, pos.phase);
  for (const id of pos.s.posts) {
    if (p.posts.includes(id)) continue;
    const def = post(id);
    if (def.requiresNoble && p.nobles.length === 0) continue;
    const points = def.power === 'point_per_trading_post' ? pos.prestigeWeight * (p.posts.length + 1) : 0;
    v += 0.7 * (powerWorth(def.power, pos.phase) + points) * Math.max(0, 1 - bonusNeed(def.requires, b) / 5) ** 2;
  }
  return v;
}

function strongholdsTerm(pos: Position, seat: Seat): number {
  let v = 0;
  for (const id in pos.s.strongholds) {
    const g = pos.s.strongholds[id];
    if (!g || g.seat !== seat) continue;
    const w = cardWorth(card(id), pos.phase);
    v += g.count === 3 ? 0.5 * w : 0.12 * g.count * w;
  }
  return v;
}

/** What a colour's bonuses are worth: each up to 4, a little beyond. */
const bonusValue = (n: number): number => (n <= 4 ? n : 4 + 0.4 * (n - 4));

/** The heuristic value of the position for one seat. */
export function evaluateSeat(pos: Position, seat: Seat): number {
  const p = pos.s.players[seat] as PlayerState;
  const b = pos.bonuses[seat] as ByGem<number>;
  const prestige = pos.prestige[seat] as number;
  let v = prestige * pos.prestigeWeight;
  const bonusW = 0.8 - 0.4 * pos.phase;
  // Colour by colour in GEMS order (the same sums, in the same order, as a loop over the colours).
  v += bonusW * bonusValue(b.white);
  v += bonusW * bonusValue(b.blue);
  v += bonusW * bonusValue(b.green);
  v += bonusW * bonusValue(b.red);
  v += bonusW * bonusValue(b.black);
  const t = p.tokens;
  v += 0.1 * (t.white + t.blue + t.green + t.red + t.black) + 0.2 * t.gold;
  // O3's jokers, in tableau order as the engine remembers them: 0.5 each, added one by one.
  const jokers = heldJokers(p, seat).length;
  for (let i = 0; i < jokers; i++) v += 0.5;
  v += cardsTerm(pos, seat, p, b);
  if (pos.cities) v += citiesTerm(pos, p, b, prestige);
  else v += noblesTerm(pos, seat, p, b);
  if (pos.s.config.modules.includes('tradingPosts'))
    v += pos.terms.postPowers === true ? postPowersTerm(pos, p, b) : postsTerm(pos.s, p, b);
  if (pos.s.config.modules.includes('strongholds')) v += strongholdsTerm(pos, seat);
  return v;
}

/** Max-n rewards: a finished game pays its winners; otherwise a softmax of the evaluations. */
export function rewards(s: GameState, temperature = 1.5, terms: EvalTerms = {}): number[] {
  const n = s.players.length;
  if (s.result) {
    const out = new Array<number>(n).fill(0);
    for (const w of s.result.winners) out[w] = 1 / s.result.winners.length;
    return out;
  }
  const pos = position(s, terms);
  const e = s.players.map((_p, seat) => evaluateSeat(pos, seat));
  const top = Math.max(...e);
  const ex = e.map((x) => Math.exp((x - top) / temperature));
  const sum = ex.reduce((a, x) => a + x, 0);
  return ex.map((x) => x / sum);
}
