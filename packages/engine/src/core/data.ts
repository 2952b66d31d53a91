/**
 * Component data (copied from the project's verified sources, see data/SOURCES.md),
 * validated once at load. Raw JSON never reaches the rules: only these typed tables.
 */
import { z } from 'zod';
import baseCardsJson from './data/base-cards.json' with { type: 'json' };
import baseNoblesJson from './data/base-nobles.json' with { type: 'json' };
import citiesJson from './data/cities.json' with { type: 'json' };
import orientJson from './data/orient-cards.json' with { type: 'json' };
import postsJson from './data/trading-posts.json' with { type: 'json' };
import type { ByGem, CardId, CityId, DeckId, Edition, Gem, Level, NobleId, PostId } from './vocabulary';
import { GEMS } from './vocabulary';

const count = z.number().int().min(0).max(9);
const byGem = z.object({ white: count, blue: count, green: count, red: count, black: count }).strict();
const gem = z.enum(GEMS);
const level = z.union([z.literal(1), z.literal(2), z.literal(3)]);

export const ORIENT_EFFECTS = [
  'gold_x2', 'pair', 'double_bonus', 'pair_then_take_level1', 'reserve_noble', 'take_level2', 'sacrifice',
] as const;
export type OrientEffect = (typeof ORIENT_EFFECTS)[number];

export const POST_POWERS = [
  'extra_token_after_purchase', 'draw_two_keep_one', 'two_same_plus_one_other', 'gold_worth_two',
  'point_per_trading_post', 'five_points', 'point_per_coat_of_arms',
] as const;
export type PostPower = (typeof POST_POWERS)[number];

/** A development card, base or Orient. */
export interface CardDef {
  readonly id: CardId;
  /** Its place in CARDS (0–119): a small number for tables indexed by card. */
  readonly index: number;
  readonly level: Level;
  readonly deck: DeckId;
  /** The printed colour; null for joker (O3) and pairing cards (O4, O6). */
  readonly bonus: Gem | null;
  /** How many bonuses it gives once owned (O5 gives 2; a joker 0). */
  readonly bonusCount: number;
  readonly points: number;
  readonly cost: ByGem<number>;
  readonly effect: OrientEffect | null;
  /** O9: what a sacrifice card asks to discard. */
  readonly discard: { readonly gem: Gem; readonly count: number } | null;
  /** Sum of the cost, for sorting and bots. */
  readonly costTotal: number;
  /** The cost packed 4 bits a colour, white lowest (GEMS order): read in one load where cards are checked by the dozen. */
  readonly costBits: number;
}
export interface NobleDef { readonly id: NobleId; readonly points: number; readonly requires: ByGem<number> }
export interface CityDef {
  readonly id: CityId;
  readonly tile: number;
  readonly prestige: number;
  readonly bonuses: ByGem<number>;
  /** C3(c): N bonuses of one single colour not otherwise printed on the tile. */
  readonly sameColourAny: number;
}
export interface PostDef {
  readonly id: PostId;
  readonly requires: ByGem<number>;
  readonly requiresNoble: boolean;
  readonly power: PostPower;
}

const baseSchema = z.object({
  cards: z.array(z.object({ id: z.string(), level, bonus: gem, points: z.number().int().min(0).max(5), cost: byGem })),
});
const nobleSchema = z.object({
  nobles: z.array(z.object({ id: z.string(), points: z.literal(3), requires: byGem })),
});
const orientSchema = z.object({
  cards: z.array(z.object({
    id: z.string(), level, bonus: gem.nullable(), bonus_count: z.number().int().min(0).max(2),
    points: z.number().int().min(0).max(5), cost: byGem, effect: z.enum(ORIENT_EFFECTS),
    discard_bonuses: z.partialRecord(gem, z.number().int().min(1)).optional(),
  })),
});
const citySchema = z.object({
  tiles: z.array(z.object({
    tile: z.number().int(),
    sides: z.array(z.object({ id: z.string(), prestige: z.number().int(), bonuses: byGem, same_color_any: count })).length(2),
  })),
});
const postList = z.array(z.object({
  id: z.string(), requires_bonuses: byGem, requires_noble: z.boolean(), power: z.enum(POST_POWERS),
})).length(5);
const postSchema = z.object({ editions: z.object({ kahroba: z.object({ trading_posts: postList }), classic: z.object({ trading_posts: postList }) }) });

const sumCost = (c: ByGem<number>): number => GEMS.reduce((s, g) => s + c[g], 0);
const packCost = (c: ByGem<number>): number => GEMS.reduce((bits, g, i) => bits | (c[g] << (4 * i)), 0);

function loadCards(): CardDef[] {
  const base = baseSchema.parse(baseCardsJson).cards.map((c, index): CardDef => ({
    id: c.id, index, level: c.level, deck: `L${c.level}` as DeckId, bonus: c.bonus, bonusCount: 1, points: c.points,
    cost: c.cost, effect: null, discard: null, costTotal: sumCost(c.cost), costBits: packCost(c.cost),
  }));
  const orient = orientSchema.parse(orientJson).cards.map((c, i): CardDef => {
    const discardEntry = c.discard_bonuses ? Object.entries(c.discard_bonuses)[0] : undefined;
    return {
      id: c.id, index: base.length + i, level: c.level, deck: `O${c.level}` as DeckId, bonus: c.bonus, bonusCount: c.bonus_count,
      points: c.points, cost: c.cost, effect: c.effect,
      discard: discardEntry ? { gem: discardEntry[0] as Gem, count: discardEntry[1] } : null,
      costTotal: sumCost(c.cost), costBits: packCost(c.cost),
    };
  });
  return [...base, ...orient];
}

