/**
 * Words, over every string of both locales: a count followed by a
 * countable noun is an i18next plural ("1 card", "2 cards") in English, with
 * the same plural keys in Persian; a sentence about a seat's belongings or
 * turn ("Ana's strongholds") has a `_you` form for the viewer's own seat
 * ("your strongholds"), never "You's".
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

function flatten(o: object, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(o)) {
    if (typeof v === 'string') out.set(`${prefix}${k}`, v);
    else if (typeof v === 'object' && v !== null)
      for (const [kk, vv] of flatten(v as object, `${prefix}${k}.`)) out.set(kk, vv);
  }
  return out;
}

const EN = new Map([
  ...flatten(enCommon, 'common:'),
  ...flatten(enGame, 'game:'),
  ...flatten(enTutorial, 'tutorial:'),
  ...flatten(enReview, 'review:'),
]);
const FA = new Map([
  ...flatten(faCommon, 'common:'),
  ...flatten(faGame, 'game:'),
  ...flatten(faTutorial, 'tutorial:'),
  ...flatten(faReview, 'review:'),
]);

const NOUNS =
  'cards?|gems?|tokens?|bonus(?:es)?|rounds?|moves?|games?|players?|strongholds?|characters?|times?|jokers?|lines?|rooms?|messages?|seats?|days?';
/** A number filled in (`{{n}}`, `{{cards}}` …), at most one word or placeholder, then a countable noun. */
const COUNTED = new RegExp(
  `(?<![Ll]evel )\\{\\{(n|count|cards|rounds|reserved)\\}\\}(?: (?:\\{\\{\\w+\\}\\}|[a-z]+))? (?:${NOUNS})\\b`,
);
const PLURAL = /_(one|other)$/;

describe('plurals', () => {
  const counted = [...EN].filter(([, v]) => COUNTED.test(v)).map(([k]) => k);

  it('finds the counted strings (the check is not vacuous)', () => {
    expect(counted.length).toBeGreaterThan(15);
  });

  it.each(counted)('%s is a plural form, in English and in Persian', (key) => {
    expect(key).toMatch(PLURAL);
    const base = key.replace(PLURAL, '');
    for (const form of ['one', 'other']) {
      expect(EN.has(`${base}_${form}`), `en ${base}_${form}`).toBe(true);
      expect(FA.has(`${base}_${form}`), `fa ${base}_${form}`).toBe(true);
    }
  });

  it('writes the singular with a singular noun', () => {
    for (const [k, v] of EN) {
      if (k.endsWith('_one') && COUNTED.test(v))
        expect(v, k).not.toMatch(
          new RegExp(
            `\\{\\{\\w+\\}\\}(?: \\S+)? (?:cards|gems|tokens|bonuses|rounds|moves|games|players|characters|times|jokers|lines|rooms|messages|days)\\b`,
          ),
        );
    }
  });
});

describe('possessives of a seat', () => {
  /** Sentences the table says about any seat, the viewer's own included. */
  const ABOUT_A_SEAT = ['game:stronghold.onCard', 'game:log.turnStarted', 'game:log.shRemoved', 'game:log.shReturned'];

  it.each(ABOUT_A_SEAT)('%s has a "your" form in both languages', (key) => {
    expect(EN.get(key)).toMatch(/\{\{(name|owner)\}\}'s/);
    expect(EN.get(`${key}_you`)).toMatch(/\byour\b/i);
    expect(EN.get(`${key}_you`)).not.toMatch(/'s\b/);
    expect(FA.get(`${key}_you`)).toMatch(/شما/);
  });
});
