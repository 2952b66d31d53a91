/**
 * Every action and decision answer a seat can send, as zod schemas shared by
 * the server and the client, and the matching TypeScript types (pinned
 * together by a type test).
 */
import { z } from 'zod';
import { DECKS, GEMS } from './vocabulary';
import type { CardId, CityId, DeckId, Gem, NobleId, PostId, Tokens } from './vocabulary';

const id = z.string().min(1).max(16);
const gem = z.enum(GEMS);
const n = z.number().int().min(0).max(40);
export const TokensSchema = z.object({ white: n, blue: n, green: n, red: n, black: n, gold: n }).strict();

/** B3.4.4: the player states the exact payment. */
export interface Payment {
  /** Gem tokens and real gold handed back to the supply. */
  tokens: Tokens;
  /** O3: joker cards discarded for 2 virtual gold each. */
  jokers: CardId[];
  /** O9: cards discarded to pay a sacrifice card. */
  discards: CardId[];
}
export const PaymentSchema = z
  .object({
    tokens: TokensSchema,
    jokers: z.array(id).max(5),
    discards: z.array(id).max(4),
  })
  .strict();

export type Action =
  /** B3.1: 3 different gems (fewer only when fewer colours are left). */
  | { type: 'takeGems'; gems: Gem[] }
  /** B3.2: 2 of one colour; `extra` is the T3 gem of another colour, or null. */
  | { type: 'takeTwo'; gem: Gem; extra: Gem | null }
  /** B3.3: a face-up card. */
  | { type: 'reserve'; card: CardId }
  /** B3.3: the top of a deck, blind. */
  | { type: 'reserveDeck'; deck: DeckId }
  /** B3.4: a face-up card or one of your reserved cards. */
  | { type: 'buy'; card: CardId; payment: Payment }
  /** B4.1 */
  | { type: 'returnTokens'; tokens: Tokens }
  /** B4.2 */
  | { type: 'chooseNoble'; noble: NobleId }
  /** T0.4 */
  | { type: 'choosePost'; post: PostId }
  /** C4 */
  | { type: 'chooseCity'; city: CityId }
  /** T2 */
  | { type: 'keepDrawn'; card: CardId }
  /** O4 */
  | { type: 'pair'; partner: CardId }
  /** O6, O8 */
  | { type: 'takeFree'; card: CardId }
  /** O7 */
  | { type: 'reserveNoble'; noble: NobleId }
  /** T1 */
  | { type: 'takeExtraToken'; gem: Gem }
  /** S2.1 */
  | { type: 'placeStronghold'; card: CardId }
  /** S2.1 */
  | { type: 'moveStronghold'; from: CardId; to: CardId }
  /** S2.2 */
  | { type: 'removeStronghold'; card: CardId }
  /** S4 */
  | { type: 'conquer'; payment: Payment }
  /** S5 */
  | { type: 'declineConquest' };
export type ActionType = Action['type'];

export const ActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('takeGems'), gems: z.array(gem).min(1).max(3) }).strict(),
  z.object({ type: z.literal('takeTwo'), gem, extra: gem.nullable() }).strict(),
  z.object({ type: z.literal('reserve'), card: id }).strict(),
  z.object({ type: z.literal('reserveDeck'), deck: z.enum(DECKS) }).strict(),
  z.object({ type: z.literal('buy'), card: id, payment: PaymentSchema }).strict(),
  z.object({ type: z.literal('returnTokens'), tokens: TokensSchema }).strict(),
  z.object({ type: z.literal('chooseNoble'), noble: id }).strict(),
  z.object({ type: z.literal('choosePost'), post: id }).strict(),
  z.object({ type: z.literal('chooseCity'), city: id }).strict(),
  z.object({ type: z.literal('keepDrawn'), card: id }).strict(),
  z.object({ type: z.literal('pair'), partner: id }).strict(),
  z.object({ type: z.literal('takeFree'), card: id }).strict(),
  z.object({ type: z.literal('reserveNoble'), noble: id }).strict(),
  z.object({ type: z.literal('takeExtraToken'), gem }).strict(),
  z.object({ type: z.literal('placeStronghold'), card: id }).strict(),
  z.object({ type: z.literal('moveStronghold'), from: id, to: id }).strict(),
  z.object({ type: z.literal('removeStronghold'), card: id }).strict(),
  z.object({ type: z.literal('conquer'), payment: PaymentSchema }).strict(),
  z.object({ type: z.literal('declineConquest') }).strict(),
]);

/** Main actions (B3) as opposed to answers to a pending decision (Y2). */
export const MAIN_ACTIONS = [
  'takeGems',
  'takeTwo',
  'reserve',
  'reserveDeck',
  'buy',
] as const satisfies readonly ActionType[];
export function isMainAction(a: Action): boolean {
  switch (a.type) {
    case 'takeGems':
    case 'takeTwo':
    case 'reserve':
    case 'reserveDeck':
    case 'buy':
      return true;
    default:
      return false;
  }
}

const tokensKey = (t: Tokens): string => `${t.white}.${t.blue}.${t.green}.${t.red}.${t.black}.${t.gold}`;
const idsKey = (ids: readonly string[]): string => (ids.length < 2 ? ids.join(',') : [...ids].sort().join(','));
const GEM_RANK: Readonly<Record<Gem, number>> = { white: 0, blue: 1, green: 2, red: 3, black: 4 };
/** Gems in the order of GEMS; the legal lists already hold them so, and then nothing is copied. */
function gemsKey(gems: readonly Gem[]): string {
  for (let i = 1; i < gems.length; i++) {
    if (GEM_RANK[gems[i - 1] as Gem] > GEM_RANK[gems[i] as Gem])
      return [...gems].sort((x, y) => GEM_RANK[x] - GEM_RANK[y]).join(',');
  }
  return gems.join(',');
}

/** A canonical key of a payment: the order of its jokers and discards does not matter. */
export function paymentKey(p: Payment): string {
  return `${tokensKey(p.tokens)}|${idsKey(p.jokers)}|${idsKey(p.discards)}`;
}

/**
 * A canonical key of an action: two actions have the same key when they mean
 * the same move, whatever the order of their gems, cards or fields (the
 * client's "is this intent legal", the search tree's edges). Made for every
 * edge of every search iteration, so it builds one short string and copies
 * a list only to sort one out of order.
 */
export function actionKey(a: Action): string {
  switch (a.type) {
    case 'takeGems':
      return `takeGems:${gemsKey(a.gems)}`;
    case 'takeTwo':
      return `takeTwo:${a.gem}:${a.extra ?? ''}`;
    case 'reserve':
    case 'keepDrawn':
    case 'takeFree':
    case 'placeStronghold':
    case 'removeStronghold':
      return `${a.type}:${a.card}`;
    case 'reserveDeck':
      return `reserveDeck:${a.deck}`;
    case 'buy':
      return `buy:${a.card}:${paymentKey(a.payment)}`;
    case 'conquer':
      return `conquer:${paymentKey(a.payment)}`;
    case 'returnTokens':
      return `returnTokens:${tokensKey(a.tokens)}`;
    case 'chooseNoble':
    case 'reserveNoble':
      return `${a.type}:${a.noble}`;
    case 'choosePost':
      return `choosePost:${a.post}`;
    case 'chooseCity':
      return `chooseCity:${a.city}`;
    case 'pair':
      return `pair:${a.partner}`;
    case 'takeExtraToken':
      return `takeExtraToken:${a.gem}`;
    case 'moveStronghold':
      return `moveStronghold:${a.from}:${a.to}`;
    case 'declineConquest':
      return 'declineConquest';
  }
}
