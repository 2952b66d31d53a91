/**
 * The review of a finished game (docs/ARCHITECTURE.md "The review of a finished game"): a short hot-seat game is finished on the device (two computer players
 * play its last moves), its review is opened from the end screen and waited for (the expert weighs every move in a
 * worker), the marks and a costly move's detail are checked, the position and the expert's line are stepped
 * through, and the review opens again at once from My games (stored on the device). English and Persian; screenshots
 * at 360 × 740, 390 × 844 and 1440 × 900 in /tmp/shots-review.
 */
import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import type { GameRecord } from '@kahroba/engine';
import { finishedRecord } from '../../apps/web/src/review/testing';
import { LANG_KEY, SAVE_KEY } from './hotseat-fixtures';

const SHOTS = '/tmp/shots-review';
mkdirSync(SHOTS, { recursive: true });

/** A 2-player base game of greedy computer players, but for its last `left` actions. */
function nearlyOver(seed: string, left: number): GameRecord {
  const full = finishedRecord(seed, 2, 5);
  return { ...full, actions: full.actions.slice(0, full.actions.length - left) };
}

const T = {
  en: {
    over: 'Game over',
    review: 'Review this game',
    title: 'Review of the game',
    full: 'The review sees every card, including hidden ones: the game is over.',
    marks: 'Every move',
    analysing: /^Analysing move/,
    stored: /the review was made before/,
    costly: 'The moves that cost the most',
    detail: /^Move \S+ · round/,
    played: 'The move played',
    see: "See the position and the expert's line",
    forward: 'Step forward',
    back: 'Back to the review',
    line: /^Expert's line, step 1 of/,
  },
  fa: {
    over: 'پایان بازی',
    review: 'بررسی این بازی',
    title: 'بررسی بازی',
    full: 'این بررسی همهٔ کارت‌ها را می‌بیند، حتی کارت‌های پنهان را: بازی تمام شده است.',
    marks: 'همهٔ حرکت‌ها',
    analysing: /^در حال تحلیل حرکت/,
    stored: /این بررسی پیش‌تر انجام شده بود/,
    costly: 'پرهزینه‌ترین حرکت‌ها',
    detail: /^حرکت \S+، دور/,
    played: 'حرکت انجام‌شده',
    see: 'دیدن وضعیت و ادامهٔ پیشنهادی',
    forward: 'یک گام جلو',
    back: 'بازگشت به بررسی',
    line: /^ادامهٔ پیشنهادی، گام ۱ از/,
  },
} as const;

const SIZES = [
  { name: '360', width: 360, height: 740 },
  { name: '390', width: 390, height: 844 },
  { name: '1440', width: 1440, height: 900 },
] as const;

async function shoot(page: Page, name: string): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.waitForTimeout(250); // the graph follows its box
    await page.screenshot({ path: `${SHOTS}/${name}-${size.name}.png`, fullPage: size.name !== '1440' });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

for (const lang of ['en', 'fa'] as const) {
  test(`review of a finished hot-seat game (${lang})`, async ({ page }) => {
    test.setTimeout(240_000);
    const t = T[lang];
    await page.setViewportSize({ width: 390, height: 844 });
    const record = nearlyOver(`review-e2e-${lang}`, 4);
    const seats = [
      { kind: 'bot', bot: 'easy', name: 'Ana' },
      { kind: 'bot', bot: 'easy', name: 'Bo' },
    ];
    await page.goto('/');
    await page.evaluate(
      ([key, value, langKey, lng]) => {
        localStorage.setItem(key, value);
        localStorage.setItem(langKey, lng);
      },
      [SAVE_KEY, JSON.stringify({ record, seats }), LANG_KEY, lang] as const,
    );
    await page.goto('/hotseat');

    // The computer players finish the game; the end screen offers the review.
    const end = page.getByRole('dialog', { name: t.over });
    await expect(end).toBeVisible({ timeout: 60_000 });
    await end.getByRole('button', { name: t.review }).click();
    await expect(page.getByRole('heading', { name: t.title })).toBeVisible();
    await expect(page.getByText(t.full)).toBeVisible();
    const progress = page.getByRole('status').filter({ hasText: t.analysing });
    await expect(progress).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/progress-${lang}.png` });
    await expect(progress).toBeHidden({ timeout: 180_000 });

    // One mark a move, all analysed; the graph drew a canvas.
    const marks = page.getByRole('toolbar', { name: t.marks }).getByRole('button');
    const moves = await page.evaluate((key) => {
      const saved = JSON.parse(localStorage.getItem(key) ?? '{}') as { record?: { actions?: unknown[] } };
      return saved.record?.actions?.length ?? 0;
    }, SAVE_KEY);
    expect(moves).toBeGreaterThan(record.actions.length);
    await expect(marks).toHaveCount(moves);
    await expect(marks.and(page.locator(':disabled'))).toHaveCount(0);
    await expect(page.locator('.win-chart canvas')).toHaveCount(1);
    const box = await page.locator('.win-chart').boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(300);
    const cell = await marks.first().boundingBox();
    expect(cell?.width ?? 0).toBeGreaterThanOrEqual(24);
    expect(cell?.height ?? 0).toBeGreaterThanOrEqual(24);

    // The costliest move (greedy players make some), beside the expert's.
    const costly = page.getByRole('region', { name: t.costly }).getByRole('button');
    expect(await costly.count()).toBeGreaterThan(0);
    await costly.first().click();
    const detail = page.getByRole('region', { name: t.detail });
    await expect(detail).toBeVisible();
    await expect(detail.getByRole('heading', { name: t.played })).toBeVisible();
    await shoot(page, `review-${lang}`);

    // Its position on the board, and a step into the expert's line.
    await detail.getByRole('button', { name: t.see }).click();
    await expect(page.getByTestId('table')).toBeVisible();
    await page.getByRole('button', { name: t.forward }).click();
    await expect(page.getByText(t.line)).toBeVisible();
    await shoot(page, `board-${lang}`);
    await page.getByRole('button', { name: t.back }).click();
    await expect(page.getByRole('heading', { name: t.title })).toBeVisible();

    // From My games: the review opens at once, read back from the device.
    await page.goto('/');
    await page.getByRole('link', { name: t.review }).first().click();
    await expect(page.getByText(t.stored)).toBeVisible({ timeout: 10_000 });
    await expect(page.getByRole('status').filter({ hasText: t.analysing })).toHaveCount(0);
    await expect(marks).toHaveCount(moves);
  });
}
