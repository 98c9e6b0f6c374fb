/** Screenshots of the main screens at phone and desktop widths, for people to look at. */
import { expect, test } from '../fixtures';
import { balanceLink, closeDailyPrompt, expectNoHorizontalScroll, screenshot, signIn, storedBalance } from '../support';

import { MSG } from '@pilotmiles/core';

const DEMO = 'demo@pilotmiles.test';
const DEMO_PASSWORD = 'pilotmiles';

for (const width of [390, 1280]) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 844 : 800 } });

    test('home, signed out', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { name: MSG.landingTitle })).toBeVisible();
      await expect(page.getByText(MSG.newHereBanner).first()).toBeVisible();
      await expect(page.getByRole('link', { name: MSG.joinForFree }).first()).toBeVisible();
      await expectNoHorizontalScroll(page);
      await screenshot(page, 'home');
    });

    test('sign-in', async ({ page }) => {
      await page.goto('/auth/signin');
      await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
      await expectNoHorizontalScroll(page);
      await screenshot(page, 'signin');
    });

    test('dashboard of the seeded demo user', async ({ page }) => {
      await signIn(page, DEMO, DEMO_PASSWORD);
      await expect(page).toHaveURL(/\/dashboard/);
      await closeDailyPrompt(page);
      await expect(balanceLink(page, await storedBalance(DEMO))).toBeVisible();
      await expect(page.getByText('Recent activity')).toBeVisible();
      await expectNoHorizontalScroll(page);
      await screenshot(page, 'dashboard');
    });
  });
}
