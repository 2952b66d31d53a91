/**
 * Numbers in the interface: Persian digits in Persian (glossary: "Numbers in
 * the Persian interface use Persian digits"), Western digits in English.
 */
import type { Language } from './language';

const LOCALE: Record<Language, string> = { en: 'en-US', fa: 'fa-IR' };

const formatters = new Map<Language, Intl.NumberFormat>();

function formatterFor(lng: Language): Intl.NumberFormat {
  let f = formatters.get(lng);
  if (!f) {
    // No grouping: scores and counts are small, and room codes must not get separators.
    f = new Intl.NumberFormat(LOCALE[lng], { useGrouping: false });
    formatters.set(lng, f);
  }
  return f;
}

/** Formats a number with the digits of the language (۱۲ in Persian). */
export function formatNumber(n: number, lng: Language): string {
  return formatterFor(lng).format(n);
}

const PERSIAN_DIGITS = '۰۱۲۳۴۵۶۷۸۹';

/**
 * Replaces the ASCII digits inside a string (a room code, "2–4") with the
 * language's digits, leaving letters alone.
 */
export function localiseDigits(text: string, lng: Language): string {
  if (lng !== 'fa') return text;
  return text.replace(/[0-9]/g, (d) => PERSIAN_DIGITS[Number(d)] ?? d);
}

/** Turns Persian or Arabic-Indic digits typed by a player back into ASCII (for room codes). */
export function toAsciiDigits(text: string): string {
  return text
    .replace(/[۰-۹]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660));
}
