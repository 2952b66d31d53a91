/**
 * Hot-seat games driven through the table UI only, by mouse and by keyboard,
 * that make every kind of decision the engine knows (RULES Y2; `Decision` in
 * packages/engine/src/core/state.ts): take gems (B3.1, B3.2, T3), reserve face up
 * and blind (B3.3, T2 keep-drawn), buy with the suggested and with an edited
 * payment (B3.4.4; gold, O3 jokers, T4, O9 sacrifices), return tokens (B4.1),
 * nobles (B4.2, O7), trading posts (T0.4, T1), cities (C4), pairing (O4),
 * free cards (O6), strongholds (S2.1, S2.2) and conquest (S4, S5).
 * Positions are stacked saved games (hotseat-fixtures.ts), checked in Node
 * with the engine before the browser plays them.
 */
import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { applyAction, createGame, legalActions } from '@kahroba/engine';
import type { Action, DecisionType } from '@kahroba/engine';
import { seriousViolations } from './axe';

/** The serious axe violations, short: rule id and the first targets. */
async function axeProblems(page: Page): Promise<string[]> {
  const found = await seriousViolations(page);
  return found.map(
    (v) =>
      `${v.id}: ${(v.nodes as { target: string[]; html: string }[])
        .slice(0, 3)
        .map((n) => n.html.slice(0, 160))
        .join(' | ')}`,
  );
}
import { SAVE_KEY, basicsGame, loadHotSeat, longTurnGame, noblesGame, paymentsGame } from './hotseat-fixtures';
import type { Saved } from './hotseat-fixtures';

test.use({ bypassCSP: true, locale: 'en-US', viewport: { width: 1280, height: 900 } });

const SHOTS = '/tmp/shots-hotseat';

/** Plays `actions` on the stacked game in Node and returns the decision then pending (null = a main action). */
function decisionAfter(game: Saved, actions: Action[]): DecisionType | null {
  const created = createGame(game.record.config);
  if (!created.ok) throw new Error(created.error.message);
  let s = created.value;
  for (const a of actions) {
    const r = applyAction(s, s.current, a);
    if (!r.ok) throw new Error(`${a.type}: ${r.error.code}`);
    s = r.state;
  }
  // Y3: a decision is shown only when it has more than one answer.
  if (s.turn.decision) expect(legalActions(s, s.current).length).toBeGreaterThan(1);
  return s.turn.decision?.type ?? null;
}

/** Loads a stacked saved game into /hotseat, in the given language. */
const open = loadHotSeat;

/** The pass-the-device screen, then that player's table. */
async function takeDevice(page: Page, name: string): Promise<void> {
  const pass = page.getByRole('dialog', { name: `Pass the device to ${name}` });
  await expect(pass).toBeVisible();
  await pass.getByRole('button', { name: `I am ${name}: show my table` }).click();
  await expect(page.getByRole('region', { name: 'Development cards' })).toBeVisible();
}

/** The actions saved in the hot-seat record so far (what the UI sent to the engine). */
async function savedActions(page: Page): Promise<Action[]> {
  const raw = await page.evaluate((key) => localStorage.getItem(key) ?? '{}', SAVE_KEY);
  const saved = JSON.parse(raw) as { record?: { actions?: { action: Action }[] } };
  return (saved.record?.actions ?? []).map((a) => a.action);
}

const card = (scope: Page | Locator, id: string): Locator => scope.locator(`button:has([data-card="${id}"])`);
const board = (page: Page): Locator => page.getByRole('region', { name: 'Development cards' });
const decision = (page: Page): Locator => page.getByRole('region', { name: 'Decision' });
const pay = (page: Page): Locator => page.getByRole('group', { name: /^(Buy|Conquer) / });
const supply = (page: Page): Locator => page.getByRole('region', { name: 'Token supply' });
const area = (page: Page, name: string): Locator => page.getByRole('region', { name: `${name}'s area` });

async function expectTokens(page: Page, name: string, n: number): Promise<void> {
  await expect(area(page, name).getByRole('group', { name: `Tokens: ${n}` })).toBeVisible();
}

