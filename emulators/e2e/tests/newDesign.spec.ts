/**
 * The /new design and the /cp/rewards portal (docs/product.md): every route (the detail ones with a
 * seeded offer, article and store) renders in its own layout at phone and desktop widths without
 * sideways scroll, for a visitor and a member.
 */
import { expect, test } from '../fixtures';
import { expectNoHorizontalScroll, openInApp, screenshot, signedIn } from '../support';

const NEW_PUBLIC = [
  'earn',
  'earn/offer',
  'earn/offer/10505',
  'earn/play-game',
  'earn/try-apps',
  'earn/surveys',
  'earn/services',
  'earn/book',
  'earn/articles',
  'earn/articles/saving-for-a-trip',
  'earn/search',
  'earn/web-search',
  'earn/shopping',
  'earn/shopping/northwind-outfitters',
  'win-big',
  'redeem',
  'profile/menu',
];
const NEW_MEMBER = ['dashboard', 'profile/account-settings', 'profile/transactions'];
const PORTAL = ['', 'landing', 'how-to-earn', 'login', 'signup', 'offer-wall'];

const shotName = (path: string) => path.replace(/\//g, '-') || 'index';

for (const width of [390, 1280]) {
  test(`a member sees every /new route in the new layout (${width}px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    test.setTimeout(240_000);
    await signedIn(page);
    for (const path of [...NEW_PUBLIC, ...NEW_MEMBER]) {
      await openInApp(page, `/new/${path}`);
      await expect(page.getByRole('navigation', { name: 'Sections' }).first(), path).toBeVisible();
      await expect(page.getByRole('heading').first(), path).toBeVisible();
      await expect(page.getByText(/page not found/i), path).toHaveCount(0);
      // Members keep Firestore listeners open, so the network never idles: wait for skeletons and spinners to go.
      await expect(page.locator('.MuiSkeleton-root, .MuiCircularProgress-root').filter({ visible: true }), path).toHaveCount(0, {
        timeout: 15_000,
      });
      await expectNoHorizontalScroll(page);
      await screenshot(page, `new-${shotName(path)}`);
    }
  });

  test(`a visitor sees the partner portal dressed in the brand (${width}px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/cp/rewards?brand=skyway');
    for (const path of PORTAL) {
      await openInApp(page, `/cp/rewards${path ? `/${path}` : ''}?brand=skyway`);
      await expect(page.getByText(/page not found/i), path).toHaveCount(0);
      await expect(page.getByRole('heading').first(), path).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoHorizontalScroll(page);
      await screenshot(page, `cp-${shotName(path)}`);
    }
  });
}
