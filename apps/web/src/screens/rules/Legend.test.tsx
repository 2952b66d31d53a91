import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { setupI18n } from '../../table/testing';
import { Legend } from './Legend';

afterEach(cleanup);

describe('Legend of the table symbols', () => {
  it('draws every trading post, every Orient effect, a noble, a city and a tower, each with its rule (English)', () => {
    setupI18n('en');
    render(<Legend />);
    const legend = screen.getByRole('region', { name: 'Symbols on the table' });
    const rules = within(legend)
      .getAllByText(/^Rule /)
      .map((e) => e.textContent);
    expect(rules).toEqual([
      'Rule T1',
      'Rule T2',
      'Rule T3',
      'Rule T4',
      'Rule T5',
      'Rule T5c',
      'Rule T2c',
      'Rule O3',
      'Rule O4',
      'Rule O5',
      'Rule O6',
      'Rule O7',
      'Rule O8',
      'Rule O9',
      'Rule B4.2',
      'Rule C3',
      'Rule S1',
      'Rule B3.4',
      'Rule B3.4',
      'Rule B3.4',
      'Rule S1',
    ]);
    expect(legend.textContent).toContain('also 5 bonuses of one single colour');
  });

  it('is written in Persian with Persian digits', () => {
    setupI18n('fa');
    render(<Legend />);
    const legend = screen.getByRole('region', { name: 'نمادهای روی میز' });
    expect(within(legend).getAllByText(/^قاعدهٔ /)[0]?.textContent).toBe('قاعدهٔ \u2066T۱\u2069');
  });
});