/** S2: with a stronghold decision pending, a card on the board, then one of its stronghold actions. */
async function strongholdOn(page: Page, id: string, action: string | RegExp): Promise<void> {
  await expect(decision(page)).toContainText('Stronghold action');
  await card(board(page), id).click();
  await page.locator('.sheet').getByRole('button', { name: action }).click();
}

test('game 1, all four modules: gems, reservations, keep-drawn, returns, suggested and edited payments', async ({
  page,
}) => {
  const game = basicsGame();
  await open(page, game);
  await takeDevice(page, 'Ana');
  await expect(page.getByRole('status').filter({ hasText: 'Your turn' })).toBeVisible();

  // Illegal things are explained by a sentence citing the rule: an unaffordable card.
  await card(board(page), 'B3-01').click();
  await expect(page.getByText('You cannot afford this card. (rule B3.4.2)')).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).click();

  // B3.1: three different gems, by mouse; a fourth pick is refused with the rule.
  await supply(page)
    .getByRole('button', { name: /Take a blue gem/ })
    .click();
  await supply(page)
    .getByRole('button', { name: /Take a green gem/ })
    .click();
  await supply(page)
    .getByRole('button', { name: /Take a green gem/ })
    .click();
  await expect(page.getByRole('group', { name: 'Gems you picked' }).getByRole('status')).toContainText('(rule B3.2)');
  await page.getByRole('button', { name: 'Put back the green gem' }).last().click();
  await supply(page)
    .getByRole('button', { name: /Take a black gem/ })
    .click();
  await page.getByRole('button', { name: 'Take these gems' }).click();

  // B3.2: two of a colour, by keyboard.
  await takeDevice(page, 'Bo');
  await expectTokens(page, 'Ana', 10);
  const red = supply(page).getByRole('button', { name: /Take a red gem/ });
  await red.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Space');
  const take = page.getByRole('button', { name: 'Take these gems' });
  await expect(take).toBeEnabled();
  await take.focus();
  await page.keyboard.press('Enter');

  // B3.3: reserve a face-up card; B4.1: then return one token down to 10.
  await takeDevice(page, 'Ana');
  await expectTokens(page, 'Bo', 5);
  await card(board(page), 'B2-07').click();
  await page.getByRole('button', { name: 'Reserve', exact: true }).click();
  expect(
    decisionAfter(game, [
      { type: 'takeGems', gems: ['blue', 'green', 'black'] },
      { type: 'takeTwo', gem: 'red', extra: null },
      { type: 'reserve', card: 'B2-07' },
    ]),
  ).toBe('returnTokens');
  await expect(decision(page)).toContainText('You hold too many tokens: return 1.');
  const confirm = decision(page).getByRole('button', { name: 'Return these tokens' });
  await expect(confirm).toBeDisabled();
  await decision(page).getByRole('button', { name: 'Return one black more' }).click();
  await expect(decision(page)).toContainText('1 of 1 chosen');
  await confirm.click();

  // B3.3 + T2: reserve blind from the level 1 deck, keep one of the two drawn cards, by keyboard.
  await takeDevice(page, 'Bo');
  await expectTokens(page, 'Ana', 10);
  await expect(area(page, 'Ana').getByRole('group', { name: 'Reserved cards: 1' })).toBeVisible();
  await board(page)
    .getByRole('button', { name: /^level 1 deck, \d+ cards left$/ })
    .click();
  await page.getByRole('button', { name: 'Reserve the top card (face down)' }).click();
  await expect(decision(page)).toContainText('Keep one of the two cards you drew');
  const drawn = decision(page).getByRole('button', { name: /keep this card/ });
  await expect(drawn).toHaveCount(2);
  await drawn.first().focus();
  await page.keyboard.press('Tab');
  await expect(drawn.nth(1)).toBeFocused();
  await page.keyboard.press('Enter');

  // B3.4.4: buy with the engine's suggested payment; S2.1: place a stronghold.
  await takeDevice(page, 'Ana');
  // B3.3.3: Bo's blind reservation is face down for Ana.
  await expect(
    area(page, 'Bo').getByRole('img', { name: /^face-down card from the level 1 deck, reserved face down/ }),
  ).toBeVisible();
  await card(board(page), 'B1-14').click();
  await page.getByRole('button', { name: 'Buy…' }).click();
  await expect(pay(page)).toBeVisible();
  await pay(page).getByRole('button', { name: 'Pay and buy' }).click();
  await strongholdOn(page, 'B3-01', 'Place a stronghold here');

  // B3.4.2: an edited payment: one gold instead of a white token.
  await takeDevice(page, 'Bo');
  await expect(card(area(page, 'Bo'), 'B1-38')).toBeVisible();
  await expect(
    board(page)
      .getByRole('img', { name: /1 of Ana's strongholds on it/ })
      .or(board(page).getByRole('button', { name: /1 of Ana's strongholds on it/ })),
  ).toHaveCount(1);
  await card(board(page), 'B1-25').click();
  await page.getByRole('button', { name: 'Buy…' }).click();
  const buy = pay(page).getByRole('button', { name: 'Pay and buy' });
  await pay(page).getByRole('button', { name: 'Pay one white less' }).click();
  await expect(buy).toBeDisabled();
  await expect(pay(page).getByRole('status')).toContainText('(rule B3.4');
  await pay(page).getByRole('button', { name: 'Pay one gold more' }).click();
  await expect(buy).toBeEnabled();
  await buy.click();
  await strongholdOn(page, 'B2-13', 'Place a stronghold here');
  await takeDevice(page, 'Ana');
  // Bo spent his gold: an area draws only the colours a player holds.
  await expect(area(page, 'Bo').getByRole('img', { name: /^\d+ gold$/ })).toHaveCount(0);
  await expect(card(board(page), 'B2-13')).toHaveAccessibleName(/1 of Bo's strongholds on it/);
  const bought = (await savedActions(page)).find((a) => a.type === 'buy' && a.card === 'B1-25');
  expect(bought?.type === 'buy' && bought.payment.tokens).toMatchObject({ white: 2, gold: 1 });
});

test('game 2, all four modules: joker cards with doubled gold, a sacrifice, moving and removing strongholds', async ({
  page,
}) => {
  const game = paymentsGame();
  await open(page, game);
  await takeDevice(page, 'Ana');

  // O3 + T4 (X1): a joker card (2 virtual gold, each worth 2) and one gold worth 2 pay 5 white.
  await card(board(page), 'B3-06').click();
  await page.getByRole('button', { name: 'Buy…' }).click();
  const joker = pay(page).getByRole('checkbox', { name: /joker/ });
  await expect(joker).toBeChecked(); // the suggestion spends no gold
  await pay(page).getByRole('button', { name: 'Pay one white less' }).click();
  await pay(page).getByRole('button', { name: 'Pay one gold more' }).click();
  const buy = pay(page).getByRole('button', { name: 'Pay and buy' });
  await expect(buy).toBeEnabled();
  await buy.click();

  // S2.1: move her stronghold from one card to another (keyboard for the second half).
  expect(
    decisionAfter(game, [
      {
        type: 'buy',
        card: 'B3-06',
        payment: {
          tokens: { white: 0, blue: 0, green: 0, red: 0, black: 0, gold: 1 },
          jokers: ['O1-01'],
          discards: [],
        },
      },
    ]),
  ).toBe('stronghold');
  await strongholdOn(page, 'B1-13', 'Move a stronghold from here…');
  await expect(page.getByText('Now choose the card to move the stronghold to.')).toBeVisible();
  await card(board(page), 'B2-08').focus();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Move the stronghold here' }).press('Enter');

  // O9: a sacrifice card paid by discarding 2 black cards of Bo's choice.
  await takeDevice(page, 'Bo');
  await expect(card(board(page), 'B2-08')).toHaveAccessibleName(/1 of Ana's strongholds on it/);
  await expect(area(page, 'Ana').getByRole('img', { name: /Level 1 card of the Orient, joker/ })).toHaveCount(0);
  await card(board(page), 'O3-06').click();
  await page.getByRole('button', { name: 'Buy…' }).click();
  const discards = pay(page).getByRole('group', { name: 'Discard 2 black cards' }).getByRole('checkbox');
  await expect(discards).toHaveCount(3);
  await expect(discards.nth(0)).toBeChecked();
  await discards.nth(0).uncheck();
  await expect(pay(page).getByRole('button', { name: 'Pay and buy' })).toBeDisabled();
  await expect(pay(page).getByRole('status')).toContainText('(rule O9)');
  await discards.nth(2).check();
  await pay(page).getByRole('button', { name: 'Pay and buy' }).click();

  // S2.2: remove Ana's lone stronghold.
  await strongholdOn(page, 'B2-08', "Remove Ana's stronghold");
  await takeDevice(page, 'Ana');
  await expect(card(board(page), 'B2-08')).not.toHaveAccessibleName(/strongholds on it/);
  const [first, , third, fourth] = await savedActions(page);
  expect(first?.type === 'buy' && first.payment).toMatchObject({ jokers: ['O1-01'], tokens: { white: 0, gold: 1 } });
  expect(third?.type === 'buy' && [...third.payment.discards].sort()).toEqual(['B1-34', 'B1-35']);
  expect(fourth).toEqual({ type: 'removeStronghold', card: 'B2-08' });
});

test('game 3, all four modules: one long turn (pair, free card, T1 tokens, conquest, post, city), a declined conquest, the end', async ({
  page,
}) => {
  const game = longTurnGame();
  await open(page, game);
  await takeDevice(page, 'Ana');

  await card(board(page), 'O2-09').click();
  await page.getByRole('button', { name: 'Buy…' }).click();
  await pay(page).getByRole('button', { name: 'Pay and buy' }).click();

  // O4 / O6: pair with one of her cards, by the decision panel.
  await expect(decision(page)).toContainText('Pair your new card with one of your cards.');
  await card(decision(page), 'B1-28').click();
  // O6: a free level-1 card, by keyboard.
  await expect(decision(page)).toContainText('Take a card free.');
  await card(decision(page), 'B1-36').focus();
  await page.keyboard.press('Enter');
  // T1: one extra gem.
  await expect(decision(page)).toContainText('Take one extra gem.');
  await decision(page).getByRole('button', { name: 'red' }).click();
  // S2.2: remove Cy's lone stronghold.
  await strongholdOn(page, 'B1-27', "Remove Cy's stronghold");
  // S4: conquer the card under her three strongholds, paying.
  await expect(decision(page)).toContainText('conquer it?');
  await decision(page).getByRole('button', { name: 'Conquer…' }).click();
  await expect(page.getByRole('group', { name: /^Conquer / })).toBeVisible();
  await pay(page).getByRole('button', { name: 'Pay and conquer' }).click();
  // X2: T1 again for the conquest purchase, then S2 again: place a stronghold.
  await expect(decision(page)).toContainText('Take one extra gem.');
  await decision(page).getByRole('button', { name: 'black' }).click();
  await strongholdOn(page, 'B2-02', 'Place a stronghold here');
  // T0.4: two trading posts qualify.
  await expect(decision(page)).toContainText('Choose the trading post you take.');
  await expect(decision(page).getByRole('button', { name: /^Trading post/ })).toHaveCount(2);
  await decision(page)
    .getByRole('button', { name: /^Trading post: needs 3 black/ })
    .click();
  // C4: several cities qualify.
  await expect(decision(page)).toContainText('Choose the city you take.');
  await decision(page)
    .getByRole('button', { name: /^City: needs 13 prestige and bonuses: 2 white/ })
    .click();

  // C5: the round is finished. Bo's main action, then S5: he declines his conquest.
  await takeDevice(page, 'Bo');
  await expect(area(page, 'Ana').getByRole('button', { name: /^City: needs 13 prestige/ })).toBeVisible();
  await expect(page.getByText('Last round', { exact: true })).toBeVisible();
  for (const gem of ['white', 'blue', 'green'])
    await supply(page)
      .getByRole('button', { name: new RegExp(`Take a ${gem} gem`) })
      .click();
  await page.getByRole('button', { name: 'Take these gems' }).click();
  await expect(decision(page)).toContainText('conquer it?');
  await decision(page).getByRole('button', { name: 'Do not conquer' }).click();

  await takeDevice(page, 'Cy');
  for (const gem of ['white', 'blue', 'green'])
    await supply(page)
      .getByRole('button', { name: new RegExp(`Take a ${gem} gem`) })
      .click();
  await page.getByRole('button', { name: 'Take these gems' }).press('Enter');
  await expect(page.getByRole('dialog').filter({ hasText: 'Ana' }).first()).toBeVisible();
  const types = (await savedActions(page)).map((a) => a.type);
  expect(types).toEqual([
    'buy',
    'pair',
    'takeFree',
    'takeExtraToken',
    'removeStronghold',
    'conquer',
    'takeExtraToken',
    'placeStronghold',
    'choosePost',
    'chooseCity',
    'takeGems',
    'declineConquest',
    'takeGems',
  ]);
});

test('game 4, without Cities (classic edition): reserve a noble, choose a noble, two gems plus one with T3', async ({
  page,
}) => {
  const game = noblesGame();
  await open(page, game);
  await takeDevice(page, 'Ana');

  await card(board(page), 'O2-07').click();
  await page.getByRole('button', { name: 'Buy…' }).click();
  await pay(page).getByRole('button', { name: 'Pay and buy' }).click();
  // O7: reserve one of the three nobles.
  await expect(decision(page)).toContainText('Reserve a noble.');
  await decision(page)
    .getByRole('button', { name: /^Noble, 3 prestige, needs bonuses: 3 blue, 3 green, 3 red/ })
    .click();
  await strongholdOn(page, 'B3-02', 'Place a stronghold here');
  // B4.2: two nobles visit; she chooses one, by keyboard.
  await expect(decision(page)).toContainText('Several nobles want to visit you: choose one.');
  const nobles = decision(page).getByRole('button', { name: /^Noble/ });
  await expect(nobles).toHaveCount(2);
  await nobles.nth(1).focus();
  await page.keyboard.press('Space');

  // B3.2 + T3: two red and one blue.
  await takeDevice(page, 'Bo');
  await expect(area(page, 'Ana').getByRole('button', { name: /^Reserved noble: Noble, 3 prestige/ })).toBeVisible();
  await expect(
    area(page, 'Ana').getByRole('button', { name: /^Noble, 3 prestige, needs bonuses: 3 white, 3 blue, 3 black/ }),
  ).toBeVisible();
  const pick = (gem: string) => supply(page).getByRole('button', { name: new RegExp(`Take a ${gem} gem`) });
  await pick('red').click();
  await pick('red').click();
  await expect(page.getByRole('button', { name: 'Take these gems' })).toBeDisabled();
  await expect(page.getByRole('group', { name: 'Gems you picked' }).getByRole('status')).toContainText('(rule T3)');
  await pick('blue').click();
  await page.getByRole('button', { name: 'Take these gems' }).click();
  await takeDevice(page, 'Ana');
  await expectTokens(page, 'Bo', 4);
});

for (const lang of ['en', 'fa'] as const) {
  test(`the hot-seat table passes axe and fits, mid-game with all four modules, in ${lang === 'en' ? 'English' : 'Persian'}`, async ({
    page,
  }) => {
    mkdirSync(SHOTS, { recursive: true });
    // axe measures colours: no card is caught half-way through its deal animation.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const game = longTurnGame();
    await open(page, game, lang);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await page.getByRole('dialog').getByRole('button').click();
    await expect(page.locator('.board')).toBeVisible();
    for (const [w, h] of [
      [1440, 900],
      [360, 740],
    ] as const) {
      await page.setViewportSize({ width: w, height: h });
      await expect(page.locator('[data-card="O2-09"]')).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
      expect(await axeProblems(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/table-${lang}-${w}.png`, fullPage: true });
      await page.locator('.board').screenshot({ path: `${SHOTS}/board-${lang}-${w}.png` });
    }
    // The payment panel and a decision panel on the phone.
    await page.locator('button:has([data-card="O2-09"])').click();
    await page.locator('.sheet .kt-btn--primary').first().click();
    await expect(page.locator('.pay')).toBeVisible();
    expect(await axeProblems(page)).toEqual([]);
    await page.locator('.pay').screenshot({ path: `${SHOTS}/pay-${lang}-360.png` });
    await page.locator('.pay .kt-btn--primary').click();
    await expect(page.locator('.decision')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    expect(await axeProblems(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/decision-${lang}-360.png` });
  });
}
