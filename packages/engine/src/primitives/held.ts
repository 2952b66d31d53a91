/**
 * Bonuses, jokers and prestige remembered between calls (the hot path asks for
 * them many times a turn); worked out by derived.ts when not remembered.
 */
import { card } from '../core/data';
import type { PlayerState } from '../core/state';
import type { ByGem, CardId, NobleId, PostId } from '../core/vocabulary';
import { playerBonuses, playerPrestige } from './derived';

/*
 * Bonuses and prestige are asked for many times a turn (listing purchases,
 * checking a payment, nobles, cities, the end trigger) and change only when
 * a tableau, its pairings, nobles or posts change. The engine never changes
 * those arrays in place (see draft.ts): it puts a new array in the player
 * record. So the last few answers are remembered by the identity (and
 * length) of the arrays they were worked out from: one entry for each seat
 * of a four-player game, so every seat's answer lasts across turns, and a few
 * more for callers that name no seat. The remembered objects are shared:
 * internal callers only read them. The slots are a cache, not state: every
 * hit is checked against the arrays' identity and length, so an answer never
 * depends on earlier calls. (A WeakMap keyed by the arrays was measured at
 * +20 % engine time: docs/BENCHMARKS.md, engine profile note 4.)
 */
interface BonusMemo {
  tableau: readonly CardId[] | null;
  length: number;
  pairings: PlayerState['pairings'] | null;
  value: ByGem<number>;
  jokers: readonly CardId[] | null;
}
interface PrestigeMemo {
  tableau: readonly CardId[] | null;
  tableauLength: number;
  nobles: readonly NobleId[] | null;
  noblesLength: number;
  posts: readonly PostId[] | null;
  postsLength: number;
  value: number;
}
const MEMO_SIZE = 8;
/** Entries 0–3 belong to seats 0–3; the others take turns for callers that name no seat. */
const SEAT_ENTRIES = 4;
const bonusMemo: BonusMemo[] = Array.from({ length: MEMO_SIZE }, () => ({
  tableau: null,
  length: 0,
  pairings: null,
  value: { white: 0, blue: 0, green: 0, red: 0, black: 0 },
  jokers: null,
}));
const prestigeMemo: PrestigeMemo[] = Array.from({ length: MEMO_SIZE }, () => ({
  tableau: null,
  tableauLength: 0,
  nobles: null,
  noblesLength: 0,
  posts: null,
  postsLength: 0,
  value: 0,
}));
let nextBonusMemo = SEAT_ENTRIES;
let nextPrestigeMemo = SEAT_ENTRIES;

const bonusHit = (m: BonusMemo, tableau: readonly CardId[], pairings: PlayerState['pairings']): boolean =>
  m.tableau === tableau && m.length === tableau.length && m.pairings === pairings;

const prestigeHit = (
  m: PrestigeMemo,
  tableau: readonly CardId[],
  nobles: readonly NobleId[],
  posts: readonly PostId[],
): boolean =>
  m.tableau === tableau &&
  m.tableauLength === tableau.length &&
  m.nobles === nobles &&
  m.noblesLength === nobles.length &&
  m.posts === posts &&
  m.postsLength === posts.length;

function fillBonus(
  m: BonusMemo,
  tableau: readonly CardId[],
  pairings: PlayerState['pairings'],
  value: ByGem<number>,
): BonusMemo {
  m.tableau = tableau;
  m.length = tableau.length;
  m.pairings = pairings;
  m.value = value;
  m.jokers = null;
  return m;
}

function fillPrestige(
  m: PrestigeMemo,
  tableau: readonly CardId[],
  nobles: readonly NobleId[],
  posts: readonly PostId[],
  value: number,
): void {
  m.tableau = tableau;
  m.tableauLength = tableau.length;
  m.nobles = nobles;
  m.noblesLength = nobles.length;
  m.posts = posts;
  m.postsLength = posts.length;
  m.value = value;
}

/** The entry a new answer goes to: the seat's own, or the next shared one. */
function bonusEntry(seat: number): BonusMemo {
  if (seat >= 0 && seat < SEAT_ENTRIES) return bonusMemo[seat] as BonusMemo;
  const m = bonusMemo[nextBonusMemo] as BonusMemo;
  nextBonusMemo = nextBonusMemo + 1 === MEMO_SIZE ? SEAT_ENTRIES : nextBonusMemo + 1;
  return m;
}

