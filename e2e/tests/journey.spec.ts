/**
 * The main journey of a player on one device: a hot-seat game against two
 * computer players played through the table UI to the end screen, the
 * standings checked against the engine, the game record downloaded and
 * parsed, and the replay viewer stepped from the first move to the last.
 * The game is a stacked saved game (hotseat-fixtures.ts) two turns from the
 * end, so the whole journey takes seconds.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { applyAction, createGame, parseRecord } from '@kahroba/engine';
import type { GameConfig, GameRecord, GameResult, StackedSetup } from '@kahroba/engine';
import { seriousViolations } from './axe';
import { LANG_KEY, SAVE_KEY } from './hotseat-fixtures';

test.use({ bypassCSP: true, locale: 'en-US', viewport: { width: 1280, height: 900 }, acceptDownloads: true });

/**
 * Base game, three players: Ana (a person) has 12 prestige on the table and
 * B2-30 (3 prestige, 6 black) reserved; 4 black and a gold in hand, the last
 * black gem in the supply. Take it, buy B2-30 with 5 black and the gold:
 * 15 prestige (B4.4), and the computer players finish the round.
 */
function nearTheEnd(): { record: GameRecord; seats: unknown[] } {
  const setup: StackedSetup = {
    firstPlayer: 0,
    players: [
      {
        tokens: { black: 4, gold: 1 },
        tableau: ['B3-03', 'B3-06', 'B3-11'],
        reserved: [{ card: 'B2-30', blind: false }],
      },
      {},
      {},
    ],
  };
  const config: GameConfig = { players: 3, modules: [], edition: 'kahroba', seed: 'journey-end', setup };
  const created = createGame(config);
  if (!created.ok) throw new Error(`stacked set-up refused: ${created.error.message}`);
  return {
    record: { schema: 1, config, actions: [] },
    seats: [
      { kind: 'human', name: 'Ana' },
      { kind: 'bot', bot: 'greedy', name: 'Bo' },
      { kind: 'bot', bot: 'greedy', name: 'Cy' },
    ],
  };
}

/** The result the engine reaches by replaying a record. */
function replayResult(record: GameRecord): GameResult | null {
  const created = createGame(record.config);
  if (!created.ok) throw new Error(created.error.message);
  let s = created.value;
  for (const { seat, action } of record.actions) {
    const r = applyAction(s, seat, action);
    if (!r.ok) throw new Error(`${action.type}: ${r.error.code}`);
    s = r.state;
  }
  return s.result;
}

async function axeProblems(page: Page): Promise<string[]> {
  const found = await seriousViolations(page);
  return found.map(
    (v) =>
      `${v.id}: ${(v.nodes as { html: string }[])
        .slice(0, 3)
        .map((n) => n.html.slice(0, 160))
        .join(' | ')}`,
  );
}

