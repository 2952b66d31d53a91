/**
 * The table fits the screen it is played on. A scripted online
 * game (the host and three computer players, every module) and a hot-seat
 * game (Ana against a computer player, every module), each in English and in
 * Persian. At the start of the human's first and fourth turns the window goes
 * through six sizes, from a 360 × 740 phone to a 1920 × 1080 desktop (at the
 * second and third through the tightest two: 360 × 740 and 1366 × 768), and at each:
 * the document stays within the viewport (desktop) or three screens (phone,
 * tablet); every tile, deck and face-up card is the element hit at its centre
 * — on a desktop without scrolling, on a phone once scrolled to and once
 * reached by the keyboard; your tokens and the supply (or the bar holding
 * them) are in view. During a stronghold move (S2.1) and the "draw 2, keep 1"
 * choice (T2) every target is hit-testable at every size; on a desktop a
 * card's sheet leaves the whole board hit-testable. Screenshots of every size
 * go to /tmp/shots-fit.
 */
import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import type { StackedSetup } from '@kahroba/engine';
import enGame from '../../apps/web/src/i18n/locales/en/game.json' with { type: 'json' };
import faGame from '../../apps/web/src/i18n/locales/fa/game.json' with { type: 'json' };
import { VIEWPORTS, fitProblems, isDesktop, resizeTo, unhittable } from './fit-helpers';
import type { Viewport } from './fit-helpers';
import { ALL_MODULES, loadHotSeat } from './hotseat-fixtures';
import type { Saved } from './hotseat-fixtures';
import { SLOW, newPlayer, stackNextRoom, startGame } from './online-helpers';

const SHOTS = '/tmp/shots-fit';
mkdirSync(SHOTS, { recursive: true });
const WORK = { width: 1440, height: 900 };
type Lang = 'en' | 'fa';
const GAME = { en: enGame, fa: faGame } as const;

/**
 * Seat 0 (first) holds 4 white to buy B1-32 (4 white) on its first turn, a stronghold on B1-13
 * to move afterwards (S2.1), and the "draw 2, keep 1" trading post (T2) for its second turn.
 */
function setup(players: 2 | 4): StackedSetup {
  const others = [{ tokens: { red: 1 } }, { tokens: { black: 1 } }, { tokens: { green: 1 } }].slice(0, players - 1);
  return {
    decks: {
      L1: ['B1-32', 'B1-13', 'B1-14', 'B1-25', 'B1-17', 'B1-12', 'B1-31', 'B1-38', 'B1-09'],
      L2: ['B2-07', 'B2-13', 'B2-19', 'B2-25'],
      L3: ['B3-01', 'B3-05', 'B3-09', 'B3-13'],
    },
    cities: ['C3a', 'C5a', 'C6a'],
    firstPlayer: 0,
    players: [
      {
        tokens: { white: 4, blue: 1, green: 1, red: 1 },
        posts: ['K-TP2'],
        strongholds: [{ card: 'B1-13', count: 1 }],
        tableau: ['B1-33', 'B1-34'],
      },
      ...others,
    ],
  };
}

/**
 * Checks one moment of the game at every size; `extra` adds the moment's own checks. The keyboard
 * walk (a Tab a control, the slowest check) runs at the start of the first turn; screenshots are
 * taken of the first turn, a card's sheet, the stronghold move and the T2 choice.
 */
async function atEverySize(
  page: Page,
  label: string,
  extra?: (desktop: boolean) => Promise<string[]>,
  keyboard = false,
  shots = true,
  sizes: readonly Viewport[] = VIEWPORTS,
): Promise<void> {
  for (const vp of sizes) {
    await resizeTo(page, vp);
    const problems = [
      ...(await fitProblems(page, vp, keyboard)),
      ...(extra ? (await extra(isDesktop(vp))).map((p) => `${vp.name}: ${p}`) : []),
    ];
    if (shots) await page.screenshot({ path: `${SHOTS}/${label}-${vp.name}.png` });
    expect.soft(problems, `${label} at ${vp.name}`).toEqual([]);
  }
  await resizeTo(page, WORK);
}

/**
 * The tightest phone and the shortest desktop: where a turn start between the first and the last (which are checked
 * at every size) would first stop fitting as the holdings grow.
 */
const TIGHTEST = VIEWPORTS.filter((vp) => vp.name === 'phone-360' || vp.name === 'desktop-1366');

/** The start of one of my turns with a main action: the supply's tokens are offered. */
async function myTurn(page: Page): Promise<void> {
  await expect(page.locator('.supply__token--pick').first()).toBeAttached({ timeout: 45_000 });
  await page.waitForTimeout(400); // the deal and flights
}

