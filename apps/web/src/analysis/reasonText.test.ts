/**
 * The expert's reasons in words (reasonText.ts), English and Persian: every kind of reason, the objects named as the
 * game log names them, counts as plurals with the language's digits, the reader's own seat as "you", and the
 * `analysis` namespace complete in both languages.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import i18next from 'i18next';
import type { Reason } from '@kahroba/engine/bots';
import en from '../i18n/locales/en/analysis.json';
import fa from '../i18n/locales/fa/analysis.json';
import { setupI18n } from '../table/testing';
import { reasonText } from './reasonText';

const names = ['Ana', 'Bijan', 'Sara'];
const say = (r: Reason, viewer?: number): string => reasonText(r, { names, mover: 0, viewer });

/** One reason of every kind (B1-02: white level 1, no prestige; B2-24: red level 2, 3 prestige). */
const EVERY: Reason[] = [
  { kind: 'buysCard', card: 'B2-24', prestige: 3 },
  { kind: 'nearCard', card: 'B1-02', missing: 2 },
  { kind: 'nearCard', card: 'B1-02', missing: 1 },
  { kind: 'nearCard', card: 'B1-02', missing: 0 },
  { kind: 'lastGemFor', gem: 'blue', card: 'B1-02' },
  { kind: 'towardNoble', noble: 'N01', missing: 2 },
  { kind: 'towardNoble', noble: 'N01', missing: 0 },
  { kind: 'towardCity', city: 'C1a', missing: 1 },
  { kind: 'towardCity', city: 'C1a', missing: 0 },
  { kind: 'blocksRival', seat: 1, card: 'B2-24' },
  { kind: 'blocksRivalCity', seat: 1, city: 'C1a' },
  { kind: 'reservesRivalCard', seat: 2, card: 'B2-24' },
  { kind: 'takesGold' },
  { kind: 'winsNow' },
  { kind: 'handsRivalWin', seat: 1 },
  { kind: 'tokenLimit', returned: 2 },
  { kind: 'bonus', gem: 'red', count: 4 },
  { kind: 'tradingPost', post: 'K-TP1' },
  { kind: 'stronghold', card: 'B2-24', seat: 0 },
  { kind: 'stronghold', card: 'B2-24', seat: 1 },
];

const keys = (o: object, p = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) =>
    typeof v === 'object' && v !== null ? keys(v as object, `${p}${k}.`) : [`${p}${k}`],
  );

