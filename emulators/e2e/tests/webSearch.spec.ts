/**
 * Web search end to end (docs/web-search.md): a verified member searches natural queries from the
 * banner on /web-search, sees the simulator's results, earns at the drawn search with the toast and
 * the balance updated, and loads more. The do's and don'ts open from the page and from the
 * dashboard, and their button opens /web-search in a new tab. A visitor with a query gets the
 * sign-up prompt. Screens at 390 and 1280 px of /web-search and the modal.
 *
 * Rewards come every 2 to 4 qualifying searches at least 5 s apart (config/webSearch, or core's
 * defaults): the test reads the config and searches at that pace until one pays, so it is
 * deterministic without changing the shared config.
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import type { Page } from '@playwright/test';
import {
  DEFAULT_WEB_SEARCH_CONFIG,
  WEB_SEARCH_MESSAGES,
  type WebSearchConfig,
  type WebSearchResponse,
} from '@pilotmiles/core';
import { expect, test } from '../fixtures';
import { balanceLink, expectNoHorizontalScroll, openInApp, PROJECT_ID, screenshot, signedIn, storedBalance } from '../support';

const db = () => getFirestore(getApps()[0] ?? initializeApp({ projectId: PROJECT_ID }));

/** The rewards config in force (the functions read the same document, or the same defaults). */
async function searchConfig(): Promise<WebSearchConfig> {
  const snap = await db().collection('config').doc('webSearch').get();
  return { ...DEFAULT_WEB_SEARCH_CONFIG, ...(snap.data() as Partial<WebSearchConfig> | undefined) };
}

const NATURAL = [
  'cheap flights to lisbon',
  'how to make sourdough bread',
  'best hiking boots for women',
  'weather in chicago this weekend',
  'vegan lasagna recipe',
  'things to do in kyoto',
];

/** Searches `q` from the banner box and answers what the server said about page 0. */
async function searchFromBanner(page: Page, q: string): Promise<WebSearchResponse> {
  const box = page.getByRole('search').getByRole('textbox', { name: 'Search the web' });
  await box.fill(q);
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/web-search') && r.request().method() === 'POST');
  await box.press('Enter');
  const response = await answered;
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: WebSearchResponse };
  await expect(page).toHaveURL(new RegExp(`/web-search\\?q=${encodeURIComponent(q).replace(/%20/g, '\\+')}$`));
  await expect(
    page
      .getByRole('list', { name: `Results for ${q}` })
      .getByRole('listitem')
      .first(),
  ).toBeVisible();
  return data;
}

test('a member searches from the banner, sees results, earns with a toast and loads more', async ({ page }) => {
  test.setTimeout(120_000);
  const config = await searchConfig();
  await page.setViewportSize({ width: 1280, height: 900 });
  const member = await signedIn(page);
  await openInApp(page, '/web-search');
  await expect(page.getByRole('heading', { level: 1, name: 'Search the Web & Earn' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Search the web and earn' })).toBeVisible();

  // Blank text goes nowhere.
  const box = page.getByRole('search').getByRole('textbox', { name: 'Search the web' });
  await box.fill('   ');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/web-search$/);

  let earned: WebSearchResponse | null = null;
  let searches = 0;
  let last = '';
  for (const q of NATURAL.slice(0, config.reward_every_max)) {
    if (searches > 0) await page.waitForTimeout(config.min_seconds_between * 1000 + 500);
    const data = await searchFromBanner(page, q);
    searches++;
    last = q;
    const first = page
      .getByRole('list', { name: `Results for ${q}` })
      .getByRole('link')
      .first();
    await expect(first).toHaveAttribute('target', '_blank');
    await expect(first).toHaveAttribute('rel', /noopener/);
    await expect(page.getByRole('complementary', { name: 'Search rewards today' })).toContainText(
      WEB_SEARCH_MESSAGES.progress(data.earned_today_pm, data.daily_cap_pm),
    );
    if (data.earned_pm > 0) {
      earned = data;
      break;
    }
  }
  expect(earned, `no reward within ${searches} searches`).not.toBeNull();
  await expect(page.getByText(WEB_SEARCH_MESSAGES.earned(earned!.earned_pm))).toBeVisible();
  await expect(balanceLink(page, await storedBalance(member.email))).toBeVisible();
  expect(earned!.earned_pm).toBeGreaterThanOrEqual(config.reward_pm_min);
  // A new member's first reward of the day is all they earned from search today.
  expect(earned!.earned_today_pm).toBe(earned!.earned_pm);
  await expectNoHorizontalScroll(page);
  await screenshot(page, 'web-search');

  // More results, without a new search.
  const results = page.getByRole('list', { name: `Results for ${last}` }).getByRole('listitem');
  const shown = await results.count();
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect.poll(() => results.count()).toBeGreaterThan(shown);

  // The same page at phone width.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoHorizontalScroll(page);
  await screenshot(page, 'web-search');

  // The do's and don'ts, from the page.
  await page.getByRole('button', { name: "Search do's and don'ts" }).click();
  const dialog = page.getByRole('dialog', { name: "Search do's and don'ts" });
  await expect(dialog.getByText('Unnatural or spammy activity may block your account.')).toBeVisible();
  await screenshot(page, 'web-search-dos-and-donts');
  await page.setViewportSize({ width: 1280, height: 900 });
  await screenshot(page, 'web-search-dos-and-donts');
  await dialog.getByRole('button', { name: 'Got it' }).click();
  await expect(dialog).toBeHidden();
});

test("the dashboard's Search the Web opens the do's and don'ts, whose button opens /web-search in a new tab", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signedIn(page);
  await page
    .getByRole('region', { name: 'Ways to earn' })
    .getByRole('button', { name: /Search the Web/ })
    .click();
  const dialog = page.getByRole('dialog', { name: "Search do's and don'ts" });
  await expect(dialog).toBeVisible();
  const [tab] = await Promise.all([
    page.context().waitForEvent('page'),
    dialog.getByRole('link', { name: 'Start searching' }).click(),
  ]);
  await tab.waitForLoadState();
  await expect(tab).toHaveURL(/\/web-search$/);
  await expect(tab.getByRole('heading', { level: 1, name: 'Search the Web & Earn' })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(dialog).toBeHidden();
  await tab.close();
});

test('a visitor with a query gets the sign-up prompt and no results', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/web-search?q=cheap+flights+to+rome');
  await expect(page.getByRole('dialog', { name: 'Ready for Takeoff?' })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in now to unlock all exclusive offers' })).toBeVisible();
  await expect(page.getByRole('list', { name: /^Results for/ })).toHaveCount(0);
  // The banner search asks them to sign up too.
  const box = page.getByRole('search').getByRole('textbox', { name: 'Search the web' });
  await box.fill('weather tomorrow');
  await box.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Ready for Takeoff?' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await screenshot(page, 'web-search-visitor');
});
