/**
 * A mixed table (issue 51): two people on one desktop (Hana, the host, adds
 * Bea on her device in the waiting room), Giv on a phone in another city and
 * a computer player. The device is passed between its seats as in hot-seat:
 * the pass screen takes the table's place, and Hana's blind reservation never
 * reaches the page while Bea holds it. A stacked set-up ends the game in two
 * rounds (Hana buys the card that takes her to 15 in her second turn). The
 * same flow in Persian, lighter: the waiting room and the first pass screen.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  SLOW,
  areaOf,
  buyWinningCard,
  domEverContained,
  joinByCodeInUi,
  newPlayer,
  recordDomHistory,
  stackNextRoom,
  tableOf,
  takeGems,
  turnOf,
  type TestSetup,
} from './online-helpers';

test.use({ bypassCSP: true, locale: 'en-US' });
test.describe.configure({ timeout: 90_000 });

const BLIND = 'B1-08'; // white bonus, 1 prestige, costs 4 green: on top of the level 1 deck once four are dealt
/** Seat 0 (Hana) holds 14 prestige and 3 white; B1-32 (1 prestige, costs 4 white) is face up: 15 with one purchase. */
const setup = (seed: string): TestSetup => ({
  seed,
  firstPlayer: 0,
  setup: {
    decks: { L1: ['B1-32', 'B1-02', 'B1-15', 'B1-23', BLIND] },
    players: [{ tableau: ['B3-04', 'B3-08', 'B3-10'], tokens: { white: 3 } }, {}, {}, {}],
  },
});

/** The home page's form: `players`, each other seat's kind, then the host's name → the waiting room; returns the code. */
async function createRoom(page: Page, labels: { players: string; kinds: string[]; name: string; create: string }) {
  await page.goto('/');
  await page.getByRole('radio', { name: labels.players }).check();
  for (const [i, kind] of labels.kinds.entries())
    await page.locator('.seat-row__kind').nth(i).selectOption({ label: kind });
  await page.locator('#create-name').fill(labels.name);
  await page.getByRole('button', { name: labels.create }).click();
  await expect(page).toHaveURL(/\/r\/[A-Z0-9]{6}$/, SLOW);
  const code = /\/r\/([A-Z0-9]{6})$/.exec(page.url())?.[1];
  if (!code) throw new Error(`no room code in ${page.url()}`);
  return code;
}

test('two seats on one device, a remote phone and a computer player play to the end', async ({ browser }) => {
  const desk = await newPlayer(browser);
  const phone = await browser.newContext({ locale: 'en-US', viewport: { width: 390, height: 844 }, isMobile: true });
  const giv = await phone.newPage();
  await stackNextRoom(desk.page, setup('e2e-mixed-table'));
  await recordDomHistory(desk.page);

  const code = await createRoom(desk.page, {
    players: '4 players',
    kinds: ['A friend (invite)', 'A friend (invite)', 'Computer · easy'],
    name: 'Hana',
    create: 'Create room',
  });
  // "Add a player on this device": Bea takes seat 2 on the same page.
  await desk.page.getByLabel('Their name').fill('Bea');
  await desk.page.getByRole('button', { name: 'Add to this device' }).click();
  const seats = desk.page.locator('.seat-list');
  await expect(seats.getByRole('listitem', { name: 'Seat 2: Bea' })).toContainText('this device', SLOW);
  await joinByCodeInUi(giv, code, 'Giv');
  await expect(giv.getByText('Waiting for the host to start the game…')).toBeVisible(SLOW);
  // Giv sees nothing of the device.
  await expect(giv.locator('.seat-list')).not.toContainText('device');
  await expect(desk.page.getByText('Everyone is here.')).toBeVisible(SLOW);
  await desk.page.getByRole('button', { name: 'Start the game' }).click();

  // Hana's turn: the pass screen first, then her table.
  const pass = (name: string) => desk.page.getByRole('dialog', { name: `Pass the device to ${name}` });
  await expect(pass('Hana')).toBeVisible(SLOW);
  await desk.page.getByRole('button', { name: 'I am Hana: show my table' }).click();
  await expect(tableOf(desk.page)).toBeVisible(SLOW);
  await desk.page.getByRole('button', { name: /^level 1 deck, \d+ cards left$/ }).click();
  await desk.page.getByRole('button', { name: 'Reserve the top card (face down)' }).click();

  // Bea's turn on the same device: the table is gone until she confirms, and Hana's card is never on the page.
  await expect(pass('Bea')).toBeVisible(SLOW);
  await expect(tableOf(desk.page)).toHaveCount(0);
  await desk.page.getByRole('button', { name: 'I am Bea: show my table' }).click();
  // With four at the table an opponent is a folded line: Bea opens Hana's to see her reserve.
  await areaOf(desk.page, 'Hana')
    .getByRole('button', { name: /^Hana / })
    .click();
  const reserved = areaOf(desk.page, 'Hana').getByRole('group', { name: 'Reserved cards: 1' });
  await expect(reserved.getByRole('img')).toHaveAccessibleName(
    'face-down card from the level 1 deck, reserved face down',
    SLOW,
  );
  await takeGems(desk.page, ['blue', 'green', 'red']);

  // Giv on the phone, then the computer player; then Hana again behind her pass screen.
  await expect(turnOf(giv)).toHaveText(/^Your turn/, SLOW);
  await takeGems(giv, ['blue', 'green', 'red']);
  await expect(pass('Hana')).toBeVisible(SLOW);
  expect(await domEverContained(desk.page, BLIND)).toBe(false);
  expect(await domEverContained(desk.page, 'costs 4 green')).toBe(false);
  await desk.page.getByRole('button', { name: 'I am Hana: show my table' }).click();
  await buyWinningCard(desk.page);

  await expect(pass('Bea')).toBeVisible(SLOW);
  await desk.page.getByRole('button', { name: 'I am Bea: show my table' }).click();
  await takeGems(desk.page, ['black', 'blue', 'green']);
  await expect(turnOf(giv)).toHaveText(/^Your turn/, SLOW);
  await takeGems(giv, ['red', 'black', 'blue']);

  for (const page of [desk.page, giv]) {
    const end = page.getByRole('dialog', { name: 'Game over' });
    await expect(end).toBeVisible(SLOW);
    await expect(end).toContainText('Hana wins!');
    const standings = end.getByRole('table', { name: 'Final standings' });
    for (const name of ['Hana', 'Bea', 'Giv']) await expect(standings.getByRole('row', { name })).toBeVisible();
  }
  await desk.context.close();
  await phone.close();
});

