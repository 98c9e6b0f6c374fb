/**
 * Staff run the platform from /admin (docs/admin.md): find a member, give a bonus the member sees,
 * suspend them (signed out with 'Session expired. Please sign in again.' on their next call), read
 * it all in the audit log; and a look at every admin page.
 */
import type { Page } from '@playwright/test';
import { MSG, formatPM } from '@pilotmiles/core';
import { expect, test } from '../fixtures';
import {
  balanceLink,
  closeDailyPrompt,
  createAccount,
  expectNoHorizontalScroll,
  openInApp,
  screenshot,
  signIn,
  signedIn,
  storedBalance,
} from '../support';

test('an admin finds a member, gives a bonus, suspends them and reads the log', async ({ page, browser }) => {
  // The member, signed in in their own browser.
  const memberName = `Fraud Suspect ${Date.now().toString(36)}`;
  const member = await createAccount({ verified: true, name: memberName });
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  await signIn(memberPage, member.email);
  await expect(memberPage).toHaveURL(/\/dashboard/);
  await closeDailyPrompt(memberPage);
  // A new member's balance (a sign-up may carry a welcome bonus): the bonus adds to it.
  const start = Number((await storedBalance(member.email)).replace(/\D/g, ''));
  await expect(balanceLink(memberPage, formatPM(start))).toBeVisible();

  // Staff find them by e-mail.
  await page.setViewportSize({ width: 1280, height: 900 });
  await signedIn(page, { admin: true, name: 'Ops Lead' });
  await openInApp(page, '/admin/users');
  await expect(page.getByRole('heading', { name: 'Members', level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill(member.email.slice(0, 18));
  const row = page.getByRole('link', { name: memberName });
  await expect(row).toBeVisible();
  await row.click();
  await expect(page).toHaveURL(new RegExp(`/admin/users/${member.uid}$`));
  await expect(page.getByRole('heading', { name: memberName, level: 1 })).toBeVisible();

  // A bonus: the member sees it on their next page.
  await page.getByRole('button', { name: 'Admin bonus' }).click();
  const bonus = page.getByRole('dialog', { name: /admin bonus/i });
  await bonus.getByLabel('Amount (PM)').fill('250');
  await bonus.getByLabel('Reason').fill('Goodwill for a missing survey credit');
  await bonus.getByRole('button', { name: 'Give bonus' }).click();
  await expect(page.getByText(`Bonus given: new balance ${formatPM(start + 250)}`)).toBeVisible();
  await expect(bonus).toBeHidden();
  await expect(page.getByLabel('Figures')).toContainText(formatPM(start + 250));
  await screenshot(page, 'admin-member');

  await memberPage.reload();
  await expect(balanceLink(memberPage, formatPM(start + 250))).toBeVisible();

  // Suspended: the member's very next call answers 403 and they are signed out with the session message.
  await page.getByRole('button', { name: 'Change status' }).click();
  await page.getByRole('menuitem', { name: 'Suspend' }).click();
  const suspend = page.getByRole('dialog', { name: 'Suspend member' });
  await suspend.getByLabel('Reason').fill('Multiple accounts from one device');
  await suspend.getByRole('button', { name: 'Suspend' }).click();
  await expect(page.getByText('Member suspended')).toBeVisible();
  await expect(page.getByText('Multiple accounts from one device')).toBeVisible();

  await balanceLink(memberPage, formatPM(start + 250)).click();
  await expect(memberPage.getByText(MSG.sessionExpired).first()).toBeVisible();
  await expect(memberPage).toHaveURL(/\/auth\/signin/);
  await memberContext.close();

  // The audit log has both actions, with who, target and reason.
  await page.goto('/admin/logs');
  await page.getByLabel('Target').fill(`users/${member.uid}`);
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  const entries = page.getByRole('table', { name: 'Audit entries' });
  await expect(entries.getByText('user.status')).toBeVisible();
  await expect(entries.getByText('user.admin-bonus')).toBeVisible();
  await page.getByRole('button', { name: `Details of user.status on users/${member.uid}` }).click();
  const details = page.getByRole('dialog');
  await expect(details).toContainText('Multiple accounts from one device');
  await expect(details).toContainText('suspended');
  await screenshot(page, 'admin-logs-details');
});

/** Every admin page renders without sideways scrolling; screenshots for a human look. */
const PAGES: Array<{ path: string; name: string; heading: RegExp; phone?: boolean }> = [
  { path: '/admin', name: 'admin-index', heading: /dashboard/i, phone: true },
  { path: '/admin/users', name: 'admin-users', heading: /^members$/i, phone: true },
  { path: '/admin/logs', name: 'admin-logs', heading: /audit log/i },
  { path: '/admin/events', name: 'admin-events', heading: /^events$/i },
  { path: '/admin/push', name: 'admin-push', heading: /^push$/i, phone: true },
  { path: '/admin/daily-config', name: 'admin-daily-config', heading: /daily/i },
  { path: '/admin/settings', name: 'admin-settings', heading: /platform settings/i, phone: true },
  { path: '/admin/conversions', name: 'admin-conversions', heading: /conversions/i },
  { path: '/admin/payouts', name: 'admin-payouts-page', heading: /payouts/i },
  { path: '/admin/sweepstakes', name: 'admin-sweepstakes-page', heading: /sweepstakes/i },
  { path: '/admin/grafana-embedded', name: 'admin-grafana', heading: /grafana/i },
  { path: '/admin/external-iframe', name: 'admin-external-iframe', heading: /external/i },
  { path: '/admin/cp-rewards', name: 'admin-cp-rewards', heading: /partner portal/i },
];

async function visit(page: Page, p: (typeof PAGES)[number]) {
  await openInApp(page, p.path);
  await expect(page.getByRole('heading', { name: p.heading, level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  // Loaded: no skeleton left (the charts load after the page).
  await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0, { timeout: 30_000 });
  await expectNoHorizontalScroll(page);
  await screenshot(page, p.name);
}

test('every admin page at 1280 px, and the index and members at 390 px', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signedIn(page, { admin: true, name: 'Screens Admin' });
  for (const p of PAGES) await visit(page, p);
  await page.setViewportSize({ width: 390, height: 844 });
  for (const p of PAGES.filter((x) => x.phone)) await visit(page, p);
  // The side navigation is a drawer on phones, with every admin page.
  await page.getByRole('button', { name: 'Open admin navigation' }).click();
  // The drawer is a modal: only its links are visible on a phone.
  await expect(page.getByRole('link', { name: 'Members' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Audit log' })).toBeVisible();
  await screenshot(page, 'admin-drawer');
});
