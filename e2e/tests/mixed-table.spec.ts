/**
 * A mixed table (issue 51): two people on one desktop (Hana, the host, adds
 * Bea on her device in the waiting room), Giv on a phone in another city and
 * a computer player. The device is passed between its seats as in hot-seat:
 * the pass screen takes the table's place, and Hana's blind reservation never
 * reaches the page while Bea holds it. A stacked set-up ends the game in two
 * rounds (Hana buys the card that takes her to 15 in her second turn), in
 * English and in Persian (every label read from the app's own strings).
 */
import { expect, test, type Page } from '@playwright/test';
import enCommon from '../../apps/web/src/i18n/locales/en/common.json' with { type: 'json' };
import faCommon from '../../apps/web/src/i18n/locales/fa/common.json' with { type: 'json' };
import enGame from '../../apps/web/src/i18n/locales/en/game.json' with { type: 'json' };
import faGame from '../../apps/web/src/i18n/locales/fa/game.json' with { type: 'json' };
import {
  SLOW,
  domEverContained,
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

/** The app's strings a person reads in this flow, in one language (the locale files, `{{x}}` filled in). */
function textOf(lang: 'en' | 'fa') {
  const common = lang === 'fa' ? faCommon : enCommon;
  const game = lang === 'fa' ? faGame : enGame;
  const n = (x: number) => (lang === 'fa' ? String(x).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)] ?? d) : String(x));
  const fill = (text: string, vars: Record<string, string>) =>
    text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => vars[k] ?? '');
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pickPrefix = (gem: Gem) => fill(game.supply.pick, { gem: game.gem[gem], n: '\u0000' }).split('\u0000')[0] ?? '';
  return {
    players: (x: number) => fill(common.setup.playerCount_other, { n: n(x) }),
    friend: common.setup.kind.friend,
    easy: common.setup.kind.easy,
    create: common.action.createRoom,
    theirName: common.lobby.addLocalName,
    addLocal: common.lobby.addLocalButton,
    thisDevice: common.seat.thisDevice,
    seat: (x: number, name: string) => `${fill(common.seat.label, { n: n(x) })}: ${name}`,
    codeLabel: common.home.codeLabel,
    join: common.action.join,
    joinTitle: common.joinPrompt.title,
    yourName: common.setup.yourName,
    takeSeat: common.joinPrompt.play,
    waitingForHost: common.lobby.waitingForHost,
    ready: common.lobby.readyToStart,
    start: common.action.startGame,
    passTitle: (name: string) => fill(game.hotseat.passTitle, { name }),
    showMine: (name: string) => fill(game.hotseat.ready, { name }),
    level1Deck: new RegExp(`^${escape(game.deck.L1)}${lang === 'fa' ? '، ' : ', '}`),
    reserveDeck: game.action.reserveDeck,
    area: (name: string) => fill(game.player.label, { name }),
    reserved: (x: number) => fill(game.player.reserved, { n: n(x) }),
    blind: escape(game.card.blind),
    blindCardCost: fill(game.card.costs, { cost: fill(game.count.gem, { n: n(4), gem: game.gem.green }) }),
    supply: game.supply.label,
    pick: (gem: Gem) => new RegExp(`^${escape(pickPrefix(gem))}`),
    takeGems: game.supply.take,
    yourTurn: game.status.yourTurn,
    buy: game.action.buy,
    payAndBuy: game.pay.buy,
    gameOver: game.endgame.title,
    wins: (names: string) => fill(game.endgame.winner, { names }),
    standings: game.endgame.standings,
  };
}
type Gem = 'white' | 'blue' | 'green' | 'red' | 'black';
type Text = ReturnType<typeof textOf>;

