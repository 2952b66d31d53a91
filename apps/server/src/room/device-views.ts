/**
 * Whose view a device holding several seats is sent (docs/ARCHITECTURE.md
 * "Several seats on one device"). A device gets one view at a time, never two
 * seats' secrets merged: the view of the seat it shows (`Device.shown`, set by
 * `game:focus` once its pass screen is confirmed), or the spectators' view.
 * The moment another of its seats is to act, it shows none (the spectators'
 * view goes out with that very change), and only the seat to act may then be
 * shown: so the previous person's hand and blind reserves are never sent
 * while the next person is looking, and the next person's only after they
 * confirmed they hold the device.
 */
import { toAct } from '@kahroba/engine';
import type { GameState, Seat } from '@kahroba/engine';
import { refuse } from '../errors';
import type { Device } from './presence';

/** What the runner needs of the lobby: a member's seat. */
export type SeatOf = (memberId: string) => Seat | null;

/** A device's members and their seats. */
function held(device: Device, seatOf: SeatOf): { id: string; seat: Seat | null }[] {
  return [device.primary, ...device.local].map((id) => ({ id, seat: seatOf(id) }));
}

/** The pass rule: another seat of the device is to act, so it shows no seat until that one is confirmed. */
export function passIfAnother(device: Device, state: GameState, seatOf: SeatOf): void {
  if (device.shown === null) return;
  const next = toAct(state);
  if (next === null || seatOf(device.shown) === next) return;
  if (held(device, seatOf).some((m) => m.seat === next)) device.shown = null;
}

/** The seat whose view the device is sent now (null: the spectators'). */
export function shownSeat(device: Device, state: GameState, seatOf: SeatOf): Seat | null {
  passIfAnother(device, state, seatOf);
  return device.shown === null ? null : seatOf(device.shown);
}

/**
 * `game:focus`: the device shows `seat` (one it holds; while one of its seats
 * is to act, only that one: PASS_THE_DEVICE) or, for null, no seat.
 */
export function focus(device: Device, state: GameState, seatOf: SeatOf, seat: Seat | null): void {
  if (seat === null) {
    device.shown = null;
    return;
  }
  const seats = held(device, seatOf);
  const member = seats.find((m) => m.seat === seat);
  if (!member) throw refuse('NOT_YOUR_SEAT');
  const next = toAct(state);
  if (next !== null && next !== seat && seats.some((m) => m.seat === next)) throw refuse('PASS_THE_DEVICE');
  device.shown = member.id;
}

/**
 * RULINGS R12 on the pass screen: while the device shows no seat, the seat of
 * it that made the game's last action (`undoSeat`) may still take it back, as
 * in hot-seat; its `undoable` goes in the spectators' view the device holds
 * (it says only that the last, public, action may be undone).
 */
export function passUndoable(device: Device, seatOf: SeatOf, undoSeat: Seat | null): boolean {
  return device.shown === null && undoSeat !== null && held(device, seatOf).some((m) => m.seat === undoSeat);
}

/** The id a device's view is kept under in SentViews (never a member id). */
export const deviceViewerId = (device: Device): string => `@${device.socket.id}`;
