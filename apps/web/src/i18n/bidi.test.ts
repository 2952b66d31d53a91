/**
 * Every string of the interface, in both languages, checked for its digits
 * and for the isolation of its symbols, formulas and rule ids (i18n/bidi.ts).
 * Data-driven: a string added to a locale file or to the rules summary is
 * checked without touching this file.
 */
import { describe, expect, it } from 'vitest';
import enCommon from './locales/en/common.json';
import enGame from './locales/en/game.json';
import enTutorial from './locales/en/tutorial.json';
import faCommon from './locales/fa/common.json';
import faGame from './locales/fa/game.json';
import faTutorial from './locales/fa/tutorial.json';
import enReview from './locales/en/review.json';
import faReview from './locales/fa/review.json';
import { RULES_EN } from '../screens/rules/rules.en';
import { RULES_FA } from '../screens/rules/rules.fa';
import type { RuleSection } from '../screens/rules/content';
import { FSI, LRI, PDI, RLI, SYMBOLS, hasSymbol, isolate, isolatesBalanced, ltr, stripIsolates } from './bidi';
import { toAsciiDigits } from './format';

type Strings = Map<string, string>;

function flatten(o: object, prefix: string, out: Strings): Strings {
  for (const [k, v] of Object.entries(o)) {
    if (typeof v === 'string') out.set(`${prefix}${k}`, v);
    else if (typeof v === 'object' && v !== null) flatten(v as object, `${prefix}${k}.`, out);
  }
  return out;
}

function rulesStrings(sections: RuleSection[]): Strings {
  const out: Strings = new Map();
  for (const s of sections) {
    out.set(`rules:${s.key}.title`, s.title);
    if (s.intro) out.set(`rules:${s.key}.intro`, s.intro);
    for (const item of s.items) out.set(`rules:${s.key}.${item.id}`, item.text);
  }
  return out;
}

function all(lng: 'en' | 'fa'): Strings {
  const [common, game, tutorial, review, rules] =
    lng === 'en'
      ? [enCommon, enGame, enTutorial, enReview, RULES_EN]
      : [faCommon, faGame, faTutorial, faReview, RULES_FA];
  const out: Strings = new Map();
  flatten(common, 'common:', out);
  flatten(game, 'game:', out);
  flatten(tutorial, 'tutorial:', out);
  flatten(review, 'review:', out);
  for (const [k, v] of rulesStrings(rules)) out.set(k, v);
  return out;
}

const EN = all('en');
const FA = all('fa');

/** `{{n}}` and `{{n, number}}` are filled in later (with the language's digits): not part of the text checked. */
const withoutPlaceholders = (s: string): string => s.replace(/\{\{[^}]*\}\}/g, '');

/** For each character of `s`, whether it lies inside a left-to-right isolate (LRI … PDI). */
function insideLtr(s: string): boolean[] {
  const stack: string[] = [];
  return [...s].map((ch) => {
    if (ch === LRI || ch === RLI || ch === FSI) stack.push(ch);
    else if (ch === PDI) stack.pop();
    return stack.at(-1) === LRI;
  });
}

/** What must read left to right: each table symbol, and each Latin code with digits (rule ids B5.2, T2c, room codes). */
function ltrSpans(s: string): { text: string; at: number[] }[] {
  const chars = [...s];
  const spans: { text: string; at: number[] }[] = [];
  // A plus standing alone as a word ("3 red + 1 white", "30 s + 1 min") joins two phrases: it is not a formula.
  const word = (i: number): boolean =>
    chars[i] === '+' && /^\s?$/.test(chars[i - 1] ?? '') && /^\s?$/.test(chars[i + 1] ?? '');
  chars.forEach((ch, i) => {
    if (SYMBOLS.includes(ch) && !word(i)) spans.push({ text: ch, at: [i] });
  });
  const joined = chars.join('');
  for (const m of joined.matchAll(/[A-Za-z]+[0-9۰-۹][0-9۰-۹.a-z/]*/g)) {
    const start = [...joined.slice(0, m.index)].length;
    spans.push({ text: m[0], at: [...m[0]].map((_, j) => start + j) });
  }
  return spans;
}

