/** Small builders for the scripted moves of the lessons. */
import type { Action, Gem, Payment, Tokens } from '@kahroba/engine';

/** An exact payment (B3.4.4) of these tokens. */
export function pay(tokens: Partial<Tokens> = {}): Payment {
  return { tokens: { white: 0, blue: 0, green: 0, red: 0, black: 0, gold: 0, ...tokens }, jokers: [], discards: [] };
}

export const take = (...gems: Gem[]): Action => ({ type: 'takeGems', gems });
export const buy = (card: string, tokens: Partial<Tokens> = {}): Action => ({ type: 'buy', card, payment: pay(tokens) });
export const reserve = (card: string): Action => ({ type: 'reserve', card });
