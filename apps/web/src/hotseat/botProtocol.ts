/** Messages between the hot-seat page and its computer-player worker. */
import type { Action, GameState, Seat } from '@kahroba/engine';
import type { BotKind } from '@kahroba/protocol';

export type { BotKind };

/**
 * How long each level may think, in ms (as on the server: hard ≈ 300 ms,
 * expert ≈ 1 s); easy and normal answer at once. The deadline is read from
 * `performance.now()`, so a slow phone searches less, never longer.
 */
export const BOT_THINK_MS: Readonly<Record<BotKind, number | undefined>> = {
  easy: undefined,
  normal: undefined,
  hard: 300,
  expert: 1_000,
};

export interface BotRequest {
  id: number;
  view: GameState;
  seat: Seat;
  bot: BotKind;
}
export type BotResponse = { id: number; ok: true; action: Action } | { id: number; ok: false; message: string };