/** The formulas of a string, in ASCII digits and without isolates: runs of symbols and digits holding a symbol. */
function formulas(s: string): string[] {
  const plain = toAsciiDigits(stripIsolates(withoutPlaceholders(s)));
  return [...plain.matchAll(new RegExp(`[${SYMBOLS.replace(/[-/\\^]/g, '\\$&')}0-9 ]+`, 'g'))]
    .map((m) => m[0].trim())
    .filter((f) => hasSymbol(f))
    .sort();
}

const symbolKeys = [
  ...new Set([...EN, ...FA].filter(([, v]) => hasSymbol(v) || /[0-9۰-۹]/.test(withoutPlaceholders(v))).map(([k]) => k)),
];

describe('every locale string with a symbol, formula, rule id or digit', () => {
  it('covers the strings it should (the check is not vacuous)', () => {
    expect(symbolKeys.length).toBeGreaterThan(100);
    for (const k of [
      'game:powers.does.draw_two_keep_one',
      'game:player.tokenTotal',
      'game:endgame.why.prestige',
      'rules:tradingPosts.T1',
    ]) {
      expect(symbolKeys).toContain(k);
    }
  });

  it.each(symbolKeys)('%s: Persian digits in Persian, Latin in English', (key) => {
    const en = withoutPlaceholders(EN.get(key) ?? '');
    const fa = withoutPlaceholders(FA.get(key) ?? '');
    expect(en, 'Persian digits in English').not.toMatch(/[۰-۹٠-٩]/);
    expect(fa, 'Latin digits in Persian').not.toMatch(/[0-9]/);
  });

  it.each(symbolKeys)('%s: in Persian each symbol and rule id is isolated left to right', (key) => {
    const fa = FA.get(key) ?? '';
    expect(isolatesBalanced(fa), 'every isolate is closed').toBe(true);
    const inside = insideLtr(fa);
    // Placeholders blanked to spaces of the same length, so that positions still match `inside`.
    for (const span of ltrSpans(fa.replace(/\{\{[^}]*\}\}/g, (m) => ' '.repeat(m.length)))) {
      expect(
        span.at.every((i) => inside[i]),
        `"${span.text}" outside LRI…PDI`,
      ).toBe(true);
    }
  });

  it.each(symbolKeys)('%s: in English, left to right with no stray isolate', (key) => {
    const en = EN.get(key) ?? '';
    expect(isolatesBalanced(en)).toBe(true);
    expect(en).not.toContain(RLI);
  });

  it.each(symbolKeys)('%s: the same formulas in both languages', (key) => {
    expect(formulas(FA.get(key) ?? '')).toEqual(formulas(EN.get(key) ?? ''));
  });
});

describe('bidi helpers', () => {
  it('isolates left-to-right content in Persian, with Persian digits, and leaves English alone', () => {
    expect(ltr('⚑ 2→1', 'fa')).toBe(`${LRI}⚑ ۲→۱${PDI}`);
    expect(ltr('B5.2', 'fa')).toBe(`${LRI}B۵.۲${PDI}`);
    expect(ltr('⚑ 2→1', 'en')).toBe('⚑ 2→1');
    expect(ltr('', 'fa')).toBe('');
  });

  it('isolates a name of either direction in Persian', () => {
    expect(isolate('Ana', 'fa')).toBe(`${FSI}Ana${PDI}`);
    expect(isolate('آنا', 'en')).toBe('آنا');
  });

  it('finds unbalanced isolates', () => {
    expect(isolatesBalanced(`a ${LRI}b${PDI} c`)).toBe(true);
    expect(isolatesBalanced(`a ${LRI}b`)).toBe(false);
    expect(isolatesBalanced(`${PDI}a${LRI}`)).toBe(false);
  });
});
