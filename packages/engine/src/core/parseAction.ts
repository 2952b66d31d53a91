/**
 * A hand-written structural check of an action, equivalent to `ActionSchema`
 * for the inputs it accepts: it returns a fresh copy built exactly as zod
 * builds its output (same keys, in schema order; new objects and arrays), or
 * null when it is not sure. Anything it does not accept goes through
 * `ActionSchema.safeParse`, so a malformed action is refused with zod's own
 * message. It only exists to keep the schema off the hot path of
 * `applyAction` (a zod parse costs more than the rest of a typical action).
 * An equivalence test (test/parseAction.test.ts) pins it to the schema.
 */
import type { Action, Payment } from './actions';
import type { DeckId, Gem, Tokens } from './vocabulary';

type Obj = Record<string, unknown>;

/**
 * Whether `for…in` lists only own properties: true unless something has added
 * an enumerable property to `Object.prototype`. Asked once a parse; when it is
 * false every action goes through the schema.
 */
function prototypeClean(): boolean {
  for (const _k in Object.prototype) return false;
  return true;
}

/**
 * A plain object whose enumerable keys are `keys` and no other. With a clean
 * `Object.prototype` (checked by the caller) these are own properties. Keys
 * are usually in schema order, so each is first compared with its place.
 */
function plain(x: unknown, keys: readonly string[]): x is Obj {
  if (typeof x !== 'object' || x === null || Array.isArray(x)) return false;
  const proto = Object.getPrototypeOf(x) as unknown;
  if (proto !== Object.prototype && proto !== null) return false;
  let n = 0;
  for (const k in x) {
    if (k !== keys[n] && !keys.includes(k)) return false;
    n++;
  }
  return n === keys.length;
}

const TOKEN_KEYS = ['white', 'blue', 'green', 'red', 'black', 'gold'];
const PAYMENT_KEYS = ['tokens', 'jokers', 'discards'];
const K = {
  takeGems: ['type', 'gems'],
  takeTwo: ['type', 'gem', 'extra'],
  card: ['type', 'card'],
  deck: ['type', 'deck'],
  buy: ['type', 'card', 'payment'],
  tokens: ['type', 'tokens'],
  noble: ['type', 'noble'],
  post: ['type', 'post'],
  city: ['type', 'city'],
  partner: ['type', 'partner'],
  gem: ['type', 'gem'],
  move: ['type', 'from', 'to'],
  payment: ['type', 'payment'],
  type: ['type'],
} as const satisfies Record<string, readonly string[]>;

const isGem = (x: unknown): x is Gem => x === 'white' || x === 'blue' || x === 'green' || x === 'red' || x === 'black';

const isDeck = (x: unknown): x is DeckId =>
  x === 'L1' || x === 'L2' || x === 'L3' || x === 'O1' || x === 'O2' || x === 'O3';

const isId = (x: unknown): x is string => typeof x === 'string' && x.length >= 1 && x.length <= 16;

const isCount = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 0 && x <= 40;

function tokens(x: unknown): Tokens | null {
  if (!plain(x, TOKEN_KEYS)) return null;
  const { white, blue, green, red, black, gold } = x;
  if (!isCount(white) || !isCount(blue) || !isCount(green) || !isCount(red) || !isCount(black) || !isCount(gold))
    return null;
  return { white, blue, green, red, black, gold };
}

function ids(x: unknown, max: number): string[] | null {
  if (!Array.isArray(x) || x.length > max) return null;
  const out: string[] = [];
  for (let i = 0; i < x.length; i++) {
    const v: unknown = x[i];
    if (!isId(v)) return null;
    out.push(v);
  }
  return out;
}

function payment(x: unknown): Payment | null {
  if (!plain(x, PAYMENT_KEYS)) return null;
  const t = tokens(x.tokens);
  if (!t) return null;
  const jokers = ids(x.jokers, 5);
  if (!jokers) return null;
  const discards = ids(x.discards, 4);
  if (!discards) return null;
  return { tokens: t, jokers, discards };
}

/** One string field besides `type`. */
function oneId(x: unknown, keys: readonly ['type', string]): string | null {
  const key = keys[1];
  if (!plain(x, keys)) return null;
  const v = x[key];
  return isId(v) ? v : null;
}

