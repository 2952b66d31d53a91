/**
 * Random-game property harness: plays seeded random games through the public
 * API and checks the invariants after every step (RULES B and Y: properties
 * over thousands of seeded games, every module subset, both editions).
 */
import { expect } from 'vitest';
import type { Action, Edition, GameConfig, GameState, ModuleId, Seat } from '../../src/index';
import {
  applyAction,
  CARDS,
  DECKS,
  randomSource,
  GEMS_PER_COLOUR,
  GOLD_TOKENS,
  HIDDEN_CARD,
  legalActions,
  replay,
  strongholdsInSupply,
  TOKEN_COLOURS,
  tokenTotal,
  viewFor,
} from '../../src/index';
import type { GameRecord, RecordedAction } from '../../src/index';

export const MOVE_CAP = 4000;

export interface Tally {
  games: number;
  finished: number;
  blocked: number;
  capped: number;
  steps: number;
  illegalTried: number;
}
export const newTally = (): Tally => ({ games: 0, finished: 0, blocked: 0, capped: 0, steps: 0, illegalTried: 0 });

const GEM_ORDER = ['white', 'blue', 'green', 'red', 'black'];
/** One key per distinct action: the order of gems, jokers or discards does not make another action. */
const key = (a: unknown): string => {
  if (a && typeof a === 'object' && !Array.isArray(a)) {
    const o = a as Record<string, unknown>;
    if (o.type === 'takeGems' && Array.isArray(o.gems)) {
      return JSON.stringify({
        ...o,
        gems: [...(o.gems as string[])].sort((x, y) => GEM_ORDER.indexOf(x) - GEM_ORDER.indexOf(y)),
      });
    }
    const p = o.payment as Record<string, unknown> | undefined;
    if (p && Array.isArray(p.jokers) && Array.isArray(p.discards)) {
      return JSON.stringify({
        ...o,
        payment: { ...p, jokers: [...(p.jokers as string[])].sort(), discards: [...(p.discards as string[])].sort() },
      });
    }
  }
  return JSON.stringify(a);
};

/** The cards of a game without the Orient: the three base decks. */
const BASE_CARDS = CARDS.filter((c) => c.deck.startsWith('L')).length;

const CARD_INDEX = new Map(CARDS.map((c, i) => [c.id, i]));
/** Per card, the number of the last `checkInvariants` call that found it in play. */
const seenIn = new Uint32Array(CARDS.length);
let checks = 0;

/** Every card of the game in exactly one place; tokens, strongholds, nobles, cities and posts conserved. */
export function checkInvariants(s: GameState): void {
  const n = s.config.players;
  // Tokens (B1.1, B2.4), including tokens trading posts hand out (T1, T3).
  for (const c of TOKEN_COLOURS) {
    const total = s.supply[c] + s.players.reduce((x, p) => x + p.tokens[c], 0);
    const expected = c === 'gold' ? GOLD_TOKENS : (GEMS_PER_COLOUR[n] ?? 0);
    if (total !== expected) throw new Error(`tokens of ${c}: ${total} ≠ ${expected}`);
    if (s.supply[c] < 0) throw new Error(`negative supply of ${c}`);
  }
  // Cards (B1.2, O): in a row, a deck, a hand, a tableau, drawn (T2), or out of the game (O3, O9). A card's mark
  // is this call's number in `seenIn` (no set to build and clear at every one of the harness's many calls).
  const mark = ++checks;
  let seen = 0;
  const place = (id: string | null): void => {
    if (id === null) return;
    const i = CARD_INDEX.get(id);
    if (i === undefined) throw new Error(`unknown card ${id}`);
    if (seenIn[i] === mark) throw new Error(`card ${id} in two places`);
    seenIn[i] = mark;
    seen += 1;
  };
  for (const d of DECKS) {
    for (const id of s.rows[d]) place(id);
    for (const id of s.decks[d]) place(id);
  }
  for (const p of s.players) {
    for (const r of p.reserved) place(r.card);
    for (const id of p.tableau) place(id);
  }
  for (const id of s.removed) place(id);
  if (s.turn.decision?.type === 'keepDrawn') for (const id of s.turn.decision.cards) place(id);
  const expected = s.config.modules.includes('orient') ? CARDS.length : BASE_CARDS;
  if (seen !== expected) throw new Error(`${seen} cards in play, expected ${expected}`);
  // Strongholds (S0.2): 3 a player, on face-up cards only, one owner a card.
  for (const [card, g] of Object.entries(s.strongholds)) {
    if (g.count < 1 || g.count > 3) throw new Error(`garrison of ${g.count} on ${card}`);
    if (!DECKS.some((d) => s.rows[d].includes(card))) throw new Error(`stronghold on ${card}, not face up`);
  }
  for (let seat = 0; seat < n; seat++) {
    const left = strongholdsInSupply(s, seat);
    if (left < 0 || left > 3) throw new Error(`seat ${seat} has ${left} strongholds in supply`);
  }
  // No noble, city or post owned twice.
  const nobles = [...s.nobles, ...s.players.flatMap((p) => [...p.nobles, ...p.reservedNobles])];
  if (new Set(nobles).size !== nobles.length) throw new Error('a noble in two places');
  const cities = [...s.cities, ...s.players.flatMap((p) => p.cities)];
  if (new Set(cities).size !== cities.length) throw new Error('a city in two places');
  for (const p of s.players) if (new Set(p.posts).size !== p.posts.length) throw new Error('a post owned twice');
  // Limits hold whenever a turn is between actions (B4.1, B3.3.1).
  for (const p of s.players) if (p.reserved.length > 3) throw new Error('more than 3 reserved cards');
  if (s.turn.decision === null)
    for (const p of s.players) if (tokenTotal(p.tokens) > 10) throw new Error('more than 10 tokens between turns');
}

