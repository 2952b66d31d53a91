import { beforeAll, describe, expect, it } from 'vitest';
import i18next from 'i18next';
import type { TFunction } from 'i18next';
import { zeroTokens } from '@kahroba/engine';
import type { GameEvent } from '@kahroba/engine';
import { logLine } from './logText';
import { setupI18n } from './testing';

beforeAll(() => setupI18n('en'));

const t = (lng: 'en' | 'fa'): TFunction<'game'> => i18next.getFixedT<'game'>(lng, 'game');

describe('game log sentences', () => {
  it('renders taking gems with the tokens to draw', () => {
    const e: GameEvent = { type: 'gemsTaken', seat: 1, tokens: { ...zeroTokens(), red: 2 }, rule: 'B3.2' };
    const line = logLine(t('en'), ['Sara', 'Babak'], e);
    expect(line.text).toBe('Babak took');
    expect(line.tokens?.red).toBe(2);
  });

  it('says "paying" only when tokens follow: a card paid with bonuses alone says so', () => {
    const pay = (tokens: ReturnType<typeof zeroTokens>) => ({ tokens, jokers: [], discards: [] });
    const bought = (tokens: ReturnType<typeof zeroTokens>, over: Partial<Extract<GameEvent, { type: 'cardBought' }>> = {}): GameEvent =>
      ({ type: 'cardBought', seat: 0, card: 'B1-01', payment: pay(tokens), fromReserve: false, conquest: false, ...over });
    const paid = logLine(t('en'), ['Sara'], bought({ ...zeroTokens(), blue: 2 }));
    expect(paid.text).toMatch(/^Sara bought a .*, paying$/);
    expect(paid.tokens?.blue).toBe(2);
    const free = logLine(t('en'), ['Sara'], bought(zeroTokens()));
    expect(free.text).toMatch(/^Sara bought a .* without spending a token$/);
    expect(free.tokens).toBeUndefined();
    expect(logLine(t('en'), ['Sara'], bought(zeroTokens(), { fromReserve: true })).text).toMatch(/^Sara bought their reserved .* without spending a token$/);
    expect(logLine(t('en'), ['Sara'], bought(zeroTokens(), { conquest: true })).text).toMatch(/^Sara conquered a .* without spending a token$/);
    expect(logLine(t('fa'), ['سارا'], bought(zeroTokens())).text).toMatch(/بدون پرداخت توکن خرید$/);
  });

  it('marks automatic decisions (Y3)', () => {
    const e: GameEvent = { type: 'nobleVisited', seat: 0, noble: 'N01', auto: true, reserved: false };
    expect(logLine(t('en'), ['Sara'], e).text).toMatch(/^A noble visited Sara .*\(automatic\)$/);
  });

  it('uses Persian digits and Kahroba terms in Persian', async () => {
    await i18next.changeLanguage('fa');
    const e: GameEvent = { type: 'turnStarted', seat: 0, round: 12 };
    expect(logLine(t('fa'), ['سارا'], e).text).toBe('دور ۱۲: نوبت سارا');
    const bought: GameEvent = { type: 'cardBought', seat: 0, card: 'B1-01', payment: { tokens: zeroTokens(), jokers: [], discards: [] }, fromReserve: false, conquest: false };
    expect(logLine(t('fa'), ['سارا'], bought).text).toContain('کارت الماس سطح ۱');
    await i18next.changeLanguage('en');
  });
});
