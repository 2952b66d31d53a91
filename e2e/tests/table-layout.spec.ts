/**
 * The table a player reads at a glance: at 360 × 740 and
 * 1440 × 900, in English and Persian, hot-seat and online. During your turn
 * your tokens, the supply and the prompt are inside the first viewport (on
 * a phone once the one-line bar is tapped open); every module symbol opens its sheet by tap and by keyboard;
 * reduced motion turns animations off; axe finds nothing serious.
 * Screenshots of every layout go to /tmp/shots-table-layout.
 */
import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { createGame } from '@kahroba/engine';
import type { GameConfig, StackedSetup } from '@kahroba/engine';
import { seriousViolations } from './axe';
import { SLOW, createRoomInUi, joinByCodeInUi, newPlayer, openDock, startGame, tableOf } from './online-helpers';
import { ALL_MODULES, LANG_KEY, loadHotSeat, openHotSeat } from './hotseat-fixtures';
import type { Saved } from './hotseat-fixtures';

const SHOTS = '/tmp/shots-table-layout';
mkdirSync(SHOTS, { recursive: true });

const NAMES = ['Ana', 'Bo', 'Cy', 'Di'];

function saved(config: Omit<GameConfig, 'seed'>, seed: string): Saved {
  const full: GameConfig = { ...config, seed };
  const created = createGame(full);
  if (!created.ok) throw new Error(`stacked set-up refused: ${created.error.message}`);
  return {
    record: { schema: 1, config: full, actions: [] },
    seats: NAMES.slice(0, config.players).map((name) => ({ kind: 'human' as const, name })),
  };
}

/** Two players, base game, a few holdings so that the areas are not empty. */
function baseGame(): Saved {
  const setup: StackedSetup = {
    firstPlayer: 0,
    players: [
      {
        tokens: { white: 2, blue: 1, gold: 1 },
        tableau: ['B1-01', 'B1-02', 'B1-10'],
        reserved: [{ card: 'B2-07', blind: false }],
      },
      { tokens: { red: 2, black: 2 }, tableau: ['B1-33', 'B1-34'] },
    ],
  };
  return saved({ players: 2, modules: [], edition: 'kahroba', setup }, 'layout-base');
}

/** Four players, every module, holdings of every kind: the densest table. */
function allModulesGame(): Saved {
  const setup: StackedSetup = {
    decks: { L1: ['B1-13', 'B1-27', 'B1-14', 'B1-25'] },
    cities: ['C3a', 'C5a', 'C6a'],
    firstPlayer: 0,
    players: [
      {
        tokens: { white: 1, blue: 2, green: 1, gold: 1 },
        tableau: ['B1-01', 'B1-02', 'O1-01'],
        posts: ['K-TP1'],
        reserved: [{ card: 'B2-07', blind: false }],
        strongholds: [{ card: 'B1-13', count: 1 }],
      },
      { tokens: { red: 2, black: 1 }, tableau: ['B1-33', 'B1-34', 'B1-35'], posts: ['K-TP2'] },
      { tokens: { green: 3 }, tableau: ['B1-20'], reserved: [{ card: 'B3-01', blind: true }] },
      { tokens: { white: 1, black: 2 }, tableau: ['B1-05', 'B1-06'], strongholds: [{ card: 'B1-27', count: 2 }] },
    ],
  };
  return saved({ players: 4, modules: ALL_MODULES, edition: 'kahroba', setup }, 'layout-all');
}

/** Loads a saved hot-seat game (no pass screen when one seat is human). */
async function openHotSeatDirect(page: Page, game: Saved): Promise<void> {
  await loadHotSeat(page, game);
  await expect(page.getByTestId('table')).toBeVisible();
}

