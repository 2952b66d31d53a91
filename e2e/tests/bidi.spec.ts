/**
 * Symbols read the same in English and Persian (RULES T2): the "draw 2,
 * keep 1" trading post reads "⚑ 2→1" left to right — the 2 left of the
 * arrow, the 1 right of it — on its tile, in its power sheet and in the rules
 * legend, never «۱→۲» ("1 becomes 2"). Measured on the page (where Chromium
 * lays out each digit), at 390 × 844; screenshots for a look in
 * /tmp/shots-bidi.
 */
import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { LANG_KEY, basicsGame, openHotSeat } from './hotseat-fixtures';

const SHOTS = '/tmp/shots-bidi';
test.use({ deviceScaleFactor: 2 });
mkdirSync(SHOTS, { recursive: true });

const DIGITS = { en: ['2', '1'], fa: ['۲', '۱'] } as const;

/**
 * Where the first "2", the arrow after it and the "1" after that are drawn in
 * `el`'s text (left edges, px): "2→1" reads left to right when they increase.
 */
async function arrowOrder(el: Locator, two: string, one: string): Promise<number[]> {
  return el.evaluate(
    (root, [a, b]) => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const text = n.textContent ?? '';
        const arrow = text.indexOf('→');
        if (arrow < 0) continue;
        const left = (i: number): number => {
          const r = document.createRange();
          r.setStart(n, i);
          r.setEnd(n, i + 1);
          return r.getBoundingClientRect().left;
        };
        return [left(text.lastIndexOf(a, arrow)), left(arrow), left(text.indexOf(b, arrow))];
      }
      return [];
    },
    [two, one] as const,
  );
}

const increasing = (xs: number[]): boolean => xs.length === 3 && xs.every((x, i) => i === 0 || x > (xs[i - 1] ?? 0));

async function openRules(page: Page, lang: 'en' | 'fa'): Promise<void> {
  await page.goto('/');
  await page.evaluate(([key, lng]) => localStorage.setItem(key, lng), [LANG_KEY, lang] as const);
  await page.goto('/rules#legend');
}

for (const lang of ['en', 'fa'] as const) {
  test(`${lang}: the T2 trading post reads 2→1 in the legend and its power sheet (390 × 844)`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const [two, one] = DIGITS[lang];

    await openRules(page, lang);
    const legend = page.locator('#legend');
    await expect(legend).toBeVisible();
    const row = legend.locator('.legend__row').nth(1); // Kahroba's T2, the second trading post
    await row.scrollIntoViewIfNeeded();
    expect(increasing(await arrowOrder(row.locator('.tile__crest'), two, one)), 'tile crest').toBe(true);
    expect(increasing(await arrowOrder(row.locator('.legend__text'), two, one)), 'legend line').toBe(true);
    await legend
      .locator('.legend__list')
      .first()
      .screenshot({ path: `${SHOTS}/legend-posts-${lang}.png` });
    await legend
      .locator('.legend__list')
      .nth(1)
      .screenshot({ path: `${SHOTS}/legend-orient-${lang}.png` });
    await legend
      .locator('.legend__list')
      .nth(2)
      .screenshot({ path: `${SHOTS}/legend-tiles-${lang}.png` });

    await openHotSeat(page, basicsGame(), lang);
    const post = page.locator('.tiles [data-tile="K-TP2"]');
    await post.scrollIntoViewIfNeeded();
    expect(increasing(await arrowOrder(post.locator('.tile__crest'), two, one)), 'table tile').toBe(true);
    await post.click();
    const sheet = page.locator('.sheet--power');
    await expect(sheet).toBeVisible();
    expect(increasing(await arrowOrder(sheet.locator('.power__does'), two, one)), 'power sheet').toBe(true);
    await sheet.screenshot({ path: `${SHOTS}/power-sheet-${lang}.png` });
    await page.screenshot({ path: `${SHOTS}/table-${lang}.png` });
  });
}
