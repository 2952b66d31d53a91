/**
 * The first-game tutorial played to its end through the UI, in English and in
 * Persian (RTL), clicking only what glows (each clicked control is checked to
 * carry the lesson's spot class); resuming after a reload and after skipping
 * to the home page. The module puzzles are in tutorial-puzzles.spec.ts. The
 * content security policy is kept on, as in production.
 */
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { LANG_KEY } from './hotseat-fixtures';
import { openDock } from './online-helpers';
import { TEXT, atStep, buy, clickSpot, coach, next, visit } from './tutorial-helpers';
import type { Lang } from './tutorial-helpers';

test.use({ locale: 'en-US' });

async function playFirstGame(page: Page, lang: Lang, size: { width: number; height: number }): Promise<void> {
  const t = TEXT[lang];
  await visit(page, lang, size);
  await page.locator('.hero__learn a[href="/learn"]').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title);
  await page.locator('[data-lesson="base"]').click();

  await next(page, 'welcome', t.base.welcome.title);
  await next(page, 'cards', t.base.cards.title);

  // B3.1: three different gems, then the confirm button — every one glowing.
  await atStep(page, 'take', 'move');
  await expect(coach(page).locator('.coach__do')).toHaveText(t.base.take.do);
  for (const gem of ['blue', 'green', 'white'])
    await clickSpot(page.locator(`.supply__token--pick[data-gem="${gem}"]`));
  await clickSpot(page.locator('.supply__picks .kt-btn--primary'));

  // The computer answers (scripted), then B3.3: reserve with gold.
  await atStep(page, 'reserve', 'move');
  await clickSpot(page.locator('.board [data-card="B3-10"]'));
  await clickSpot(page.locator('[data-act="reserve"]'));

  // Resumable: a reload comes back to the same step with the same game.
  await atStep(page, 'buy', 'move');
  await page.reload();
  await atStep(page, 'buy', 'move');
  await openDock(page); // on a phone your area is folded into the dock's bar
  await expect(page.locator('.table__me [data-card="B3-10"]')).toBeVisible();

  // B3.4.1: bonuses pay most of the card; B4.2: the noble comes at once.
  await buy(page, page.locator('.board [data-card="B2-16"]'));
  await next(page, 'noble', t.base.noble.title);

  // Skippable: out to the home page, and back from there to the same step.
  await atStep(page, 'gold', 'move');
  await coach(page).getByRole('button', { name: t.skip }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.locator('.hero__learn a', { hasText: lang === 'en' ? 'Resume your lesson' : 'ادامهٔ آموزش' }).click();
  await atStep(page, 'gold', 'move');

  // B3.4.2: gold pays for the missing blue; B4.4: the computer plays the last turn.
  await buy(page, page.locator('.table__me [data-card="B3-10"]'));
  await next(page, 'end', t.base.end.title);
  await expect(page.getByRole('heading', { name: t.completeTitle })).toBeVisible();

  // Finished: no lesson to resume any more, and the list ticks it.
  await page.getByRole('link', { name: t.toLessons }).click();
  await expect(page.locator('.learn__first .learn__done')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('kahroba.tutorial.v1'))).toBeNull();
}

test('the first game, in English, on a phone: to its end, resumed after a reload and after skipping', async ({
  page,
}) => {
  await playFirstGame(page, 'en', { width: 360, height: 740 });
});

test('the first game, in Persian (RTL), on a wide screen: to its end', async ({ page }) => {
  await playFirstGame(page, 'fa', { width: 1440, height: 900 });
});

test.describe('accessibility', () => {
  // axe is injected as a script, which the content security policy would refuse.
  test.use({ bypassCSP: true });

  for (const lang of ['en', 'fa'] as const) {
    test(`the lessons list and a lesson step have no serious axe violation (${lang})`, async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto('/');
      await page.evaluate(
        ([k, v]) => {
          localStorage.clear();
          localStorage.setItem(k, v);
        },
        [LANG_KEY, lang] as const,
      );
      await page.goto('/learn');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXT[lang].title);
      expect((await seriousViolations(page)).map((v) => v.id)).toEqual([]);
      await page.goto('/learn/base');
      await next(page, 'welcome', TEXT[lang].base.welcome.title);
      await next(page, 'cards', TEXT[lang].base.cards.title);
      await atStep(page, 'take', 'move');
      expect((await seriousViolations(page)).map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    });
  }
});
