/**
 * Shop & Save end to end (docs/shopping.md): a verified member searches /shopping, opens a
 * seeded brand (emulators/seed/brands.ts), activates cashback (the store of the affiliate simulator
 * opens in a new tab), buys there, sees the order pending with its expected date, the network
 * approves it on the simulator's orders page, and the member sees it confirmed and their balance
 * grown. A visitor is asked to sign up; /search/shop finds brands. Screens at 390 and 1280 px of
 * /shopping and a brand page.
 */
import type { Locator, Page } from '@playwright/test';
import { formatPM } from '@pilotmiles/core';
import { expect, test } from '../fixtures';
import { balanceLink, closeDailyPrompt, expectNoHorizontalScroll, openInApp, screenshot, signedIn, signIn, storedBalance } from '../support';

const SIMULATOR = 'http://127.0.0.1:9400/affiliates';
/** A seeded brand (Rakuten, up to 6%, featured and popular; the demo member has an order there). */
const BRAND = { id: 'northwind-outfitters', name: 'Northwind Outfitters' };
/**
 * A seeded Impact brand (up to 8%): Impact notifies us of its approval (and we confirm it with its
 * Actions API), where Rakuten pushes none and staff approve its orders (docs/shopping.md).
 */
const NETWORK_BRAND = { id: 'glow-theory', name: 'Glow Theory' };

const brandCard = (page: Page, name: string) => page.getByRole('article', { name });
const pmNumber = (formatted: string) => Number(formatted.replace(/[^\d]/g, ''));

/** The member's order on the brand page ('Your activity at {brand}'). */
const orderRow = (page: Page, brand: string, orderId: string): Locator =>
  page
    .getByRole('region', { name: `Your activity at ${brand}` })
    .getByRole('list', { name: 'Your orders' })
    .getByRole('listitem', { name: `Order ${orderId}` });

