/**
 * Surveys end to end (docs/surveys.md): a member opens /survey, takes a survey on the wall simulator in
 * our frame (which fires the signed postback to our API) and sees the credit in their recent
 * surveys and the balance; the network reverses it and they see that too. A link off the
 * allow-list is refused with a way to our own wall. Screens at 390 and 1280 px of /survey.
 */
import type { FrameLocator, Page } from '@playwright/test';
import { formatPM, surveyMemberRef } from '@pilotmiles/core';
import { expect, test } from '../fixtures';
import { balanceLink, expectNoHorizontalScroll, openInApp, screenshot, signedIn } from '../support';

const SIMULATOR = 'http://127.0.0.1:9400/surveys';
const WELCOME = 500;
/** 'Travel habits' pays PilotMiles $1.00: 70 PM at the default member share. */
const TRAVEL = { name: 'Travel habits', pm: 70 };

const wall = (page: Page) => page.frameLocator('iframe[title="Survey wall"]');
const recent = (page: Page) => page.getByRole('list', { name: 'Recent surveys' });

/** Starts a survey on the wall, picks the first answer of every question and submits. */
async function takeSurvey(frame: FrameLocator, name: string) {
  await frame.getByRole('link', { name: `Start ${name}` }).click();
  await expect(frame.getByRole('heading', { name, level: 1 })).toBeVisible();
  const questions = frame.getByRole('group');
  const count = await questions.count();
  expect(count).toBeGreaterThanOrEqual(2);
  for (let i = 0; i < count; i++) await questions.nth(i).getByRole('radio').first().check();
  await frame.getByRole('button', { name: 'Submit answers' }).click();
}

test('a member completes a survey in the frame, is credited, and sees the network reverse it', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const member = await signedIn(page);
  await openInApp(page, '/survey');
  await expect(page.getByRole('heading', { name: 'Take surveys and earn PilotMiles' })).toBeVisible();
  await expect(page.getByText('No surveys yet.')).toBeVisible();
  const frame = wall(page);
  await expect(frame.getByRole('heading', { name: 'Pick a survey' })).toBeVisible();

  await takeSurvey(frame, TRAVEL.name);
  await expect(frame.getByRole('status', { name: 'Survey result' })).toContainText('Survey complete');
  await expect(frame.getByRole('status', { name: 'Survey result' })).toContainText('answered 200');

  // The balance is live; its move refreshes the recent surveys.
  await expect(balanceLink(page, formatPM(WELCOME + TRAVEL.pm))).toBeVisible();
  // CPX's postback names no survey: our row reads "Survey" (docs/surveys.md).
  const row = recent(page).getByRole('listitem').filter({ hasText: 'Survey' }).first();
  await expect(row).toContainText(`+${formatPM(TRAVEL.pm)}`);
  await expect(row).toContainText('Credited');

  // Back on the wall the survey is done.
  await frame.getByRole('link', { name: 'Back to surveys' }).click();
  await expect(frame.getByRole('listitem', { name: TRAVEL.name })).toContainText('Completed');

  // The network takes it back (status=2): one debit, shown as reversed.
  const { postbacks } = (await (await fetch(`${SIMULATOR}/postbacks`)).json()) as {
    postbacks: Array<{ transaction: { transId: string; userId: string } }>;
  };
  // The wall knows the member by our reference (pm.{uid}), never the bare uid.
  const transId = postbacks.filter((p) => p.transaction.userId === surveyMemberRef(member.uid)).at(-1)!.transaction.transId;
  const reversal = await fetch(`${SIMULATOR}/reverse`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ trans_id: transId }),
  });
  expect(reversal.ok).toBe(true);
  await expect(balanceLink(page, formatPM(WELCOME))).toBeVisible();
  await expect(recent(page).getByRole('listitem').filter({ hasText: 'Survey' }).first()).toContainText('Reversed');
});

test('a wall link off the allow-list is refused, with a way to our own wall', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signedIn(page);
  await openInApp(page, `/survey?url=${encodeURIComponent('https://offers.cpx-research.com@evil.example/index.php')}`);
  await expect(page.getByText('This survey wall is not one of our partners')).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
  await expectNoHorizontalScroll(page);
  await screenshot(page, 'survey-not-allowed');
  await page.getByRole('button', { name: 'Open our survey wall' }).click();
  await expect(page).toHaveURL(/\/survey$/);
  await expect(wall(page).getByRole('heading', { name: 'Pick a survey' })).toBeVisible();
});

for (const width of [390, 1280]) {
  test(`the survey page and a survey in the frame (${width}px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    await signedIn(page);
    await openInApp(page, '/survey');
    const frame = wall(page);
    await expect(frame.getByRole('heading', { name: 'Pick a survey' })).toBeVisible();
    await expect(page.getByText('No surveys yet.')).toBeVisible();
    await expectNoHorizontalScroll(page);
    await screenshot(page, 'survey');
    await frame.getByRole('link', { name: 'Start Grocery shopping' }).click();
    await expect(frame.getByRole('button', { name: 'Submit answers' })).toBeVisible();
    await screenshot(page, 'survey-questions');
  });
}