const VIEWPORTS = [
  { name: 'phone', width: 360, height: 740 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

const TEXT = {
  en: {
    sheet: 'What it does',
    rule: /Rule [BCTOS]\d/,
    dock: 'Your tokens, the supply and what to do',
    supply: 'Token supply',
    area: "Ana's area",
  },
  fa: {
    sheet: 'کارکرد',
    rule: /قاعدهٔ \u2066?[BCTOS][۰-۹]/,
    dock: 'توکن‌های شما، مخزن توکن و کار بعدی',
    supply: 'مخزن توکن',
    area: 'بخش Ana',
  },
} as const;

/** The element lies wholly inside the first viewport (no scrolling). */
async function inFirstViewport(page: Page, selector: ReturnType<Page['locator']>, height: number): Promise<void> {
  const box = await selector.boundingBox();
  expect(box, 'visible').not.toBeNull();
  if (!box) return;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(height + 1);
}

for (const vp of VIEWPORTS) {
  for (const lang of ['en', 'fa'] as const) {
    test.describe(`${vp.name} ${lang}`, () => {
      test.use({
        bypassCSP: true,
        viewport: { width: vp.width, height: vp.height },
        locale: lang === 'fa' ? 'fa-IR' : 'en-US',
      });
      const words = TEXT[lang];

      for (const [label, game] of [
        ['2p-base', baseGame],
        ['4p-all', allModulesGame],
      ] as const) {
        test(`hot-seat ${label}: screenshots`, async ({ page }) => {
          await openHotSeat(page, game(), lang);
          await page.waitForTimeout(700); // the cards' deal animation
          await page.screenshot({ path: `${SHOTS}/hotseat-${label}-${vp.name}-${lang}.png` });
          await page.screenshot({ path: `${SHOTS}/hotseat-${label}-${vp.name}-${lang}-full.png`, fullPage: true });
          await page.locator('.tiles .power-btn').last().click();
          await page.waitForTimeout(300);
          await page.screenshot({ path: `${SHOTS}/hotseat-${label}-${vp.name}-${lang}-sheet.png` });
        });
      }

      test('during your turn your tokens, the supply and the prompt are in the first viewport', async ({ page }) => {
        await openHotSeat(page, allModulesGame(), lang);
        await expect(page.evaluate(() => window.scrollY)).resolves.toBe(0);
        const dock = page.getByRole('region', { name: words.dock });
        const wide = vp.width >= 1024;
        // On a phone your area and the supply fold into one line at the foot of the screen, opened by a tap.
        const openDock = async (): Promise<void> => {
          if (wide) return;
          const bar = dock.locator('.dock__bar');
          await inFirstViewport(page, bar, vp.height);
          if ((await bar.getAttribute('aria-expanded')) !== 'true') await bar.click();
        };
        await openDock();
        await inFirstViewport(
          page,
          dock.getByRole('region', { name: words.area }).getByRole('group').first(),
          vp.height,
        );
        await inFirstViewport(page, dock.getByRole('region', { name: words.supply }), vp.height);
        // A prompt: a card's sheet opens in the dock, still within the first screen.
        await page.locator('.board__row--base').first().getByRole('button').nth(1).click();
        await inFirstViewport(page, dock.locator('.sheet'), vp.height);
        if (wide) {
          // 4 players, every module: the whole board without scrolling, the sheet beside it.
          await page.evaluate(() => window.scrollTo(0, 0));
          await inFirstViewport(page, page.locator('.board'), vp.height);
        }
        // A refused pick (two reds and a blue): the reason wraps inside the dock, within the first screen,
        // and your area keeps its width (at 1440 px the pick once squeezed it to a sliver).
        await page.keyboard.press('Escape');
        await openDock();
        const supply = dock.getByRole('region', { name: words.supply });
        for (const gem of ['red', 'red', 'blue']) await supply.locator(`.supply__token--pick[data-gem=${gem}]`).click();
        await inFirstViewport(page, supply.locator('.kt-reason'), vp.height);
        const area = await dock.getByRole('region', { name: words.area }).boundingBox();
        expect(area?.width ?? 0).toBeGreaterThanOrEqual(wide ? 300 : vp.width * 0.8);
      });

      if (vp.name === 'desktop') {
        for (const [label, game] of [
          ['2p-base', baseGame],
          ['4p-all', allModulesGame],
        ] as const) {
          test(`${label}: the cards grow to the screen, the board fits it and a prompt beside it changes nothing`, async ({
            page,
          }) => {
            await openHotSeat(page, game(), lang);
            await page.waitForTimeout(700); // the cards' deal animation
            const box = await page.locator('.board').boundingBox();
            const card = await page.locator('.board .card').first().boundingBox();
            expect(box && card, 'board and a card laid out').toBeTruthy();
            if (!box || !card) return;
            // The page never scrolls; the board's box ends within the screen.
            expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(vp.height + 1);
            expect(box.y + box.height).toBeLessThanOrEqual(vp.height);
            // The cards use the room: the levels reach the foot of the board's box (within 3rem), or the widest spans its width.
            const { bottom, widest } = await page.locator('.board__level').evaluateAll((ls) => ({
              bottom: Math.max(...ls.map((l) => l.getBoundingClientRect().bottom)),
              widest: Math.max(
                ...ls.map((l) => {
                  const rows = [...l.children].map((r) => r.getBoundingClientRect());
                  return Math.max(...rows.map((r) => r.right)) - Math.min(...rows.map((r) => r.left));
                }),
              ),
            }));
            const roomBelow = box.y + box.height - bottom;
            expect(
              roomBelow < 48 || widest > box.width - 48,
              `room below ${roomBelow}, widest level ${widest} of ${box.width}`,
            ).toBe(true);
            expect(card.width).toBeGreaterThan(90);

            // The dock says something (the undo button after your move, a decision, a notice): it is in the
            // side column, and the board keeps its size and place.
            const prompt = page.locator('.table__dock .dock__prompt');
            await prompt.evaluate((el) => {
              const line = document.createElement('p');
              line.textContent = 'A notice long enough to take lines of its own. '.repeat(4);
              el.append(line);
            });
            await expect.poll(async () => (await prompt.boundingBox())?.height ?? 0).toBeGreaterThan(20);
            const after = await page.locator('.board .card').first().boundingBox();
            expect(after).toEqual(card);
            expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(vp.height + 1);
          });
        }
      }

      // Once per language, on the phone in Persian and on the desktop in English (the phone's bar and RTL both seen).
      const symbolsHere = (vp.name === 'phone') === (lang === 'fa');
      if (symbolsHere)
        test('every module symbol opens its sheet by tap and by keyboard', async ({ page }) => {
          await openHotSeat(page, allModulesGame(), lang);
          const sheet = page.getByRole('region', { name: words.sheet });
          const tiles = page.locator('.tiles .power-btn');
          await expect(tiles).toHaveCount(8); // 3 cities, 5 trading posts
          for (let i = 0; i < 8; i++) {
            const tile = tiles.nth(i);
            await tile.click();
            await expect(sheet).toBeVisible();
            await expect(sheet).toContainText(words.rule);
            await expect(tile).toHaveAttribute('aria-expanded', 'true');
            await tile.click();
            await expect(sheet).toBeHidden();
            // Keyboard: focus shows it, Enter keeps it, Escape closes it.
            await tile.blur();
            await tile.focus();
            await expect(sheet).toBeVisible();
            await page.keyboard.press('Enter');
            await expect(tile).toHaveAttribute('aria-expanded', 'true');
            await page.keyboard.press('Escape');
            await expect(tile).toHaveAttribute('aria-expanded', 'false');
          }
          // Tiles in a player's area explain themselves too (Ana's trading post; on a phone in the bar, opened by a tap).
          if (vp.width < 1024) await page.locator('.dock__bar').click();
          await page.locator('.table__me .power-btn').first().click();
          await expect(sheet).toContainText(words.rule);
          await page.keyboard.press('Escape');
          // An Orient card and a card with strongholds explain their powers in the card's sheet.
          const orient = page.locator('.board__row--orient').first().getByRole('button').nth(1);
          await orient.focus();
          await page.keyboard.press('Enter');
          await expect(page.locator('.sheet .power').first()).toContainText(
            lang === 'en' ? /Rule O\d/ : /قاعدهٔ \u2066?O[۰-۹]/,
          );
          await page.keyboard.press('Escape');
          const held = page
            .locator('.board .card-btn')
            .filter({ has: page.locator('.garrison') })
            .first();
          await held.click();
          await expect(page.locator('.sheet .power').last()).toContainText(
            lang === 'en' ? 'Rule S1' : 'قاعدهٔ \u2066S۱\u2069',
          );
          const problems = await seriousViolations(page);
          expect(problems.map((v) => v.id)).toEqual([]);
        });

      test('the rules page shows the legend of every symbol', async ({ page }) => {
        await page.goto('/');
        await page.evaluate(([langKey, lng]) => localStorage.setItem(langKey, lng), [LANG_KEY, lang] as const);
        await page.goto('/rules#legend');
        const legend = page.locator('#legend');
        await expect(legend.locator('.legend__row')).toHaveCount(21);
        await legend.scrollIntoViewIfNeeded();
        await legend.screenshot({ path: `${SHOTS}/rules-legend-${vp.name}-${lang}.png` });
        expect((await seriousViolations(page)).map((v) => v.id)).toEqual([]);
      });

      test('axe finds nothing serious on the 2-player table', async ({ page }) => {
        await openHotSeat(page, baseGame(), lang);
        await page.locator('.tiles .power-btn').first().click();
        const problems = await seriousViolations(page);
        expect(problems.map((v) => v.id)).toEqual([]);
      });
    });
  }
}

/** Base game, Ana against a computer player: the table stays open while the other side moves. */
function againstBot(): Saved {
  const g = baseGame();
  return {
    ...g,
    seats: [
      { kind: 'human', name: 'Ana' },
      { kind: 'bot', bot: 'greedy', name: 'Bo' },
    ] as unknown as Saved['seats'],
  };
}

/** Takes three gems through the supply, then records whether any token or card flew (flights.ts). */
async function moveAndWatchFlights(page: Page): Promise<boolean> {
  await page.evaluate(() => {
    const w = window as unknown as { flew: boolean };
    w.flew = false;
    new MutationObserver((records) => {
      if (
        records.some((r) => [...r.addedNodes].some((n) => n instanceof HTMLElement && n.classList.contains('flight')))
      )
        w.flew = true;
    }).observe(document.body, { childList: true });
  });
  for (const g of ['white', 'blue', 'green'])
    await page.getByRole('button', { name: new RegExp(`^Take a ${g} gem`) }).click();
  await page.getByRole('button', { name: 'Take these gems' }).click();
  // Bo's answer comes from the worker; then it is Ana's turn again.
  await expect(page.locator('.status__turn--mine')).toBeVisible({ timeout: 20_000 });
  await page.waitForTimeout(800);
  return page.evaluate(() => (window as unknown as { flew: boolean }).flew);
}

test.describe('pass the device', () => {
  test.use({ bypassCSP: true, viewport: { width: 360, height: 740 }, locale: 'en-US' });

  test("the pass-the-device screen says what happened before that player's first turn", async ({ page }) => {
    await openHotSeat(page, baseGame(), 'en');
    await openDock(page); // a phone: the supply is a tap away, in the bar
    for (const g of ['white', 'blue', 'green'])
      await page.getByRole('button', { name: new RegExp(`^Take a ${g} gem`) }).click();
    await page.getByRole('button', { name: 'Take these gems' }).click();
    const pass = page.getByRole('dialog', { name: 'Pass the device to Bo' });
    await expect(pass.getByRole('region', { name: 'Before your first turn' })).toContainText('Ana took');
    await pass.screenshot({ path: `${SHOTS}/pass-recap-phone-en.png` });
  });
});

test.describe('motion', () => {
  test.use({ bypassCSP: true, viewport: { width: 1440, height: 900 }, locale: 'en-US' });

  test('tokens and cards fly between the supply, the board and the players', async ({ page }) => {
    await openHotSeatDirect(page, againstBot());
    expect(await moveAndWatchFlights(page)).toBe(true);
    await expect(page.getByText('Last move', { exact: true })).toBeVisible();
  });

  test("prefers-reduced-motion: nothing flies and the table's animations and transitions are off", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openHotSeatDirect(page, againstBot());
    const moving = await page.evaluate(() => {
      const out: string[] = [];
      for (const el of document.querySelectorAll('.table *')) {
        const cs = getComputedStyle(el);
        if (cs.animationName !== 'none' && cs.animationDuration !== '0s')
          out.push(`${el.className} animation ${cs.animationName}`);
        if (cs.transitionDuration.split(',').some((d) => parseFloat(d) > 0)) out.push(`${el.className} transition`);
      }
      return out;
    });
    expect(moving).toEqual([]);
    expect(await moveAndWatchFlights(page)).toBe(false);
  });
});

/** Online: the same table in a room, looked at in every layout (screenshots, axe). */
test.describe('online', () => {
  test.use({ bypassCSP: true, viewport: { width: 1440, height: 900 }, locale: 'en-US' });

  async function shootAll(page: Page, label: string): Promise<void> {
    for (const lang of ['en', 'fa'] as const) {
      await page.getByRole('button', { name: lang === 'en' ? 'English' : 'فارسی' }).click();
      for (const vp of VIEWPORTS) {
        await page.setViewportSize({ width: vp.width, height: vp.height });
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.waitForTimeout(500);
        await page.screenshot({ path: `${SHOTS}/online-${label}-${vp.name}-${lang}.png` });
        const dock = page.getByRole('region', { name: TEXT[lang].dock });
        // A desktop shows the supply beside the board; a phone the one-line bar that opens it.
        await inFirstViewport(
          page,
          vp.width >= 1024 ? dock.getByRole('region', { name: TEXT[lang].supply }) : dock.locator('.dock__bar'),
          vp.height,
        );
      }
    }
    expect((await seriousViolations(page)).map((v) => v.id)).toEqual([]);
  }

  test('2 players, base game: host and guest', async ({ browser }) => {
    const host = await newPlayer(browser);
    const guest = await newPlayer(browser);
    const code = await createRoomInUi(host.page, 'Hana');
    await joinByCodeInUi(guest.page, code, 'Giv');
    await startGame(host.page);
    await expect(tableOf(guest.page)).toBeVisible(SLOW);
    await shootAll(host.page, '2p-base');
    // Desktop: the room's players opened above the table move the board down; it shrinks and still ends within the screen.
    await host.page.getByRole('button', { name: 'English' }).click();
    await host.page.setViewportSize({ width: 1440, height: 900 });
    await host.page.locator('.room-bar__summary').click();
    await expect(host.page.locator('.room-bar__body')).toBeVisible();
    await expect
      .poll(
        async () => {
          const board = await host.page.locator('.board').boundingBox();
          return board ? 900 - (board.y + board.height) : -1;
        },
        { message: 'room between the board and the foot of the screen' },
      )
      .toBeGreaterThanOrEqual(0);
    expect(await host.page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(901);
    await host.context.close();
    await guest.context.close();
  });

  test('4 players, every module: a host and three computer players', async ({ browser }) => {
    const host = await newPlayer(browser);
    const page = host.page;
    await page.goto('/');
    await page.getByLabel('Your name').fill('Hana');
    await page.getByRole('radio', { name: '4 players' }).check();
    for (const m of ['Cities', 'Trading Posts', 'Strongholds', 'The Orient'])
      await page.getByRole('checkbox', { name: new RegExp(`^${m}`) }).check();
    for (const n of [2, 3, 4]) await page.getByLabel(`Who plays seat ${n}`).selectOption('bot:normal');
    await page.getByRole('button', { name: 'Create room' }).click();
    await expect(page).toHaveURL(/\/r\/[A-Z0-9]{6}$/, SLOW);
    await startGame(page);
    await shootAll(page, '4p-all');
    await host.context.close();
  });
});
