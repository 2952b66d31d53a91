import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { TurnClockInfo } from '@kahroba/protocol';
import { setupI18n } from '../table/testing';
import { roomInfo, seat, update } from '../test-fixtures';
import { resetStore, roomJoined } from '../store';
import { ClockFields } from './ClockFields';
import { TurnClockBar } from './TurnClockBar';

const reclaimSeat = vi.fn(() => Promise.resolve({ ok: true as const, data: null }));
vi.mock('../net', () => ({ reclaimSeat: () => reclaimSeat() }));

beforeAll(() => setupI18n('en'));
afterEach(() => {
  cleanup();
  resetStore();
  vi.useRealTimers();
  reclaimSeat.mockClear();
});

const T0 = 1_700_000_000_000;
const names = ['Sara', 'Bo'];
const clock = (over: Partial<TurnClockInfo> = {}): TurnClockInfo => ({
  now: T0,
  seat: 1,
  turnEndsAt: T0 + 30_000,
  expiresAt: T0 + 90_000,
  reserveMs: [60_000, 60_000],
  timeouts: [0, 0],
  ...over,
});
const room = (takenOver = false) =>
  roomInfo({
    status: 'playing',
    settings: { players: 2, modules: [], edition: 'kahroba', clock: 'turn30s', standIn: 'easy' },
    seats: [
      seat(0, { name: 'Sara', memberId: 'm1', connected: true, takenOver, bot: takenOver ? 'easy' : null }),
      seat(1, { name: 'Bo', memberId: 'm2', connected: true }),
    ],
  });
const run = (command: () => Promise<unknown>) => {
  void command();
};

/** The bar for Sara (seat 0), the room joined with a game update carrying `info`, at T0 on this device. */
function show(info: TurnClockInfo, takenOver = false): void {
  vi.useFakeTimers({ now: T0, toFake: ['Date', 'setInterval', 'clearInterval'] });
  render(<TurnClockBar room={room(takenOver)} names={names} run={run} busy={false} />);
  act(() => roomJoined(room(takenOver), { ...update(3), clock: info }));
}

describe('the turn clock above the table', () => {
  it('counts down the seat to act, then its reserve', () => {
    show(clock());
    const timer = screen.getByRole('timer');
    expect(timer.textContent).toContain("Bo's time");
    expect(timer.textContent).toContain('0:30');
    expect(timer.textContent).toContain('+ 1:00 reserve');
    act(() => {
      vi.advanceTimersByTime(31_000);
    });
    expect(screen.getByRole('timer').textContent).toContain('0:59');
    expect(screen.getByRole('timer').textContent).toContain('reserve');
  });

  it('counts from the server clock when the device clock is off', () => {
    show(clock({ now: T0 + 20_000 })); // the server is 20 s ahead of this device
    expect(screen.getByRole('timer').textContent).toContain('0:10');
  });

  it('shows slow play in days and hours', () => {
    show(clock({ seat: 0, turnEndsAt: T0 + 50 * 3_600_000, expiresAt: T0 + 50 * 3_600_000, reserveMs: [0, 0] }));
    expect(screen.getByRole('timer').textContent).toContain('Your time');
    expect(screen.getByRole('timer').textContent).toContain('2 d 2 h');
  });

  it('tells a player whose time ran out, and takes the seat back on request', () => {
    show(clock({ timeouts: [1, 0], reserveMs: [0, 60_000] }), true);
    expect(screen.getByRole('status').textContent).toContain(
      'Your time ran out and the computer moved for you (1 of 3 in a row)',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Take my seat back' }));
    expect(reclaimSeat).toHaveBeenCalledTimes(1);
  });
});

describe('choosing a clock', () => {
  it('offers none, three limits with a reserve and slow play; the stand-in level only with a clock', () => {
    const onChange = vi.fn();
    const { rerender } = render(<ClockFields clock="none" standIn="normal" onChange={onChange} />);
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Turn clock' });
    expect(Array.from(select.options, (o) => o.textContent)).toEqual([
      'No clock',
      '30 s a turn + 1 min reserve',
      '1 min a turn + 2 min reserve',
      '3 min a turn + 5 min reserve',
      'Slow play: 1 day a turn',
      'Slow play: 3 days a turn',
    ]);
    expect(screen.queryByRole('combobox', { name: /computer plays at/u })).toBeNull();
    fireEvent.change(select, { target: { value: 'slow24h' } });
    expect(onChange).toHaveBeenCalledWith('slow24h', 'normal');
    rerender(<ClockFields clock="slow24h" standIn="normal" onChange={onChange} />);
    fireEvent.change(screen.getByRole('combobox', { name: /computer plays at/u }), { target: { value: 'hard' } });
    expect(onChange).toHaveBeenLastCalledWith('slow24h', 'hard');
  });
});
