/** Issue 51: the room bar of a shared device lists all its seats, the one to move marked. */
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { gameUpdated, resetStore, useAppStore } from '../../store';
import { setupI18n } from '../../table/testing';
import { roomInfo, seat, update } from '../../test-fixtures';
import { DeviceSeats } from './DeviceSeats';

beforeAll(() => setupI18n('en'));
beforeEach(resetStore);
afterEach(cleanup);

const seats = [
  seat(0, { name: 'Sara', memberId: 'm1', connected: true }),
  seat(1, { name: 'Bea', memberId: 'm2', connected: true }),
  seat(2, { name: 'Gran', memberId: 'm3', connected: true }),
];
const names = ['Sara', 'Bea', 'Gran'];

describe('DeviceSeats', () => {
  it("lists both of the device's seats (not the remote one), the one to move current", () => {
    const room = roomInfo({
      status: 'playing',
      seats,
      you: { memberId: 'm1', seat: 0, isHost: true, local: [{ memberId: 'm2', seat: 1, name: 'Bea' }] },
    });
    useAppStore.setState((st) => ({ room: { ...st.room, code: 'ABC234' } }));
    gameUpdated(update(1, { seat: null, toAct: 1 }));
    render(<DeviceSeats room={room} names={names} />);
    const list = screen.getByRole('list', { name: 'this device' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual(['Sara', 'Bea']);
    expect(items.map((i) => i.getAttribute('aria-current'))).toEqual([null, 'true']);
    expect(items[0]?.title).toBe('Sara (this device)');
  });

  it('shows nothing on an ordinary one-seat device', () => {
    render(<DeviceSeats room={roomInfo({ seats })} names={names} />);
    expect(screen.queryByRole('list')).toBeNull();
  });
});
