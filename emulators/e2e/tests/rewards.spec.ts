/**
 * Redemption end to end (docs/rewards.md): a member redeems a gift card (a first payout goes to review),
 * staff approve it at /admin/payouts and the member sees the code; a cash redemption asks for KYC,
 * which the member completes on the KYC simulator's page, then redeems; staff reject a payout and
 * the member sees the refund. Screens at 390 and 1280 px of /rewards, the redeem dialog, My
 * rewards, /auth/kyc and /admin/payouts.
 */
import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { balanceLink, expectNoHorizontalScroll, openInApp, passKycAtProvider, screenshot, signedIn } from '../support';

const AMAZON = 'Amazon.com Gift Card';
const PAYPAL = 'PayPal Cash';

/** Redeems `value` of a reward from /rewards; answers the open dialog. */
async function redeem(page: Page, reward: string, value: string, tab?: string) {
  await page.goto('/rewards');
  if (tab) await page.getByRole('tab', { name: tab }).click();
  await page.getByRole('button', { name: `Redeem ${reward}` }).click();
  const dialog = page.getByRole('dialog', { name: reward });
  await expect(dialog).toBeVisible();
  await chooseValue(dialog, value);
  await dialog.getByRole('button', { name: 'Redeem', exact: true }).click();
  return dialog;
}

/** A range (PayPal) is an amount to type; a short list of values is a group of buttons. */
async function chooseValue(dialog: ReturnType<Page['getByRole']>, value: string) {
  const amount = dialog.getByRole('spinbutton', { name: 'Choose a value' });
  if (await amount.count()) await amount.fill(value.replace('$', ''));
  else await dialog.getByRole('button', { name: new RegExp(`^\\${value} for `) }).click();
}

/** Staff at /admin/payouts act on the member's payout waiting for review. */
async function staffAct(browser: Browser, memberUid: string, act: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signedIn(page, { admin: true });
  await openInApp(page, '/admin/payouts');
  await page.getByLabel('Member uid').fill(memberUid);
  await page.getByLabel('Member uid').press('Enter');
  await expect(page.getByRole('button', { name: 'Approve', exact: true })).toHaveCount(1);
  await act(page);
  await context.close();
}

