/**
 * The geo check (docs/api.md "Geo"): the server decides from the request's country (locally the
 * emulator's test header stands in for the IP lookup) and the app sends a visitor from a blocked
 * country to /unavailable-geo; one from a served country stays where they are.
 */
import type { Page } from '@playwright/test';
import { GEO_TEST_COUNTRY_HEADER } from '@pilotmiles/core';
import { expect, test } from '../fixtures';
import { expectNoHorizontalScroll, screenshot } from '../support';

/** Every API call of this page comes "from" `country`. */
const from = (page: Page, country: string) =>
  page.route('**/api/**', (route) => route.continue({ headers: { ...route.request().headers(), [GEO_TEST_COUNTRY_HEADER]: country } }));

for (const width of [390, 1280])
  test(`a visitor from a blocked country lands on /unavailable-geo (${width}px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    await from(page, 'KP');
    await page.goto('/offers');
    await expect(page).toHaveURL(/\/unavailable-geo$/);
    await expect(page.getByRole('heading', { name: "PilotMiles isn't available in your region" })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await screenshot(page, 'unavailable-geo');
  });

test('a visitor from a served country stays on the page', async ({ page }) => {
  await from(page, 'US');
  const checked = page.waitForResponse((r) => r.url().includes('/api/service/geo'));
  await page.goto('/offers');
  expect(await (await checked).json()).toEqual({ data: { country: 'US', served: true } });
  await expect(page).toHaveURL(/\/offers$/);
});