function prestigeEntry(seat: number): PrestigeMemo {
  if (seat >= 0 && seat < SEAT_ENTRIES) return prestigeMemo[seat] as PrestigeMemo;
  const m = prestigeMemo[nextPrestigeMemo] as PrestigeMemo;
  nextPrestigeMemo = nextPrestigeMemo + 1 === MEMO_SIZE ? SEAT_ENTRIES : nextPrestigeMemo + 1;
  return m;
}

/**
 * A player's bonuses by colour (B3.4.1, O4, O5). `seat`, when known, is
 * where the answer is looked for first and kept. Shared with later callers:
 * read only.
 */
export function heldBonuses(p: PlayerState, seat = -1): ByGem<number> {
  return bonusMemoOf(p, seat).value;
}

/** O3: the joker cards in a player's tableau, remembered with its bonuses. Shared: read only. */
export function heldJokers(p: PlayerState, seat = -1): readonly CardId[] {
  const m = bonusMemoOf(p, seat);
  if (m.jokers === null) {
    const jokers: CardId[] = [];
    const tableau = p.tableau;
    for (let i = 0; i < tableau.length; i++)
      if (card(tableau[i] as CardId).effect === 'gold_x2') jokers.push(tableau[i] as CardId);
    m.jokers = jokers;
  }
  return m.jokers;
}

function bonusMemoOf(p: PlayerState, seat: number): BonusMemo {
  const { tableau, pairings } = p;
  if (seat >= 0 && seat < SEAT_ENTRIES && bonusHit(bonusMemo[seat] as BonusMemo, tableau, pairings))
    return bonusMemo[seat] as BonusMemo;
  for (let i = 0; i < MEMO_SIZE; i++) {
    const m = bonusMemo[i] as BonusMemo;
    if (bonusHit(m, tableau, pairings)) return m;
  }
  return fillBonus(bonusEntry(seat), tableau, pairings, playerBonuses(p));
}

/** B5.1 prestige of a player (see `playerPrestige`), remembered like `heldBonuses`. */
export function heldPrestige(p: PlayerState, seat = -1): number {
  const { tableau, nobles, posts } = p;
  if (seat >= 0 && seat < SEAT_ENTRIES && prestigeHit(prestigeMemo[seat] as PrestigeMemo, tableau, nobles, posts))
    return (prestigeMemo[seat] as PrestigeMemo).value;
  for (let i = 0; i < MEMO_SIZE; i++) {
    const m = prestigeMemo[i] as PrestigeMemo;
    if (prestigeHit(m, tableau, nobles, posts)) return m.value;
  }
  const value = playerPrestige(p);
  fillPrestige(prestigeEntry(seat), tableau, nobles, posts, value);
  return value;
}

/**
 * A card has just joined `seat`'s tableau (B3.4.5): when the answers for the
 * tableau before are remembered, the new ones are those plus the card's own
 * bonus and points, remembered without going through the tableau again.
 */
export function noteAcquired(p: PlayerState, seat: number, before: readonly CardId[], id: CardId): void {
  const def = card(id);
  const { tableau, nobles, posts, pairings } = p;
  if (def.bonus !== null && tableau.length === before.length + 1) {
    for (let i = 0; i < MEMO_SIZE; i++) {
      const m = bonusMemo[i] as BonusMemo;
      if (!bonusHit(m, before, pairings)) continue;
      const value = {
        white: m.value.white,
        blue: m.value.blue,
        green: m.value.green,
        red: m.value.red,
        black: m.value.black,
      };
      switch (def.bonus) {
        case 'white':
          value.white += def.bonusCount;
          break;
        case 'blue':
          value.blue += def.bonusCount;
          break;
        case 'green':
          value.green += def.bonusCount;
          break;
        case 'red':
          value.red += def.bonusCount;
          break;
        case 'black':
          value.black += def.bonusCount;
          break;
      }
      fillBonus(bonusEntry(seat), tableau, pairings, value);
      break;
    }
  }
  for (let i = 0; i < MEMO_SIZE; i++) {
    const m = prestigeMemo[i] as PrestigeMemo;
    if (!prestigeHit(m, before, nobles, posts)) continue;
    fillPrestige(prestigeEntry(seat), tableau, nobles, posts, m.value + def.points);
    break;
  }
}
