/**
 * Narrow hooks over the store: each component subscribes to the few fields
 * it shows, so a game update does not re-render the lobby and vice versa.
 */
import { useShallow } from 'zustand/react/shallow';
import type { RoomInfo, SeatInfo } from '@kahroba/protocol';
import { useAppStore } from './store';

export const useConnectionStatus = () => useAppStore((s) => s.connection.status);
/** How many times the link came back after a drop. */
export const useResumedLinks = () => useAppStore((s) => s.connection.resumed);

export const useRoomState = () =>
  useAppStore(
    useShallow((s) => ({ code: s.room.code, info: s.room.info, status: s.room.status, error: s.room.error })),
  );

export const useGameState = () =>
  useAppStore(
    useShallow((s) => ({
      view: s.game.view,
      seat: s.game.seat,
      log: s.game.log,
      pending: s.game.pending !== null,
      undoable: s.game.undoable,
    })),
  );

/** Who this tab is in its room: the name it sits or watches under. */
export function yourPlace(info: RoomInfo): { name: string | null; watching: boolean } {
  const { seat, memberId } = info.you;
  if (seat !== null) return { name: info.seats[seat]?.name ?? null, watching: false };
  return { name: info.spectators.find((m) => m.memberId === memberId)?.name ?? null, watching: true };
}

/** The room the header names: its code and your place in it, once joined; null elsewhere. */
export const useHeaderRoom = () =>
  useAppStore(
    useShallow((s) => {
      const { status, info } = s.room;
      if (status !== 'joined' || !info) return { code: null, name: null, watching: false };
      return { code: info.code, ...yourPlace(info) };
    }),
  );

export const useToasts = () => useAppStore((s) => s.ui.toasts);

/** Display names by seat: the person's name, else a placeholder the caller translates. */
export function seatNames(seats: readonly SeatInfo[], fallback: (seat: number, bot: boolean) => string): string[] {
  return seats.map((s) => s.name ?? fallback(s.seat, s.kind === 'bot'));
}

/** Presence by seat, as the table shows it. */
export type SeatPresence = 'online' | 'away' | 'bot' | 'empty';

export function presenceOf(s: SeatInfo): SeatPresence {
  if (s.kind === 'bot') return 'bot';
  if (s.memberId === null) return 'empty';
  if (s.takenOver) return 'bot';
  return s.connected ? 'online' : 'away';
}
