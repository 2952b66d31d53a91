/** Messages between the hot-seat page and its computer-player worker. */
import type { Action, GameState, Seat } from '@kahroba/engine';

export type BotKind = 'random' | 'greedy';

export interface BotRequest { id: number; view: GameState; seat: Seat; bot: BotKind }
export type BotResponse = { id: number; ok: true; action: Action } | { id: number; ok: false; message: string };
