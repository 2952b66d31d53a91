/** Hot-seat mode: every seat on one device. */
export { HotSeatGame } from './HotSeatGame';
export type { HotSeatGameProps } from './HotSeatGame';
export type { HotSeatConfig, SeatSpec, SavedGame } from './record';
export { loadGame as loadHotSeatGame, clearGame as clearHotSeatGame, SAVE_KEY as HOTSEAT_SAVE_KEY } from './record';
