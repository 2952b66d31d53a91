/** React helpers over i18next: the current language and number formatting in it. */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, localiseDigits } from './format';
import { isLanguage, type Language } from './language';

/** The interface language; components re-render when it changes. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  const lng = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(lng) ? lng : 'en';
}

/** `n => "۱۲"` in Persian, `"12"` in English. */
export function useFormatNumber(): (n: number) => string {
  const lng = useLanguage();
  return useCallback((n: number) => formatNumber(n, lng), [lng]);
}

/** Replaces the digits inside a string (room codes) with the language's digits. */
export function useLocaliseDigits(): (text: string) => string {
  const lng = useLanguage();
  return useCallback((text: string) => localiseDigits(text, lng), [lng]);
}