test('Persian: a player added on the device, and the pass screen between them', async ({ browser }) => {
  const desk = await newPlayer(browser, { locale: 'fa-IR' });
  await stackNextRoom(desk.page, {
    seed: 'e2e-mixed-table-fa',
    firstPlayer: 0,
    setup: { decks: setup('').setup?.decks },
  });
  await recordDomHistory(desk.page);
  await createRoom(desk.page, { players: '۲ بازیکن', kinds: [], name: 'هانا', create: 'ساختن اتاق' });
  await desk.page.getByLabel('نام او').fill('بیتا');
  await desk.page.getByRole('button', { name: 'افزودن به این دستگاه' }).click();
  await expect(desk.page.locator('.seat-list')).toContainText('همین دستگاه', SLOW);
  await desk.page.getByRole('button', { name: 'شروع بازی' }).click();
  await expect(desk.page.getByRole('dialog', { name: 'دستگاه را به هانا بدهید' })).toBeVisible(SLOW);
  await desk.page.getByRole('button', { name: 'من هانا هستم: نمایش صفحهٔ من' }).click();
  await expect(tableOf(desk.page)).toBeVisible(SLOW);
  await desk.page.getByRole('button', { name: /^دک سطح ۱، / }).click();
  await desk.page.getByRole('button', { name: 'رزرو کارت روی دک (پنهان)' }).click();
  await expect(desk.page.getByRole('dialog', { name: 'دستگاه را به بیتا بدهید' })).toBeVisible(SLOW);
  expect(await domEverContained(desk.page, BLIND)).toBe(false);
  await desk.context.close();
});

test('the room bar lists both seats; Hana takes back her move from the pass screen, Bea accepting on it', async ({
  browser,
}) => {
  const desk = await newPlayer(browser);
  await stackNextRoom(desk.page, { seed: 'e2e-mixed-undo', firstPlayer: 0 });
  await createRoom(desk.page, { players: '2 players', kinds: [], name: 'Hana', create: 'Create room' });
  await desk.page.getByLabel('Their name').fill('Bea');
  await desk.page.getByRole('button', { name: 'Add to this device' }).click();
  await desk.page.getByRole('button', { name: 'Start the game' }).click();
  const pass = (name: string) => desk.page.getByRole('dialog', { name: `Pass the device to ${name}` });
  const bar = desk.page.getByRole('list', { name: 'this device' });
  await expect(pass('Hana')).toBeVisible(SLOW);
  // Both seats of the device in the room bar, Hana (to move) marked; no "watching" on the pass screen.
  await expect(bar.getByRole('listitem')).toHaveText(['Hana', 'Bea']);
  await expect(bar.locator('[aria-current="true"]')).toHaveText('Hana');
  await expect(desk.page.locator('.room-bar__summary')).not.toContainText('Watching');
  // Nothing to undo before anyone moved.
  await expect(desk.page.getByRole('button', { name: /take back my last move/ })).toHaveCount(0);
  await desk.page.getByRole('button', { name: 'I am Hana: show my table' }).click();
  await takeGems(desk.page, ['white', 'blue', 'green']);

  await expect(pass('Bea')).toBeVisible(SLOW);
  await expect(bar.locator('[aria-current="true"]')).toHaveText('Bea');
  await expect(tableOf(desk.page)).toHaveCount(0);
  await desk.page.getByRole('button', { name: 'Hana: ask the others to take back my last move' }).click();
  // Bea is asked on the pass screen itself; the table stays hidden.
  await expect(pass('Bea')).toContainText('Hana asks to take back their last move.', SLOW);
  await pass('Bea').getByRole('button', { name: 'Accept' }).click();
  // Undone: Hana to move again, behind her own pass screen; no move of hers left to undo.
  await expect(pass('Hana')).toBeVisible(SLOW);
  await expect(pass('Hana')).toContainText('Hana took back their last move.');
  await expect(tableOf(desk.page)).toHaveCount(0);
  await desk.page.getByRole('button', { name: 'I am Hana: show my table' }).click();
  await expect(turnOf(desk.page)).toHaveText(/^Your turn/, SLOW);
  await expect(desk.page.getByRole('button', { name: /take back my last move|^Undo$/ })).toHaveCount(0);
  await desk.context.close();
});
