/**
 * Sweepstakes end to end (docs/sweepstakes.md): staff create and publish one at /admin/sweepstakes;
 * a member enters twice, reaches the max and, from a stale tab, reads the server's refusal as it
 * is; the draw job picks them (the only entrant) and they see it on the card, with the prize as a
 * payout in review. Screens at 390 and 1280 px of /sweepstakes, the enter dialog and
 * /admin/sweepstakes.
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { Timestamp, getFirestore } from 'firebase-admin/firestore';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { balanceLink, expectNoHorizontalScroll, openInApp, PROJECT_ID, runJob, screenshot, signedIn } from '../support';

const db = () => getFirestore(getApps()[0] ?? initializeApp({ projectId: PROJECT_ID }));

/** A datetime-local value in the browser's zone, `minutes` from now. */
const localInput = (page: Page, minutes: number) =>
  page.evaluate((m) => {
    const d = new Date(Date.now() + m * 60_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
  }, minutes);

const card = (page: Page, title: string) => page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });

async function enterFromCard(page: Page, title: string, entries: number) {
  await card(page, title).getByRole('button', { name: `Enter ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Number of entries' }).fill(String(entries));
  return dialog;
}

test('staff publish a sweepstake; a member enters to the max and is told so by the server; the draw makes them the winner', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const title = `Weekend getaway ${Date.now().toString(36)}`;

  // Staff create and publish it.
  const staff = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const admin = await staff.newPage();
  await signedIn(admin, { admin: true });
  await openInApp(admin, '/admin/sweepstakes');
  await admin.getByRole('button', { name: 'New sweepstake' }).click();
  const form = admin.getByRole('dialog', { name: 'New sweepstake' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Description').fill('Two nights for two, flights included.');
  await form.getByLabel('Prize value').fill('40');
  await form.getByLabel('Entry cost').fill('100');
  await form.getByLabel('Max entries per member').fill('3');
  await form.getByLabel('Starts').fill(await localInput(admin, -5));
  await form.getByLabel('Ends').fill(await localInput(admin, 2 * 24 * 60));
  await form.getByRole('button', { name: 'Publish' }).click();
  await expect(form).toBeHidden();
  await expect(admin.getByText(title).first()).toBeVisible();
  await screenshot(admin, 'admin-sweepstakes');
  await admin.setViewportSize({ width: 390, height: 844 });
  await expectNoHorizontalScroll(admin);
  await screenshot(admin, 'admin-sweepstakes');

  const stored = await db().collection('sweepstakes').where('title', '==', title).get();
  expect(stored.size).toBe(1);
  const id = stored.docs[0]!.id;
  expect(stored.docs[0]!.data()).toMatchObject({ value: 40, entry_cost: 100, max_entries: 3, status: 'scheduled' });

  // A member enters twice, up to the max of 3.
  await page.setViewportSize({ width: 1280, height: 900 });
  const member = await signedIn(page);
  await openInApp(page, '/sweepstakes');
  await expect(card(page, title)).toBeVisible();
  // A second tab opened now still believes one entry is left after the first two.
  const stale = await page.context().newPage();
  await stale.goto('/sweepstakes');
  await expect(card(stale, title)).toBeVisible();

  let dialog = await enterFromCard(page, title, 2);
  await expect(dialog.getByText('200 PM').first()).toBeVisible();
  await screenshot(page, 'sweepstake-enter-dialog');
  await dialog.getByRole('button', { name: 'Enter', exact: true }).click();
  await expect(page.getByText(`You have 2 entries in ${title}`)).toBeVisible();
  await expect(balanceLink(page, '300 PM')).toBeVisible();

  dialog = await enterFromCard(page, title, 1);
  await dialog.getByRole('button', { name: 'Enter', exact: true }).click();
  await expect(page.getByText(`You have 3 entries in ${title}`)).toBeVisible();
  await expect(card(page, title).getByRole('button', { name: 'Max entries reached' })).toBeDisabled();

  // The stale tab tries 2 more: the server refuses, and its words are shown as they are.
  const staleDialog = await enterFromCard(stale, title, 2);
  await staleDialog.getByRole('button', { name: 'Enter', exact: true }).click();
  await expect(staleDialog.getByText('You already have the maximum of 3 entries in this sweepstake')).toBeVisible();
  await stale.close();
  await expect(balanceLink(page, '200 PM')).toBeVisible();

  // It ends, and the job draws it: the only entrant wins.
  await db().collection('sweepstakes').doc(id).update({ end_date: Timestamp.fromMillis(Date.now() - 1_000) });
  runJob('sweepstakesJob');
  await page.goto('/sweepstakes#ended');
  const ended = card(page, title);
  await expect(ended.getByText('You won!')).toBeVisible();
  await ended.getByRole('button', { name: 'How this draw was picked' }).click();
  const draw = page.getByRole('dialog');
  await draw.getByRole('button', { name: 'Verify' }).click();
  await expect(draw.getByRole('list', { name: 'Checks' }).getByText('✓')).toHaveCount(3);
  // The busy Verify button gave the focus back when done, so Escape reaches the dialog.
  await page.keyboard.press('Escape');
  await expect(draw).toBeHidden();

  // The prize is a payout waiting for review, for the member and for staff.
  await page.goto('/profile/rewards');
  const prize = page.getByRole('list', { name: 'My rewards' }).getByRole('article').filter({ hasText: `Prize: ${title}` });
  await expect(prize.getByText('Pending review').first()).toBeVisible();
  await admin.setViewportSize({ width: 1280, height: 900 });
  await admin.goto('/admin/payouts');
  await admin.getByLabel('Member uid').fill(member.uid);
  await admin.getByLabel('Member uid').press('Enter');
  await expect(admin.getByText(`Prize: ${title}`).first()).toBeVisible();
  await staff.close();
});

for (const width of [390, 1280]) {
  test(`the Win Big page and its enter dialog (${width}px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    await signedIn(page);
    await openInApp(page, '/sweepstakes');
    await expect(page.getByRole('tab', { name: 'Open' })).toBeVisible();
    const first = page.getByRole('article').first();
    await expect(first.getByRole('heading').first()).toBeVisible();
    await expect(first.getByText(/per entry/)).toBeVisible();
    await expectNoHorizontalScroll(page);
    await screenshot(page, 'sweepstakes');
    await first.getByRole('button', { name: /^Enter / }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await screenshot(page, 'sweepstakes-enter');
    await page.keyboard.press('Escape');
    await page.goto('/sweepstakes#ended');
    await expect(page.getByText(/Winner:|Nobody entered/).first()).toBeVisible();
    await expectNoHorizontalScroll(page);
    await screenshot(page, 'sweepstakes-ended');
  });
}