test('one person against the computer: play to the end, read the standings, download the record, replay it', async ({
  page,
}) => {
  await page.goto('/');
  await page.evaluate(
    ([key, value, langKey]) => {
      localStorage.setItem(key, value);
      localStorage.setItem(langKey, 'en');
    },
    [SAVE_KEY, JSON.stringify(nearTheEnd()), LANG_KEY] as const,
  );
  await page.goto('/hotseat');

  // With a single person at the device there is no pass-the-device screen.
  const yourTurn = page.getByRole('status').filter({ hasText: /^Your turn/ });
  await expect(yourTurn).toBeVisible();
  const ana = page.getByRole('region', { name: "Ana's area" });
  await expect(ana.getByLabel('12 prestige', { exact: false })).toBeVisible();

  // Turn 1: three different gems, by mouse.
  const supply = page.getByRole('region', { name: 'Token supply' });
  for (const gem of ['black', 'white', 'blue'])
    await supply.getByRole('button', { name: new RegExp(`Take a ${gem} gem`) }).click();
  await page.getByRole('button', { name: 'Take these gems' }).click();

  // Bo and Cy move (a worker picks their moves), then it is Ana's turn again.
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: "Bo's turn" })
      .or(page.getByRole('status').filter({ hasText: "Cy's turn" })),
  ).toBeVisible();
  await expect(yourTurn).toBeVisible({ timeout: 20_000 });

  // Turn 2: buy the reserved card with the suggested payment (5 black and the gold).
  await ana.locator('button:has([data-card="B2-30"])').click();
  await page.locator('.sheet').getByRole('button', { name: 'Buy…' }).click();
  const pay = page.getByRole('group', { name: /^Buy / });
  await expect(pay).toContainText('You pay: 5 black, 1 gold.');
  await pay.getByRole('button', { name: 'Pay and buy' }).click();

  // The computer players finish the round (B4.4): the end screen.
  const end = page.getByRole('dialog', { name: 'Game over' });
  await expect(end).toBeVisible({ timeout: 20_000 });
  await expect(end).toContainText('Ana wins!');
  await expect(end).toContainText('A player reached 15 prestige and the round was finished (rule B4.4).');
  await expect(end).toContainText('Most prestige wins (rule B5.2).');
  const rows = end.getByRole('table', { name: 'Final standings' }).locator('tbody tr');
  await expect(rows).toHaveCount(3);
  await expect(rows.first().getByRole('rowheader')).toHaveText('Ana');
  await expect(rows.first().locator('td').nth(1)).toHaveText('15');
  await expect(end.getByRole('heading', { name: 'Game over' })).toBeFocused();
  expect(await axeProblems(page)).toEqual([]);

  // The record downloads as JSON that the engine reads and replays to the same result.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    end.getByRole('button', { name: 'Download the game record' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^kahroba-\d{8}-\d{4}\.json$/);
  const parsed = parseRecord(await readFile(await download.path(), 'utf8'));
  if (!parsed.ok) throw new Error(`the downloaded record does not parse: ${parsed.error.message}`);
  const record = parsed.value;
  expect(record.config.seed).toBe('journey-end');
  expect(record.actions[0]?.action).toEqual({ type: 'takeGems', gems: ['black', 'white', 'blue'] });
  expect(record.actions.filter((a) => a.seat === 0).map((a) => a.action.type)).toEqual(['takeGems', 'buy']);
  const result = replayResult(record);
  expect(result?.winners).toEqual([0]);
  const standings = [...(result?.standings ?? [])].sort((a, b) => b.prestige - a.prestige);
  for (const [i, s] of standings.entries()) {
    await expect(rows.nth(i).locator('td').nth(1)).toHaveText(String(s.prestige));
  }

  // The replay viewer: from the set-up, step by step, to the last move.
  await end.getByRole('button', { name: 'Watch the replay' }).click();
  const controls = page.getByRole('toolbar', { name: 'Replay' });
  const last = record.actions.length;
  await expect(controls).toContainText(`Move ${last} of ${last}`);
  await controls.getByRole('button', { name: 'Start' }).click();
  await expect(controls).toContainText(`Move 0 of ${last}`);
  await expect(page.getByRole('status').filter({ hasText: /^Ana's turn/ })).toBeVisible();
  const forward = controls.getByRole('button', { name: 'Step forward' });
  await forward.click();
  await expect(controls).toContainText(`Move 1 of ${last}`);
  await expect(page.locator('.log').getByRole('list').filter({ hasText: 'Ana took' })).toBeVisible();
  // The keyboard steps too; then step by step to the end.
  await forward.press('ArrowRight');
  await expect(controls).toContainText(`Move 2 of ${last}`);
  for (let n = 3; n <= last; n++) {
    await forward.click();
    await expect(controls).toContainText(`Move ${n} of ${last}`);
  }
  await expect(forward).toBeDisabled();
  await expect(page.getByRole('status').filter({ hasText: /^Game over/ })).toBeVisible();
  expect(await axeProblems(page)).toEqual([]);

  await controls.getByRole('button', { name: 'Close the replay' }).click();
  await expect(page.getByRole('dialog', { name: 'Game over' })).toBeVisible();
});
