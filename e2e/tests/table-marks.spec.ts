/**
 * Affordability on the board: every face-up card and your own
 * reserved cards carry the engine's verdict — gems alone, only with gold,
 * gem tokens lacking, or blocked — and the cards marked buyable are exactly
 * those `legalActions` offers to buy, in several stacked hot-seat positions,
 * at 360 × 740 in Persian and 1440 × 900 in English. A blocked card says why
 * on tap; axe finds nothing serious on the marked board.
 */
import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { applyAction, createGame, legalActions, tableAffordability, viewFor } from '@kahroba/engine';
import type { Action, GameState, Seat } from '@kahroba/engine';
import { seriousViolations } from './axe';
import { basicsGame, openHotSeat, longTurnGame, noblesGame, paymentsGame } from './hotseat-fixtures';
import type { Saved } from './hotseat-fixtures';
import { openDock } from './online-helpers';

const SHOTS = '/tmp/shots-table-marks';
mkdirSync(SHOTS, { recursive: true });

function startOf(game: Saved): GameState {
  const r = createGame(game.record.config);
  if (!r.ok) throw new Error(r.error.code);
  return r.value;
}

/** Each card on the board and in the holder's reserve, with the mark drawn on it (null: none). */
async function marksOnScreen(page: Page): Promise<Record<string, string | null>> {
  return page.evaluate(() => {
    const out: Record<string, string | null> = {};
    for (const b of document.querySelectorAll('.board .card-btn, .table__me .player__reserved .card-btn')) {
      const id = b.querySelector('.card[data-card]')?.getAttribute('data-card');
      if (id) out[id] = b.querySelector('.afford')?.getAttribute('data-afford') ?? null;
    }
    return out;
  });
}

/** The marks agree with the engine's verdicts and, for buying, with `legalActions`. */
async function expectMarks(page: Page, state: GameState, seat: Seat): Promise<Record<string, string | null>> {
  const shown = await marksOnScreen(page);
  const verdicts = tableAffordability(viewFor(state, seat), seat);
  expect(Object.keys(shown).sort()).toEqual([...verdicts.keys()].sort());
  for (const [id, v] of verdicts) expect(shown[id], id).toBe(v.status);
  const buys = new Set(legalActions(state, seat).flatMap((a) => (a.type === 'buy' ? [a.card] : [])));
  const markedBuyable = Object.entries(shown)
    .filter(([, m]) => m === 'affordable' || m === 'withGold')
    .map(([id]) => id);
  expect(markedBuyable.sort()).toEqual([...buys].sort());
  return shown;
}

const POSITIONS = [
  ['basics', basicsGame],
  ['payments', paymentsGame],
  ['long-turn', longTurnGame],
  ['nobles', noblesGame],
] as const;

const CASES = [
  {
    lang: 'en',
    width: 1440,
    height: 900,
    blocked: /^blocked: Another player's stronghold stands on that card\. \(rule S1\)$/,
  },
  { lang: 'fa', width: 360, height: 740, blocked: /^بسته است: .+ \(قاعدهٔ \u2066S۱\u2069\)$/ },
] as const;

for (const c of CASES) {
  test.describe(`affordability marks ${c.lang} ${c.width}`, () => {
    test.use({
      bypassCSP: true,
      viewport: { width: c.width, height: c.height },
      locale: c.lang === 'fa' ? 'fa-IR' : 'en-US',
    });

    for (const [label, game] of POSITIONS) {
      test(`${label}: the marks match legalActions`, async ({ page }) => {
        const saved = game();
        await openHotSeat(page, saved, c.lang);
        const shown = await expectMarks(page, startOf(saved), 0);
        expect(new Set(Object.values(shown)).size).toBeGreaterThan(1); // not all the same
        await page.screenshot({ path: `${SHOTS}/${label}-${c.width}-${c.lang}.png` });
      });
    }

    test("after a move the next player's marks are theirs, from the new position", async ({ page }) => {
      const saved = basicsGame();
      await openHotSeat(page, saved, c.lang);
      const take: Action = { type: 'takeGems', gems: ['white', 'blue', 'green'] };
      await openDock(page); // a phone folds the supply into the dock's bar
      for (const g of ['white', 'blue', 'green'])
        await page.locator(`.supply button.supply__token--pick[data-gem="${g}"]`).click();
      await page.locator('.supply .kt-btn--primary').click();
      await page.getByRole('dialog').locator('.kt-btn--primary').click(); // "I am …: show my table" (the pass screen may also offer the last player's undo)
      const after = applyAction(startOf(saved), 0, take);
      if (!after.ok) throw new Error(after.error.code);
      await expect(page.locator('.table__me [data-seat="1"]')).toHaveCount(1);
      await expectMarks(page, after.state, 1);
    });

    test('a blocked card looks blocked and says why on tap; axe finds nothing serious', async ({ page }) => {
      await openHotSeat(page, longTurnGame(), c.lang);
      const blocked = page.locator('.board .card-btn--blocked');
      await expect(blocked.first().locator('.afford--blocked')).toBeVisible();
      await blocked.first().click();
      await expect(page.locator('.sheet__afford--blocked')).toHaveText(c.blocked);
      await page.screenshot({ path: `${SHOTS}/blocked-sheet-${c.width}-${c.lang}.png` });
      expect((await seriousViolations(page)).map((v) => v.id)).toEqual([]);
    });
  });
}
