/** The article pages: own pictures, no empty ad boxes, the unknown-slug toast, the countdown. */
import { expect, test } from '../fixtures';
import { ARTICLE_MESSAGES } from '@pilotmiles/core';
import { closeDailyPrompt, createAccount, signIn, skipArticleCountdown } from '../support';

test('every article card shows its own picture', async ({ page }) => {
  await page.goto('/articles');
  const cards = page.getByRole('list', { name: 'Articles' }).getByRole('link');
  await expect(cards.first()).toBeVisible();
  const pairs = await cards.evaluateAll((links) =>
    links.map((a) => [a.getAttribute('href'), a.querySelector('img')?.getAttribute('src')]),
  );
  expect(pairs.length).toBeGreaterThanOrEqual(12);
  for (const [href, src] of pairs) expect(src, href ?? '').toBe(`/images/articles/${href!.split('/').pop()}.svg`);
});

test('an unknown slug goes to /articles with one "Article not found" toast', async ({ page }) => {
  await page.goto('/articles/no-such-article');
  await expect(page).toHaveURL(/\/articles$/);
  await expect(page.getByText(ARTICLE_MESSAGES.notFound)).toHaveCount(1);
  await expect(page.getByText(ARTICLE_MESSAGES.notFound)).toBeVisible();
});

test('a visitor reads an article with its own picture and no empty Advertisement box', async ({ page }) => {
  await page.goto('/articles/saving-for-a-trip');
  await expect(page.getByRole('heading', { level: 1, name: /Sinking Funds/ })).toBeVisible();
  await expect(page.getByRole('img', { name: /Sinking Funds/ })).toHaveAttribute(
    'src',
    '/images/articles/saving-for-a-trip.svg',
  );
  await expect(page.getByText('Sign in to earn PilotMiles for reading')).toBeVisible();
  await expect(page.getByText(/advertisement/i)).toHaveCount(0);
  await expect(page.getByTestId('ad-slot')).toHaveCount(0);
  await expect(page.getByRole('timer')).toHaveCount(0);
});

test("a member's countdown runs mm:ss from 20 to an enabled claim, and the article ends with a house promotion", async ({
  page,
}) => {
  // The page's clock runs as usual until the test moves it on (skipArticleCountdown).
  await page.clock.install();
  const { email, uid } = await createAccount({ verified: true, name: 'Promo Reader' });
  await signIn(page, email);
  await closeDailyPrompt(page);
  await page.goto('/articles/cashback-shopping-checklist');
  const claim = page.getByRole('button', { name: ARTICLE_MESSAGES.claimArticle });
  await expect(claim).toBeDisabled();
  await expect(page.getByRole('timer')).toHaveText(/^00:(1\d|20)$/);
  await expect(page.getByText(/advertisement/i)).toHaveCount(0);
  const promo = page.getByTestId('ad-slot');
  await expect(promo).toHaveCount(1);
  await expect(promo).toContainText('Reading counts towards your daily challenge');
  await expect(promo.getByRole('link', { name: "See today's challenge" })).toHaveAttribute('href', '/daily-challenge');
  await page.clock.fastForward(10_000);
  await expect(page.getByRole('timer')).toHaveText(/^00:(0\d|10)$/);
  await expect(claim).toBeDisabled();
  await skipArticleCountdown(page, uid, 'cashback-shopping-checklist');
  await expect(claim).toBeEnabled();
  await expect(page.getByRole('timer')).toHaveCount(0);
});

test("the landing card's articles are real ones", async ({ page, request }) => {
  await page.goto('/');
  // The card may render after the first paint: wait for it before reading its lines.
  await expect(page.getByText(/^Read: /).first()).toBeVisible();
  const lines = await page.getByText(/^Read: /).allTextContents();
  await expect(page.getByText(/free flight unlocked/i)).toHaveCount(0);
  const res = await request.get('/api/articles/headers');
  const titles = ((await res.json()) as { data: { title: string }[] }).data.map((a) => a.title);
  for (const line of lines) expect(titles).toContain(line.replace(/^Read: /, ''));
});
