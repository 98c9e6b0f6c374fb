/**
 * Accessibility: axe-core over every SPEC route (docs/product.md), members' and visitors' at
 * 390 px, staff's at 1280 px, with no serious or critical violation (WCAG 2.1 A and AA rules).
 * Each sweep loads the app once and moves between routes as its links do, then reports every
 * violation it found at once, so one run shows all that is left to fix.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { openInApp, signedIn } from '../support';

// The landing page ('/') is its own prerendered entry: loaded whole, apart from the sweep.
const VISITOR = [
  '/advertisers',
  '/unavailable-geo',
  '/auth/signin',
  '/auth/signup',
  '/auth/reset-password',
  '/offers',
  '/sweepstakes',
  '/rewards',
  '/articles',
  '/articles/saving-for-a-trip',
  '/cp/rewards?brand=skyway',
];

const MEMBER = [
  '/dashboard',
  '/offers',
  '/offers/10505',
  '/offers/in-progress',
  '/start-earning',
  '/sweepstakes',
  '/shopping',
  '/shopping/brand/northwind-outfitters',
  '/rewards',
  '/web-search',
  '/articles',
  '/articles/saving-for-a-trip',
  '/team',
  '/survey',
  '/daily-challenge',
  '/search/articles?q=trip',
  '/search/shop?q=a',
  '/search/games?q=a',
  '/search/redeem?q=a',
  '/profile/menu',
  '/profile/account-settings',
  '/profile/transactions',
  '/profile/transactions-2',
  '/profile/rewards',
  '/new/earn',
  '/new/earn/offer/10505',
  '/new/win-big',
  '/new/redeem',
  '/new/dashboard',
];

const STAFF = [
  '/admin',
  '/admin/users',
  '/admin/daily-config',
  '/admin/conversions',
  '/admin/payouts',
  '/admin/sweepstakes',
  '/admin/logs',
  '/admin/events',
  '/admin/push',
  '/admin/settings',
  '/admin/cp-rewards',
];

/** 'route: rule (impact) on selector' for each serious or critical violation on the page now. */
async function seriousViolations(page: Page, route: string): Promise<string[]> {
  // Members keep Firestore listeners open, so the network never idles: wait for skeletons and spinners to go.
  await expect(
    page.locator('.MuiSkeleton-root, .MuiCircularProgress-root').filter({ visible: true }),
    route,
  ).toHaveCount(0, {
    timeout: 15_000,
  });
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      // The first line of axe's own explanation says what to change (e.g. the colours it measured).
      v.nodes
        .slice(0, 3)
        .map(
          (n) =>
            `${route}: ${v.id} (${v.impact}) on ${n.target.join(' ')}: ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`,
        ),
    );
}

async function sweep(page: Page, routes: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const route of routes) {
    await openInApp(page, route);
    // The route's lazy chunk first, then its data: a heading, and no skeleton or spinner left.
    await expect(page.getByRole('heading').first(), route).toBeVisible();
    found.push(...(await seriousViolations(page, route)));
  }
  return found;
}

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('every visitor route has no serious or critical axe violation', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/');
    const found = await seriousViolations(page, '/');
    await page.goto('/offers');
    found.push(...(await sweep(page, VISITOR)));
    expect(found).toEqual([]);
  });

  test('every member route has no serious or critical axe violation', async ({ page }) => {
    test.setTimeout(240_000);
    await signedIn(page);
    expect(await sweep(page, MEMBER)).toEqual([]);
  });
});

test('every staff route at 1280 px has no serious or critical axe violation', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signedIn(page, { admin: true });
  expect(await sweep(page, STAFF)).toEqual([]);
});
