/** QA fixes: Persian digits in symbolic marks and rule numbers, the sound toggle, the spectator table. */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { viewFor } from '@kahroba/engine';
import en from '../i18n/locales/en/game.json';
import fa from '../i18n/locales/fa/game.json';
import faCommon from '../i18n/locales/fa/common.json';
import { CardFace, PostTile, marks } from '../ui/gems';
import { currentLanguage } from '../i18n';
import { Table } from './Table';
import { newGame, setupI18n } from './testing';

afterEach(cleanup);

/** Every string of a nested translation object. */
const strings = (o: unknown): string[] =>
  typeof o === 'string' ? [o] : typeof o === 'object' && o !== null ? Object.values(o).flatMap(strings) : [];

describe('Persian digits', () => {
  it('turn the ASCII digits of effect and power marks into Persian ones', async () => {
    await setupI18n('fa').changeLanguage('fa');
    expect(currentLanguage()).toBe('fa');
    expect(marks('2→1')).toBe('\u2066۲→۱\u2069'); // isolated left to right (i18n/bidi.ts)
    const { container } = render(
      <>
        <CardFace id="O1-01" />
        <PostTile id="K-TP2" />
      </>,
    );
    expect(container.textContent).not.toMatch(/[0-9]/);
    await setupI18n('en').changeLanguage('en');
    expect(marks('2→1')).toBe('2→1');
  });

  it('write rule numbers in the Persian texts with Persian digits, like the rules screen', () => {
    const cited = strings(fa).flatMap((s) => s.match(/قاعدهٔ \u2066?[A-Z][0-9۰-۹.]*/g) ?? []);
    expect(cited.length).toBeGreaterThan(5);
    for (const c of cited) expect(c).not.toMatch(/[0-9]/);
    // One word for "rule" in every Persian text (the rules screen's قاعده), never a second one.
    expect([...strings(fa), ...strings(faCommon)].filter((s) => s.includes('قانون'))).toEqual([]);
  });
});

describe('the turn sound toggle', () => {
  it('keeps its name and says on or off with aria-pressed', async () => {
    await setupI18n('en').changeLanguage('en');
    localStorage.removeItem('kahroba.sound');
    const s = newGame();
    render(
      <Table
        view={viewFor(s, 0)}
        viewer={0}
        names={['Sara', 'Babak']}
        log={[]}
        onAction={() => Promise.resolve({ ok: true })}
      />,
    );
    const toggle = screen.getByRole('button', { name: 'Sound when it is your turn' });
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Sound when it is your turn' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    expect(localStorage.getItem('kahroba.sound')).toBe('off');
    localStorage.removeItem('kahroba.sound');
  });

  it('is not offered to a spectator, whose table lays the log under the board', async () => {
    await setupI18n('en').changeLanguage('en');
    const s = newGame();
    const { container } = render(
      <Table view={viewFor(s, 'spectator')} viewer="spectator" names={['Sara', 'Babak']} log={[]} />,
    );
    expect(screen.queryByRole('button', { name: 'Sound when it is your turn' })).toBeNull();
    expect(container.querySelector('.table--spectator')).not.toBeNull();
  });
});

describe('plurals through i18next', () => {
  it('say one or several in English, with no "(s)" left in any string', async () => {
    const i18n = setupI18n('en');
    await i18n.changeLanguage('en');
    expect(i18n.t('game:player.bonusOf', { n: '1', count: 1, gem: 'white' })).toBe('1 white bonus');
    expect(i18n.t('game:player.bonusOf', { n: '2', count: 2, gem: 'white' })).toBe('2 white bonuses');
    expect(i18n.t('game:pay.jokerCount', { n: '1', count: 1 })).toBe('1 joker');
    expect(i18n.t('game:afford.short', { n: '3', count: 3 })).toBe('you lack 3 gem tokens');
    expect(strings(en).filter((s) => s.includes('(s)'))).toEqual([]);
    await i18n.changeLanguage('fa');
    expect(i18n.t('game:deck.label', { deck: 'دک', n: '۱', count: 1 })).toBe('دک، ۱ کارت باقی‌مانده');
    await i18n.changeLanguage('en');
  });
});
