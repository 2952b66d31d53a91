/** The app bar: the Kahroba mark (home link), the link state and the language switcher. */
import { useTranslation } from 'react-i18next';
import { onLinkClick } from '../../router';
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

export function Header() {
  const { t } = useTranslation();
  return (
    <header className="app-header">
      <div className="app-header__inner">
        <a href="/" className="brand" onClick={onLinkClick}>
          <Logo />
          <span className="brand__name">{t('app.name')}</span>
        </a>
        <span className="spacer" />
        <ConnectionBadge />
        <LanguageSwitcher />
      </div>
    </header>
  );
}
