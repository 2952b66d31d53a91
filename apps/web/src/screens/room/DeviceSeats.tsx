/**
 * The room bar of a device holding several seats (issue 51, a mixed table):
 * every seat of this device by name, marked as on this device, the one to
 * move highlighted. Wraps on a phone instead of overflowing.
 */
import { useTranslation } from 'react-i18next';
import type { RoomInfo } from '@kahroba/protocol';
import { isSharedDevice, localSeats } from '../../net/local-seats';
import { useAppStore } from '../../store';

export function DeviceSeats({ room, names }: { room: RoomInfo; names: readonly string[] }) {
  const { t } = useTranslation();
  const toAct = useAppStore((s) => s.game.toAct);
  if (!isSharedDevice(room)) return null;
  return (
    <ul className="device-seats" aria-label={t('seat.thisDevice')}>
      {localSeats(room).map((s) => (
        <li
          key={s}
          className={`badge device-seats__seat${s === toAct ? ' device-seats__seat--turn' : ''}`}
          aria-current={s === toAct ? 'true' : undefined}
          title={`${names[s] ?? ''} (${t('seat.thisDevice')})`}
        >
          <span aria-hidden="true">📱</span>
          <span className="device-seats__name">{names[s] ?? ''}</span>
        </li>
      ))}
    </ul>
  );
}
