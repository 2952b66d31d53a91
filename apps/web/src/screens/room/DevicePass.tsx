/**
 * A device holding several seats of an online room (a mixed table, protocol
 * acting.ts) plays them as hot-seat does: when another of its seats is to
 * act, the pass screen takes the table's place until that person confirms
 * (`game:focus`). The server itself sends only the spectators' view by then
 * (apps/server room/device-views.ts), so the previous person's hand and blind
 * reserves are not even on the page; the recap is read from that public log.
 */
import { useTranslation } from 'react-i18next';
import type { Seat } from '@kahroba/engine';
import type { RoomInfo } from '@kahroba/protocol';
import { PassDevice } from '../../hotseat/PassDevice';
import '../../hotseat/hotseat.css';
import { focusSeat } from '../../net';
import { isSharedDevice, localSeats } from '../../net/local-seats';
import { useAppStore, useGameState } from '../../store';
import { hadTurn, sinceLastTurn } from '../../table';
import { useRoomCommand } from './useRoomCommand';

/** The local seat the device must be passed to now, if any. */
export function usePassTo(room: RoomInfo): Seat | null {
  const { view, seat } = useGameState();
  const toAct = useAppStore((s) => s.game.toAct);
  if (!isSharedDevice(room) || !view || view.result !== null || toAct === null) return null;
  return localSeats(room).includes(toAct) && seat !== toAct ? toAct : null;
}

export function DevicePass({ seat, names }: { seat: Seat; names: readonly string[] }) {
  const { log } = useGameState();
  const { run } = useRoomCommand();
  return (
    <PassDevice
      key={seat}
      name={names[seat] ?? ''}
      onReady={() => run(() => focusSeat(seat))}
      since={sinceLastTurn(log, seat)}
      first={!hadTurn(log, seat)}
      names={names}
    />
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