test('a member redeems a gift card; staff approve the first payout; the member sees the code', async ({ page, browser }) => {
  const member = await signedIn(page);
  await expect(balanceLink(page, '500 PM')).toBeVisible();

  const dialog = await redeem(page, AMAZON, '$5');
  await expect(dialog.getByText('Pending review — usually within 24 hours')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(balanceLink(page, '0 PM')).toBeVisible();

  await staffAct(browser, member.uid, async (admin) => {
    await expect(admin.getByText('First payout').first()).toBeVisible();
    await admin.getByRole('button', { name: 'Approve', exact: true }).click();
    // A brand-new account is a risk flag: approving it takes a note (docs/rewards.md "Staff").
    const confirm = admin.getByRole('dialog', { name: 'Approve payout' });
    await confirm.getByLabel(/^Note/).fill('Checked the account');
    await confirm.getByRole('button', { name: 'Approve $5' }).click();
    await expect(admin.getByText(/approved/i).first()).toBeVisible();
  });

  await page.goto('/profile/rewards');
  const row = page.getByRole('list', { name: 'My rewards' }).getByRole('article').first();
  await expect(row.getByRole('heading', { name: AMAZON })).toBeVisible();
  await expect(row.getByText('Delivered')).toBeVisible();
  // Tremendous delivers a redemption link, never a code (docs/rewards.md).
  await expect(row.getByRole('link', { name: 'Open my reward' })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Copy link' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await screenshot(page, 'my-rewards-delivered');
});

test('a cash redemption asks for KYC; the member verifies on the provider’s page, then redeems', async ({ page }) => {
  await signedIn(page);
  const dialog = await redeem(page, PAYPAL, '$5', 'Cash');
  await expect(dialog.getByText(/Verify your identity before your first cash payout/)).toBeVisible();
  await dialog.getByRole('link', { name: 'Verify my identity' }).click();

  await expect(page).toHaveURL(/\/auth\/kyc/);
  await page.getByRole('button', { name: 'Start verification' }).click();
  // The provider's hosted page (the KYC simulator).
  await passKycAtProvider(page);

  // Veriff returns the member to the callback URL as given, with nothing added.
  await expect(page).toHaveURL(/\/auth\/kyc$/);
  await expect(page.getByText('Verified', { exact: false }).first()).toBeVisible();
  await screenshot(page, 'kyc-verified');
  await page.getByRole('link', { name: 'Continue to rewards' }).click();
  await expect(page).toHaveURL(/\/rewards/);

  const again = await redeem(page, PAYPAL, '$5', 'Cash');
  await expect(again.getByText('Pending review — usually within 24 hours')).toBeVisible();
});

test('staff reject a payout with a reason; the member sees it refunded', async ({ page, browser }) => {
  const member = await signedIn(page);
  const dialog = await redeem(page, AMAZON, '$5');
  await expect(dialog.getByText('Pending review — usually within 24 hours')).toBeVisible();

  await staffAct(browser, member.uid, async (admin) => {
    await admin.getByRole('button', { name: 'Reject', exact: true }).click();
    const reason = admin.getByRole('dialog');
    await reason.getByLabel('Reason').fill('We could not confirm this account');
    await reason.getByRole('button', { name: 'Reject' }).click();
    await expect(admin.getByText('Payout rejected and the PilotMiles refunded')).toBeVisible();
  });

  await page.goto('/profile/rewards');
  const row = page.getByRole('list', { name: 'My rewards' }).getByRole('article').first();
  await expect(row.getByText('Rejected')).toBeVisible();
  await expect(row.getByText('We could not confirm this account')).toBeVisible();
  await expect(row.getByText(/Refunded 500 PM/)).toBeVisible();
  await expect(balanceLink(page, '500 PM')).toBeVisible();
});

for (const width of [390, 1280]) {
  test(`rewards screens at ${width}px`, async ({ page, browser }) => {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
    const member = await signedIn(page);
    await openInApp(page, '/rewards');
    await expect(page.getByRole('button', { name: `Redeem ${AMAZON}` })).toBeVisible();
    await expect(page.locator('img[src^="/images/rewards/"]').first()).toBeVisible();
    await expectNoHorizontalScroll(page);
    // The card images load lazily: scroll through so the full-page picture shows every one.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 50));
      }
      window.scrollTo(0, 0);
    });
    await expect
      .poll(() => page.evaluate(() => Array.from(document.querySelectorAll('img[src^="/images/rewards/"]'), (i) => (i as HTMLImageElement).complete).every(Boolean)))
      .toBe(true);
    await screenshot(page, 'rewards');

    await page.getByRole('button', { name: `Redeem ${AMAZON}` }).click();
    await expect(page.getByRole('dialog', { name: AMAZON })).toBeVisible();
    await screenshot(page, 'rewards-dialog');
    await page.getByRole('dialog', { name: AMAZON }).getByRole('button', { name: 'Redeem', exact: true }).click();
    await expect(page.getByText('Pending review — usually within 24 hours')).toBeVisible();
    await screenshot(page, 'rewards-dialog-result');

    await openInApp(page, '/profile/rewards');
    await expect(page.getByRole('list', { name: 'My rewards' }).getByRole('article').first()).toBeVisible();
    await expectNoHorizontalScroll(page);
    await screenshot(page, 'my-rewards');

    await openInApp(page, '/auth/kyc');
    await expect(page.getByRole('button', { name: 'Start verification' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await screenshot(page, 'kyc');

    const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 800 } });
    const admin = await context.newPage();
    await signedIn(admin, { admin: true });
    await openInApp(admin, '/admin/payouts');
    await admin.getByLabel('Member uid').fill(member.uid);
    await admin.getByLabel('Member uid').press('Enter');
    await expect(admin.getByRole('button', { name: 'Approve', exact: true })).toHaveCount(1);
    await expectNoHorizontalScroll(admin);
    await screenshot(admin, 'admin-payouts');
    await context.close();
  });
}
