/** Affordability marks on the table: the engine's verdicts, in shape and words, for a seated viewer only. */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { createGame, tableAffordability, viewFor } from '@kahroba/engine';
import { Table } from './Table';
import { setupI18n } from './testing';

beforeAll(() => setupI18n('en'));
afterEach(cleanup);

function stacked() {
  // L1 row: B1-02 (blue 3), B1-03 (blue 2, green 2, black 1), B1-04 (blue 2, black 2), B1-06 (one of each but white).
  const r = createGame({
    players: 2,
    seed: 'marks',
    modules: [],
    edition: 'kahroba',
    setup: {
      firstPlayer: 0,
      decks: { L1: ['B1-02', 'B1-03', 'B1-04', 'B1-06'] },
      players: [{ tokens: { blue: 2, black: 2, gold: 1 } }, {}],
    },
  });
  if (!r.ok) throw new Error(r.error.code);
  return r.value;
}
const ok = () => Promise.resolve({ ok: true as const });

describe('affordability marks', () => {
  it("draw the engine's verdict on every face-up card and say it in the card's name", () => {
    const s = stacked();
    const { container } = render(
      <Table view={viewFor(s, 0)} viewer={0} names={['Sara', 'Babak']} log={[]} onAction={ok} />,
    );
    const verdicts = tableAffordability(viewFor(s, 0), 0);
    for (const [id, v] of verdicts) {
      const mark = container.querySelector(`.board .card-btn:has([data-card="${id}"]) .afford`);
      expect(mark?.getAttribute('data-afford'), id).toBe(v.status);
    }
    expect(
      screen.getByRole('button', {
        name: /^Level 1 card, white bonus, costs 2 blue, 2 black.*you can buy it with your gems and bonuses$/,
      }),
    ).toBeTruthy();
    expect(
      screen.getByRole('button', {
        name: /^Level 1 card, white bonus, costs 3 blue.*you can buy it only with gold: 1 gold or joker$/,
      }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: /costs 2 blue, 2 green, 1 black.*you lack 1 gem token$/ })).toBeTruthy();
  });

  it('are not drawn for a spectator', () => {
    const s = stacked();
    const { container } = render(
      <Table view={viewFor(s, 'spectator')} viewer="spectator" names={['Sara', 'Babak']} log={[]} onAction={ok} />,
    );
    expect(container.querySelectorAll('.afford')).toHaveLength(0);
  });
});
