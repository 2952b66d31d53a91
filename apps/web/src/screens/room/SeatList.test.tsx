import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { setupI18n } from '../../table/testing';
import { roomInfo, seat } from '../../test-fixtures';
import { SeatList } from './SeatList';

const setSeatKind = vi.fn(() => Promise.resolve({ ok: true as const, data: null }));
vi.mock('../../net', () => ({
  setSeatKind: (...args: unknown[]) => setSeatKind(...(args as [])),
  kick: vi.fn(),
  sit: vi.fn(),
}));

beforeAll(() => setupI18n('en'));
afterEach(() => {
  cleanup();
  setSeatKind.mockClear();
});

const withBot = (isHost: boolean) =>
  roomInfo({
    seats: [seat(0, { name: 'Sara', memberId: 'm1', connected: true }), seat(1, { kind: 'bot', bot: 'hard' })],
    you: { memberId: isHost ? 'm1' : 'm2', seat: isHost ? 0 : null, isHost },
  });

describe('computer levels in the lobby', () => {
  it('shows the level in the name and one sentence on how it plays', () => {
    render(<SeatList room={withBot(false)} />);
    expect(screen.getByText('Computer 2 (hard)')).toBeTruthy();
    expect(screen.getByText('Thinks ahead by playing out many possible futures: hard to beat.')).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull(); // only the host chooses
  });

  it("lets the host change a computer seat's level", () => {
    render(<SeatList room={withBot(true)} />);
    const level = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Level of Seat 2' });
    expect(level.value).toBe('hard');
    fireEvent.change(level, { target: { value: 'expert' } });
    expect(setSeatKind).toHaveBeenCalledWith(1, 'bot', 'expert');
  });

  it('shows no sentence during the game', () => {
    render(<SeatList room={{ ...withBot(true), status: 'playing' }} inGame />);
    expect(screen.queryByText(/Thinks ahead/u)).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});
