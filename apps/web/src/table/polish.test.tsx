/** QA fixes: Persian digits in symbolic marks and rule numbers, the sound toggle, the spectator table. */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { viewFor } from '@kahroba/engine';
import fa from '../i18n/locales/fa/game.json';
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
    expect(marks('2→1')).toBe('۲→۱');
    const { container } = render(<><CardFace id="O1-01" /><PostTile id="K-TP2" /></>);
    expect(container.textContent).not.toMatch(/[0-9]/);
    await setupI18n('en').changeLanguage('en');
    expect(marks('2→1')).toBe('2→1');
  });

  it('write rule numbers in the Persian texts with Persian digits, like the rules screen', () => {
    const cited = strings(fa).flatMap((s) => s.match(/قانون [A-Z][0-9۰-۹.]*/g) ?? []);
    expect(cited.length).toBeGreaterThan(5);
    for (const c of cited) expect(c).not.toMatch(/[0-9]/);
  });
});

describe('the turn sound toggle', () => {
  it('keeps its name and says on or off with aria-pressed', async () => {
    await setupI18n('en').changeLanguage('en');
    localStorage.removeItem('kahroba.sound');
    const s = newGame();
    render(<Table view={viewFor(s, 0)} viewer={0} names={['Sara', 'Babak']} log={[]} onAction={() => Promise.resolve({ ok: true })} />);
    const toggle = screen.getByRole('button', { name: 'Sound when it is your turn' });
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Sound when it is your turn' }).getAttribute('aria-pressed')).toBe('false');
    expect(localStorage.getItem('kahroba.sound')).toBe('off');
    localStorage.removeItem('kahroba.sound');
  });

  it('is not offered to a spectator, whose table lays the log under the board', async () => {
    await setupI18n('en').changeLanguage('en');
    const s = newGame();
    const { container } = render(<Table view={viewFor(s, 'spectator')} viewer="spectator" names={['Sara', 'Babak']} log={[]} />);
    expect(screen.queryByRole('button', { name: 'Sound when it is your turn' })).toBeNull();
    expect(container.querySelector('.table--spectator')).not.toBeNull();
  });
});
