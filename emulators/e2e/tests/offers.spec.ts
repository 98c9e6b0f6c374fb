/**
 * Offers end to end (docs/offers.md): a visitor browses, filters, sorts and searches the offer
 * wall; Load More on a catalogue larger than a page; a member starts an offer, completes a step on
 * the partner simulator's advertiser page (which fires a real postback), sees it in 'In progress'
 * and the balance rise; staff reverse it and the member sees the reversal.
 */
import type { Page } from '@playwright/test';
import { formatPM } from '@pilotmiles/core';
import { expect, test } from '../fixtures';
import {
  balanceLink,
  closeDailyPrompt,
  completeAtAdvertiser,
  expectNoHorizontalScroll,
  openAdvertiser,
  openInApp,
  screenshot,
  signedIn,
  signIn,
} from '../support';

const SIMULATOR = 'http://127.0.0.1:9400/swaarm';
/** A web offer with two small steps (no hold): 'Create an account' 63 PM, 'Choose a paid plan' 840 PM. */
const CLOUDVAULT = { id: '10505', name: 'CloudVault Storage', step: 'Create an account', stepPm: 63 };
const WELCOME = 500;

const cards = (page: Page) => page.getByRole('article');

/** The grid shows its first screen, and more as the visitor scrolls (OfferGrid): scroll until every card is there. */
async function scrollToEveryCard(page: Page) {
  const more = page.getByTestId('more-offers');
  for (let steps = 0; (await more.count()) > 0; steps++) {
    expect(steps, 'the grid keeps showing more cards as it is scrolled').toBeLessThan(20);
    const before = await cards(page).count();
    // The grid may show its last cards by itself meanwhile: then there is nothing to scroll to.
    await page.evaluate(() => document.querySelector('[data-testid="more-offers"]')?.scrollIntoView());
    await expect.poll(async () => (await more.count()) === 0 || (await cards(page).count()) > before).toBe(true);
  }
}
const cardTitles = (page: Page) => cards(page).getByRole('heading', { level: 2 }).allTextContents();

/** Staff's "Sync now" in /admin/conversions; answers the toast's text. */
async function syncNow(page: Page) {
  await page.goto('/admin/conversions?tab=offers');
  await page.getByRole('button', { name: 'Sync now' }).click();
  const toast = page.getByText(/Synced \d+ offers|offers synced/i).first();
  await expect(toast).toBeVisible();
  return toast.textContent();
}

const setSurveyWall = (survey_wall: number) =>
  fetch(`${SIMULATOR}/_control/catalogue`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ survey_wall }),
  });

