import { beforeAll, describe, expect, it } from 'vitest';
import i18next from 'i18next';
import type { TFunction } from 'i18next';
import { zeroTokens } from '@kahroba/engine';
import type { GameEvent } from '@kahroba/engine';
import { logLine } from './logText';
import type { LoggedEvent } from './logText';
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
    const bought = (
      tokens: ReturnType<typeof zeroTokens>,
      over: Partial<Extract<GameEvent, { type: 'cardBought' }>> = {},
    ): GameEvent => ({
      type: 'cardBought',
      seat: 0,
      card: 'B1-01',
      payment: pay(tokens),
      fromReserve: false,
      conquest: false,
      ...over,
    });
    const paid = logLine(t('en'), ['Sara'], bought({ ...zeroTokens(), blue: 2 }));
    expect(paid.text).toMatch(/^Sara bought a .*, paying$/);
    expect(paid.tokens?.blue).toBe(2);
    const free = logLine(t('en'), ['Sara'], bought(zeroTokens()));
    expect(free.text).toMatch(/^Sara bought a .* without spending a token$/);
    expect(free.tokens).toBeUndefined();
    expect(logLine(t('en'), ['Sara'], bought(zeroTokens(), { fromReserve: true })).text).toMatch(
      /^Sara bought their reserved .* without spending a token$/,
    );
    expect(logLine(t('en'), ['Sara'], bought(zeroTokens(), { conquest: true })).text).toMatch(
      /^Sara conquered a .* without spending a token$/,
    );
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
    const bought: GameEvent = {
      type: 'cardBought',
      seat: 0,
      card: 'B1-01',
      payment: { tokens: zeroTokens(), jokers: [], discards: [] },
      fromReserve: false,
      conquest: false,
    };
    expect(logLine(t('fa'), ['سارا'], bought).text).toContain('کارت الماس سطح ۱');
    await i18next.changeLanguage('en');
  });

  it("tells a stand-in's move as the computer's on the player's behalf, in both languages", async () => {
    const took: LoggedEvent = {
      type: 'gemsTaken',
      seat: 0,
      tokens: { ...zeroTokens(), red: 2 },
      rule: 'B3.2',
      standIn: true,
    };
    expect(logLine(t('en'), ['Ana', 'Bo'], took).text).toBe('Computer for Ana took');
    const returned: LoggedEvent = {
      type: 'tokensReturned',
      seat: 1,
      tokens: { ...zeroTokens(), red: 1 },
      standIn: true,
    };
    expect(logLine(t('en'), ['Ana', 'Bo'], returned).text).toBe('Computer for Bo returned');
    expect(logLine(t('en'), ['Ana'], { ...took, standIn: undefined }).text).toBe('Ana took');
    // Lines about the seat rather than by it keep the player's name.
    const visit: LoggedEvent = {
      type: 'nobleVisited',
      seat: 0,
      noble: 'N01',
      auto: true,
      reserved: false,
      standIn: true,
    };
    expect(logLine(t('en'), ['Ana'], visit).text).toMatch(/^A noble visited Ana /);
    await i18next.changeLanguage('fa');
    expect(logLine(t('fa'), ['آنا'], took).text).toBe('رایانه به‌جای آنا برداشت:');
    await i18next.changeLanguage('en');
  });

  it('says "your" for the viewer\'s own turn and strongholds, never "You\'s"', async () => {
    const names = ['You', 'Dara'];
    const turn: GameEvent = { type: 'turnStarted', seat: 0, round: 2 };
    expect(logLine(t('en'), names, turn, 0).text).toBe('Round 2: your turn');
    expect(logLine(t('en'), ['Ana', 'Dara'], turn, 'spectator').text).toBe("Round 2: Ana's turn");
    expect(logLine(t('en'), names, { type: 'turnStarted', seat: 1, round: 2 }, 0).text).toBe("Round 2: Dara's turn");
    const removed: GameEvent = { type: 'strongholdRemoved', seat: 1, owner: 0, card: 'B1-01', auto: false };
    expect(logLine(t('en'), names, removed, 0).text).toMatch(/^Dara removed your stronghold from a /);
    const back: GameEvent = { type: 'strongholdsReturned', seat: 0, card: 'B1-01', count: 3 };
    expect(logLine(t('en'), names, back, 0).text).toBe('3 of your strongholds went back to your supply');
    await i18next.changeLanguage('fa');
    expect(logLine(t('fa'), ['شما', 'دارا'], turn, 0).text).toBe('دور ۲: نوبت شما');
    expect(logLine(t('fa'), ['شما', 'دارا'], back, 0).text).toBe('۳ قلعهٔ شما به ذخیره‌تان برگشت');
    await i18next.changeLanguage('en');
  });

  it('counts in the singular for one card', () => {
    const drawn: GameEvent = { type: 'cardsDrawn', seat: 0, deck: 'L1', cards: ['B1-01'] };
    expect(logLine(t('en'), ['Ana'], drawn).text).toBe('Ana drew 1 card from the level 1 deck');
    expect(logLine(t('en'), ['Ana'], { ...drawn, cards: ['B1-01', 'B1-02'] }).text).toBe(
      'Ana drew 2 cards from the level 1 deck',
    );
  });
});
