/**
 * The four module puzzles of the tutorial, each played to its end as a player
 * would: reached from the rules page's "Try it" link or from the lessons
 * list, a wrong move first where the step has a hint for it (the hint must
 * show), then the moves the glowing spots ask for, the completion screen and
 * the lessons list ticking the puzzle done. Trading Posts is played in Persian
 * (RTL), Strongholds on a 360×740 phone. The content security policy is kept
 * on, as in production.
 */
import { expect, test } from '@playwright/test';
import enGame from '../../apps/web/src/i18n/locales/en/game.json' with { type: 'json' };
import faGame from '../../apps/web/src/i18n/locales/fa/game.json' with { type: 'json' };
import {
  TEXT,
  atStep,
  buy,
  clickSpot,
  coach,
  expectRefusal,
  finishPuzzle,
  next,
  tryFromRules,
  visit,
} from './tutorial-helpers';

test.use({ locale: 'en-US' });

const WIDE = { width: 1280, height: 900 };

test('the Cities puzzle from the rules page: a wrong card gets the hint, the right one takes the city and wins', async ({
  page,
}) => {
  const t = TEXT.en;
  await visit(page, 'en', WIDE);
  await tryFromRules(page, 'en', 'cities');
  await next(page, 'intro', t.cities.intro.title);

  // C5: more prestige, but no city — refused with the step's hint.
  await atStep(page, 'decide', 'move');
  await buy(page, page.locator('.board [data-card="B2-12"]'));
  await expectRefusal(page, t.cities.decide.hint);

  // C3, C4: the fourth green bonus completes a city; the round ends, the only city holder wins.
  await buy(page, page.locator('.board [data-card="B2-17"]'));
  await finishPuzzle(page, 'en', 'cities');
});

test('the Trading Posts puzzle in Persian (RTL) from the rules page: the second white bonus brings the post, whose extra gem is taken', async ({
  page,
}) => {
  const t = TEXT.fa;
  await visit(page, 'fa', { width: 1440, height: 900 });
  await tryFromRules(page, 'fa', 'tradingPosts');
  // T0.3: the post for two white bonuses glows while its power is explained.
  await atStep(page, 'intro', 'next');
  await expect(page.locator('.table [data-tile="K-TP3"]').first()).toHaveClass(/lesson-spot/);
  await next(page, 'intro', t.tradingPosts.intro.title);

  // T0.4: the white card gives the second white bonus; the post comes at the end of the turn.
  await atStep(page, 'reach', 'move');
  await expect(coach(page).locator('.coach__do')).toHaveText(t.tradingPosts.reach.do);
  await buy(page, page.locator('.board [data-card="B1-02"]'));

  // The computer takes its gems, then T3: two red and, thanks to the post, one green.
  await atStep(page, 'power', 'move');
  await expect(page.locator('.table__me [data-tile="K-TP3"]')).toBeVisible();
  // Two red alone is refused by T3 itself: the confirm waits for the extra gem, and says why.
  for (const gem of ['red', 'red']) await clickSpot(page.locator(`.supply__token--pick[data-gem="${gem}"]`));
  await expect(page.locator('.supply__picks .kt-btn--primary')).toBeDisabled();
  await expect(page.locator('.supply__picks .kt-reason')).toContainText(faGame.error.TAKE_TWO_EXTRA_MISSING);
  await clickSpot(page.locator('.supply__token--pick[data-gem="green"]'));
  await clickSpot(page.locator('.supply__picks .kt-btn--primary'));
  await finishPuzzle(page, 'fa', 'tradingPosts');
});

test("the Strongholds puzzle on a phone from the lessons list: removing Dara's stronghold gets the hint, the third one conquers", async ({
  page,
}) => {
  const t = TEXT.en;
  await visit(page, 'en', { width: 360, height: 740 });
  await page.locator('.hero__learn a[href="/learn"]').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title);
  await page.locator('#puzzle-strongholds [data-lesson="strongholds"]').click();
  await next(page, 'intro', t.strongholds.intro.title);

  // S2: a purchase, then a stronghold action.
  await atStep(page, 'buy', 'move');
  await buy(page, page.locator('.board [data-card="B1-12"]'));

  // S2.1: removing Dara's lone stronghold is legal, but not the key move — the step's hint says why.
  await atStep(page, 'place', 'move');
  await page.locator('.board [data-card="B1-07"]').click();
  await page.locator('[data-act="removeStronghold"]').click();
  await expectRefusal(page, t.strongholds.place.hint);

  // The open card sheet fills a phone's dock, over the board: the player closes it.
  await page.locator('.sheet').getByRole('button', { name: enGame.action.close }).click();

  // S4: the third stronghold on the card holding two, then the conquest paid by the bonuses.
  await clickSpot(page.locator('.board [data-card="B2-09"]'));
  await clickSpot(page.locator('[data-act="placeStronghold"]'));
  await atStep(page, 'conquer', 'move');
  await clickSpot(page.locator('[data-act="conquer"]'));
  await clickSpot(page.locator('[data-act="pay"]'));

  // A conquest is a purchase too: another stronghold action (here, Dara's lone one removed).
  await atStep(page, 'again', 'move');
  // The conquered card is in your area (a phone shows your cards folded into bonus counts).
  await expect(page.locator('.table__me [data-card="B2-09"]')).toBeAttached();
  await clickSpot(page.locator('.board [data-card="B1-07"]'));
  await page.locator('[data-act="removeStronghold"]').click();
  await finishPuzzle(page, 'en', 'strongholds');
});

test('the Orient puzzle from the rules page: pairing with white gets the hint, pairing with green brings the noble', async ({
  page,
}) => {
  const t = TEXT.en;
  await visit(page, 'en', WIDE);
  await tryFromRules(page, 'en', 'orient');
  await next(page, 'intro', t.orient.intro.title);

  // O4: buy the pairing card; its colour is chosen right after.
  await atStep(page, 'buy', 'move');
  await buy(page, page.locator('.board [data-card="O1-06"]'));

  // A white partner is legal but brings no noble: the step's hint.
  await atStep(page, 'pair', 'move');
  await page.locator('.decision [data-card="B2-06"]').click();
  await expectRefusal(page, t.orient.pair.hint);

  // B4.2: a fourth green bonus, and the noble visits at once.
  await clickSpot(page.locator('.decision [data-card="B1-17"]'));
  await atStep(page, 'end', 'next');
  await expect(page.locator('.table__me [data-tile="N03"]')).toBeVisible();
  await finishPuzzle(page, 'en', 'orient');
});