const QUOTE = 34;
const BACKSLASH = 92;
/** The longest card id: a longer string of the JSON text cannot be one. */
const ID_MAX = Math.max(...CARDS.map((c) => c.id.length));

/** The first string (a key or a value) of JSON text that is one of `wanted`, or null. */
export function firstString(json: string, wanted: ReadonlySet<string>): string | null {
  for (let i = json.indexOf('"'); i !== -1;) {
    let j = i + 1;
    let escaped = false;
    for (; j < json.length; j++) {
      const c = json.charCodeAt(j);
      if (c === BACKSLASH) {
        escaped = true;
        j++;
      } else if (c === QUOTE) break;
    }
    if (!escaped && j - i - 1 <= ID_MAX) {
      const str = json.slice(i + 1, j);
      if (wanted.has(str)) return str;
    }
    i = json.indexOf('"', j + 1);
  }
  return null;
}

/** No view leaks a deck order, the seed, the RNG, another seat's blind card or another seat's drawn cards. */
export function checkViews(s: GameState): void {
  const secretsOf = (viewer: Seat | 'spectator'): string[] => {
    const out: string[] = [];
    for (const d of DECKS) out.push(...s.decks[d]);
    s.players.forEach((p, seat) => {
      if (seat !== viewer) for (const r of p.reserved) if (r.blind) out.push(r.card);
    });
    if (s.turn.decision?.type === 'keepDrawn' && viewer !== s.current) out.push(...s.turn.decision.cards);
    return out;
  };
  const viewers: (Seat | 'spectator')[] = [...s.players.keys(), 'spectator'];
  for (const viewer of viewers) {
    const v = viewFor(s, viewer);
    // A secret card id may appear nowhere in the view's JSON, as a value or a key: the same as looking for `"id"`
    // in the text, in one pass over it instead of one scan of the whole text per secret.
    const secrets = new Set(secretsOf(viewer));
    const leaked = secrets.size > 0 ? firstString(JSON.stringify(v), secrets) : null;
    if (leaked !== null) throw new Error(`view of ${viewer} shows secret card ${leaked}`);
    for (const d of DECKS) if (v.decks[d].some((c) => c !== HIDDEN_CARD)) throw new Error('deck order in a view');
    if (v.config.seed !== '' || v.config.setup !== undefined || v.rng.some((x) => x !== 0))
      throw new Error('seed or RNG in a view');
  }
  // A seat's own view is enough to list its legal actions (the client relies on it).
  const own = legalActions(viewFor(s, s.current), s.current).map(key).sort();
  const full = legalActions(s, s.current).map(key).sort();
  expect(own).toEqual(full);
}

const CARD_IDS = CARDS.map((c) => c.id);

/** Intents that are mostly illegal: mutated legal ones and junk. */
export function randomIntent(s: GameState, legal: Action[], rng: () => number): unknown {
  const any = <T>(xs: readonly T[]): T => xs[Math.floor(rng() * xs.length)] as T;
  const cards = CARD_IDS;
  const gems = ['white', 'blue', 'green', 'red', 'black'] as const;
  const tokens = () => ({
    white: Math.floor(rng() * 3),
    blue: Math.floor(rng() * 3),
    green: Math.floor(rng() * 3),
    red: Math.floor(rng() * 3),
    black: Math.floor(rng() * 3),
    gold: Math.floor(rng() * 2),
  });
  switch (Math.floor(rng() * 12)) {
    case 0:
      return { type: 'takeGems', gems: [any(gems), any(gems), any(gems)].slice(0, 1 + Math.floor(rng() * 3)) };
    case 1:
      return { type: 'takeTwo', gem: any(gems), extra: rng() < 0.5 ? null : any(gems) };
    case 2:
      return { type: 'reserve', card: any(cards) };
    case 3:
      return { type: 'reserveDeck', deck: any(DECKS) };
    case 4:
      return { type: 'buy', card: any(cards), payment: { tokens: tokens(), jokers: [], discards: [] } };
    case 5:
      return { type: 'returnTokens', tokens: tokens() };
    case 6:
      return {
        type: any([
          'chooseNoble',
          'choosePost',
          'chooseCity',
          'keepDrawn',
          'pair',
          'takeFree',
          'reserveNoble',
          'takeExtraToken',
          'placeStronghold',
          'removeStronghold',
          'declineConquest',
        ]),
        card: any(cards),
      };
    case 7:
      return any([null, 42, 'buy', { type: 'buy' }, { type: 'takeGems', gems: 'white' }, [], { type: 'nope' }]);
    case 8:
      return { type: 'placeStronghold', card: any(cards) };
    case 9:
      return { type: 'moveStronghold', from: any(cards), to: any(cards) };
    default: {
      // A legal action with its payment nudged.
      const a = legal.length > 0 ? any(legal) : null;
      if (a && a.type === 'buy') {
        const g = any([...gems, 'gold'] as const);
        return {
          ...a,
          payment: { ...a.payment, tokens: { ...a.payment.tokens, [g]: a.payment.tokens[g] + (rng() < 0.5 ? 1 : -1) } },
        };
      }
      return a ?? { type: 'declineConquest' };
    }
  }
}

