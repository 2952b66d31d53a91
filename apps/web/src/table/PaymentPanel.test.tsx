import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import type { TFunction } from 'i18next';
import { zeroTokens } from '@kahroba/engine';
import { describePayment } from './PaymentPanel';
import { Table } from './Table';
import { newGame, setupI18n } from './testing';

beforeAll(() => setupI18n('en'));

const t = (lng: 'en' | 'fa'): TFunction<'game'> => i18next.getFixedT<'game'>(lng, 'game');

describe('payment in words', () => {
  it('B3.4.4: names tokens, joker cards (O3) and discards (O9)', () => {
    expect(
      describePayment(t('en'), { tokens: { ...zeroTokens(), white: 2, gold: 1 }, jokers: ['O1-01'], discards: [] }),
    ).toBe('2 white, 1 gold, 1 joker');
    expect(describePayment(t('en'), { tokens: zeroTokens(), jokers: [], discards: ['B1-33'] })).toMatch(/black/);
    expect(describePayment(t('en'), { tokens: zeroTokens(), jokers: [], discards: [] })).toBe('nothing');
    expect(describePayment(t('fa'), { tokens: { ...zeroTokens(), red: 3 }, jokers: [], discards: [] })).toContain(
      'یاقوت',
    );
  });
});

describe('accessible names contain the visible text (WCAG 2.5.3)', () => {
  it('a deck button is named by its content: the sentence around the visible count', () => {
    const s = newGame(2, ['orient']);
    render(
      <Table
        view={s}
        viewer={s.current}
        names={['A', 'B']}
        log={[]}
        onAction={() => Promise.resolve({ ok: true as const })}
      />,
    );
    const deck = screen.getByRole('button', { name: 'level 1 deck, 36 cards left' });
    expect(deck.getAttribute('aria-label')).toBeNull();
    expect(deck.textContent).toContain('36');
    const gem = screen.getByRole('button', { name: /^Take a white gem/ });
    expect(gem.getAttribute('aria-label')).toBeNull();
  });
});
