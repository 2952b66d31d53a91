/**
 * Steps of a lesson as a player plays them (tutorial.spec.ts, tutorial-puzzles.spec.ts):
 * the coach's step and mode, "Next", clicking a control the step makes glow,
 * buying a card, and how a player comes to a lesson (home page, rules page).
 * Every word is taken from the app's own `tutorial` and `common` strings.
 */
import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import en from '../../apps/web/src/i18n/locales/en/tutorial.json' with { type: 'json' };
import fa from '../../apps/web/src/i18n/locales/fa/tutorial.json' with { type: 'json' };
import enCommon from '../../apps/web/src/i18n/locales/en/common.json' with { type: 'json' };
import faCommon from '../../apps/web/src/i18n/locales/fa/common.json' with { type: 'json' };
import { LANG_KEY } from './hotseat-fixtures';

export const TEXT = { en, fa } as const;
const COMMON = { en: enCommon, fa: faCommon } as const;
export type Lang = keyof typeof TEXT;
export type Puzzle = 'cities' | 'tradingPosts' | 'strongholds' | 'orient';

export const coach = (page: Page): Locator => page.locator('.coach');

/** Waits for a step of the lesson in a given mode ('move' or 'next'). */
export async function atStep(page: Page, step: string, mode: 'move' | 'next'): Promise<void> {
  await expect(coach(page)).toHaveAttribute('data-step', step, { timeout: 10_000 });
  await expect(coach(page)).toHaveAttribute('data-mode', mode, { timeout: 10_000 });
}

/** Clicks a control that the step makes glow. */
export async function clickSpot(target: Locator): Promise<void> {
  await expect(target).toHaveClass(/lesson-spot/);
  await target.click();
}

export async function next(page: Page, step: string, title: string): Promise<void> {
  await atStep(page, step, 'next');
  await expect(coach(page).getByRole('heading', { level: 2 })).toHaveText(title);
  await coach(page).locator('.btn-primary, .kt-btn--primary').click();
}

/** Opens a card and buys it with the proposed payment, each control glowing. */
export async function buy(page: Page, card: Locator): Promise<void> {
  await clickSpot(card);
  await clickSpot(page.locator('[data-act="buy"]'));
  await clickSpot(page.locator('[data-act="pay"]'));
}

/** A refused move answered with this sentence, where the player can read it (not scrolled away in the dock). */
export async function expectRefusal(page: Page, text: string): Promise<void> {
  const error = page.locator('.table__error');
  await expect(error).toContainText(text);
  await expect(error).toBeInViewport();
}

/** A new visitor in this language and window size, on the home page. */
export async function visit(page: Page, lang: Lang, size: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(size);
  await page.goto('/');
  await page.evaluate(
    ([k, v]) => {
      localStorage.clear();
      localStorage.setItem(k, v);
    },
    [LANG_KEY, lang] as const,
  );
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('dir', lang === 'fa' ? 'rtl' : 'ltr');
}

/** From the rules page, the "Try it" link of a module's section, named as the app names it. */
export async function tryFromRules(page: Page, lang: Lang, puzzle: Puzzle): Promise<void> {
  await page.goto('/rules');
  const section = page.locator(`#${puzzle}`);
  const title = (await section.getByRole('heading', { level: 2 }).textContent()) ?? '';
  const name = COMMON[lang].rules.tryPuzzle.replace('{{module}}', title);
  await section.getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/learn/${puzzle}$`));
}

/** The puzzle's last explanation, the completion screen, and the lessons list ticking it done. */
export async function finishPuzzle(page: Page, lang: Lang, puzzle: Puzzle): Promise<void> {
  const t = TEXT[lang];
  await next(page, 'end', t[puzzle].end.title);
  await expect(page.getByRole('heading', { name: t.completeTitle })).toBeVisible();
  await page.getByRole('link', { name: t.toLessons }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title);
  await expect(page.locator(`#puzzle-${puzzle} .learn__done`)).toHaveText(`✓ ${t.done}`);
  // Only this puzzle is ticked.
  await expect(page.locator('.learn__done')).toHaveCount(1);
}
