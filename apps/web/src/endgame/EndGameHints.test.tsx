/** The end screen's Hints column (issue 49): shown once a hint was asked, counts by seat, none otherwise. */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { GameRecord, GameResult } from '@kahroba/engine';
import { setupI18n } from '../table/testing';
import { EndGame } from './EndGame';

beforeAll(() => setupI18n('en'));
afterEach(cleanup);

const record: GameRecord = {
  schema: 1,
  config: { players: 2, seed: 's', modules: [], edition: 'kahroba' },
  actions: [],
};
const result: GameResult = {
  reason: 'prestige',
  winners: [0],
  decidedBy: 'prestige',
  standings: [
    { seat: 0, prestige: 16, cards: 12, cities: 0 },
    { seat: 1, prestige: 11, cards: 10, cities: 0 },
  ],
};

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
