/**
 * i18next set-up: English and Persian, namespaces `common` (the shell),
 * `game` (table, hot-seat, end of game), `analysis` (the expert's reasons,
 * for the review and the hints: src/analysis) and `hints` (hints during a
 * game). All resources are bundled: they are
 * small, and the first paint must already be in the right language.
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import enCommon from './locales/en/common.json';
import faCommon from './locales/fa/common.json';
import enGame from './locales/en/game.json';
import faGame from './locales/fa/game.json';
import enAnalysis from './locales/en/analysis.json';
import faAnalysis from './locales/fa/analysis.json';
import enHints from './locales/en/hints.json';
import faHints from './locales/fa/hints.json';
import { formatNumber } from './format';
import { setDocumentLanguage, initialLanguage, isLanguage, storeLanguage, type Language } from './language';

export { LANGUAGES, directionOf, type Language } from './language';
export { formatNumber, localiseDigits, toAsciiDigits } from './format';

const NAMESPACES = ['common', 'game', 'analysis', 'hints'] as const;

/**
 * Namespaces loaded with the screen that uses them, so the first page stays
 * small: `tutorial` (src/tutorial) comes with the /learn chunk, `review`
 * (src/review) with the review of a finished game, `challenges`
 * (src/challenges) with /challenges.
 */
const LAZY_NAMESPACES = {
  tutorial: () => Promise.all([import('./locales/en/tutorial.json'), import('./locales/fa/tutorial.json')]),
  review: () => Promise.all([import('./locales/en/review.json'), import('./locales/fa/review.json')]),
  challenges: () => Promise.all([import('./locales/en/challenges.json'), import('./locales/fa/challenges.json')]),
} as const;

/** Adds a lazily loaded namespace to i18next (once); resolves when its strings are usable. */
export async function loadNamespace(ns: keyof typeof LAZY_NAMESPACES): Promise<void> {
  if (i18next.hasResourceBundle('en', ns)) return;
  const [en, fa] = await LAZY_NAMESPACES[ns]();
  i18next.addResourceBundle('en', ns, en.default, true, true);
  i18next.addResourceBundle('fa', ns, fa.default, true, true);
}

const resources = {
  en: { common: enCommon, game: enGame, analysis: enAnalysis, hints: enHints },
  fa: { common: faCommon, game: faGame, analysis: faAnalysis, hints: faHints },
} as const;

/** The language i18next currently uses, narrowed to ours. */
export function currentLanguage(): Language {
  const lng = i18next.resolvedLanguage ?? i18next.language;
  return isLanguage(lng) ? lng : 'en';
}

/** Switches the interface language, remembers it, and flips `<html dir>`. */
export async function setLanguage(lng: Language): Promise<void> {
  storeLanguage(lng);
  await i18next.changeLanguage(lng);
}

let started = false;

/** Initialises i18next once; synchronous because every resource is bundled. */
export function initI18n(lng: Language = initialLanguage()): typeof i18next {
  if (started) return i18next;
  started = true;
  i18next.on('languageChanged', (changed) => {
    if (isLanguage(changed) && typeof document !== 'undefined') setDocumentLanguage(changed);
  });
  void i18next.use(initReactI18next).init({
    resources,
    lng,
    fallbackLng: 'en',
    supportedLngs: ['en', 'fa'],
    ns: [...NAMESPACES],
    defaultNS: 'common',
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  // `{{n, number}}` in any string uses the language's digits (Persian: ۰–۹).
  i18next.services.formatter?.add('number', (value: unknown, formatLng) =>
    formatNumber(Number(value), isLanguage(formatLng) ? formatLng : 'en'),
  );
  if (typeof document !== 'undefined') setDocumentLanguage(lng);
  return i18next;
}

export default i18next;
