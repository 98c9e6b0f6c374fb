/** The site search sends Enter to /search/articles (docs/product.md "The site search"). */
import { expect, test } from '../fixtures';
import { expectNoHorizontalScroll, screenshot } from '../support';

test.use({ viewport: { width: 1280, height: 800 } });

test('Enter in the header search shows matching articles; a query with none says so and leads back', async ({
  page,
}) => {
  await page.goto('/');
  // From 1200 px the site search box is in the header itself.
  await page.getByRole('textbox', { name: 'Search PilotMiles' }).fill('  fly  ');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\/articles\?q=fly$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Search Articles' })).toBeVisible();
  // The banner's search box shows the query.
  const bannerBox = page.getByRole('search').getByRole('textbox', { name: 'Search articles' });
  await expect(bannerBox).toHaveValue('fly');

  const results = page.getByRole('list', { name: 'Search results' });
  await expect(results.getByRole('heading', { name: '10 Ways to Fly for Less' })).toBeVisible();
  const count = await results.getByRole('article').count();
  expect(count).toBeGreaterThan(0);
  await expect(page.getByRole('status')).toHaveText(new RegExp(`^${count} articles? match(es)? 'fly'$`));
  await expectNoHorizontalScroll(page);
  await screenshot(page, 'search-articles');

  // Searching again from the banner changes the URL and the results.
  await bannerBox.fill('zebra');
  await bannerBox.press('Enter');
  await expect(page).toHaveURL(/\/search\/articles\?q=zebra$/);
  await expect(page.getByRole('status')).toHaveText("No articles match 'zebra'");
  await expect(page.getByRole('article')).toHaveCount(0);
  await screenshot(page, 'search-articles-none');

  await page.getByRole('link', { name: 'See all articles' }).click();
  await expect(page).toHaveURL(/\/articles$/);
  await expect(page.getByRole('heading', { name: '10 Ways to Fly for Less' })).toBeVisible();
});

test('a card in the results opens its article', async ({ page }) => {
  await page.goto('/search/articles?q=shoulder');
  await page.getByRole('list', { name: 'Search results' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/articles\/shoulder-season-travel$/);
  await expect(page.getByRole('heading', { level: 1, name: /Shoulder Season/ })).toBeVisible();
});

test('at phone width the page still shows the query and its results', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/search/articles?q=gift');
  await expect(page.getByRole('search').getByRole('textbox', { name: 'Search articles' })).toHaveValue('gift');
  await expect(page.getByRole('heading', { name: 'Gift Card Tips to Get Full Value' })).toBeVisible();
  await expectNoHorizontalScroll(page);
});