describe('reasons in English', () => {
  beforeAll(() => setupI18n('en'));

  it('words every kind of reason, naming the cards as the log does', () => {
    expect(say({ kind: 'lastGemFor', gem: 'blue', card: 'B1-02' })).toBe(
      'takes the last blue needed for the white level 1 card',
    );
    expect(say({ kind: 'buysCard', card: 'B2-24', prestige: 3 })).toBe('buys the red level 2 card (3 prestige)');
    expect(say({ kind: 'blocksRival', seat: 1, card: 'B2-24' })).toBe(
      'takes the red level 2 card (3 prestige) Bijan was close to buying',
    );
    expect(say({ kind: 'handsRivalWin', seat: 1 })).toBe('lets Bijan win on the next turn');
    expect(say({ kind: 'winsNow' })).toBe('wins the game now');
    expect(say({ kind: 'blocksRivalCity', seat: 1, city: 'C1a' })).toMatch(
      /^blocks the city Bijan is close to \(City: /,
    );
    expect(say({ kind: 'stronghold', card: 'B2-24', seat: 1 })).toBe(
      "removes Bijan's stronghold from the red level 2 card (3 prestige)",
    );
    for (const r of EVERY) {
      const text = say(r);
      expect(text, r.kind).not.toMatch(/\{\{|reason\.|undefined|#\d/);
      expect(text.length, r.kind).toBeGreaterThan(8);
    }
    expect(new Set(EVERY.map((r) => say(r))).size).toBe(EVERY.length);
  });

  it('counts with plurals', () => {
    expect(say({ kind: 'nearCard', card: 'B1-02', missing: 1 })).toBe('1 gem short of the white level 1 card');
    expect(say({ kind: 'nearCard', card: 'B1-02', missing: 2 })).toBe('2 gems short of the white level 1 card');
    expect(say({ kind: 'nearCard', card: 'B1-02', missing: 0 })).toBe('can buy the white level 1 card next turn');
    expect(say({ kind: 'tokenLimit', returned: 1 })).toBe('gives back 1 token over the 10-token limit');
    expect(say({ kind: 'towardNoble', noble: 'N01', missing: 2 })).toMatch(
      /^2 bonuses from a noble \(Noble, 3 prestige/,
    );
  });

  it('words the token limit, a bonus, a trading post and a stronghold from their data', () => {
    expect(say({ kind: 'tokenLimit', returned: 2 })).toBe('gives back 2 tokens over the 10-token limit');
    expect(say({ kind: 'bonus', gem: 'red', count: 4 })).toBe('a red bonus (4 in all)');
    expect(say({ kind: 'bonus', gem: 'white', count: 1 })).toBe('a white bonus (1 in all)');
    expect(say({ kind: 'tradingPost', post: 'K-TP1' })).toBe(
      'takes a trading post (Trading post: needs 1 white, 3 red; take 1 gem after each purchase)',
    );
    expect(say({ kind: 'stronghold', card: 'B1-02', seat: 0 })).toBe('puts a stronghold on the white level 1 card');
    expect(say({ kind: 'stronghold', card: 'B1-02', seat: 2 })).toBe(
      "removes Sara's stronghold from the white level 1 card",
    );
  });

  it('says "you" for the reader\'s own seat, never "You\'s"', () => {
    expect(say({ kind: 'handsRivalWin', seat: 1 }, 1)).toBe('lets you win on your next turn');
    expect(say({ kind: 'stronghold', card: 'B2-24', seat: 1 }, 1)).toBe(
      'removes your stronghold from the red level 2 card (3 prestige)',
    );
    expect(say({ kind: 'blocksRival', seat: 1, card: 'B2-24' }, 1)).toMatch(/you were close to buying$/);
  });
});

describe('reasons in Persian', () => {
  beforeAll(async () => {
    setupI18n('fa');
    await i18next.changeLanguage('fa');
  });
  afterAll(async () => {
    await i18next.changeLanguage('en');
  });

  it('words every kind of reason with the rulebook terms and Persian digits (the token limit, a bonus, a post, a stronghold in full)', () => {
    expect(say({ kind: 'lastGemFor', gem: 'blue', card: 'B1-02' })).toBe(
      'آخرین یاقوت کبود لازم برای کارت الماس سطح ۱ را برمی‌دارد',
    );
    expect(say({ kind: 'buysCard', card: 'B2-24', prestige: 3 })).toBe(
      'کارت یاقوت سرخ سطح ۲ (۳ امتیاز منزلت) را می‌خرد',
    );
    expect(say({ kind: 'nearCard', card: 'B1-02', missing: 2 })).toBe('۲ توکن تا خرید کارت الماس سطح ۱');
    expect(say({ kind: 'towardNoble', noble: 'N01', missing: 2 })).toMatch(/^۲ پاداش تا ملاقات با اشراف‌زاده/);
    expect(say({ kind: 'handsRivalWin', seat: 1 })).toBe('به Bijan فرصت می‌دهد در نوبت بعد ببرد');
    expect(say({ kind: 'handsRivalWin', seat: 1 }, 1)).toBe('به شما فرصت می‌دهد در نوبت بعدتان ببرید');
    expect(say({ kind: 'tokenLimit', returned: 2 })).toBe('به‌خاطر محدودیت ۱۰ توکنی ۲ توکن پس می‌دهد');
    expect(say({ kind: 'bonus', gem: 'red', count: 4 })).toBe('یک پاداش یاقوت سرخ (در مجموع ۴)');
    expect(say({ kind: 'tradingPost', post: 'K-TP1' })).toBe(
      'تجارتخانه‌ای می‌گیرد (تجارتخانه: نیاز به ۱ الماس، ۳ یاقوت سرخ؛ پس از هر خرید ۱ توکن بردارید)',
    );
    expect(say({ kind: 'stronghold', card: 'B1-02', seat: 0 })).toBe('قلعه‌ای روی کارت الماس سطح ۱ می‌گذارد');
    expect(say({ kind: 'stronghold', card: 'B1-02', seat: 2 })).toBe('قلعهٔ Sara را از روی کارت الماس سطح ۱ برمی‌دارد');
    expect(say({ kind: 'stronghold', card: 'B1-02', seat: 2 }, 2)).toBe(
      'قلعهٔ شما را از روی کارت الماس سطح ۱ برمی‌دارد',
    );
    for (const r of EVERY) {
      const text = say(r);
      expect(text, r.kind).not.toMatch(/\{\{|reason\.|undefined|[0-9]/);
      expect(text, r.kind).toMatch(/[\u0600-\u06FF]/);
    }
    expect(new Set(EVERY.map((r) => say(r))).size).toBe(EVERY.length);
  });
});

describe('the analysis namespace', () => {
  it('has the same keys in English and Persian, plurals in both', () => {
    expect(keys(fa).sort()).toEqual(keys(en).sort());
    const plural = keys(en).filter((k) => /_(one|other)$/.test(k));
    expect(plural.length).toBe(8);
    for (const k of plural)
      expect(keys(en)).toContain(k.replace(/_(one|other)$/, k.endsWith('_one') ? '_other' : '_one'));
  });
});