/**
 * Actions the engine built itself and froze, deep: `legalActions` hands out
 * the same objects for the same action (a take of three gems, a reservation
 * of a card, ...) instead of building them again at every call. They are
 * well formed by construction and cannot be changed, so `applyAction` takes
 * them as they are.
 *
 * They carry a private class field, stamped on the plain object by a class
 * whose base constructor returns that object (the object keeps its own
 * prototype and shape; the field never shows in JSON, equality or logs).
 * Only this class can add the field or ask for it, so nothing can be made to
 * look like an engine action: not a copy, not an object that inherits from
 * one, not a proxy. Asking `#engine in x` is a quick check of the object's
 * own fields.
 */
class ReturnsItsArgument {
  constructor(o: object) {
    return o;
  }
}
class EngineActionStamp extends ReturnsItsArgument {
  readonly #engine = true;
  static stamp(o: object): void {
    new EngineActionStamp(o);
  }
  static has(x: object): boolean {
    return #engine in x;
  }
}

function deepFreeze(x: unknown): void {
  if (typeof x !== 'object' || x === null || Object.isFrozen(x)) return;
  for (const v of Object.values(x)) deepFreeze(v);
  Object.freeze(x);
}

/** Marks an engine-built action as trusted and freezes it (with everything in it). */
export function trusted<A extends Action>(a: A): A {
  EngineActionStamp.stamp(a);
  deepFreeze(a);
  return a;
}

/** Whether `x` is an action the engine built and froze (see `trusted`). */
export const isEngineAction = (x: object): boolean => EngineActionStamp.has(x);

/** The fast path: a copy of a well-formed action, the action itself if the engine built it, or null (then ask the schema). */
export function fastParseAction(x: unknown): Action | null {
  if (typeof x !== 'object' || x === null) return null;
  if (isEngineAction(x)) return x as Action;
  if (!prototypeClean()) return null;
  const type = (x as Obj).type;
  switch (type) {
    case 'takeGems': {
      if (!plain(x, K.takeGems)) return null;
      const g = x.gems;
      if (!Array.isArray(g) || g.length < 1 || g.length > 3) return null;
      const gems: Gem[] = [];
      for (let i = 0; i < g.length; i++) {
        const v: unknown = g[i];
        if (!isGem(v)) return null;
        gems.push(v);
      }
      return { type, gems };
    }
    case 'takeTwo': {
      if (!plain(x, K.takeTwo)) return null;
      const { gem, extra } = x;
      if (!isGem(gem) || (extra !== null && !isGem(extra))) return null;
      return { type, gem, extra };
    }
    case 'reserve':
    case 'keepDrawn':
    case 'takeFree':
    case 'placeStronghold':
    case 'removeStronghold': {
      const card = oneId(x, K.card);
      return card === null ? null : { type, card };
    }
    case 'reserveDeck': {
      if (!plain(x, K.deck) || !isDeck(x.deck)) return null;
      return { type, deck: x.deck };
    }
    case 'buy': {
      if (!plain(x, K.buy) || !isId(x.card)) return null;
      const p = payment(x.payment);
      return p ? { type, card: x.card, payment: p } : null;
    }
    case 'returnTokens': {
      if (!plain(x, K.tokens)) return null;
      const t = tokens(x.tokens);
      return t ? { type, tokens: t } : null;
    }
    case 'chooseNoble':
    case 'reserveNoble': {
      const noble = oneId(x, K.noble);
      return noble === null ? null : { type, noble };
    }
    case 'choosePost': {
      const post = oneId(x, K.post);
      return post === null ? null : { type, post };
    }
    case 'chooseCity': {
      const city = oneId(x, K.city);
      return city === null ? null : { type, city };
    }
    case 'pair': {
      const partner = oneId(x, K.partner);
      return partner === null ? null : { type, partner };
    }
    case 'takeExtraToken': {
      if (!plain(x, K.gem) || !isGem(x.gem)) return null;
      return { type, gem: x.gem };
    }
    case 'moveStronghold': {
      if (!plain(x, K.move) || !isId(x.from) || !isId(x.to)) return null;
      return { type, from: x.from, to: x.to };
    }
    case 'conquer': {
      if (!plain(x, K.payment)) return null;
      const p = payment(x.payment);
      return p ? { type, payment: p } : null;
    }
    case 'declineConquest':
      return plain(x, K.type) ? { type } : null;
    default:
      return null;
  }
}
