/** The game log keeps the whole game: the latest lines at first, every earlier one a tap away (issue 11). */
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
    const { container } = render(<Table view={viewFor(state, 'spectator')} viewer="spectator" names={['Sara', 'Babak']} log={log} />);
    expect(container.querySelectorAll('.log__line')).toHaveLength(120);
    fireEvent.click(screen.getByRole('button', { name: `Show the ${log.length - 120} earlier lines` }));
    expect(container.querySelectorAll('.log__line')).toHaveLength(log.length);
    expect(screen.queryByRole('button', { name: /earlier line/ })).toBeNull();
  });
});
