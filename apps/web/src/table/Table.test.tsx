import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { applyAction, eventsFor, viewFor } from '@kahroba/engine';
import type { Action, GameState } from '@kahroba/engine';
import { Table } from './Table';
import type { ActionResult } from './Table';
import { newGame, setupI18n } from './testing';

beforeAll(() => setupI18n('en'));
afterEach(cleanup);

const names = ['Sara', 'Babak'];
type OnAction = (a: Action) => Promise<ActionResult>;
const ok: OnAction = () => Promise.resolve({ ok: true });

function renderFor(s: GameState, viewer: number | 'spectator', onAction = vi.fn<OnAction>(ok)) {
  render(<Table view={viewFor(s, viewer)} viewer={viewer} names={names} log={[]} onAction={onAction} />);
  return onAction;
}

describe('Table', () => {
  it('shows the three levels with their decks and the supply', () => {
    const s = newGame();
    renderFor(s, s.current);
    expect(screen.getByRole('button', { name: /level 3 deck, 16 cards left/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /level 1 deck, 36 cards left/ })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'gold: 5 in the supply' })).toBeTruthy();
  });

  it('B3.1: three different gems become a takeGems intent', () => {
    const s = newGame();
    const onAction = renderFor(s, s.current);
    for (const g of ['white', 'blue', 'green'])
      fireEvent.click(screen.getByRole('button', { name: new RegExp(`^Take a ${g} gem`) }));
    fireEvent.click(screen.getByRole('button', { name: 'Take these gems' }));
    expect(onAction).toHaveBeenCalledWith({ type: 'takeGems', gems: ['white', 'blue', 'green'] } satisfies Action);
  });

  it('B3.2: two of a colour become a takeTwo intent', () => {
    const s = newGame();
    const onAction = renderFor(s, s.current);
    const red = screen.getByRole('button', { name: /^Take a red gem/ });
    fireEvent.click(red);
    fireEvent.click(screen.getByRole('button', { name: /^Take a red gem/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Take these gems' }));
    expect(onAction).toHaveBeenCalledWith({ type: 'takeTwo', gem: 'red', extra: null });
  });

  it('B3.4.2: an unaffordable card explains why Buy is disabled, citing the rule', () => {
    const s = newGame();
    renderFor(s, s.current);
    const l3 = screen.getAllByRole('button', { name: /^Level 3 card/ })[0];
    if (!l3) throw new Error('no level 3 card');
    fireEvent.click(l3);
    const buy = screen.getByRole<HTMLButtonElement>('button', { name: 'Buy…' });
    expect(buy.disabled).toBe(true);
    expect(screen.getByText('You cannot afford this card. (rule B3.4.2)')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Reserve' }).disabled).toBe(false);
  });

  it('shows a refused intent as a translated sentence citing the rule', async () => {
    const s = newGame();
    const refuse = vi.fn<OnAction>(() =>
      Promise.resolve({ ok: false, error: { code: 'TAKE_TWO_NEEDS_FOUR', message: 'x' } }),
    );
    renderFor(s, s.current, refuse);
    fireEvent.click(screen.getByRole('button', { name: /^Take a red gem/ }));
    fireEvent.click(screen.getByRole('button', { name: /^Take a red gem/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Take these gems' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'needs at least 4 of it in the supply. (rule B3.2)',
    );
  });

  it('brings a refusal into view: a sheet may have scrolled the dock past it (phone)', async () => {
    const s = newGame();
    const scrolled: Element[] = [];
    // jsdom lays nothing out and has no scrollIntoView: record the calls instead.
    const had = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollIntoView');
    Object.defineProperty(Element.prototype, 'scrollIntoView', {
      configurable: true,
      value(this: Element) {
        scrolled.push(this);
      },
    });
    try {
      const refuse = vi.fn<OnAction>(() =>
        Promise.resolve({ ok: false, error: { code: 'TAKE_TWO_NEEDS_FOUR', message: 'x' } }),
      );
      renderFor(s, s.current, refuse);
      fireEvent.click(screen.getByRole('button', { name: /^Take a red gem/ }));
      fireEvent.click(screen.getByRole('button', { name: /^Take a red gem/ }));
      fireEvent.click(screen.getByRole('button', { name: 'Take these gems' }));
      const alert = await screen.findByRole('alert');
      expect(scrolled).toContain(alert);
    } finally {
      if (had) Object.defineProperty(Element.prototype, 'scrollIntoView', had);
      else delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });

  it('offers no controls to a spectator', () => {
    const s = newGame();
    render(<Table view={viewFor(s, 'spectator')} viewer="spectator" names={names} log={[]} />);
    expect(screen.queryByRole('button', { name: /^Take a/ })).toBeNull();
  });

  it('B3.3.3: a blind reservation is face down for the other player, in the area and the log', () => {
    const s = newGame();
    const me = s.current;
    const r = applyAction(s, me, { type: 'reserveDeck', deck: 'L1' });
    if (!r.ok) throw new Error(r.error.code);
    const other = (me + 1) % 2;
    render(<Table view={viewFor(r.state, other)} viewer={other} names={names} log={eventsFor(r.events, other)} />);
    expect(screen.getByRole('img', { name: /^face-down card from the level 1 deck, reserved face down/ })).toBeTruthy();
    // In the log and in the last move above the board.
    expect(screen.getAllByText(/reserved the top card of the level 1 deck and took a gold/)).toHaveLength(2);
  });
});
