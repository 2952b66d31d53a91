/**
 * Component data (copied from the project's verified sources, see data/SOURCES.md),
 * checked by a test (test/data-schema.test.ts). Raw JSON never reaches the rules: only these typed tables.
 */
import baseCardsJson from './data/base-cards.json' with { type: 'json' };
import baseNoblesJson from './data/base-nobles.json' with { type: 'json' };
import citiesJson from './data/cities.json' with { type: 'json' };
import orientJson from './data/orient-cards.json' with { type: 'json' };
import postsJson from './data/trading-posts.json' with { type: 'json' };
import type { ByGem, CardId, CityId, DeckId, Edition, Gem, Level, NobleId, PostId } from './vocabulary';
import { GEMS } from './vocabulary';

export const ORIENT_EFFECTS = [
  'gold_x2',
  'pair',
  'double_bonus',
  'pair_then_take_level1',
  'reserve_noble',
  'take_level2',
  'sacrifice',
] as const;
export type OrientEffect = (typeof ORIENT_EFFECTS)[number];

export const POST_POWERS = [
  'extra_token_after_purchase',
  'draw_two_keep_one',
  'two_same_plus_one_other',
  'gold_worth_two',
  'point_per_trading_post',
  'five_points',
  'point_per_coat_of_arms',
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
export interface NobleDef {
  readonly id: NobleId;
  readonly points: number;
  readonly requires: ByGem<number>;
}
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

/**
 * The shapes of the JSON files. They are checked against zod schemas by
 * test/data-schema.test.ts (test/data-schema.ts), not at load: the files ship
 * inside the build, so a check at every start (and in every browser, where it
 * cost a phone about 0.1 s before the board could be drawn) proves nothing new.
 */
interface RawBase {
  cards: { id: string; level: Level; bonus: Gem; points: number; cost: ByGem<number> }[];
}
interface RawNobles {
  nobles: { id: string; points: number; requires: ByGem<number> }[];
}
interface RawOrient {
  cards: {
    id: string;
    level: Level;
    bonus: Gem | null;
    bonus_count: number;
    points: number;
    cost: ByGem<number>;
    effect: OrientEffect;
    discard_bonuses?: Partial<Record<Gem, number>>;
  }[];
}
interface RawCities {
  tiles: { tile: number; sides: { id: string; prestige: number; bonuses: ByGem<number>; same_color_any: number }[] }[];
}
interface RawPost {
  id: string;
  requires_bonuses: ByGem<number>;
  requires_noble: boolean;
  power: PostPower;
}
interface RawPosts {
  editions: Record<Edition, { trading_posts: RawPost[] }>;
}

const sumCost = (c: ByGem<number>): number => GEMS.reduce((s, g) => s + c[g], 0);
const packCost = (c: ByGem<number>): number => GEMS.reduce((bits, g, i) => bits | (c[g] << (4 * i)), 0);

function loadCards(): CardDef[] {
  const base = (baseCardsJson as unknown as RawBase).cards.map((c, index): CardDef => ({
    id: c.id,
    index,
    level: c.level,
    deck: `L${c.level}` as DeckId,
    bonus: c.bonus,
    bonusCount: 1,
    points: c.points,
    cost: c.cost,
    effect: null,
    discard: null,
    costTotal: sumCost(c.cost),
    costBits: packCost(c.cost),
  }));
  const orient = (orientJson as unknown as RawOrient).cards.map((c, i): CardDef => {
    const discardEntry = c.discard_bonuses ? Object.entries(c.discard_bonuses)[0] : undefined;
    return {
      id: c.id,
      index: base.length + i,
      level: c.level,
      deck: `O${c.level}` as DeckId,
      bonus: c.bonus,
      bonusCount: c.bonus_count,
      points: c.points,
      cost: c.cost,
      effect: c.effect,
      discard: discardEntry ? { gem: discardEntry[0] as Gem, count: discardEntry[1] } : null,
      costTotal: sumCost(c.cost),
      costBits: packCost(c.cost),
    };
  });
  return [...base, ...orient];
}

/** All 120 development cards: 90 base (B1.2) and 30 Orient (O). */
export const CARDS: readonly CardDef[] = loadCards();
export const NOBLES: readonly NobleDef[] = (baseNoblesJson as unknown as RawNobles).nobles;
export const CITIES: readonly CityDef[] = (citiesJson as unknown as RawCities).tiles.flatMap((t) =>
  t.sides.map((s) => ({
    id: s.id,
    tile: t.tile,
    prestige: s.prestige,
    bonuses: s.bonuses,
    sameColourAny: s.same_color_any,
  })),
);
const postsParsed = (postsJson as unknown as RawPosts).editions;
const toPost = (p: RawPost): PostDef => ({
  id: p.id,
  requires: p.requires_bonuses,
  requiresNoble: p.requires_noble,
  power: p.power,
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
