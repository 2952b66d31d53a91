/** The end screen's Hints column (RULINGS U2; docs/ARCHITECTURE.md "Hints during a game"): shown once a hint was asked, counts by seat, none otherwise. */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { setupI18n } from '../table/testing';
import { EndGame } from './EndGame';
import { emptyRecord, twoSeatResult } from './testing';

beforeAll(() => setupI18n('en'));
afterEach(cleanup);

const record = emptyRecord;
const result = twoSeatResult([0], 'prestige', [16, 12], [11, 10]);

describe('hints on the end screen', () => {
  it("a Hints column with each seat's count, in its row", () => {
    render(<EndGame result={result} names={['Sara', 'Babak']} record={record} hints={[3, 0]} onExit={vi.fn()} />);
    const table = screen.getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Hints' })).toBeTruthy();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((r) => [within(r).getByRole('rowheader').textContent?.trim(), r.lastElementChild?.textContent]),
    ).toEqual([
      ['Sara', '3'],
      ['Babak', '0'],
    ]);
  });

  it('no column where hints were allowed but nobody asked for one (the standings stay as wide as without)', () => {
    render(<EndGame result={result} names={['Sara', 'Babak']} record={record} hints={[0, 0]} onExit={vi.fn()} />);
    expect(screen.queryByRole('columnheader', { name: 'Hints' })).toBeNull();
  });

  it('no column where hints were not allowed', () => {
    render(<EndGame result={result} names={['Sara', 'Babak']} record={record} onExit={vi.fn()} />);
    expect(screen.queryByRole('columnheader', { name: 'Hints' })).toBeNull();
  });
});