test('a member activates cashback, buys at the store, sees it pending, and confirmed once the network approves', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const member = await signedIn(page, { name: 'Cashback Pilot' });
  const before = pmNumber(await storedBalance(member.email));

  // /shopping: the member's (empty) cashback, then a search that keeps only the brand.
  await page.goto('/shopping');
  await expect(page.getByRole('heading', { level: 1, name: 'Shop & Save' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your cashback' }).getByText(/No orders yet/)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Featured brands' }).getByRole('article').first()).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search stores' }).fill('glow');
  await expect(page).toHaveURL(/\/shopping\?q=glow$/);
  const results = page.getByRole('list', { name: 'Matching brands' });
  await expect(results.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('list', { name: 'Featured brands' })).toHaveCount(0);
  await brandCard(page, NETWORK_BRAND.name).click();

  // The brand page: the rate, how tracking works, the terms, no activity yet.
  await expect(page).toHaveURL(new RegExp(`/shopping/brand/${NETWORK_BRAND.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: NETWORK_BRAND.name })).toBeVisible();
  await expect(page.getByText('Up to 8% cashback').first()).toBeVisible();
  await expect(page.getByRole('list', { name: 'Terms' }).getByRole('listitem').first()).toBeVisible();
  const activity = page.getByRole('region', { name: `Your activity at ${NETWORK_BRAND.name}` });
  await expect(activity.getByText(/No activity yet/)).toBeVisible();

  // Activate: the store opens in a new tab (opened on the click, sent to the link once recorded).
  const opened = page.context().waitForEvent('page');
  await page.getByRole('button', { name: 'Activate cashback' }).click();
  const store = await opened;
  await store.waitForURL(/127\.0\.0\.1:9400\/affiliates\/store\/impact\/\d+\?sid=[a-f0-9]{32}/);
  await expect(page.getByText('Cashback activated — shop in the new tab')).toBeVisible();
  await expect(store.getByRole('heading', { level: 1, name: NETWORK_BRAND.name })).toBeVisible();

  // Buy the first product: the network reports the order to us as pending.
  await store.getByRole('button', { name: /^Buy / }).first().click();
  const placed = store.getByRole('region', { name: 'Order placed' });
  await expect(placed).toBeVisible();
  await expect(store.getByRole('status', { name: 'Postback result' })).toContainText('PilotMiles accepted the report');
  const orderId = /Order (\S+):/.exec((await placed.textContent()) ?? '')?.[1];
  expect(orderId, 'the order number on the confirmation').toBeTruthy();

  // Back on the brand page: the order is pending, with the date the store should confirm it.
  await page.bringToFront();
  await page.reload();
  const row = orderRow(page, NETWORK_BRAND.name, orderId!);
  await expect(row).toBeVisible();
  await expect(row.getByText(/^Pending until \w{3} \d{1,2}, \d{4}$/)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Activations' }).getByRole('listitem')).toHaveCount(1);
  // The order's cashback, alone in its cell (the row's text also runs into the order date).
  const cashback = pmNumber((await row.getByText(/^[\d,]+ PM$/).textContent()) ?? '');
  expect(cashback).toBeGreaterThan(0);
  await expect(balanceLink(page, formatPM(before))).toBeVisible();

  // /shopping's strip counts it as pending.
  await page.goto('/shopping');
  const strip = page.getByRole('region', { name: 'Your cashback' });
  await expect(strip.getByRole('group', { name: 'Pending cashback' })).toHaveText(new RegExp(`^Pending${formatPM(cashback)} `));
  await expect(strip.getByRole('list', { name: 'Recent orders' }).getByText(/^Pending until /)).toBeVisible();

  // The network approves the order (after the store's return window, in real life).
  await store.goto(`${SIMULATOR}/orders`);
  await store.getByRole('button', { name: `Approve order ${orderId}` }).click();
  await expect(store.getByRole('status', { name: 'Postback result' })).toContainText('accepted the report');
  await store.close();

  // Confirmed, credited once: the balance grew by the cashback.
  await expect(balanceLink(page, formatPM(before + cashback))).toBeVisible();
  await expect(strip.getByRole('group', { name: 'Confirmed cashback' })).toHaveText(new RegExp(`^Confirmed${formatPM(cashback)} `));
  await page.goto(`/shopping/brand/${NETWORK_BRAND.id}`);
  await expect(orderRow(page, NETWORK_BRAND.name, orderId!).getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(balanceLink(page, formatPM(before + cashback))).toBeVisible();
});

test('a visitor browses stores and is asked to sign up to activate; /search/shop finds brands', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/shopping');
  await expect(page.getByRole('region', { name: 'Sign in to earn cashback' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your cashback' })).toHaveCount(0);

  // A category chip keeps only its brands, in the URL.
  await page.getByRole('group', { name: 'Store category' }).getByRole('button', { name: /^Pets \(\d+\)$/ }).click();
  await expect(page).toHaveURL(/\/shopping\?category=pets$/);
  await expect(page.getByRole('list', { name: 'Matching brands' }).getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('list', { name: 'Matching brands' }).getByRole('article').filter({ hasNotText: 'Pets' })).toHaveCount(0);

  await page.goto(`/shopping/brand/${BRAND.id}`);
  await page.getByRole('button', { name: 'Activate cashback' }).click();
  await expect(page.getByRole('dialog', { name: 'Ready for Takeoff?' })).toBeVisible();
  await expect(page.context().pages()).toHaveLength(1);

  // An unknown store: a friendly page back to all stores.
  await page.goto('/shopping/brand/no-such-store');
  await expect(page.getByRole('heading', { level: 1, name: "We couldn't find this store" })).toBeVisible();
  await page.getByRole('link', { name: 'Browse all stores' }).click();
  await expect(page).toHaveURL(/\/shopping$/);

  // /search/shop, from the banner of a brand page and straight from a link.
  await page.goto('/search/shop?q=northwind');
  await expect(page.getByRole('status')).toHaveText("1 brand matches 'northwind'");
  await page.getByRole('list', { name: 'Search results' }).getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/shopping/brand/${BRAND.id}$`));
  // The address changes when the navigation starts; the search page (and its banner) stays on
  // screen until the brand page's code has loaded, and text typed into that banner goes with it.
  await expect(page.getByRole('button', { name: 'Activate cashback' })).toBeVisible();
  const bannerBox = page.getByRole('search').getByRole('textbox', { name: 'Search stores' });
  await bannerBox.fill('zebra');
  await expect(bannerBox).toHaveValue('zebra');
  await bannerBox.press('Enter');
  await expect(page).toHaveURL(/\/search\/shop\?q=zebra$/);
  await expect(page.getByRole('status')).toHaveText("No brands match 'zebra'");
  await expect(page.getByRole('link', { name: 'See all brands' })).toHaveAttribute('href', '/shopping');
});

test('shopping screens at phone and desktop widths', async ({ page }) => {
  // The demo member has a pending and a confirmed order (emulators/seed/brands.ts).
  await signIn(page, 'demo@pilotmiles.test', 'pilotmiles');
  await expect(page).toHaveURL(/\/dashboard/);
  await closeDailyPrompt(page);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const [path, name] of [
      ['/shopping', 'shopping'],
      [`/shopping/brand/${BRAND.id}`, 'shopping-brand'],
    ] as const) {
      await openInApp(page, path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      await expectNoHorizontalScroll(page);
      await screenshot(page, name);
    }
  }
});
