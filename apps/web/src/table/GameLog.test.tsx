/** The game log keeps the whole game: the latest lines at first, every earlier one a tap away. */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { eventsFor, viewFor } from '@kahroba/engine';
import { Table } from './Table';
import { advance, newGame, setupI18n } from './testing';

beforeAll(() => setupI18n('en'));
afterEach(cleanup);

describe('GameLog', () => {
  it('shows the latest 120 lines, and every earlier line on request', () => {
    const { state, events } = advance(newGame(), 80);
    const log = eventsFor(events, 'spectator');
    expect(log.length).toBeGreaterThan(120);
    const { container } = render(
      <Table view={viewFor(state, 'spectator')} viewer="spectator" names={['Sara', 'Babak']} log={log} />,
    );
    expect(container.querySelectorAll('.log__line')).toHaveLength(120);
    fireEvent.click(screen.getByRole('button', { name: `Show the ${log.length - 120} earlier lines` }));
    expect(container.querySelectorAll('.log__line')).toHaveLength(log.length);
    expect(screen.queryByRole('button', { name: /earlier line/ })).toBeNull();
  });

  it("weaves lines from outside the game (the room's chat) in after the events said before them", () => {
    const { state, events } = advance(newGame(), 3);
    const log = eventsFor(events, 'spectator');
    const talk = [
      { key: 'c1', at: 0, node: <span>before anything</span> },
      { key: 'c2', at: 2, node: <span>after two</span> },
      { key: 'c3', at: log.length, node: <span>at the end</span> },
    ];
    const { container } = render(
      <Table view={viewFor(state, 'spectator')} viewer="spectator" names={['Sara', 'Babak']} log={log} talk={talk} />,
    );
    const lines = [...container.querySelectorAll('.log__line')];
    expect(lines).toHaveLength(log.length + 3);
    const at = (text: string) => lines.findIndex((l) => l.textContent === text);
    expect([at('before anything'), at('after two'), at('at the end')]).toEqual([0, 3, log.length + 2]);
    expect(container.querySelectorAll('.log__line--talk')).toHaveLength(3);
  });
});
