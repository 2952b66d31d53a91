/** Hot-seat mode: every seat on one device. */
export { HotSeatGame } from './HotSeatGame';
export type { HotSeatConfig } from './record';
export { SAVE_KEY as HOTSEAT_SAVE_KEY } from './record';
