/**
 * What the table may offer, asked of the engine and never re-implemented:
 * legal actions of the viewer, whether an intent is among them, and why an
 * intent is refused (the engine's own error code, which cites the rule).
 * The engine refuses bad input with an error code and throws only for a
 * broken invariant: such a throw is a bug, so it is never read as "no moves"
 * here but reaches the screen's error boundary (screens/shell/ScreenBoundary).
 */
import {
  actionKey,
  applyAction,
  legalActions,
  legalPayments,
  paymentKey,
  suggestPayment,
  tableAffordability,
} from '@kahroba/engine';
import type { Action, Affordability, CardId, DeckId, GameState, Gem, Payment, Seat } from '@kahroba/engine';

export type Viewer = Seat | 'spectator';

export const samePayment = (a: Payment, b: Payment): boolean => paymentKey(a) === paymentKey(b);

/** Every legal action or decision answer of the viewer; none for a spectator. */
export function legalFor(view: GameState, viewer: Viewer): Action[] {
  if (viewer === 'spectator' || view.result) return [];
  return legalActions(view, viewer);
}

const NO_MARKS: ReadonlyMap<CardId, Affordability> = new Map();

/** Whether the seated viewer can buy each face-up and own reserved card, whoever's turn it is; none for a spectator or a finished game. */
export function affordFor(view: GameState, viewer: Viewer): ReadonlyMap<CardId, Affordability> {
  if (viewer === 'spectator' || view.result) return NO_MARKS;
  return tableAffordability(view, viewer);
}

export function isLegal(legal: readonly Action[], a: Action): boolean {
  const key = actionKey(a);
  return legal.some((l) => actionKey(l) === key);
}

/**
 * Why the engine refuses this intent, as its error code (null when accepted).
 * The intent is tried on the viewer's own view, as the engine allows.
 */
export function whyNot(view: GameState, viewer: Viewer, a: Action): string | null {
  if (viewer === 'spectator') return 'SPECTATOR';
  const r = applyAction(view, viewer, a);
  return r.ok ? null : r.error.code;
}

/** Exact payments for buying (or conquering) that card, and the least-gold proposal. */
export function paymentsFor(
  view: GameState,
  viewer: Viewer,
  cardId: CardId,
): { all: Payment[]; suggested: Payment | null } {
  if (viewer === 'spectator') return { all: [], suggested: null };
  const all = legalPayments(view, viewer, cardId);
  const suggested = suggestPayment(view, viewer, cardId) ?? all[0] ?? null;
  return { all, suggested };
}

/** The take-gems intent that a set of picked gems stands for (B3.1, B3.2, T3). */
export function gemsIntent(picks: readonly Gem[]): Action | null {
  if (picks.length === 0) return null;
  const counts = new Map<Gem, number>();
  for (const g of picks) counts.set(g, (counts.get(g) ?? 0) + 1);
  const doubled = [...counts].find(([, n]) => n >= 2);
  if (!doubled) return { type: 'takeGems', gems: [...picks] };
  const others = picks.filter((g) => g !== doubled[0]);
  return { type: 'takeTwo', gem: doubled[0], extra: others[0] ?? null };
}

/** Legal actions that concern one card: buy, reserve, free take, strongholds. */
export function actionsOnCard(legal: readonly Action[], cardId: CardId): Action[] {
  return legal.filter((a) => {
    switch (a.type) {
      case 'buy':
      case 'reserve':
      case 'takeFree':
      case 'placeStronghold':
      case 'removeStronghold':
      case 'keepDrawn':
        return a.card === cardId;
      case 'moveStronghold':
        return a.from === cardId || a.to === cardId;
      case 'pair':
        return a.partner === cardId;
      default:
        return false;
    }
  });
}

/** Card ids and decks that some legal action concerns, to highlight them. */
export function activeTargets(legal: readonly Action[]): { cards: Set<CardId>; decks: Set<DeckId> } {
  const cards = new Set<CardId>();
  const decks = new Set<DeckId>();
  for (const a of legal) {
    switch (a.type) {
      case 'buy':
      case 'reserve':
      case 'takeFree':
      case 'placeStronghold':
      case 'removeStronghold':
        cards.add(a.card);
        break;
      case 'moveStronghold':
        cards.add(a.from);
        cards.add(a.to);
        break;
      case 'reserveDeck':
        decks.add(a.deck);
        break;
      default:
        break;
    }
  }
  return { cards, decks };
}
