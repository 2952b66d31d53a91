/**
 * The room bar of a device holding several seats (issue 51, a mixed table):
 * every seat of this device by name, marked as on this device, the one to
 * move highlighted. Wraps on a phone instead of overflowing. The device's
 * mark is drawn, not an emoji: a machine without an emoji font shows a box.
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
          <PhoneIcon />
          <span className="device-seats__name">{names[s] ?? ''}</span>
        </li>
      ))}
    </ul>
  );
}

function PhoneIcon() {
  return (
    <svg className="device-seats__icon" viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">
      <rect x="4" y="1.5" width="8" height="13" rx="1.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M7 12h2" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  );
}
