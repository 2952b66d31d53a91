import { describe, expect, it } from 'vitest';
import { titleText } from './title';

describe('the page title', () => {
  it('shows the number of waiting games and the background cue before the page title', () => {
    expect(titleText('Kahroba Online', 0, null, 'en')).toBe('Kahroba Online');
    expect(titleText('Room ABC · Kahroba Online', 2, null, 'en')).toBe('(2) Room ABC · Kahroba Online');
    expect(titleText('Room ABC · Kahroba Online', 1, 'Your turn', 'en')).toBe(
      '(1) ● Your turn — Room ABC · Kahroba Online',
    );
    expect(titleText('کهربا آنلاین', 3, null, 'fa')).toBe('(۳) کهربا آنلاین');
  });
});
