/**
 * Whether a hot-seat game is saved in this browser, read without loading
 * the hot-seat module (which brings the engine). The key is the hot-seat
 * module's SAVE_KEY; savedGame.test.ts pins the two together.
 */

export const HOTSEAT_KEY = 'kahroba.hotseat.v1';

export function hasSavedHotSeat(): boolean {
  try {
    return typeof localStorage !== 'undefined' && localStorage.getItem(HOTSEAT_KEY) !== null;
  } catch {
    return false;
  }
}
