/**
 * Daily engagement in a real browser: the daily bonus after sign-in, reading and claiming
 * an article through its countdown, the article cap's limit modal, and collecting a challenge tier.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { ARTICLE_MESSAGES, DAILY_MSG, dayKey } from '@pilotmiles/core';
import {
  balanceLink,
  closeDailyPrompt,
  createAccount,
  expectNoHorizontalScroll,
  resetJobCursor,
  runJob,
  screenshot,
  setUserFields,
  signIn,
  skipArticleCountdown,
} from '../support';

const ZONE = 'America/New_York';
test.use({ timezoneId: ZONE });

const bonusDialog = (page: Page) => page.getByRole('dialog', { name: 'Daily Bonus' });

for (const width of [390, 1280]) {
  test(`the daily bonus opens after sign-in, is claimed once, and leads to the challenge (${width}px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
    const { email } = await createAccount({ verified: true, name: 'Streak Tester' });
    await signIn(page, email);
    await expect(page).toHaveURL(/\/dashboard/);

    const dialog = bonusDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Day 1', { exact: true })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await screenshot(page, 'daily-bonus');
    await dialog.getByRole('button', { name: DAILY_MSG.claimReward }).click();

    const success = page.getByRole('dialog', { name: 'Daily Bonus claimed!' });
    await expect(success.getByText('+1', { exact: true })).toBeVisible();
    await screenshot(page, 'daily-bonus-success');
    await success.getByRole('button', { name: DAILY_MSG.startChallenge }).click();

    // (An open dialog hides the rest of the page from the accessibility tree: check the header after.)
    await expect(page).toHaveURL(/\/daily-challenge/);
    await expect(balanceLink(page, '501 PM')).toBeVisible();
    await expect(page.getByText(/Earn \d+ more PilotMiles to win the reward/).first()).toBeVisible();
    await expect(page.getByText(/Ends in \d+h \d+m/).first()).toBeVisible();
    await expectNoHorizontalScroll(page);
    await screenshot(page, 'daily-challenge');

    // Claimed for today, and one unsolicited modal per visit: a reload and a full page load open
    // neither the bonus nor the challenge; the dashboard's cards say where both stand.
    await page.reload();
    await page.goto('/dashboard');
    const bonusCard = page.getByRole('region', { name: 'Daily bonus' });
    await expect(bonusCard).toContainText(/Claimed today · next in 2[34]h \d+m/);
    await expect(bonusCard.getByRole('button', { name: /1-day streak/ })).toBeVisible();
    await expect(balanceLink(page, '501 PM')).toBeVisible();
    await page.waitForTimeout(1000); // time for a prompt (and its lazy chunk) that must not come
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // A member on their first day is welcomed aboard, by first name; 'Earned today' (the $5 welcome and
    // the daily bonus) says it is all bonuses, and the challenge beside it says what it counts.
    await expect(page.getByRole('heading', { name: 'Welcome aboard, Streak!' })).toBeVisible();
    const today = page.getByRole('region', { name: 'Earned today' });
    await expect(today).toContainText('501 PM');
    await expect(today.getByRole('definition')).toHaveText(['0 PM', '501 PM']);
    const card = page.getByRole('region', { name: 'Daily challenge' });
    await expect(card).toContainText('Earn 25 more PilotMiles to win the reward');
    await expect(card).toContainText("Bonuses don't count.");
    await expectNoHorizontalScroll(page);
    await screenshot(page, 'dashboard-new-member');
  });
}

test('a closed bonus prompt leaves the bonus on the dashboard, claimable from its card (390px)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { email } = await createAccount({ verified: true, name: 'Card Claimer' });
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard/);
  await closeDailyPrompt(page);

  const bonusCard = page.getByRole('region', { name: 'Daily bonus' });
  await expect(bonusCard).toContainText('+1 PM');
  await expect(bonusCard).toContainText('Day 1 is ready · Start your streak today');
  await expect(page.getByRole('region', { name: 'Daily challenge' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await screenshot(page, 'dashboard-daily-cards');

  // A reload opens no prompt (one per visit): the card is the way back to the bonus.
  await page.reload();
  await expect(bonusCard.getByRole('button', { name: 'Claim now' })).toBeVisible();
  await page.waitForTimeout(1000); // time for a prompt (and its lazy chunk) that must not come
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await bonusCard.getByRole('button', { name: 'Claim now' }).click();
  const dialog = bonusDialog(page);
  await dialog.getByRole('button', { name: DAILY_MSG.claimReward }).click();
  const success = page.getByRole('dialog', { name: 'Daily Bonus claimed!' });
  await expect(success.getByText('+1', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(success).toBeHidden();
  await expect(bonusCard).toContainText(/Claimed today · next in 2[34]h \d+m/);
  await expect(balanceLink(page, '501 PM')).toBeVisible();
});

test('on the 7th day the wheel spins to the prize the server drew, and only then the balance shows it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const { email, uid } = await createAccount({ verified: true, name: 'Wheel Tester' });
  // Setup: a 6-day streak whose last claim was 25 h ago, so today is day 7, the wheel day.
  const lastClaim = new Date(Date.now() - 25 * 3600_000);
  await signIn(page, email);
  const dialog = bonusDialog(page);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await setUserFields(uid, {
    daily_bonus: {
      streak: 6,
      last_claimed_at: lastClaim,
      last_day_key: dayKey(lastClaim, ZONE),
      last_amount: 5,
      last_wheel_index: null,
    },
  });
  await page.reload();

  // This visit already had its prompt: the dashboard's card opens the wheel day.
  const bonusCard = page.getByRole('region', { name: 'Daily bonus' });
  await expect(bonusCard).toContainText(/up to \d+ PM/);
  await bonusCard.getByRole('button', { name: 'Claim now' }).click();
  await expect(dialog).toBeVisible();
  const wheel = dialog.getByRole('img', { name: /^Wheel of fortune/ });
  await expect(wheel).toBeVisible();
  await dialog.getByRole('button', { name: DAILY_MSG.claimReward }).click();
  const won = dialog.getByRole('status');
  await expect(won).toHaveText(/You won \d+ PM!/, { timeout: 10_000 });
  const amount = Number((await won.textContent())!.match(/\d+/)![0]);
  expect((await wheel.getAttribute('aria-label'))!).toContain(`${amount} PM`);
  // While the wheel shows its result the header still shows the balance from before the claim.
  // (The dialog hides the header from the accessibility tree, so find the link by its label.)
  await expect(page.locator('header [aria-label^="Your balance: 500 PM"]').filter({ visible: true })).toHaveCount(1);
  await screenshot(page, 'daily-bonus-wheel');

  const success = page.getByRole('dialog', { name: 'Daily Bonus claimed!' });
  await expect(success.getByText(`+${amount}`, { exact: true })).toBeVisible();
  await success.getByRole('button', { name: 'Close' }).click();
  await expect(balanceLink(page, `${500 + amount} PM`)).toBeVisible();
});

test('an article is claimed after its countdown, the cap shows the limit modal, and the challenge tier is collected', async ({
  page,
}) => {
  await page.clock.install();
  await page.setViewportSize({ width: 390, height: 844 });
  const { email, uid } = await createAccount({ verified: true, name: 'Reader Tester' });
  await signIn(page, email);
  await closeDailyPrompt(page);
  await expect(balanceLink(page, '500 PM')).toBeVisible();

  // Setup: today the reader already earned 20 PM from articles (4 of the 5 the default cap allows),
  // 5 short of the first challenge tier (25). The counters carry today's dayKey in the user's zone.
  const today = dayKey(new Date(), ZONE);
  await setUserFields(uid, {
    article_coins_today: { day_key: today, amount: 20 },
    activity_today: { day_key: today, amount: 20 },
  });

  await page.goto('/articles');
  await expect(page.getByRole('heading', { name: '10 Ways to Fly for Less' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await screenshot(page, 'articles');
  await page.getByRole('heading', { name: '10 Ways to Fly for Less' }).click();
  await expect(page).toHaveURL(/\/articles\/fly-for-less/);

  const claim = page.getByRole('button', { name: ARTICLE_MESSAGES.claimArticle });
  await expect(claim).toBeDisabled();
  await expect(page.getByText(/00:(1\d|20)/).first()).toBeVisible();
  await screenshot(page, 'article-countdown');
  await skipArticleCountdown(page, uid, 'fly-for-less');
  await expect(claim).toBeEnabled();
  await claim.click();

  const mission = page.getByRole('dialog', { name: ARTICLE_MESSAGES.missionCompleted });
  await expect(mission).toBeVisible();
  await expect(mission.getByText('+5 PilotMiles')).toBeVisible();
  // MUI gives the dialog role to the modal's paper: its box is the modal's width.
  const box = await mission.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThan(0);
  expect(box!.width).toBeLessThanOrEqual(350);
  await screenshot(page, 'article-claimed');
  await mission.getByRole('link', { name: ARTICLE_MESSAGES.continueExploring }).click();
  await expect(page).toHaveURL(/\/articles$/);
  await expect(balanceLink(page, '505 PM')).toBeVisible();

  // The cap (25) is reached: another article opens with the limit modal and no claim banner.
  await page.getByRole('heading', { name: /Points vs Cash Back/ }).click();
  const limit = page.getByRole('dialog', { name: DAILY_MSG.dailyLimitTitle });
  await expect(limit).toBeVisible();
  await expect(limit.getByText(/resets in 24 hours/)).toBeVisible();
  await screenshot(page, 'article-daily-limit');
  await limit.getByRole('button', { name: DAILY_MSG.gotIt }).click();
  await expect(page.getByRole('button', { name: ARTICLE_MESSAGES.claimArticle })).toHaveCount(0);

  // The article took today's earnings to 25: the first tier is complete, and the card and the list
  // of tiers say so alike. It is collected once, on the card; 'Well done!' then only confirms it.
  await page.goto('/daily-challenge');
  const tiers = page.getByRole('list', { name: "Today's challenges" });
  await expect(page.getByText(DAILY_MSG.completed, { exact: true })).toBeVisible();
  await expect(tiers.getByRole('listitem').first()).toContainText('Completed, ready to collect');
  await expect(tiers).not.toContainText('In progress');
  await expect(page.getByRole('button', { name: DAILY_MSG.collect })).toHaveCount(1);
  await screenshot(page, 'challenge-completed');
  await page.getByRole('button', { name: DAILY_MSG.collect }).dblclick();
  const wellDone = page.getByRole('dialog', { name: 'Well done!' });
  await expect(wellDone.getByText('+5', { exact: true })).toBeVisible();
  await expect(wellDone.getByText('on Daily challenge 1 of 3')).toBeVisible();
  await expect(wellDone.getByRole('button', { name: DAILY_MSG.collect })).toHaveCount(0);
  await screenshot(page, 'challenge-collected');
  await wellDone.getByRole('button', { name: 'Continue' }).click();
  await expect(wellDone).toBeHidden();
  // Credited once, double click and all.
  await expect(balanceLink(page, '510 PM')).toBeVisible();
  await expect(page.getByText(/Earn \d+ more PilotMiles to win the reward/).first()).toBeVisible();
  await expect(tiers.getByRole('listitem').first()).toContainText('Collected');
  await expect(tiers.getByRole('listitem').nth(1)).toContainText('In progress');
  // The by-day history: today's entries under 'Today' (the member's day), the challenge reward once.
  await page.goto('/profile/transactions-2');
  const todays = page.getByRole('region', { name: 'Today' });
  await expect(todays.getByText('Daily challenge 1 of 3')).toHaveCount(1);
  await expect(todays).toContainText('Day total +510 PM');
  await expectNoHorizontalScroll(page);
  await screenshot(page, 'transactions-by-day');
});

test('a streak about to break shows a reminder under the bell, which leads to the bonus', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { email, uid } = await createAccount({ verified: true, name: 'Reminder Tester' });
  await signIn(page, email);
  await closeDailyPrompt(page);
  await expect(balanceLink(page, '500 PM')).toBeVisible();

  // Setup: a 3-day streak whose last claim was 40 h ago (it breaks at 48 h), then the hourly job.
  const lastClaim = new Date(Date.now() - 40 * 3600_000);
  await setUserFields(uid, {
    daily_bonus: {
      streak: 3,
      last_claimed_at: lastClaim,
      last_day_key: dayKey(lastClaim, ZONE),
      last_amount: 3,
      last_wheel_index: null,
    },
  });
  await resetJobCursor('streakReminders');
  runJob('streakReminders');

  await page.reload();
  const bell = page.getByRole('button', { name: 'Notifications, 1 unread' });
  await expect(bell).toBeVisible();
  await bell.click();
  await expect(page.getByText('Your streak is about to break')).toBeVisible();
  await screenshot(page, 'notifications');
  await page.getByText('Your streak is about to break').click();
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
});
