/** English / فارسی switcher; the choice is remembered (localStorage) and flips the page direction. */
import { useTranslation } from 'react-i18next';
import { LANGUAGES, setLanguage, type Language } from '../../i18n';
import { useLanguage } from '../../i18n/hooks';

/** Each language is named in itself, so a reader of either can find theirs. */
const SELF_NAME: Record<Language, string> = { en: 'English', fa: 'فارسی' };

export function LanguageSwitcher() {
  const { t } = useTranslation();
  const current = useLanguage();
  return (
    <div className="lang-switch" role="group" aria-label={t('language.label')}>
      {LANGUAGES.map((lng) => (
        <button
          key={lng}
          type="button"
          className="lang-switch__btn"
          lang={lng}
          aria-pressed={lng === current}
          onClick={() => {
            void setLanguage(lng);
          }}
        >
          {SELF_NAME[lng]}
        </button>
      ))}
    </div>
  );
}
