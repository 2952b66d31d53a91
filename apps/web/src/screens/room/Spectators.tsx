/** People watching the room without a seat (and, in the lobby, who of them asked for one). */
import { useTranslation } from 'react-i18next';
import type { RoomInfo } from '@kahroba/protocol';
import { useFormatNumber } from '../../i18n/hooks';

export function Spectators({ room }: { room: RoomInfo }) {
  const { t } = useTranslation();
  const num = useFormatNumber();
  if (room.spectators.length === 0) return null;
  return (
    <div className="spectators">
      <h3>{t('lobby.spectators', { count: room.spectators.length, n: num(room.spectators.length) })}</h3>
      <ul className="spectators__list">
        {room.spectators.map((m) => (
          <li key={m.memberId} className="badge">
            <span className={`dot ${m.connected ? 'dot-ok' : 'dot-away'}`} aria-hidden="true" />
            {m.name}
            {m.memberId === room.you.memberId && ` (${t('seat.you')})`}
            {m.wantsSeat && room.status === 'lobby' && <span className="spectators__wants">{t('fullRoom.wants')}</span>}
            <span className="visually-hidden">{t(m.connected ? 'presence.online' : 'presence.away')}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
