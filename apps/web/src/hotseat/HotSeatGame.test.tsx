import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { setupI18n } from '../table/testing';
import { HotSeatGame } from './HotSeatGame';
import { newRecord, SAVE_KEY } from './record';
import type { HotSeatConfig } from './record';
import type * as BotRunner from './botRunner';

beforeAll(() => setupI18n('en'));
beforeEach(() => localStorage.clear());
afterEach(cleanup);

const twoHumans: HotSeatConfig = {
  players: 2,
  modules: [],
  edition: 'kahroba',
  seats: [
    { kind: 'human', name: 'Sara' },
    { kind: 'human', name: 'Babak' },
  ],
};

describe('HotSeatGame', () => {
  it('asks to pass the device, then plays and saves every action', () => {
    render(<HotSeatGame config={twoHumans} onExit={vi.fn()} />);
    const ready = screen.getByRole('button', { name: /^I am (Sara|Babak): show my table$/ });
    fireEvent.click(ready);
    for (const g of ['white', 'blue', 'green'])
      fireEvent.click(screen.getByRole('button', { name: new RegExp(`^Take a ${g} gem`) }));
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

  it('says so when there is nothing to resume, and offers to set up a game', () => {
    const onExit = vi.fn();
    const onSetUp = vi.fn();
    render(<HotSeatGame config={null} onExit={onExit} onSetUp={onSetUp} />);
    expect(screen.getByRole('alert').textContent).toContain('no saved game');
    fireEvent.click(screen.getByRole('button', { name: 'Set up a game' }));
    expect(onSetUp).toHaveBeenCalledTimes(1);
    expect(onExit).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onExit).toHaveBeenCalled();
  });

  it('offers no new set-up for a save it cannot read (the player goes back)', () => {
    // A well-formed record whose first action no one may make at the start (no conquest is pending): it cannot be replayed.
    const record = { ...newRecord(twoHumans), actions: [{ seat: 0, action: { type: 'declineConquest' } }] };
    localStorage.setItem(SAVE_KEY, JSON.stringify({ record, seats: twoHumans.seats }));
    render(<HotSeatGame config={null} onExit={vi.fn()} onSetUp={vi.fn()} />);
    expect(screen.getByRole('alert').textContent).toContain('could not be read');
    expect(screen.queryByRole('button', { name: 'Set up a game' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
  });
});

describe('a computer player whose move cannot be worked out', () => {
  afterEach(() => vi.doUnmock('./botRunner'));

  it('says so and tries again when asked, and the game goes on', async () => {
    vi.resetModules();
    let fail = true;
    vi.doMock('./botRunner', async (original) => {
      const real = await original<typeof BotRunner>();
      return {
        ...real,
        chooseBotAction: (...args: Parameters<typeof real.chooseBotAction>) =>
          fail
            ? Promise.reject(new Error('Failed to fetch dynamically imported module'))
            : real.chooseBotAction(...args),
      };
    });
    const { HotSeatGame: Game } = await import('./HotSeatGame');
    const { setupI18n: setup } = await import('../table/testing');
    setup('en');
    const config: HotSeatConfig = {
      players: 2,
      modules: [],
      edition: 'kahroba',
      seats: [
        { kind: 'bot', name: 'Robo', bot: 'easy' },
        { kind: 'bot', name: 'Tin', bot: 'easy' },
      ],
    };
    render(<Game config={config} onExit={vi.fn()} />);
    const stuck = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(stuck.textContent).toMatch(/^(Robo|Tin) could not work out a move/);
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(
      () => {
        const saved = JSON.parse(localStorage.getItem(SAVE_KEY) ?? '{}') as { record?: { actions: unknown[] } };
        expect(saved.record?.actions.length ?? 0).toBeGreaterThan(0);
      },
      { timeout: 5000 },
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
