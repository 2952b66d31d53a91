import { describe, expect, it } from 'vitest';
import { HOTSEAT_SAVE_KEY } from '../../hotseat';
import { HOTSEAT_KEY, hasSavedHotSeat } from './savedGame';

describe('saved hot-seat game', () => {
  it('reads the same key the hot-seat module writes', () => {
    expect(HOTSEAT_KEY).toBe(HOTSEAT_SAVE_KEY);
  });
  it('reports whether a game is saved', () => {
    localStorage.removeItem(HOTSEAT_KEY);
    expect(hasSavedHotSeat()).toBe(false);
    localStorage.setItem(HOTSEAT_KEY, '{}');
    expect(hasSavedHotSeat()).toBe(true);
    localStorage.removeItem(HOTSEAT_KEY);
  });
});
