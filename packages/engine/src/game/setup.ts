/**
 * createGame (RULES B2, C2, O2, S0, T0.2): a validated configuration, with an
 * optional stacked set-up, becomes a game. Invalid input is a Result error,
 * never an invalid state. The configuration's schema is in config.ts.
 */
import { card, cardsOfDeck, isCardId, isCityId, isNobleId, NOBLES, POSTS } from '../core/data';
import { clonePlayer, copyByDeck } from '../primitives/draft';
import type { EngineError, Result } from '../core/errors';
import { engineError } from '../core/errors';
import { rulesOf } from './compose';
import { fastParseConfig, GameConfigSchema } from './config';
import type { GameConfigInput } from './config';
import { nextInt, seedRng, shuffleInPlace } from '../core/rng';
import type { GameConfig, GameState, Garrison, Pairing, PlayerSetup, PlayerState, StackedSetup } from '../core/state';
import { freshTurn, beginTurn } from '../turn/machine';
import type { CardId, DeckId, Tokens } from '../core/vocabulary';
import {
  DECKS,
  GEMS_PER_COLOUR,
  GOLD_TOKENS,
  ROW_SIZE,
  TOKEN_COLOURS,
  TOKEN_LIMIT,
  STRONGHOLDS_PER_PLAYER,
  zeroTokens,
} from '../core/vocabulary';
import type { DraftState } from '../core/writable';

/** A player record being set up: new all through, so its pairings are filled in place. */
interface NewPlayer extends PlayerState {
  readonly pairings: Record<CardId, Pairing>;
}

/** The state being set up: new all through, so its stronghold map is filled in place. */
interface NewState extends DraftState {
  strongholds: Record<CardId, Garrison>;
}

const fail = (detail: string): { ok: false; error: EngineError } => ({
  ok: false,
  error: engineError('BAD_SETUP', detail),
});