export interface PlayOptions {
  /** Apply every enumerated legal action at every step, with frozen inputs, and check every view. */
  thorough: boolean;
  illegalPerStep: number;
}

const deepFreeze = <T>(x: T): T => {
  if (x && typeof x === 'object' && !Object.isFrozen(x)) {
    Object.freeze(x);
    for (const v of Object.values(x)) deepFreeze(v);
  }
  return x;
};

/** Whether `intent` is one of the listed actions (the same key; only the actions of its type are compared). */
function listed(legal: readonly Action[], intent: unknown): boolean {
  const type = intent && typeof intent === 'object' ? (intent as { type?: unknown }).type : undefined;
  const candidates = legal.filter((a) => a.type === type);
  if (candidates.length === 0) return false;
  const k = key(intent);
  return candidates.some((a) => key(a) === k);
}

/** Plays one random game and checks it; returns how it ended. */
export function playAndCheck(config: GameConfig, seed: number, opts: PlayOptions, tally: Tally): void {
  const created = replay({ schema: 1, config, actions: [] });
  if (!created.ok) throw new Error(`set-up refused: ${created.error.detail ?? created.error.code}`);
  const rng = randomSource(`harness-${seed}`);
  let s = created.value;
  const actions: RecordedAction[] = [];
  const record: GameRecord = { schema: 1, config, actions };
  checkInvariants(s);
  let steps = 0;
  while (!s.result && steps < MOVE_CAP) {
    const seat = s.current;
    const legal = legalActions(s, seat);
    if (legal.length === 0)
      throw new Error(`no legal action for the seat to move (decision ${s.turn.decision?.type ?? 'none'})`);
    if (opts.thorough) {
      deepFreeze(s);
      checkViews(s);
      for (const a of legal) {
        const r = applyAction(s, seat, a);
        if (!r.ok) throw new Error(`enumerated action refused: ${key(a)} → ${r.error.code}`);
        checkInvariants(r.state);
      }
    }
    for (let i = 0; i < opts.illegalPerStep; i++) {
      const intent = randomIntent(s, legal, rng);
      const who = rng() < 0.8 ? seat : Math.floor(rng() * config.players);
      const r = applyAction(s, who, intent);
      const isLegal = who === seat && listed(legal, intent);
      if (r.ok !== isLegal) {
        // A refused intent must be absent from the oracle, and an accepted one present in it.
        throw new Error(
          `intent ${key(intent)} by seat ${who} was ${r.ok ? 'accepted' : `refused (${r.error.code})`} but legalActions says ${isLegal}`,
        );
      }
      if (!r.ok && typeof r.error.rule !== 'string') throw new Error(`refusal ${r.error.code} names no rule`);
      tally.illegalTried += 1;
    }
    const action = legal[Math.floor(rng() * legal.length)] as Action;
    const r = applyAction(s, seat, action);
    if (!r.ok) throw new Error(`chosen legal action refused: ${key(action)} → ${r.error.code}`);
    if (r.state.version !== s.version + 1) throw new Error('version did not advance by one');
    actions.push({ seat, action });
    s = r.state;
    checkInvariants(s);
    steps += 1;
  }
  tally.games += 1;
  tally.steps += steps;
  if (!s.result) tally.capped += 1;
  else if (s.result.reason === 'blocked') tally.blocked += 1;
  else tally.finished += 1;
  // The record is the save format: replaying it rebuilds the identical state.
  const again = replay(JSON.parse(JSON.stringify(record)) as GameRecord);
  if (!again.ok) throw new Error(`replay refused: ${again.error.detail ?? again.error.code}`);
  if (JSON.stringify(again.value) !== JSON.stringify(s)) throw new Error('replay differs from the game');
}

export const longMode = (): number => (process.env.KAHROBA_LONG_PROPERTIES === '1' ? 20 : 1);

export function configFor(players: number, modules: ModuleId[], edition: Edition, seed: number): GameConfig {
  return { players, seed: `prop-${seed}`, modules, edition };
}
