import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { TOKEN_COLOURS } from '@kahroba/engine';
import { GemIcon } from './GemIcon';

afterEach(cleanup);

describe('gem icons', () => {
  it('give every colour its own shape (colour-blind players)', () => {
    const outlines = TOKEN_COLOURS.map((c) => {
      const { container } = render(<GemIcon colour={c} />);
      return container.querySelector('.gem-icon__body')?.getAttribute('d');
    });
    expect(new Set(outlines).size).toBe(TOKEN_COLOURS.length);
  });

  it('is decorative without a label and an image with one', () => {
    const { container } = render(
      <>
        <GemIcon colour="red" />
        <GemIcon colour="blue" label="blue" />
      </>,
    );
    const [a, b] = Array.from(container.querySelectorAll('svg'));
    expect(a?.getAttribute('aria-hidden')).toBe('true');
    expect(b?.getAttribute('role')).toBe('img');
    expect(b?.getAttribute('aria-label')).toBe('blue');
  });
});