export function createGame(input: GameConfigInput): Result<GameState> {
  let config = fastParseConfig(input);
  if (!config) {
    const parsed = GameConfigSchema.safeParse(input);
    if (!parsed.success) return fail(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
    config = parsed.data;
  }
  const n = config.players;
  const stacked: StackedSetup = config.setup ?? {};
  const modules = new Set(config.modules);
  const orient = modules.has('orient');
  const rng = seedRng(config.seed);

  // Player holdings of a stacked set-up: every card in one place only.
  const playerSetups: readonly PlayerSetup[] = stacked.players ?? [];
  if (playerSetups.length > n) return fail('more player set-ups than players');
  const used = new Set<CardId>();
  const claim = (c: CardId, where: string): string | null => {
    if (!isCardId(c)) return `${where}: unknown card ${c}`;
    if (!orient && card(c).deck.startsWith('O')) return `${where}: Orient card ${c} without the Orient`;
    if (used.has(c)) return `${where}: card ${c} used twice`;
    used.add(c);
    return null;
  };
  for (const [seat, ps] of playerSetups.entries()) {
    for (const c of ps.tableau ?? []) {
      const e = claim(c, `seat ${seat} tableau`);
      if (e) return fail(e);
    }
    for (const r of ps.reserved ?? []) {
      const e = claim(r.card, `seat ${seat} reserved`);
      if (e) return fail(e);
    }
  }
  const decks = {} as Record<DeckId, CardId[]>;
  for (const deck of DECKS) {
    const inPlay = deck.startsWith('L') || orient;
    const top = stacked.decks?.[deck] ?? [];
    if (!inPlay && top.length > 0) return fail(`deck ${deck} is not in play`);
    for (const c of top) {
      const e = claim(c, `deck ${deck}`);
      if (e) return fail(e);
      if (card(c).deck !== deck) return fail(`card ${c} does not belong to deck ${deck}`);
    }
    // Without a stacked set-up (the usual case) nothing is claimed or put on top.
    const rest = inPlay
      ? shuffleInPlace(rng, used.size === 0 ? cardsOfDeck(deck) : cardsOfDeck(deck).filter((c) => !used.has(c)))
      : [];
    decks[deck] = top.length === 0 ? rest : [...top, ...rest];
  }
  const rows = {} as Record<DeckId, (CardId | null)[]>;
  for (const deck of DECKS) {
    const inPlay = deck.startsWith('L') || orient;
    const row: (CardId | null)[] = [];
    if (inPlay) {
      // The top cards face up, in order (an empty place if the deck runs out).
      const cards = decks[deck];
      const size = ROW_SIZE[deck];
      for (let i = 0; i < size; i++) row.push(cards[i] ?? null);
      decks[deck] = cards.slice(size);
    }
    rows[deck] = row;
  }

  // B2.3 nobles (none with Cities, C1).
  const heldNobles = new Set<string>();
  for (const ps of playerSetups)
    for (const x of [...(ps.nobles ?? []), ...(ps.reservedNobles ?? [])]) {
      if (!isNobleId(x) || heldNobles.has(x)) return fail(`noble ${x} unknown or held twice`);
      heldNobles.add(x);
    }
  let nobles: string[];
  if (modules.has('cities')) {
    if ((stacked.nobles?.length ?? 0) > 0 || heldNobles.size > 0) return fail('C1: no nobles with Cities');
    nobles = [];
  } else if (stacked.nobles) {
    if (stacked.nobles.length > n + 1) return fail('B2.3: at most players + 1 nobles');
    for (const x of stacked.nobles)
      if (!isNobleId(x) || heldNobles.has(x) || stacked.nobles.indexOf(x) !== stacked.nobles.lastIndexOf(x))
        return fail(`noble ${x}`);
    nobles = [...stacked.nobles];
  } else {
    nobles = shuffleInPlace(
      rng,
      NOBLES.map((x) => x.id).filter((x) => !heldNobles.has(x)),
    ).slice(0, n + 1);
  }

  // B2.4 supply, less what the players hold.
  const supply: Tokens = {
    white: GEMS_PER_COLOUR[n] ?? 0,
    blue: GEMS_PER_COLOUR[n] ?? 0,
    green: GEMS_PER_COLOUR[n] ?? 0,
    red: GEMS_PER_COLOUR[n] ?? 0,
    black: GEMS_PER_COLOUR[n] ?? 0,
    gold: GOLD_TOKENS,
  };
  const players: NewPlayer[] = [];
  for (let seat = 0; seat < n; seat++) {
    const ps = playerSetups[seat] ?? {};
    const tokens = ps.tokens === undefined ? zeroTokens() : { ...zeroTokens(), ...ps.tokens };
    if (ps.tokens !== undefined) {
      let total = 0;
      for (const c of TOKEN_COLOURS) {
        supply[c] -= tokens[c];
        total += tokens[c];
        if (supply[c] < 0) return fail(`not enough ${c} tokens for the stacked holdings`);
      }
      if (total > TOKEN_LIMIT) return fail(`seat ${seat} holds more than 10 tokens`);
    }
    const player: NewPlayer = {
      tokens,
      tableau: ps.tableau ? [...ps.tableau] : [],
      reserved: ps.reserved ? ps.reserved.map((r) => ({ card: r.card, blind: r.blind, deck: card(r.card).deck })) : [],
      nobles: ps.nobles ? [...ps.nobles] : [],
      reservedNobles: ps.reservedNobles ? [...ps.reservedNobles] : [],
      posts: ps.posts ? [...ps.posts] : [],
      cities: ps.cities ? [...ps.cities] : [],
      pairings: {},
    };
    const e = validateHoldings(player, ps, config);
    if (e) return fail(`seat ${seat}: ${e}`);
    players.push(player);
  }

  const firstPlayer = config.firstPlayer ?? stacked.firstPlayer ?? nextInt(rng, n);
  if (firstPlayer >= n) return fail('first player out of range');
  const state: NewState = {
    schema: 1,
    config,
    rng,
    version: 0,
    supply,
    // Built as every later copy is (draft.ts): one shape for every state's records.
    decks: copyByDeck(decks),
    rows: copyByDeck(rows),
    nobles,
    cities: [],
    posts: modules.has('tradingPosts') ? POSTS[config.edition].map((p) => p.id) : [],
    strongholds: {},
    removed: [],
    players,
    firstPlayer,
    current: firstPlayer,
    round: 1,
    turn: freshTurn(),
    endTriggered: false,
    passStreak: 0,
    result: null,
  };
  const rules = rulesOf(state);
  for (const m of rules.modules) {
    const e = m.setup?.(state, rng, stacked);
    if (e) return { ok: false, error: e };
  }
  const strongholdError = placeStackedStrongholds(state, playerSetups);
  if (strongholdError) return fail(strongholdError);
  beginTurn(state, firstPlayer, { events: [], rules });
  state.players = state.players.map(clonePlayer);
  return { ok: true, value: state };
}

function validateHoldings(p: NewPlayer, ps: PlayerSetup, config: GameConfig): string | null {
  // Nothing held (the usual set-up): nothing to check.
  if (
    p.tableau.length === 0 &&
    p.posts.length === 0 &&
    p.cities.length === 0 &&
    p.reservedNobles.length === 0 &&
    ps.pairings === undefined
  )
    return null;
  const modules = new Set(config.modules);
  if (p.posts.length > 0 && !modules.has('tradingPosts')) return 'trading posts without the module';
  const editionPosts = POSTS[config.edition].map((x) => x.id);
  for (const x of p.posts)
    if (!editionPosts.includes(x) || p.posts.indexOf(x) !== p.posts.lastIndexOf(x)) return `trading post ${x}`;
  if (p.cities.length > 0 && !modules.has('cities')) return 'cities without the module';
  for (const x of p.cities) if (!isCityId(x)) return `city ${x}`;
  if (p.reservedNobles.length > 0 && !modules.has('orient')) return 'reserved nobles need the Orient (O7)';
  for (const [pc, partner] of Object.entries(ps.pairings ?? {})) {
    if (!p.tableau.includes(pc) || !p.tableau.includes(partner)) return `pairing ${pc}→${partner} not in the tableau`;
    const def = card(pc);
    if (def.effect !== 'pair' && def.effect !== 'pair_then_take_level1') return `${pc} is not a pairing card`;
    const bonus = card(partner).bonus;
    if (bonus === null) return `O4: ${partner} has no printed colour`;
    p.pairings[pc] = { partner, gem: bonus };
  }
  for (const c of p.tableau) {
    const def = card(c);
    if ((def.effect === 'pair' || def.effect === 'pair_then_take_level1') && !p.pairings[c])
      return `pairing card ${c} is not paired`;
  }
  return null;
}

function placeStackedStrongholds(s: NewState, setups: readonly PlayerSetup[]): string | null {
  for (const [seat, ps] of setups.entries()) {
    const list = ps.strongholds ?? [];
    if (list.length > 0 && !s.config.modules.includes('strongholds')) return 'strongholds without the module';
    let total = 0;
    for (const { card: c, count } of list) {
      total += count;
      const onTable = DECKS.some((d) => s.rows[d].includes(c));
      if (!onTable) return `S1: stronghold on ${c}, which is not face up`;
      if (s.strongholds[c]) return `S2.1: ${c} already holds strongholds`;
      s.strongholds[c] = { seat, count };
    }
    if (total > STRONGHOLDS_PER_PLAYER) return `seat ${seat}: more than 3 strongholds`;
  }
  return null;
}
