/**
 * A returning member's dashboard paints from its HTML (web/scripts/prerender.mjs, `member: true`;
 * web/src/app/memberShell.ts): the layout and the page's loading state before any script has run,
 * never a full-screen spinner or a 'Sign in' button, then the app adopts that markup (hydrates it)
 * and fills it in. A visitor never sees it: they are sent to sign in.
 */
import { expect, test } from '../fixtures';
import { balanceLink, screenshot, signedIn } from '../support';

const COUNTS = /Counts PM earned today from articles, offers, web search, shopping and travel/;

test('a returning member’s dashboard shows at once from its HTML, then the app takes it over (390px)', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signedIn(page, { name: 'Shell Flyer' });
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });

  // The app's scripts wait until the first screen has been looked at.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  // Not page.goto: the fixture's goto waits for the app, which is held back here.
  await page.evaluate(() => window.location.assign('/dashboard'));
  await page.waitForURL(/\/dashboard$/, { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { name: 'Welcome back!' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Daily challenge' })).toBeVisible();
  await expect(page.getByText(COUNTS)).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Loading', exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.dataset.app)).toBeUndefined();
  await screenshot(page, 'dashboard-shell');

  release();
  await expect(page.getByRole('heading', { name: /^Welcome (back|aboard), Shell!$/ })).toBeVisible();
  await expect(balanceLink(page, '')).toBeVisible();
  await expect(page.getByText(COUNTS)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Claim now' })).toBeVisible();
  // Adopted as it was: React found the markup it would have rendered (no hydration mismatch).
  expect(errors.filter((e) => /hydrat|did not match/i.test(e))).toEqual([]);

  // A visitor's browser (no signed-in hint) hides the member's markup and goes to sign in.
  const visitor = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto('/dashboard');
  await expect(visitorPage).toHaveURL(/\/auth\/signin/);
  await expect(visitorPage.locator('html')).toHaveClass(/pm-no-prerender/);
  await visitor.close();
});
