/**
 * Keyboard only: sign-up, a claim (the daily bonus), a redemption and a staff approval, each
 * reached with Tab and done with Enter, Space or Escape, never the pointer. `tabTo` presses Tab
 * until the control has the focus, so a control the keyboard cannot reach (or a focus trap that
 * loses it) fails the walk.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { PASSWORD, balanceLink, createAccount, openInApp, signedIn, uniqueEmail } from '../support';

const AMAZON = 'Amazon.com Gift Card';

/** Tabs forward until `target` has the focus (at most `max` presses). */
async function tabTo(page: Page, target: Locator, max = 80) {
  await expect(target).toBeVisible();
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement))) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

test('a visitor signs up with the keyboard alone (390px)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/auth/signup');
  await tabTo(page, page.getByLabel('Full name'));
  await page.keyboard.type('Kay Board');
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(uniqueEmail('keyboard'));
  await tabTo(page, page.getByLabel(/^Password\b(?! requirements)/));
  await page.keyboard.type(PASSWORD);
  await tabTo(page, page.getByRole('button', { name: 'Create account' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible();
});

test('a member signs in, claims the daily bonus and redeems a gift card with the keyboard; staff approve it with the keyboard', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const { email, uid } = await createAccount({ verified: true, name: 'Keys Member' });
  await page.goto('/auth/signin');
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(email);
  await tabTo(page, page.getByLabel(/^Password\b(?! requirements)/));
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard/);

  // The claim: the bonus prompt holds the focus; Tab reaches its button inside it.
  const bonus = page.getByRole('dialog', { name: 'Daily Bonus' });
  await tabTo(page, bonus.getByRole('button', { name: 'Claim Reward' }));
  await page.keyboard.press('Enter');
  const success = page.getByRole('dialog', { name: 'Daily Bonus claimed!' });
  await expect(success.getByText('+1', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(success).toBeHidden();
  await expect(balanceLink(page, '501 PM')).toBeVisible();

  // The redemption: the card's button, a value, Redeem.
  await openInApp(page, '/rewards');
  await tabTo(page, page.getByRole('button', { name: `Redeem ${AMAZON}` }), 150);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: AMAZON });
  await tabTo(page, dialog.getByRole('button', { name: /^\$5 for / }));
  await page.keyboard.press('Space');
  await tabTo(page, dialog.getByRole('button', { name: 'Redeem', exact: true }));
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Pending review — usually within 24 hours')).toBeVisible();
  await tabTo(page, dialog.getByRole('button', { name: 'Done' }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(balanceLink(page, '1 PM')).toBeVisible();

  // Staff approve the first payout at /admin/payouts, keyboard only.
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const admin = await context.newPage();
  await signedIn(admin, { admin: true });
  await openInApp(admin, '/admin/payouts');
  await tabTo(admin, admin.getByLabel('Member uid'));
  await admin.keyboard.type(uid);
  await admin.keyboard.press('Enter');
  const approve = admin.getByRole('button', { name: 'Approve', exact: true });
  await expect(approve).toHaveCount(1);
  await tabTo(admin, approve);
  await admin.keyboard.press('Enter');
  // A brand-new account is a risk flag: the confirmation takes the focus to its note.
  const confirm = admin.getByRole('dialog', { name: 'Approve payout' });
  await expect(confirm.getByText('Flagged: New account')).toBeVisible();
  await expect(confirm.getByLabel(/^Note/)).toBeFocused();
  await admin.keyboard.type('Known member, checked by phone');
  await tabTo(admin, confirm.getByRole('button', { name: 'Approve $5' }));
  await admin.keyboard.press('Enter');
  await expect(confirm).toBeHidden();
  await expect(admin.getByText(/approved/i).first()).toBeVisible();
  await context.close();
});
