/**
 * The shape of a lesson: a stacked set-up (the engine's `createGame` `setup`,
 * RULES B2.6), the learner's seat, and steps. A step either waits for "Next"
 * (an explanation) or for one move of the learner that matches `expect`;
 * `replies` are the computer's scripted moves once the step is done, so the
 * lesson always plays the same way. All words are i18n keys of `tutorial`.
 * Small builders for the scripted moves end the file.
 */
import type { Action, GameConfig, Gem, Payment, Seat, Tokens } from '@kahroba/engine';

/** The fields an expected move must have; absent fields (a payment) are free. Arrays compare as multisets. */
export type ActionPattern = { type: Action['type'] } & Record<string, unknown>;

/** What to point at on the table, as the table's own markup names it. */
export type Spot =
  | { kind: 'card'; card: string }
  | { kind: 'gem'; gem: string }
  /** A noble, city or trading-post tile, wherever it is (table or a player's area). */
  | { kind: 'tile'; id: string }
  | { kind: 'supply' }
  | { kind: 'board' }
  | { kind: 'tiles' }
  | { kind: 'me' }
  | { kind: 'opponents' }
  /** A button of the open card sheet or decision: buy, reserve, place a stronghold, pair, conquer, pay. */
  | { kind: 'act'; act: string }
  /** The button that confirms the current intent: take these gems, pay. */
  | { kind: 'confirm' };

export interface LessonStep {
  /** Key under `tutorial:<lesson>.<id>` with `title` and `body`. */
  id: string;
  /** Rule ids the step teaches (RULES.md), shown beside the text. */
  rules?: string[];
  /** The learner's move that completes the step (any one of a list); none: a "Next" button does. */
  expect?: ActionPattern | ActionPattern[];
  /** Key of a hint shown when the learner makes another legal move (`<id>.hint`). */
  hint?: boolean;
  spots?: Spot[];
  /** The computer's moves after this step, in order (each by the seat to act). */
  replies?: Action[];
}

export type LessonId = 'base' | 'cities' | 'tradingPosts' | 'strongholds' | 'orient';

export interface Lesson {
  id: LessonId;
  config: GameConfig;
  /** The learner's seat; the other seat is the scripted computer player. */
  learner: Seat;
  steps: LessonStep[];
}

/** An exact payment (B3.4.4) of these tokens. */
export function pay(tokens: Partial<Tokens> = {}): Payment {
  return { tokens: { white: 0, blue: 0, green: 0, red: 0, black: 0, gold: 0, ...tokens }, jokers: [], discards: [] };
}

export const take = (...gems: Gem[]): Action => ({ type: 'takeGems', gems });
export const buy = (card: string, tokens: Partial<Tokens> = {}): Action => ({
  type: 'buy',
  card,
  payment: pay(tokens),
});
export const reserve = (card: string): Action => ({ type: 'reserve', card });