/** All 120 development cards: 90 base (B1.2) and 30 Orient (O). */
export const CARDS: readonly CardDef[] = loadCards();
export const NOBLES: readonly NobleDef[] = nobleSchema.parse(baseNoblesJson).nobles;
export const CITIES: readonly CityDef[] = citySchema.parse(citiesJson).tiles.flatMap((t) =>
  t.sides.map((s) => ({ id: s.id, tile: t.tile, prestige: s.prestige, bonuses: s.bonuses, sameColourAny: s.same_color_any })),
);
const postsParsed = postSchema.parse(postsJson).editions;
const toPost = (p: z.infer<typeof postList>[number]): PostDef => ({
  id: p.id, requires: p.requires_bonuses, requiresNoble: p.requires_noble, power: p.power,
});
/** The five trading-post kinds of each edition (T, E). */
export const POSTS: Readonly<Record<Edition, readonly PostDef[]>> = {
  kahroba: postsParsed.kahroba.trading_posts.map(toPost),
  classic: postsParsed.classic.trading_posts.map(toPost),
};

const index = <T extends { id: string }>(xs: readonly T[], what: string): ReadonlyMap<string, T> => {
  const m = new Map<string, T>();
  for (const x of xs) {
    if (m.has(x.id)) throw new Error(`duplicate ${what} id ${x.id}`);
    m.set(x.id, x);
  }
  return m;
};
const cardIndex = index(CARDS, 'card');
const nobleIndex = index(NOBLES, 'noble');
const cityIndex = index(CITIES, 'city');
const postIndex = index([...POSTS.kahroba, ...POSTS.classic], 'trading post');

export const isCardId = (id: string): boolean => cardIndex.has(id);
export const isNobleId = (id: string): boolean => nobleIndex.has(id);
export const isCityId = (id: string): boolean => cityIndex.has(id);
export const isPostId = (id: string): boolean => postIndex.has(id);

/**
 * Card ids are `B` or `O`, a level and two digits (`B1-01`, `O3-10`): a slot
 * computed from the characters finds a card without hashing the string (the
 * rules look cards up tens of times an action). Any other id goes to the map.
 */
const cardSlot = (id: string): number => {
  if (id.length !== 5) return -1;
  const kind = id.charCodeAt(0);
  const level = id.charCodeAt(1) - 49;
  const tens = id.charCodeAt(3) - 48;
  const ones = id.charCodeAt(4) - 48;
  if ((kind !== 66 && kind !== 79) || level < 0 || level > 2 || tens < 0 || tens > 9 || ones < 0 || ones > 9) return -1;
  return ((kind === 66 ? 0 : 3) + level) * 100 + tens * 10 + ones;
};
const cardSlots: (CardDef | undefined)[] = Array.from({ length: 600 }, () => undefined);
for (const c of CARDS) {
  const i = cardSlot(c.id);
  if (i >= 0) cardSlots[i] = c;
}

/** The card with that id; throws only on a broken invariant (an id that never passed validation). */
export function card(id: CardId): CardDef {
  const i = cardSlot(id);
  const fast = i >= 0 ? cardSlots[i] : undefined;
  if (fast !== undefined && fast.id === id) return fast;
  const c = cardIndex.get(id);
  if (!c) throw new Error(`unknown card ${id}`);
  return c;
}
/** Noble ids are `N` and two digits (`N01`–`N10`): the same trick as for cards. */
const nobleSlots: (NobleDef | undefined)[] = Array.from({ length: 100 }, () => undefined);
const nobleSlot = (id: string): number => {
  if (id.length !== 3 || id.charCodeAt(0) !== 78) return -1;
  const tens = id.charCodeAt(1) - 48;
  const ones = id.charCodeAt(2) - 48;
  return tens < 0 || tens > 9 || ones < 0 || ones > 9 ? -1 : tens * 10 + ones;
};
for (const n of NOBLES) {
  const i = nobleSlot(n.id);
  if (i >= 0) nobleSlots[i] = n;
}

export function noble(id: NobleId): NobleDef {
  const i = nobleSlot(id);
  const fast = i >= 0 ? nobleSlots[i] : undefined;
  if (fast !== undefined && fast.id === id) return fast;
  const n = nobleIndex.get(id);
  if (!n) throw new Error(`unknown noble ${id}`);
  return n;
}
export function city(id: CityId): CityDef {
  const c = cityIndex.get(id);
  if (!c) throw new Error(`unknown city ${id}`);
  return c;
}
export function post(id: PostId): PostDef {
  const p = postIndex.get(id);
  if (!p) throw new Error(`unknown trading post ${id}`);
  return p;
}

/** The cards of one deck in data order (B2.2 shuffles them at set-up). */
const DECK_CARDS = new Map<DeckId, readonly CardId[]>();
for (const c of CARDS) DECK_CARDS.set(c.deck, [...(DECK_CARDS.get(c.deck) ?? []), c.id]);
export const cardsOfDeck = (deck: DeckId): CardId[] => [...(DECK_CARDS.get(deck) ?? [])];
