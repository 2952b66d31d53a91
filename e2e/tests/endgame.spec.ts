/**
 * The end screen: the winner, every player's prestige by source
 * (the engine's `prestigeBreakdown`), cards bought and reserved, and a chart
 * of prestige over the rounds; it folds to a bar to show the final board.
 * At 360 × 740 and 1440 × 900, English and Persian. The games are played to
 * the end by the engine's greedy bot and loaded as finished hot-seat saves.
 */
import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { applyAction, createGame, prestigeBreakdown, viewFor } from '@kahroba/engine';
import type { GameConfig, GameRecord, GameState, ModuleId, RecordedAction } from '@kahroba/engine';
import { greedyBot } from '@kahroba/engine/bots';
import { seriousViolations } from './axe';
import { LANG_KEY, SAVE_KEY } from './hotseat-fixtures';

const SHOTS = '/tmp/shots-endgame';
mkdirSync(SHOTS, { recursive: true });
const NAMES = ['Ana', 'Bo', 'Cy', 'Di'];

/** A whole game of greedy bots, with a seeded choice, and its final state. */
function playedOut(players: number, modules: ModuleId[], seed: string): { record: GameRecord; state: GameState } {
  const config: GameConfig = { players, seed, modules, edition: 'kahroba' };
  const created = createGame(config);
  if (!created.ok) throw new Error(created.error.code);
  let state = created.value;
  let x = 7;
  const rng = () => (x = (x * 16807) % 2147483647) / 2147483647;
  const actions: RecordedAction[] = [];
  while (!state.result && actions.length < 2000) {
    const seat = state.current;
    const action = greedyBot.choose(viewFor(state, seat), seat, rng);
    const r = applyAction(state, seat, action);
    if (!r.ok) throw new Error(r.error.code);
    actions.push({ seat, action });
    state = r.state;
  }
  if (!state.result) throw new Error('the game did not end');
  return { record: { schema: 1, config, actions }, state };
}

async function openFinished(
  page: Page,
  record: GameRecord,
  lang: 'en' | 'fa',
  names: readonly string[],
): Promise<void> {
  const players = record.config.players;
  const save = { record, seats: names.slice(0, players).map((name) => ({ kind: 'human', name })) };
  await page.goto('/');
  await page.evaluate(
    ([key, value, langKey, lng]) => {
      localStorage.setItem(key, value);
      localStorage.setItem(langKey, lng);
    },
    [SAVE_KEY, JSON.stringify(save), LANG_KEY, lang] as const,
  );
  await page.goto('/hotseat');
}

/** Long names in the four-module game: with its Cities column, the widest standings table. */
const LONG_NAMES = ['Anahita', 'Bozorgmehr', 'Khorshid', 'Dariush'];
const GAMES = [
  ['3p-posts-orient', () => playedOut(3, ['tradingPosts', 'orient'], 'end-3p'), NAMES],
  ['2p-base', () => playedOut(2, [], 'end-2p'), NAMES],
  ['4p-all', () => playedOut(4, ['cities', 'tradingPosts', 'strongholds', 'orient'], 'end-4p'), LONG_NAMES],
] as const;

const VIEWPORTS = [
  { name: 'phone', width: 360, height: 740 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;
const TITLE = { en: 'Game over', fa: 'پایان بازی' } as const;

for (const vp of VIEWPORTS) {
  for (const lang of ['en', 'fa'] as const) {
    test.describe(`end screen ${vp.name} ${lang}`, () => {
      test.use({
        bypassCSP: true,
        viewport: { width: vp.width, height: vp.height },
        locale: lang === 'fa' ? 'fa-IR' : 'en-US',
      });

      for (const [label, make, names] of GAMES) {
        test(`${label}: winner, breakdown, chart, and the board behind`, async ({ page }) => {
          const { record, state } = make();
          await openFinished(page, record, lang, names);
          const end = page.getByRole('dialog', { name: TITLE[lang] });
          await expect(end).toBeVisible();
          await page.waitForTimeout(400); // the dialog's fade-in
          await page.screenshot({ path: `${SHOTS}/${label}-${vp.name}-${lang}.png` });
          await page.screenshot({ path: `${SHOTS}/${label}-${vp.name}-${lang}-full.png`, fullPage: true });
          const result = state.result;
          if (!result) throw new Error('unfinished');
          // One bar a player, its total the engine's, its parts the engine's breakdown.
          const bars = end.locator('.breakdown__bar');
          await expect(bars).toHaveCount(record.config.players);
          for (const s of result.standings) {
            const b = prestigeBreakdown(state, s.seat);
            expect(b.total).toBe(s.prestige);
            const row = end.locator('.breakdown__row').filter({ hasText: names[s.seat] as string });
            const parts = await row.locator('.breakdown__part').allTextContents();
            const digits = (t: string) => Number(t.replace(/[۰-۹]/g, (d) => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(d))));
            expect(parts.map(digits).reduce((a, n) => a + n, 0)).toBe(s.prestige);
            expect(parts.map(digits)).toEqual([...b.byLevel, b.nobles, b.posts].filter((n) => n > 0));
          }
          // Nothing wider than the dialog: every column of the standings in view, on a phone too.
          expect(
            await end.locator('.endgame__card').evaluate((el) => el.scrollWidth - el.clientWidth),
          ).toBeLessThanOrEqual(0);
          // A line a player, one point for the set-up and one for each round.
          const lines = end.locator('.chart polyline');
          await expect(lines).toHaveCount(record.config.players);
          const pts = (await lines.first().getAttribute('points'))?.split(' ').length;
          expect(pts).toBe(state.round + 1);
          const problems = await seriousViolations(page);
          expect(
            problems.map((v) => `${v.id} ${JSON.stringify((v.nodes as { target: unknown }[]).map((n) => n.target))}`),
          ).toEqual([]);
          // Folded, the final board is in full view, not a collapsed band.
          await end.getByRole('button', { name: lang === 'en' ? 'See the board' : 'دیدن صفحهٔ بازی' }).click();
          await expect(end).toBeHidden();
          const board = page.locator('.board');
          const box = await board.boundingBox();
          expect(box?.height ?? 0).toBeGreaterThan(200);
          await page.screenshot({ path: `${SHOTS}/${label}-${vp.name}-${lang}-board.png` });
          await page.getByRole('button', { name: lang === 'en' ? 'Results' : 'نتیجه‌ها' }).click();
          await expect(page.getByRole('dialog', { name: TITLE[lang] })).toBeVisible();
        });
      }
    });
  }
}
