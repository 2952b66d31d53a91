/**
 * Bidirectional text (Unicode UAX #9). Symbol formulas ("⚑ 2→1", "× ▼×2",
 * "5★"), counts over a total ("7/10"), rule ids ("B5.2") and room codes are
 * left-to-right content: in Persian they are wrapped in a left-to-right
 * isolate (LRI … PDI) so that the Persian paragraph around them cannot
 * reorder them — without it "2→1" shows as «۱→۲», since the arrow between
 * two numbers takes the paragraph's direction. In English the paragraph is
 * already left to right and the text is left as it is. Digits are the
 * language's (format.ts): Persian digits in Persian, Latin in English.
 *
 * In markup, prefer `dir="ltr"` on the element (or `<bdi dir="ltr">`); these
 * strings are for text that has no element of its own: sentences from the
 * locales, accessible names, titles.
 */
import { localiseDigits } from './format';
import { directionOf, type Language } from './language';

/** LEFT-TO-RIGHT ISOLATE. */
export const LRI = '\u2066';
/** RIGHT-TO-LEFT ISOLATE. */
export const RLI = '\u2067';
/** FIRST STRONG ISOLATE. */
export const FSI = '\u2068';
/** POP DIRECTIONAL ISOLATE: closes the last LRI, RLI or FSI. */
export const PDI = '\u2069';

/**
 * The symbols the table draws (trading-post crests, Orient effects, tiles)
 * and the operators of their formulas. Each one, in a Persian string, stands
 * inside a left-to-right isolate (checked for every locale string in bidi.test.ts).
 */
export const SYMBOLS = '→←⇄↔×+/★⚑♛⌂▼✕✦◆−=';

const SYMBOL_RE = new RegExp(`[${SYMBOLS.replace(/[-/\\^]/g, '\\$&')}]`);

/** True when `text` holds one of the table's symbols. */
export const hasSymbol = (text: string): boolean => SYMBOL_RE.test(text);

/**
 * Left-to-right content (a formula, a rule id, a code) in `lng`: its digits
 * in that language, and in a right-to-left language inside LRI … PDI.
 */
export function ltr(text: string, lng: Language): string {
  if (text === '') return text;
  const digits = localiseDigits(text, lng);
  return directionOf(lng) === 'rtl' ? `${LRI}${digits}${PDI}` : digits;
}

/**
 * Text of unknown direction (a player's name) inside FSI … PDI in a
 * right-to-left language, so that "Ana" or "آنا" next to a number keeps
 * both in place.
 */
export function isolate(text: string, lng: Language): string {
  if (text === '') return text;
  return directionOf(lng) === 'rtl' ? `${FSI}${text}${PDI}` : text;
}

/** The text without isolate controls (for comparing what two languages show). */
export const stripIsolates = (text: string): string => text.replace(/[\u2066-\u2069]/g, '');

/**
 * Every isolate in `text` is closed, and closed in order (no PDI without an
 * opener, none left open): an unclosed LRI would swallow the rest of the line.
 */
export function isolatesBalanced(text: string): boolean {
  let depth = 0;
  for (const ch of text) {
    if (ch === LRI || ch === RLI || ch === FSI) depth += 1;
    else if (ch === PDI && --depth < 0) return false;
  }
  return depth === 0;
}
