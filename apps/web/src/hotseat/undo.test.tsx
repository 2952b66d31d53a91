/** RULINGS R12 in hot-seat: the Undo button on the table and on the pass screen, the shortcut, and the engine's refusals. */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { RECORD_SCHEMA } from '@kahroba/engine';
import type { GameRecord } from '@kahroba/engine';
import { setupI18n } from '../table/testing';
import { HotSeatGame } from './HotSeatGame';
import { SAVE_KEY, undoLast } from './record';
import type { HotSeatConfig } from './record';

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

const savedActions = (): number =>
  (JSON.parse(localStorage.getItem(SAVE_KEY) ?? '{}') as { record: { actions: unknown[] } }).record.actions.length;

/** Takes the device for the first player and takes three gems; returns that player's name. */
function takeThree(): string {
  const ready = screen.getByRole('button', { name: /^I am (Sara|Babak): show my table$/ });
  const first = /I am (\w+)/.exec(ready.textContent ?? '')?.[1] ?? '';
  fireEvent.click(ready);
  expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  for (const g of ['white', 'blue', 'green'])
    fireEvent.click(screen.getByRole('button', { name: new RegExp(`^Take a ${g} gem`) }));
  fireEvent.click(screen.getByRole('button', { name: 'Take these gems' }));
  return first;
}

// A full table renders slowly in jsdom on a shared machine (the pass-screen test above takes seconds too).
describe('hot-seat undo (R12)', { timeout: 30_000 }, () => {
  it('the player who just took gems takes them back from the pass screen; the save goes back too', async () => {
    render(<HotSeatGame config={twoHumans} onExit={vi.fn()} />);
    const first = takeThree();
    expect(savedActions()).toBe(1);
    expect(screen.getByRole('dialog', { name: /^Pass the device to/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: `${first}: undo my last move` }));
    // Back at the same player's table, their turn again, with nothing left to undo.
    expect(await screen.findByText('Your turn')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: /^Pass the device to/ })).toBeNull();
    expect(savedActions()).toBe(0);
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  });

  it('Ctrl+Z does the same', async () => {
    render(<HotSeatGame config={twoHumans} onExit={vi.fn()} />);
    takeThree();
    fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    expect(await screen.findByText('Your turn')).toBeTruthy();
    expect(savedActions()).toBe(0);
  });

  it('once the next player has taken the device and acted, the first cannot undo', () => {
    render(<HotSeatGame config={twoHumans} onExit={vi.fn()} />);
    takeThree();
    fireEvent.click(screen.getByRole('button', { name: /^I am (Sara|Babak): show my table$/ }));
    for (const g of ['white', 'blue', 'green'])
      fireEvent.click(screen.getByRole('button', { name: new RegExp(`^Take a ${g} gem`) }));
    fireEvent.click(screen.getByRole('button', { name: 'Take these gems' }));
    expect(savedActions()).toBe(2);
    // The pass screen offers only the second player's undo; the first player's action stays.
    fireEvent.click(screen.getByRole('button', { name: /: undo my last move$/ }));
    expect(savedActions()).toBe(1);
    expect(screen.queryByRole('button', { name: /: undo my last move$/ })).toBeNull();
  });
});

describe('undoLast (the engine decides)', () => {
  const config = { players: 2, seed: 'undo-web', modules: [], edition: 'kahroba' as const, setup: { firstPlayer: 0 } };

  it('B3.3.3 refuses to undo a blind reservation, citing the code the table translates', () => {
    const record: GameRecord = {
      schema: RECORD_SCHEMA,
      config,
      actions: [{ seat: 0, action: { type: 'reserveDeck', deck: 'L1' } }],
    };
    const r = undoLast(record, 0);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('UNDO_BLIND');
  });

  it('R12 undoes a gem take: the record, state and log go back to the start', () => {
    const record: GameRecord = {
      schema: RECORD_SCHEMA,
      config,
      actions: [{ seat: 0, action: { type: 'takeGems', gems: ['white', 'blue', 'red'] } }],
    };
    const r = undoLast(record, 0);
    if (!r.ok) throw new Error(r.error.code);
    expect(r.record.actions).toEqual([]);
    expect(r.state.version).toBe(0);
    expect(r.events).toEqual([]);
    expect(undoLast(record, 1).ok).toBe(false);
  });
});
