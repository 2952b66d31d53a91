/**
 * One open room in the list: its host, its game (modules, edition, clock,
 * hints), who sits where (computer players labelled with their level) and a
 * Join link to its page, which asks for a name as any room link does.
 */
import { useTranslation } from 'react-i18next';
import type { OpenRoomInfo } from '@kahroba/protocol';
import { useClockText } from '../../clock';
import { useFormatNumber } from '../../i18n/hooks';
import { onLinkClick } from '../../router';

export function OpenRoomCard({ room }: { room: OpenRoomInfo }) {
  const { t } = useTranslation('openLobby');
  const num = useFormatNumber();
  const clock = useClockText();
  const taken = room.seats.filter((s) => s.taken).length;
  const modules = room.modules.length
    ? room.modules.map((m) => t(`common:module.${m}`)).join(t('common:list.separator'))
    : t('common:module.none');
  const label = t('room.label', { host: room.host });
  return (
    <li className="panel open-room" data-room={room.code} aria-label={label}>
      <div className="open-room__head">
        {/* A name's own direction (a Latin name on a Persian page is cut at its end), aligned as the page. */}
        <h3 className="open-room__host" dir="auto">
          {room.host}
        </h3>
        <span className="badge badge-accent open-room__count">
          {t('room.seated', { taken: num(taken), seats: num(room.seats.length) })}
        </span>
      </div>
      <p className="open-room__game">
        <span>{modules}</span>
        <span aria-hidden="true"> · </span>
        <span>{t(`common:edition.${room.edition}`)}</span>
        <span aria-hidden="true"> · </span>
        <span>{room.clock === 'none' ? t('clockNone') : clock.setting(room.clock)}</span>
        <span aria-hidden="true"> · </span>
        <span>{t(room.hints ? 'hints.on' : 'hints.off')}</span>
      </p>
      <ul className="open-room__seats" aria-label={t('common:lobby.seats')}>
        {room.seats.map((s, i) => (
          <li
            key={i}
            className={`open-seat open-seat--${s.kind === 'bot' ? 'bot' : s.taken ? 'taken' : 'free'}`}
            data-seat-kind={s.kind === 'bot' ? 'bot' : s.taken ? 'taken' : 'free'}
          >
            {s.kind === 'bot' && s.bot
              ? t('room.computer', { level: t(`level.${s.bot}`) })
              : t(s.taken ? 'room.person' : 'room.free')}
          </li>
        ))}
      </ul>
      <a
        className="btn btn-primary open-room__join"
        href={`/r/${room.code}`}
        onClick={onLinkClick}
        aria-label={t('room.joinLabel', { host: room.host })}
      >
        {t('room.join')}
      </a>
    </li>
  );
}
