/**
 * The modal catalogue (docs/product.md "Modals"): every modal opens from the Admin menu's test
 * triggers and closes again, and the newer ones open from the member's own triggers too.
 */
import { expect, test } from '../fixtures';
import { expectNoHorizontalScroll, openInApp, screenshot, signedIn, transitionsSettled } from '../support';

/** The Admin menu's 'Test modals' entries (web/src/app/shells/classic/header/adminLinks.ts). */
const TRIGGERS = [
  'Sign-up prompt',
  'Daily challenge',
  'Well done',
  'Daily bonus',
  'Success',
  'How it works (bonus)',
  'How it works (challenge)',
  'Offer QR',
  'Skip start earning',
  'Leave verification',
  'Crew waitlist',
  'Mission completed',
  'Daily limit reached',
  "Search do's and don'ts",
  'Hide pending earnings',
];

test('an admin opens every modal from the test triggers, and each one closes', async ({ page }) => {
  await signedIn(page, { admin: true });
  for (const label of TRIGGERS) {
    await page.getByRole('button', { name: 'Admin', exact: true }).click();
    await transitionsSettled(page);
    await page.getByRole('menuitem', { name: label, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog, label).toBeVisible();
    await expect(dialog, label).not.toBeEmpty();
    await page.keyboard.press('Escape');
    await expect(dialog, `${label} closes`).toBeHidden();
  }
});

for (const width of [390, 1280]) test(`a member opens the modals from their own triggers at ${width} px`, async ({ page }) => {
  await page.setViewportSize({ width, height: 860 });
  await signedIn(page);

  await openInApp(page, '/start-earning');
  await page.getByRole('button', { name: 'Skip', exact: true }).click();
  const skip = page.getByRole('dialog');
  await expect(skip).toBeVisible();
  await screenshot(page, 'modal-skip-start-earning');
  await page.keyboard.press('Escape');
  await expect(skip).toBeHidden();

  await page.goto('/web-search');
  await page.getByRole('button', { name: "Search do's and don'ts" }).first().click();
  const dos = page.getByRole('dialog');
  await expect(dos).toBeVisible();
  await expectNoHorizontalScroll(page);
  await screenshot(page, 'modal-search-dos-and-donts');
  await page.keyboard.press('Escape');
  await expect(dos).toBeHidden();

  await page.goto('/team');
  await page.getByRole('button', { name: /waitlist/i }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await screenshot(page, 'modal-crew-waitlist');
});
