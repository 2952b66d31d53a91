/** Issue 51: on a shared device's pass screen, the seat that just moved may undo (RULINGS R12), named with `as`. */
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { GameEvent } from '@kahroba/engine';
import { withConnectedFakeSocket } from '../../net/fake-socket-hooks';
import { gameUpdated, useAppStore } from '../../store';
import { roomInfo, seat, update } from '../../test-fixtures';
import { DevicePass } from './DevicePass';

const fake = withConnectedFakeSocket(() => useAppStore.setState((st) => ({ room: { ...st.room, code: 'ABC234' } })));

/** Sara (seat 0) and Bea (seat 1) on this device. */
const room = roomInfo({
  status: 'playing',
  seats: [
    seat(0, { name: 'Sara', memberId: 'm1', connected: true }),
    seat(1, { name: 'Bea', memberId: 'm2', connected: true }),
  ],
  you: { memberId: 'm1', seat: 0, isHost: true, local: [{ memberId: 'm2', seat: 1, name: 'Bea' }] },
});
const names = ['Sara', 'Bea'];
/** Sara took three gems; Bea's turn. */
const log: GameEvent[] = [
  { type: 'gemsTaken', seat: 0, tokens: { white: 1, blue: 1, green: 1 } as never, rule: 'B3.1' },
  { type: 'turnStarted', seat: 1, round: 1 },
];

describe('pass screen undo on a shared device', () => {
  it('Sara asks to take back her move from the pass screen to Bea, as seat 0', async () => {
    gameUpdated(update(1, { seat: null, toAct: 1, undoable: true, events: log, history: log }));
    fake().handlers.set('game:undo', () => ({ ok: true, data: { version: 1, applied: false, takeBack: null } }));
    render(<DevicePass room={room} seat={1} names={names} />);
    expect(screen.getByRole('dialog', { name: 'Pass the device to Bea' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sara: ask the others to take back my last move' }));
    await waitFor(() => expect(fake().sent.some((m) => m.name === 'game:undo')).toBe(true));
    expect(fake().sent.find((m) => m.name === 'game:undo')?.payload).toEqual({ version: 1, gameNo: 1, as: 0 });
    // The device stays on the pass screen: no seat is focused while the others decide.
    expect(fake().sent.some((m) => m.name === 'game:focus')).toBe(false);
  });

  it('no Undo when the server does not allow it, or while a take-back is open', () => {
    gameUpdated(update(1, { seat: null, toAct: 1, events: log, history: log }));
    const { rerender } = render(<DevicePass room={room} seat={1} names={names} />);
    expect(screen.queryByRole('button', { name: /take back my last move/ })).toBeNull();
    gameUpdated(update(2, { seat: null, toAct: 1, undoable: true, events: [], history: log }));
    rerender(<DevicePass room={room} seat={1} names={names} pending takeBack={<p>asked</p>} />);
    expect(screen.queryByRole('button', { name: /take back my last move/ })).toBeNull();
    expect(screen.getByText('asked')).toBeTruthy();
  });
});
