import { beforeEach, describe, expect, it } from 'vitest';
import { directionOf, languageFromBrowser, LANGUAGE_STORAGE_KEY, initialLanguage, storedLanguage } from './language';
import { formatNumber, localiseDigits, toAsciiDigits } from './format';
import i18n, { currentLanguage, initI18n, setLanguage } from './index';
import en from './locales/en/common.json';
import fa from './locales/fa/common.json';

beforeEach(() => localStorage.clear());

describe('language choice', () => {
  it('matches the browser by primary subtag, English otherwise', () => {
    expect(languageFromBrowser(['fa-IR', 'en-US'])).toBe('fa');
    expect(languageFromBrowser(['de-DE', 'en-GB'])).toBe('en');
    expect(languageFromBrowser(['de'])).toBe('en');
    expect(languageFromBrowser([])).toBe('en');
  });

  it('prefers the saved choice', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fa');
    expect(initialLanguage()).toBe('fa');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'xx');
    expect(storedLanguage()).toBeNull();
  });

  it('writes right to left in Persian', () => {
    expect(directionOf('fa')).toBe('rtl');
    expect(directionOf('en')).toBe('ltr');
  });
});

describe('digits', () => {
  it('formats numbers with Persian digits in Persian', () => {
    expect(formatNumber(15, 'fa')).toBe('۱۵');
    expect(formatNumber(1234, 'fa')).toBe('۱۲۳۴');
    expect(formatNumber(15, 'en')).toBe('15');
  });
  it('localises and reverts digits inside strings', () => {
    expect(localiseDigits('B3.2', 'fa')).toBe('B۳.۲');
    expect(localiseDigits('B3.2', 'en')).toBe('B3.2');
    expect(toAsciiDigits('۱۲٣')).toBe('123');
  });
});

describe('i18next', () => {
  it('switches language, remembers it and flips <html dir>', async () => {
    initI18n('en');
    expect(document.documentElement.dir).toBe('ltr');
    await setLanguage('fa');
    expect(currentLanguage()).toBe('fa');
    expect(document.documentElement).toMatchObject({ lang: 'fa', dir: 'rtl' });
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('fa');
    expect(i18n.t('setup.playerCount', { count: 3, n: formatNumber(3, 'fa') })).toBe('۳ بازیکن');
    await setLanguage('en');
    expect(i18n.t('setup.playerCount', { count: 1, n: '1' })).toBe('1 player');
  });

  it('has the same keys in English and Persian', () => {
    const keys = (o: object, p = ''): string[] =>
      Object.entries(o).flatMap(([k, v]) =>
        typeof v === 'object' && v !== null ? keys(v as object, `${p}${k}.`) : [`${p}${k}`],
      );
    expect(keys(fa).sort()).toEqual(keys(en).sort());
  });
});
