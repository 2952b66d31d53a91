/** Hot-seat mode: every seat on one device. */
export { HotSeatGame } from './HotSeatGame';
export type { HotSeatEnd } from './HotSeatGame';
export type { HotSeatConfig, SeatSpec } from './record';
export { SAVE_KEY as HOTSEAT_SAVE_KEY, loadGame, clearGame } from './record';