test('a visitor browses the offer wall: platform, sort, search, and a card asks to sign up', async ({ page }) => {
  await page.goto('/offers');
  await expect(cards(page).first()).toBeVisible();
  await scrollToEveryCard(page);
  const all = await cards(page).count();
  expect(all).toBeGreaterThanOrEqual(60);

  const platform = page.getByRole('combobox', { name: 'Platform' });
  await expect(platform.locator('option')).toHaveText(['All Platforms', 'Android', 'iOS', 'Web']);
  await platform.selectOption({ label: 'iOS' });
  await expect.poll(() => cards(page).count()).toBeLessThan(all);
  const ios = await cards(page).count();
  expect(ios).toBeGreaterThan(0);
  await expect(cards(page).filter({ hasNotText: 'iOS' })).toHaveCount(0);

  await platform.selectOption({ label: 'All Platforms' });
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Name (A-Z)' });
  await expect.poll(async () => {
    const titles = await cardTitles(page);
    return titles.length === all && titles.every((t, i) => i === 0 || titles[i - 1]!.localeCompare(t, 'en', { sensitivity: 'base' }) <= 0);
  }).toBe(true);

  // Royal Match runs on iOS and on Android: one offer each.
  await page.getByRole('searchbox', { name: 'Search apps' }).fill('royal');
  await expect.poll(() => cardTitles(page)).toEqual(['Royal Match', 'Royal Match']);
  await page.getByRole('searchbox', { name: 'Search apps' }).fill('zzzz no such offer');
  await expect(page.getByText('No offers found matching your filters.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(cards(page).first()).toBeVisible();
  await scrollToEveryCard(page);
  await expect.poll(() => cards(page).count()).toBe(all);

  // A visitor's card opens the sign-up prompt and stays on the page.
  await cards(page).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page).toHaveURL(/\/offers$/);

  // The category from the footer's links, any case.
  await page.goto('/offers?category=games');
  await expect(cards(page).first()).toBeVisible();
  await expect(cards(page).filter({ hasNotText: 'Play Game' })).toHaveCount(0);
});

test('Load More appends the next page of a catalogue larger than 200 offers', async ({ page }) => {
  await signedIn(page, { admin: true, name: 'Catalogue Ops' });
  expect((await setSurveyWall(180)).ok).toBe(true);
  try {
    await syncNow(page);
    await page.goto('/offers');
    await expect(cards(page).first()).toBeVisible();
    await scrollToEveryCard(page);
    await expect(cards(page)).toHaveCount(200);
    const loadMore = page.getByRole('button', { name: 'Load More' });
    await loadMore.click();
    await expect.poll(() => cards(page).count()).toBeGreaterThan(200);
    await expect(loadMore).toHaveCount(0);
  } finally {
    await setSurveyWall(0);
    await syncNow(page);
  }
  await page.goto('/offers');
  await expect(cards(page).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Load More' })).toHaveCount(0);
});

test('a member starts an offer, completes a step at the advertiser, is credited; staff reverse it', async ({ page, browser }) => {
  const member = await signedIn(page, { name: 'Offer Pilot' });
  await expect(balanceLink(page, formatPM(WELCOME))).toBeVisible();

  await page.goto(`/offers/${CLOUDVAULT.id}`);
  await expect(page.getByRole('heading', { level: 1, name: CLOUDVAULT.name })).toBeVisible();
  await expect(page.getByText(CLOUDVAULT.step)).toBeVisible();
  // The tab opens on the click and is sent to the tracking link once the start is recorded.
  const advertiser = await openAdvertiser(page);
  await expect(advertiser.getByText(CLOUDVAULT.name).first()).toBeVisible();
  await completeAtAdvertiser(advertiser, CLOUDVAULT.step);
  await advertiser.close();

  await page.goto('/offers/in-progress');
  const started = page.getByRole('article', { name: CLOUDVAULT.name });
  await expect(started).toBeVisible();
  await expect(started.getByRole('list', { name: `Steps of ${CLOUDVAULT.name}` }).getByText('Confirmed')).toBeVisible();
  await expect(balanceLink(page, formatPM(WELCOME + CLOUDVAULT.stepPm))).toBeVisible();
  await screenshot(page, 'offers-in-progress');

  // Staff reverse the credit (the advertiser charged it back).
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signedIn(staff, { admin: true, name: 'Fraud Desk' });
  await openInApp(staff, '/admin/conversions');
  await staff.getByLabel('Member uid').fill(member.uid);
  await staff.getByLabel('Member uid').press('Enter');
  const row = staff.getByRole('row').filter({ hasText: CLOUDVAULT.step });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Reverse' }).click();
  const dialog = staff.getByRole('dialog');
  await dialog.getByLabel('Reason').fill('Advertiser charged back: duplicate account');
  await dialog.getByRole('button', { name: 'Reverse' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByText('Reversed')).toBeVisible();
  await staffContext.close();

  await page.reload();
  await expect(started.getByRole('list', { name: `Steps of ${CLOUDVAULT.name}` }).getByText('Reversed')).toBeVisible();
  await expect(balanceLink(page, formatPM(WELCOME))).toBeVisible();
  await page.goto('/profile/transactions');
  await expect(page.getByText(/Reversed by the advertiser/).first()).toBeVisible();
});

test('offer screens at phone and desktop widths', async ({ page }) => {
  await signIn(page, 'demo@pilotmiles.test', 'pilotmiles');
  await expect(page).toHaveURL(/\/dashboard/);
  await closeDailyPrompt(page);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const [path, name] of [
      ['/offers', 'offers'],
      ['/offers/10234', 'offer-page'],
      ['/offers/in-progress', 'offers-in-progress-demo'],
      ['/start-earning', 'start-earning'],
    ] as const) {
      await openInApp(page, path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      await expectNoHorizontalScroll(page);
      await screenshot(page, name);
    }
  }
});
