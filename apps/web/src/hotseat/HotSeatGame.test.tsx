import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { setupI18n } from '../table/testing';
import { HotSeatGame } from './HotSeatGame';
import { SAVE_KEY } from './record';
import type { HotSeatConfig } from './record';

beforeAll(() => setupI18n('en'));
beforeEach(() => localStorage.clear());
afterEach(cleanup);

const twoHumans: HotSeatConfig = {
  players: 2, modules: [], edition: 'kahroba',
  seats: [{ kind: 'human', name: 'Sara' }, { kind: 'human', name: 'Babak' }],
};

describe('HotSeatGame', () => {
  it('asks to pass the device, then plays and saves every action', () => {
    render(<HotSeatGame config={twoHumans} onExit={vi.fn()} />);
    const ready = screen.getByRole('button', { name: /^I am (Sara|Babak): show my table$/ });
    fireEvent.click(ready);
    for (const g of ['white', 'blue', 'green']) fireEvent.click(screen.getByRole('button', { name: new RegExp(`^Take a ${g} gem`) }));
    fireEvent.click(screen.getByRole('button', { name: 'Take these gems' }));
    const saved = JSON.parse(localStorage.getItem(SAVE_KEY) ?? '{}') as { record: { actions: unknown[] } };
    expect(saved.record.actions).toHaveLength(1);
    // The next human must take the device before the table shows their cards.
    expect(screen.getByRole('dialog', { name: /^Pass the device to/ })).toBeTruthy();
  });

  it('resumes the saved game when config is null', () => {
    const first = render(<HotSeatGame config={twoHumans} onExit={vi.fn()} />);
    first.unmount();
    render(<HotSeatGame config={null} onExit={vi.fn()} />);
    expect(screen.getByRole('dialog', { name: /^Pass the device to/ })).toBeTruthy();
  });

  it('says so when there is nothing to resume', () => {
    const onExit = vi.fn();
    render(<HotSeatGame config={null} onExit={onExit} />);
    expect(screen.getByRole('alert').textContent).toContain('no saved game');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onExit).toHaveBeenCalled();
  });
});
