/**
 * The app bar: the Kahroba mark (home link), in a room its code and the name
 * you sit or watch under, the link state and the language switcher. On a
 * phone the room line goes under the name; a long one ends in an ellipsis and
 * is given whole as a tooltip.
 */
import { useTranslation } from 'react-i18next';
import { onLinkClick } from '../../router';
import { useHeaderRoom } from '../../store';
import { ConnectionBadge } from './ConnectionBadge';
import { LanguageSwitcher } from './LanguageSwitcher';

export function Logo({ size = 28 }: { size?: number }) {
  // An amber drop with a faceted highlight; the same drawing as the favicon.
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <path d="M16 2 27 13 16 30 5 13Z" fill="#e39a2d" stroke="#8a4c05" strokeWidth="1.5" strokeLinejoin="round" />
      <path d="M5 13h22M11 13l5-11 5 11-5 17z" fill="none" stroke="#fff3d6" strokeWidth="1" opacity=".8" />
    </svg>
  );
}

/** "Room ABC234 · Sara": whose room and page this is. */
function RoomLine() {
  const { t } = useTranslation();
  const { code, name, watching } = useHeaderRoom();
  if (!code) return null;
  const who = name && watching ? `${name} (${t('room.watching')})` : (name ?? (watching ? t('room.watching') : null));
  const full = `${t('room.codeShort')} ${code}${who ? ` · ${who}` : ''}`;
  return (
    <p className="app-header__room" title={full} data-testid="header-room">
      {t('room.codeShort')} <bdi className="ltr">{code}</bdi>
      {who && (
        <>
          {' '}
          <span aria-hidden="true">·</span> <bdi className="app-header__you">{who}</bdi>
        </>
      )}
    </p>
  );
}

export function Header() {
  const { t } = useTranslation();
  return (
    <header className="app-header">
      <div className="app-header__inner">
        <div className="app-header__id">
          <a href="/" className="brand" onClick={onLinkClick}>
            <Logo />
            <span className="brand__name" title={t('app.name')}>
              {t('app.name')}
            </span>
          </a>
          <RoomLine />
        </div>
        <span className="spacer" />
        <ConnectionBadge />
        <LanguageSwitcher />
      </div>
    </header>
  );
}
