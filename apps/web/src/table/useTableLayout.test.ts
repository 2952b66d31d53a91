import { describe, expect, it } from 'vitest';
import { scrollToClear } from './useTableLayout';

describe('scrollToClear: a card whose sheet opens in the bar stays in sight', () => {
  it('does not scroll when the card ends above the dock', () => {
    expect(scrollToClear(100, 200, 400, 60)).toBe(0);
    expect(scrollToClear(100, 392, 400, 60)).toBe(0);
  });

  it('scrolls the card above the dock, with 8 px to spare', () => {
    expect(scrollToClear(500, 600, 450, 60)).toBe(158);
  });

  it('never scrolls the card under the header', () => {
    // 400 px of card, 300 px between the header and the dock: its top stops 8 px under the header.
    expect(scrollToClear(200, 600, 360, 60)).toBe(132);
    expect(scrollToClear(60, 600, 360, 60)).toBe(0);
  });
});
