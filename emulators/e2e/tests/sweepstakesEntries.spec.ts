/**
 * Issue 27, finding 6: the enter dialog's number of entries. A member with the welcome 500 PM opens
 * a 40 PM sweepstake (they can afford 12): "-5", "1.5" and letters stay as typed, marked, with the
 * reason and Enter disabled; "999" becomes 12 with "You can afford 12 entries"; in one with a max
 * of 8 per member, 20 becomes 8 with the max as the reason; the balance after never goes negative,
 * and the 12 entries are bought (docs/sweepstakes.md "Entering").
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import {
  balanceLink,
  createAccount,
  expectNoHorizontalScroll,
  openInApp,
  PASSWORD,
  screenshot,
  signedIn,
} from '../support';

const AUTH = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}`;
const BASE = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:5000';
const run = Date.now().toString(36);
const AFFORD = { title: `Entries box ${run}`, entryCost: 40, maxEntries: 50 };
const CAPPED = { title: `Entries cap ${run}`, entryCost: 40, maxEntries: 8 };

/** Staff publish a sweepstake through the API (POST /sweepstakes), open since a minute ago. */
async function publish(token: string, s: typeof AFFORD) {
  const res = await fetch(`${BASE}/api/sweepstakes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      title: s.title,
      description: 'A test prize for the entries box.',
      value: 25,
      entryCost: s.entryCost,
      maxEntries: s.maxEntries,
      startDate: new Date(Date.now() - 60_000).toISOString(),
      endDate: new Date(Date.now() + 24 * 60 * 60_000).toISOString(),
      imageUrl: '/images/sweepstakes/giftcard.svg',
    }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { data: { id: string } }).data.id;
}

let staffToken = '';
const published: string[] = [];

test.beforeAll(async () => {
  const staff = await createAccount({ verified: true, admin: true, name: 'Sweeps Desk' });
  const signIn = await fetch(`${AUTH}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=any`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: staff.email, password: PASSWORD, returnSecureToken: true }),
  });
  const { idToken } = (await signIn.json()) as { idToken: string };
  staffToken = idToken;
  published.push(await publish(idToken, AFFORD), await publish(idToken, CAPPED));
});

// Staff cancel them afterwards (entries refunded), so runs do not pile up open sweepstakes on the stack.
test.afterAll(async () => {
  for (const id of published)
    await fetch(`${BASE}/api/sweepstakes/${id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${staffToken}` },
      body: JSON.stringify({ status: 'cancelled', reason: 'End of the entries box test.' }),
    });
});

async function openEnter(page: Page, title: string) {
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
  // Each Functions instance serves the listing from its cache for up to 10 s (docs/scale.md): a
  // sweepstake published just now may take a reload to show.
  await expect(async () => {
    if (!(await card.isVisible())) await page.reload();
    await expect(card).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 30_000 });
  await card.getByRole('button', { name: `Enter ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  return {
    dialog,
    box: dialog.getByRole('textbox', { name: 'Number of entries' }),
    enter: dialog.getByRole('button', { name: 'Enter', exact: true }),
  };
}

/** Clears the box and types `text` key by key, as a member does. */
async function type(box: Locator, text: string) {
  await box.fill('');
  await box.pressSequentially(text);
}

for (const width of [390, 1280]) {
  test(`the entries box refuses what it cannot take and clamps to what the member may buy (${width}px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    await signedIn(page, { name: 'Entry Counter' });
    await expect(balanceLink(page, '500 PM')).toBeVisible();
    await openInApp(page, '/sweepstakes');

    // The per-member max: 20 becomes 8, and says why.
    let { dialog, box, enter } = await openEnter(page, CAPPED.title);
    await type(box, '20');
    await expect(box).toHaveValue('8');
    await expect(box).toHaveAccessibleDescription('Up to 8 entries per member.');
    await expect(dialog.getByLabel('Summary')).toContainText('Balance after180 PM');
    await expect(enter).toBeEnabled();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    ({ dialog, box, enter } = await openEnter(page, AFFORD.title));
    const summary = dialog.getByLabel('Summary');
    for (const [typed, why] of [
      ['-5', "Entries can't be negative. Enter 1 to 12."],
      ['1.5', 'Entries are whole numbers, no decimals. Enter 1 to 12.'],
      ['ten', 'Numbers only, please. Enter 1 to 12.'],
    ]) {
      await type(box, typed!);
      await expect(box).toHaveValue(typed!);
      await expect(box).toHaveAttribute('aria-invalid', 'true');
      await expect(box).toHaveAccessibleDescription(why!);
      await expect(summary).toContainText('Total—');
      await expect(enter).toBeDisabled();
      if (typed === '-5') await screenshot(page, 'sweepstake-entries-refused');
    }

    // More than the balance pays for becomes what it pays for: 12 x 40 PM of 500 PM.
    await type(box, '999');
    await expect(box).toHaveValue('12');
    await expect(box).toHaveAccessibleDescription('You can afford 12 entries with 500 PM (40 PM each).');
    await expect(summary).toContainText('Total480 PM');
    await expect(summary).toContainText('Balance after20 PM');
    await expect(summary).not.toContainText('−');
    await expect(dialog.getByRole('button', { name: 'One entry more' })).toBeDisabled();
    await expectNoHorizontalScroll(page);
    await screenshot(page, 'sweepstake-entries-clamped');

    await enter.click();
    await expect(page.getByText(`You have 12 entries in ${AFFORD.title}`)).toBeVisible();
    await expect(balanceLink(page, '20 PM')).toBeVisible();
  });
}
