/** The card sheet says why an action is closed, and says each reason once. */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createGame, viewFor } from '@kahroba/engine';
import type { GameState } from '@kahroba/engine';
import { Table } from './Table';
import { setupI18n } from './testing';

beforeAll(() => setupI18n('en'));
afterEach(cleanup);

const ok = () => Promise.resolve({ ok: true as const });

/** Seat 0's table, with the sheet of `id` open. */
function openSheet(state: GameState, id: string): HTMLElement {
  const { container } = render(
    <Table view={viewFor(state, 0)} viewer={0} names={['Sara', 'Babak']} log={[]} onAction={ok} />,
  );
  const cardButton = container.querySelector(`.board .card-btn:has([data-card="${id}"])`);
  if (!cardButton) throw new Error(`${id} is not on the board`);
  fireEvent.click(cardButton);
  return screen.getByRole('group', { name: /^Level 1 card/ });
}

describe('the card sheet', () => {
  it("S1: a card under a rival's stronghold says why once, though Buy and Reserve are both closed", () => {
    const r = createGame({
      players: 2,
      seed: 'sheet',
      modules: ['strongholds'],
      edition: 'kahroba',
      setup: {
        firstPlayer: 0,
        decks: { L1: ['B1-02', 'B1-03', 'B1-04', 'B1-06'] },
        players: [{ tokens: { blue: 3 } }, { strongholds: [{ card: 'B1-02', count: 1 }] }],
      },
    });
    if (!r.ok) throw new Error(r.error.code);
    const sheet = openSheet(r.value, 'B1-02');
    const buy = screen.getByRole('button', { name: 'Buy…' });
    const reserve = screen.getByRole('button', { name: 'Reserve' });
    expect(buy.hasAttribute('disabled')).toBe(true);
    expect(reserve.hasAttribute('disabled')).toBe(true);
    const reason = buy.getAttribute('title') ?? '';
    expect(reason).toMatch(/S1/u);
    expect(reserve.getAttribute('title')).toBe(reason);
    // Written once in the sheet (in its verdict), each button keeps it as its tooltip.
    expect(sheet.textContent?.split(reason).length).toBe(2);
    expect(sheet.querySelectorAll('.kt-reason')).toHaveLength(0);
  });

  it('writes a reason under a closed action when the sheet has not said it', () => {
    const r = createGame({
      players: 2,
      seed: 'sheet',
      modules: [],
      edition: 'kahroba',
      setup: { firstPlayer: 0, decks: { L1: ['B1-02'] } },
    });
    if (!r.ok) throw new Error(r.error.code);
    const sheet = openSheet(r.value, 'B1-02');
    expect(screen.getByRole('button', { name: 'Buy…' }).hasAttribute('disabled')).toBe(true);
    expect(sheet.querySelectorAll('.kt-reason')).toHaveLength(1);
  });
});