const boardCard = (page: Page, id: string) => page.locator(`.board .card-btn:has([data-card="${id}"])`);
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** The scripted turns: buy and move a stronghold, reserve from a deck with T2, take gems; then the start of turn 4. */
async function playScript(page: Page, lang: Lang, label: string): Promise<void> {
  const words = GAME[lang].action;
  await resizeTo(page, WORK);

  // Turn 1: the board at every size, a card's sheet at every size, then buy B1-32.
  await myTurn(page);
  await atEverySize(page, `${label}-turn1`, undefined, true);
  await boardCard(page, 'B1-14').click();
  await expect(page.locator('.sheet')).toBeVisible();
  await atEverySize(page, `${label}-sheet`, async (desktop) =>
    desktop ? unhittable(page, '.board .board__slot > .card-btn', true) : [],
  );
  await boardCard(page, 'B1-32').click();
  await page.locator('[data-act="buy"]').click();
  await page.locator('[data-act="pay"]').click();

  // S2.1: move the stronghold from B1-13; every card it may go to stays hit-testable.
  await expect(page.locator('.decision--mine')).toBeVisible(SLOW);
  await boardCard(page, 'B1-13').click();
  await button(page, words.moveFrom).click();
  await expect(page.getByText(words.moveHint)).toBeVisible();
  await atEverySize(page, `${label}-move`, (desktop) => unhittable(page, '.board .card-btn--active', desktop));
  await boardCard(page, 'B2-07').click();
  await button(page, words.moveHere).click();
  await expect(page.locator('.decision--mine')).toHaveCount(0, SLOW);

  // Turn 2: reserve from the level 1 deck; T2 offers two cards, both hit-testable.
  await myTurn(page);
  await atEverySize(page, `${label}-turn2`, undefined, false, false, TIGHTEST);
  await page.locator('.board__row[data-deck="L1"] .deck-btn').click();
  await page.locator('[data-act="reserveDeck"]').click();
  await expect(page.locator('.decision--mine .card-btn')).toHaveCount(2, SLOW);
  await atEverySize(page, `${label}-t2`, (desktop) => unhittable(page, '.decision--mine .card-btn', desktop));
  await page.locator('.decision--mine .card-btn').first().click();

  // Turn 3: take three different gems; the table at the start of turn 4 too.
  for (const turn of [3, 4]) {
    await myTurn(page);
    await atEverySize(page, `${label}-turn${turn}`, undefined, false, false, turn === 4 ? VIEWPORTS : TIGHTEST);
    if (turn === 4) break;
    const offered = page.locator('.supply__token--pick:not([disabled])');
    const gems = [
      ...new Set(await offered.evaluateAll((els) => els.map((e) => e.getAttribute('data-gem') ?? ''))),
    ].slice(0, 3);
    for (const g of gems) await page.locator(`.supply__token--pick[data-gem="${g}"]`).click();
    await page.locator('.supply__picks .kt-btn--primary').click();
  }
}

for (const lang of ['en', 'fa'] as const) {
  test.describe(`${lang}`, () => {
    test.use({ bypassCSP: true, viewport: WORK, locale: lang === 'fa' ? 'fa-IR' : 'en-US' });

    test(`online, host and three computer players, every module (${lang})`, async ({ browser }) => {
      test.setTimeout(180_000);
      const host = await newPlayer(browser);
      const page = host.page;
      await page.setViewportSize(WORK);
      await stackNextRoom(page, {
        seed: `fit-online-${lang}`,
        firstPlayer: 0,
        setup: setup(4) as unknown as Record<string, unknown>,
      });
      await page.goto('/');
      await page.getByLabel('Your name').fill('Hana');
      await page.getByRole('radio', { name: '4 players' }).check();
      for (const m of ['Cities', 'Trading Posts', 'Strongholds', 'The Orient'])
        await page.getByRole('checkbox', { name: new RegExp(`^${m}`) }).check();
      for (const n of [2, 3, 4]) await page.getByLabel(`Who plays seat ${n}`).selectOption('bot:easy');
      await page.getByRole('button', { name: 'Create room' }).click();
      await expect(page).toHaveURL(/\/r\/[A-Z0-9]{6}$/, SLOW);
      await startGame(page);
      if (lang === 'fa') await page.getByRole('button', { name: 'فارسی' }).click();
      await playScript(page, lang, `online-4p-${lang}`);
      await host.context.close();
    });

    test(`hot-seat, Ana against a computer player, every module (${lang})`, async ({ page }) => {
      test.setTimeout(180_000);
      const game: Saved = {
        record: {
          schema: 1,
          config: {
            players: 2,
            modules: ALL_MODULES,
            edition: 'kahroba',
            setup: setup(2),
            seed: `fit-hotseat-${lang}`,
          },
          actions: [],
        },
        seats: [
          { kind: 'human', name: 'Ana' },
          { kind: 'bot', bot: 'easy', name: 'Bo' },
        ] as unknown as Saved['seats'],
      };
      await loadHotSeat(page, game, lang);
      await expect(page.getByTestId('table')).toBeVisible();
      await playScript(page, lang, `hotseat-2p-${lang}`);
    });
  });
}
