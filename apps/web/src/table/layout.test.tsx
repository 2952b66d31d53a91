import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { applyAction, eventsFor, viewFor } from '@kahroba/engine';
import type { Action } from '@kahroba/engine';
import { Table } from './Table';
import { advance, newGame, setupI18n } from './testing';

beforeAll(() => setupI18n('en'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const names = ['Sara', 'Babak'];

/** A phone: `(min-width: 1024px)` does not match. */
function narrow(): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

describe('Table layout', () => {
  it('puts the prompt, your area and the supply in the dock', () => {
    const s = newGame();
    render(
      <Table
        view={viewFor(s, s.current)}
        viewer={s.current}
        names={names}
        log={[]}
        onAction={() => Promise.resolve({ ok: true })}
      />,
    );
    const dock = screen.getByRole('region', { name: 'Your tokens, the supply and what to do' });
    expect(within(dock).getByRole('region', { name: `${names[s.current] ?? ''}'s area` })).toBeTruthy();
    expect(within(dock).getByRole('region', { name: 'Token supply' })).toBeTruthy();
  });

  it('draws only the colours a player holds: no faded "0" tokens', () => {
    const s = newGame();
    const me = s.current;
    const r = applyAction(s, me, { type: 'takeGems', gems: ['white', 'blue', 'green'] });
    if (!r.ok) throw new Error(r.error.code);
    render(<Table view={viewFor(r.state, me)} viewer={me} names={names} log={[]} />);
    const tokens = screen.getAllByRole('group', { name: 'Tokens: 3' })[0];
    if (!tokens) throw new Error('no token group');
    expect(
      within(tokens)
        .getAllByRole('img')
        .map((e) => e.getAttribute('aria-label')),
    ).toEqual(['1 white', '1 blue', '1 green']);
    expect(screen.getByRole('group', { name: 'Tokens: 0' }).querySelectorAll('[role="img"]')).toHaveLength(0);
  });

  it('on a phone your area and the supply fold into one line that opens on tap', () => {
    narrow();
    const s = newGame();
    const me = s.current;
    render(
      <Table view={viewFor(s, me)} viewer={me} names={names} log={[]} onAction={() => Promise.resolve({ ok: true })} />,
    );
    const dock = screen.getByRole('region', { name: 'Your tokens, the supply and what to do' });
    const bar = within(dock).getByRole('button', { name: /^Your tokens, the supply and what to do/ });
    expect(bar.getAttribute('aria-expanded')).toBe('false');
    expect(bar.textContent).toContain('0/10');
    expect(within(dock).queryByRole('region', { name: 'Token supply' })).toBeNull(); // folded: hidden
    fireEvent.click(bar);
    expect(bar.getAttribute('aria-expanded')).toBe('true');
    expect(within(dock).getByRole('region', { name: 'Token supply' })).toBeTruthy();
    expect(within(dock).getByRole('region', { name: `${names[me] ?? ''}'s area` })).toBeTruthy();
    // Opening a card's sheet folds them again: the sheet has the room above the bar.
    const first = screen
      .getByRole('region', { name: 'Development cards' })
      .querySelector<HTMLButtonElement>('.board__slot > .card-btn');
    if (!first) throw new Error('no card');
    fireEvent.click(first);
    expect(bar.getAttribute('aria-expanded')).toBe('false');
    expect(dock.querySelector('.sheet')).not.toBeNull();
  });

  it('on a phone an opponent is one line that expands on tap', () => {
    narrow();
    const s = newGame();
    const me = s.current;
    const r = applyAction(s, me, { type: 'reserveDeck', deck: 'L1' });
    if (!r.ok) throw new Error(r.error.code);
    const other = (me + 1) % 2;
    render(<Table view={viewFor(r.state, other)} viewer={other} names={names} log={[]} />);
    const area = screen.getByRole('region', { name: `${names[me] ?? ''}'s area` });
    const toggle = within(area).getByRole('button', { expanded: false });
    expect(toggle.textContent).toContain('0 cards · 1 reserved');
    expect(within(area).queryByRole('group', { name: 'Reserved cards: 1' })).toBeNull();
    fireEvent.click(toggle);
    expect(within(area).getByRole('button', { expanded: true })).toBeTruthy();
    expect(within(area).getByRole('group', { name: 'Reserved cards: 1' })).toBeTruthy();
  });
});

describe('power sheets', () => {
  it('a city explains itself on tap, with its rule and what the viewer lacks (engine cityStanding)', () => {
    const s = newGame(2, ['cities', 'tradingPosts']);
    render(
      <Table
        view={viewFor(s, s.current)}
        viewer={s.current}
        names={names}
        log={[]}
        onAction={() => Promise.resolve({ ok: true })}
      />,
    );
    const city = screen.getAllByRole('button', { name: /^City/ })[0];
    if (!city) throw new Error('no city');
    fireEvent.click(city);
    const sheet = screen.getByRole('region', { name: 'What it does' });
    expect(sheet.textContent).toContain('Rule C3');
    expect(sheet.textContent).toMatch(/You still need .*more prestige/);
    expect(city.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(city);
    expect(screen.queryByRole('region', { name: 'What it does' })).toBeNull();
  });

  it('a trading post shows on hover and focus, and goes when the pointer leaves', () => {
    const s = newGame(2, ['tradingPosts']);
    render(<Table view={viewFor(s, s.current)} viewer={s.current} names={names} log={[]} />);
    const post = screen.getAllByRole('button', { name: /^Trading post/ })[0];
    if (!post) throw new Error('no post');
    fireEvent.mouseEnter(post);
    expect(screen.getByRole('region', { name: 'What it does' }).textContent).toMatch(/Rule T\d/);
    fireEvent.mouseLeave(post);
    expect(screen.queryByRole('region', { name: 'What it does' })).toBeNull();
    fireEvent.focus(post);
    expect(screen.getByRole('region', { name: 'What it does' })).toBeTruthy();
  });
});

describe('what happened', () => {
  it('marks the last move, the new card, and sums up what happened before your first turn', () => {
    const s = newGame(3);
    const first = s.current;
    const card = s.rows.L1[0];
    if (!card) throw new Error('no card');
    const r1 = applyAction(s, first, { type: 'reserve', card });
    if (!r1.ok) throw new Error(r1.error.code);
    const second = r1.state.current;
    const r = applyAction(r1.state, second, { type: 'takeGems', gems: ['white', 'blue', 'green'] });
    if (!r.ok) throw new Error(r.error.code);
    const me = r.state.current;
    const log = eventsFor([...r1.events, ...r.events], me);
    const names = ['Sara', 'Babak', 'Cyrus'];
    render(
      <Table
        view={viewFor(r.state, me)}
        viewer={me}
        names={names}
        log={log}
        onAction={() => Promise.resolve({ ok: true })}
      />,
    );
    const last = screen.getByText('Last move').parentElement;
    expect(last?.textContent).toContain(`${names[second] ?? ''} took`);
    expect(last?.textContent).not.toContain('reserved');
    // The counts that changed: the tokens the last mover just took are ringed and named so.
    const mover = screen.getByRole('region', { name: `${names[second] ?? ''}'s area` });
    expect(
      within(mover)
        .getAllByRole('img', { name: /just taken$/ })
        .map((e) => e.getAttribute('aria-label')),
    ).toEqual(['1 white, just taken', '1 blue, just taken', '1 green, just taken']);
    expect(screen.getByRole('region', { name: `${names[second] ?? ''}'s area` }).textContent).toContain('last move');
    // The third player has not played yet: everything so far, under its own title.
    expect(screen.queryByRole('region', { name: 'Since your last turn' })).toBeNull();
    const since = screen.getByRole('region', { name: 'Before your first turn' });
    expect(since.textContent).toContain(`${names[first] ?? ''} reserved`);
    expect(since.textContent).toContain(`${names[second] ?? ''} took`);
    fireEvent.click(within(since).getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('region', { name: 'Before your first turn' })).toBeNull();
  });

  it('once you have played, the recap is what the others did since your last turn', () => {
    const s = newGame(3);
    const me = s.current;
    const moves: Action[] = [
      { type: 'takeGems', gems: ['white', 'blue', 'green'] },
      { type: 'takeGems', gems: ['red', 'black', 'white'] },
      { type: 'takeGems', gems: ['red', 'black', 'blue'] },
    ];
    let i = 0;
    const { state: st, events } = advance(s, moves.length, () => moves[i++]);
    expect(st.current).toBe(me);
    const names = ['Sara', 'Babak', 'Cyrus'];
    render(
      <Table
        view={viewFor(st, me)}
        viewer={me}
        names={names}
        log={eventsFor(events, me)}
        onAction={() => Promise.resolve({ ok: true })}
      />,
    );
    expect(screen.queryByRole('region', { name: 'Before your first turn' })).toBeNull();
    const since = screen.getByRole('region', { name: 'Since your last turn' });
    expect(since.textContent).not.toContain(`${names[me] ?? ''} took`);
    expect(since.textContent).toContain(`${names[(me + 1) % 3] ?? ''} took`);
    expect(since.textContent).toContain(`${names[(me + 2) % 3] ?? ''} took`);
  });

  it('asking for a hint folds the recap away (on a phone the dock would hold both over the board)', () => {
    const s = newGame(3);
    const me = s.current;
    const moves: Action[] = [
      { type: 'takeGems', gems: ['white', 'blue', 'green'] },
      { type: 'takeGems', gems: ['red', 'black', 'white'] },
      { type: 'takeGems', gems: ['red', 'black', 'blue'] },
    ];
    let i = 0;
    const { state: st, events } = advance(s, moves.length, () => moves[i++]);
    render(
      <Table
        view={viewFor(st, me)}
        viewer={me}
        names={['Sara', 'Babak', 'Cyrus']}
        log={eventsFor(events, me)}
        onAction={() => Promise.resolve({ ok: true })}
        hint={{ ask: () => new Promise<never>(() => undefined) }}
      />,
    );
    expect(screen.getByRole('region', { name: 'Since your last turn' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Ask the expert for a hint/ }));
    expect(screen.queryByRole('region', { name: 'Since your last turn' })).toBeNull();
  });

  it('ring the cards a move brought face up', () => {
    const s = newGame();
    const card = s.rows.L1[0];
    if (!card) throw new Error('no card');
    const r = applyAction(s, s.current, { type: 'reserve', card });
    if (!r.ok) throw new Error(r.error.code);
    const me = r.state.current;
    render(<Table view={viewFor(r.state, me)} viewer={me} names={names} log={eventsFor(r.events, me)} />);
    expect(screen.getAllByRole('button', { name: /new on the board/ })).toHaveLength(1);
    // With two players the last move says it all: no separate recap.
    expect(screen.queryByRole('region', { name: 'Since your last turn' })).toBeNull();
  });
});
