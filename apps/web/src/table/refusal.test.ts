/** A refused gem pick reads the base rule first; the trading post's extra gem only for a player who may use it. */
import { describe, expect, it } from 'vitest';
import type { Action } from '@kahroba/engine';
import { refusalToShow } from './Supply';

const plainTakes: Action[] = [
  { type: 'takeGems', gems: ['white', 'blue', 'green'] },
  { type: 'takeTwo', gem: 'red', extra: null },
];

describe('the words of a refused gem pick', () => {
  it('white, white, blue without the 2-white post: the base rule, not the post', () => {
    expect(refusalToShow(plainTakes, 'TAKE_TWO_EXTRA')).toBe('PICK_GEMS');
    expect(refusalToShow(plainTakes, 'TAKE_TWO_EXTRA_MISSING')).toBe('PICK_GEMS');
  });

  it('a player holding the post (a legal take of two with an extra gem) reads about it', () => {
    const withPost: Action[] = [...plainTakes, { type: 'takeTwo', gem: 'red', extra: 'blue' }];
    expect(refusalToShow(withPost, 'TAKE_TWO_EXTRA')).toBe('TAKE_TWO_EXTRA');
  });

  it('other refusals keep their own sentence', () => {
    expect(refusalToShow(plainTakes, 'TAKE_TWO_NEEDS_FOUR')).toBe('TAKE_TWO_NEEDS_FOUR');
    expect(refusalToShow(plainTakes, null)).toBe('PICK_GEMS');
  });
});
