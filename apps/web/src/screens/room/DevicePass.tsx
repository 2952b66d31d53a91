/**
 * A device holding several seats of an online room (a mixed table, protocol
 * acting.ts) plays them as hot-seat does: when another of its seats is to
 * act, the pass screen takes the table's place until that person confirms
 * (`game:focus`). The server itself sends only the spectators' view by then
 * (apps/server room/device-views.ts), so the previous person's hand and blind
 * reserves are not even on the page; the recap is read from that public log.
 */
import { useCallback, useMemo } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Seat } from '@kahroba/engine';
import type { RoomInfo } from '@kahroba/protocol';
import { PassDevice } from '../../hotseat/PassDevice';
import '../../hotseat/hotseat.css';
import { focusSeat, undo } from '../../net';
import { isSharedDevice, localSeats } from '../../net/local-seats';
import { useAppStore, useGameState } from '../../store';
import { hadTurn, lastTurn, sinceLastTurn } from '../../table';
import type { ActionResult, UndoControl } from '../../table';
import { useRoomCommand } from './useRoomCommand';

/** The local seat the device must be passed to now, if any. */
export function usePassTo(room: RoomInfo): Seat | null {
  const { view, seat } = useGameState();
  const toAct = useAppStore((s) => s.game.toAct);
  if (!isSharedDevice(room) || !view || view.result !== null || toAct === null) return null;
  return localSeats(room).includes(toAct) && seat !== toAct ? toAct : null;
}

/**
 * RULINGS R12 on the pass screen, as in hot-seat: the device's seat that just
 * moved may take it back before the device is passed (the server says
 * `undoable`; with other people seated it asks them). Applied at once, that
 * person's table comes back; asked, the pass screen stays until it is decided.
 */
export function usePassUndo(
  room: RoomInfo,
  passTo: Seat,
  pending: boolean,
): { control?: UndoControl; previous?: Seat } {
  const { log, undoable } = useGameState();
  const last = lastTurn(log)?.seat;
  const previous = last !== undefined && last !== passTo && localSeats(room).includes(last) ? last : undefined;
  const onUndo = useCallback(async (): Promise<ActionResult> => {
    if (previous === undefined) return { ok: false, error: { code: 'UNDO_NOTHING', message: '' } };
    const r = await undo(previous);
    if (!r.ok) return { ok: false, error: { code: r.error.code, message: r.error.message } };
    if (r.data.applied) await focusSeat(previous);
    return { ok: true };
  }, [previous]);
  return useMemo(
    () =>
      previous === undefined
        ? {}
        : {
            previous,
            control: { available: undoable && !pending, onUndo },
          },
    [previous, undoable, pending, onUndo],
  );
}

export interface DevicePassProps {
  room: RoomInfo;
  seat: Seat;
  names: readonly string[];
  /** A take-back request open now (its panel shows on the pass screen too). */
  pending?: boolean;
  takeBack?: ReactNode;
}

export function DevicePass({ room, seat, names, pending = false, takeBack }: DevicePassProps) {
  const { t } = useTranslation('game');
  const { log } = useGameState();
  const { run } = useRoomCommand();
  const { control, previous } = usePassUndo(room, seat, pending);
  const who = previous === undefined ? '' : (names[previous] ?? '');
  const asks = room.seats.some((s) => s.kind === 'human' && s.seat !== previous);
  return (
    <PassDevice
      key={seat}
      name={names[seat] ?? ''}
      onReady={() => run(() => focusSeat(seat))}
      since={sinceLastTurn(log, seat)}
      first={!hadTurn(log, seat)}
      names={names}
      undo={control}
      previous={who}
      undoLabel={control ? t(asks ? 'undo.passScreenAsk' : 'undo.passScreen', { name: who }) : undefined}
    >
      {takeBack}
    </PassDevice>
  );
}

/** While no seat of the device is to act and none is shown (e.g. just back): whose table to show. */
export function DeviceChooser({ room, names }: { room: RoomInfo; names: readonly string[] }) {
  const { t } = useTranslation();
  const { seat, view } = useGameState();
  const { run, busy } = useRoomCommand();
  if (!isSharedDevice(room) || seat !== null || !view) return null;
  return (
    <div className="device-chooser" role="group" aria-label={t('device.hidden')}>
      <span>{t('device.hidden')}</span>
      {localSeats(room).map((s) => (
        <button
          key={s}
          type="button"
          className="kt-btn kt-btn--small"
          disabled={busy}
          onClick={() => run(() => focusSeat(s))}
        >
          {t('device.show', { name: names[s] ?? '' })}
        </button>
      ))}
    </div>
  );
}