/** Home → the room's code → "Take a seat" under `name`, in the page's language. */
async function joinInUi(page: Page, code: string, name: string, tx: Text): Promise<void> {
  await page.goto('/');
  await page.getByLabel(tx.codeLabel).fill(code.toLowerCase());
  await page.getByRole('button', { name: tx.join, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/r/${code}$`), SLOW);
  await expect(page.getByRole('heading', { name: tx.joinTitle })).toBeVisible(SLOW);
  await page.getByLabel(tx.yourName).fill(name);
  await page.getByRole('button', { name: tx.takeSeat }).click();
}

/** Three different gems through the supply (the dock opened first on a phone), in the page's language. */
async function takeGemsIn(page: Page, gems: Gem[], tx: Text): Promise<void> {
  const bar = page.locator('.dock__bar[aria-expanded="false"]');
  if (await bar.isVisible()) await bar.click();
  const supply = page.getByRole('region', { name: tx.supply });
  for (const gem of gems) await supply.getByRole('button', { name: tx.pick(gem) }).click();
  await supply.getByRole('button', { name: tx.takeGems }).click();
}

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

for (const lang of ['en', 'fa'] as const)
  test(`two seats on one device, a remote phone and a computer player play to the end (${lang})`, async ({
    browser,
  }) => {
    const tx = textOf(lang);
    const locale = lang === 'fa' ? 'fa-IR' : 'en-US';
    const [hana, bea, giv] = lang === 'fa' ? ['هانا', 'بیتا', 'گیو'] : ['Hana', 'Bea', 'Giv'];
    const desk = await newPlayer(browser, { locale });
    const phone = await browser.newContext({ locale, viewport: { width: 390, height: 844 }, isMobile: true });
    const phonePage = await phone.newPage();
    await stackNextRoom(desk.page, setup(`e2e-mixed-table-${lang}`));
    await recordDomHistory(desk.page);

    const code = await createRoom(desk.page, {
      players: tx.players(4),
      kinds: [tx.friend, tx.friend, tx.easy],
      name: hana,
      create: tx.create,
    });
    // "Add a player on this device": Bea takes seat 2 on the same page.
    await desk.page.getByLabel(tx.theirName).fill(bea);
    await desk.page.getByRole('button', { name: tx.addLocal }).click();
    const seats = desk.page.locator('.seat-list');
    await expect(seats.getByRole('listitem', { name: tx.seat(2, bea) })).toContainText(tx.thisDevice, SLOW);
    await joinInUi(phonePage, code, giv, tx);
    await expect(phonePage.getByText(tx.waitingForHost)).toBeVisible(SLOW);
    // Giv sees nothing of the device.
    await expect(phonePage.locator('.seat-list')).not.toContainText(tx.thisDevice);
    await expect(desk.page.getByText(tx.ready)).toBeVisible(SLOW);
    await desk.page.getByRole('button', { name: tx.start }).click();

    // Hana's turn: the pass screen first, then her table.
    const pass = (name: string) => desk.page.getByRole('dialog', { name: tx.passTitle(name) });
    await expect(pass(hana)).toBeVisible(SLOW);
    await desk.page.getByRole('button', { name: tx.showMine(hana) }).click();
    await expect(tableOf(desk.page)).toBeVisible(SLOW);
    await desk.page.getByRole('button', { name: tx.level1Deck }).click();
    await desk.page.getByRole('button', { name: tx.reserveDeck }).click();

    // Bea's turn on the same device: the table is gone until she confirms, and Hana's card is never on the page.
    await expect(pass(bea)).toBeVisible(SLOW);
    await expect(tableOf(desk.page)).toHaveCount(0);
    await desk.page.getByRole('button', { name: tx.showMine(bea) }).click();
    // With four at the table an opponent is a folded line: Bea opens Hana's to see her reserve.
    const hanasArea = desk.page.getByRole('region', { name: tx.area(hana) });
    await hanasArea.getByRole('button', { name: new RegExp(`^${hana} `) }).click();
    const reserved = hanasArea.getByRole('group', { name: tx.reserved(1) });
    await expect(reserved.getByRole('img')).toHaveAccessibleName(new RegExp(`${tx.blind}$`), SLOW);
    await takeGemsIn(desk.page, ['blue', 'green', 'red'], tx);

    // Giv on the phone, then the computer player; then Hana again behind her pass screen.
    await expect(turnOf(phonePage)).toHaveText(new RegExp(`^${tx.yourTurn}`), SLOW);
    await takeGemsIn(phonePage, ['blue', 'green', 'red'], tx);
    await expect(pass(hana)).toBeVisible(SLOW);
    expect(await domEverContained(desk.page, BLIND)).toBe(false);
    expect(await domEverContained(desk.page, tx.blindCardCost)).toBe(false);
    await desk.page.getByRole('button', { name: tx.showMine(hana) }).click();
    // B1-32: 1 prestige, costs 4 white, takes Hana to 15.
    await desk.page.locator('.board .card-btn:has([data-card="B1-32"])').click();
    await desk.page.getByRole('button', { name: tx.buy }).click();
    await desk.page.getByRole('button', { name: tx.payAndBuy }).click();

    await expect(pass(bea)).toBeVisible(SLOW);
    await desk.page.getByRole('button', { name: tx.showMine(bea) }).click();
    await takeGemsIn(desk.page, ['black', 'blue', 'green'], tx);
    await expect(turnOf(phonePage)).toHaveText(new RegExp(`^${tx.yourTurn}`), SLOW);
    await takeGemsIn(phonePage, ['red', 'black', 'blue'], tx);

    for (const page of [desk.page, phonePage]) {
      const end = page.getByRole('dialog', { name: tx.gameOver });
      await expect(end).toBeVisible(SLOW);
      await expect(end).toContainText(tx.wins(hana));
      const standings = end.getByRole('table', { name: tx.standings });
      for (const name of [hana, bea, giv]) await expect(standings.getByRole('row', { name })).toBeVisible();
    }
    await desk.context.close();
    await phone.close();
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
