import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { GameRecord, GameResult, RecordedAction } from '@kahroba/engine';
import { setupI18n } from '../table/testing';
import { EndGame } from './EndGame';
import { decidedByKey, ranked } from './explain';
import { emptyRecord, twoSeatResult } from './testing';

beforeAll(() => setupI18n('en'));
afterEach(cleanup);

const record = emptyRecord;
const tie = twoSeatResult([1], 'fewerCards', [15, 12], [15, 10]);

describe('end of game', () => {
  it('B5.2: explains a tie broken by fewer cards and ranks the winner first', () => {
    expect(decidedByKey(tie, [])).toBe('endgame.why.fewerCards');
    expect(ranked(tie).map((s) => s.seat)).toEqual([1, 0]);
    const onRematch = vi.fn();
    render(<EndGame result={tie} names={['Sara', 'Babak']} record={record} onRematch={onRematch} onExit={vi.fn()} />);
    expect(screen.getByText('Babak wins!')).toBeTruthy();
    expect(screen.getByText(/fewer development cards wins \(rule B5\.2\)/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Rematch' }));
    expect(onRematch).toHaveBeenCalled();
  });

  it('C5: cites the Cities rule when city holders decide', () => {
    const cities: GameResult = {
      ...tie,
      reason: 'cities',
      decidedBy: 'onlyCity',
      standings: [
        { ...tie.standings[0]!, cities: 0 },
        { ...tie.standings[1]!, cities: 1 },
      ],
    };
    expect(decidedByKey(cities, ['cities'])).toBe('endgame.why.onlyCity');
    expect(decidedByKey({ ...cities, decidedBy: 'prestige' }, ['cities'])).toBe('endgame.why.citiesPrestige');
  });

  it('shares the victory on a full tie', () => {
    const shared: GameResult = { ...tie, winners: [0, 1], decidedBy: 'shared' };
    render(<EndGame result={shared} names={['Sara', 'Babak']} record={record} onExit={vi.fn()} />);
    expect(screen.getByText('Sara, Babak share the victory!')).toBeTruthy();
  });
});

describe('the results', () => {
  it("shows each player's prestige by source and a chart with a point for the set-up and each round", async () => {
    const { applyAction, createGame, legalActions, prestigeBreakdown } = await import('@kahroba/engine');
    const { prestigeProgress } = await import('./progress');
    const config = { players: 2, seed: 'results', modules: [], edition: 'kahroba' } as const;
    const made = createGame({ ...config, modules: [] });
    if (!made.ok) throw new Error(made.error.code);
    let s = made.value;
    const actions: RecordedAction[] = [];
    for (let i = 0; i < 400 && !s.result; i++) {
      const legal = legalActions(s, s.current);
      const a = legal.find((x) => x.type === 'buy') ?? legal[i % legal.length];
      if (!a) break;
      const r = applyAction(s, s.current, a);
      if (!r.ok) throw new Error(r.error.code);
      actions.push({ seat: s.current, action: a });
      s = r.state;
    }
    if (!s.result) throw new Error('unfinished');
    const full: GameRecord = { schema: 1, config: { ...config, modules: [] }, actions };
    const progress = prestigeProgress(full);
    expect(progress?.rounds).toEqual(Array.from({ length: s.round + 1 }, (_, i) => i));
    expect(progress?.points.map((p) => p[p.length - 1])).toEqual(s.result.standings.map((x) => x.prestige));
    const { container } = render(
      <EndGame result={s.result} names={['Sara', 'Babak']} record={full} view={s} onExit={vi.fn()} />,
    );
    const bars = screen.getAllByRole('img', { name: /prestige — / });
    expect(bars).toHaveLength(2);
    const b = prestigeBreakdown(s, 0);
    expect(screen.getByRole('img', { name: new RegExp(`^Sara: ${b.total} prestige`) })).toBeTruthy();
    expect(container.querySelectorAll('.chart polyline')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'See the board' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Results' }));
    expect(screen.getByRole('dialog', { name: 'Game over' })).toBeTruthy();
  });
});
