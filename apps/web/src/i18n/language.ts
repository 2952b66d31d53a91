/**
 * Which interface language to use, and applying it to the document.
 * Kept apart from i18next so it can be tested without initialising it.
 */

export const LANGUAGES = ['en', 'fa'] as const;
/** An interface language: English or Persian. */
export type Language = (typeof LANGUAGES)[number];

/** localStorage key of the language the player chose with the switcher. */
export const LANGUAGE_STORAGE_KEY = 'kahroba.lang';

const RTL: ReadonlySet<Language> = new Set<Language>(['fa']);

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** Writing direction of a language: Persian is right-to-left. */
export const directionOf = (lng: Language): 'rtl' | 'ltr' => (RTL.has(lng) ? 'rtl' : 'ltr');

/**
 * The first of the browser's preferred languages we support, matching on the
 * primary subtag (`fa-IR` → `fa`); English when none matches.
 */
export function languageFromBrowser(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return 'en';
}

function safeStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage can throw in private modes or sandboxed frames.
    return null;
  }
}

/** The saved choice, if any and valid. */
export function storedLanguage(): Language | null {
  const value = safeStorage()?.getItem(LANGUAGE_STORAGE_KEY);
  return isLanguage(value) ? value : null;
}

export function storeLanguage(lng: Language): void {
  try {
    safeStorage()?.setItem(LANGUAGE_STORAGE_KEY, lng);
  } catch {
    // A full or blocked storage only loses the preference.
  }
}

/** The saved choice, else the browser's preference, else English. */
export function initialLanguage(): Language {
  const saved = storedLanguage();
  if (saved) return saved;
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  const preferred = nav?.languages?.length ? nav.languages : nav?.language ? [nav.language] : [];
  return languageFromBrowser(preferred);
}

/** Sets `<html lang dir>` so the whole page, CSS logical properties included, follows the language. */
export function setDocumentLanguage(lng: Language, doc: Document = document): void {
  doc.documentElement.lang = lng;
  doc.documentElement.dir = directionOf(lng);
}
