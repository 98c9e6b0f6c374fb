/**
 * Issue 27, finding 5: the offer page follows the member's steps live. A member on /offers/{id}
 * starts the offer, completes a step in the advertiser's tab (the partner simulator fires a real
 * postback) and, without navigating or reloading, sees the balance rise and the step turn
 * 'Confirmed' on the page they never left (docs/offers.md "The offer page").
 */
import { formatPM } from '@pilotmiles/core';
import { expect, test } from '../fixtures';
import {
  balanceLink,
  completeAtAdvertiser,
  expectNoHorizontalScroll,
  openAdvertiser,
  screenshot,
  signedIn,
} from '../support';

/** A web offer with small steps (no hold): 'Create an account' pays 63 PM at once. */
const CLOUDVAULT = { id: '10505', name: 'CloudVault Storage', step: 'Create an account', stepPm: 63 };
const WELCOME = 500;

for (const width of [390, 1280]) {
  test(`a step completed at the advertiser shows completed on the open offer page (${width}px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    await signedIn(page, { name: 'Live Steps' });
    await expect(balanceLink(page, formatPM(WELCOME))).toBeVisible();

    await page.goto(`/offers/${CLOUDVAULT.id}`);
    await expect(page.getByRole('heading', { level: 1, name: CLOUDVAULT.name })).toBeVisible();
    const steps = page.getByRole('list', { name: 'How to earn' });
    const step = steps.getByRole('listitem').filter({ hasText: CLOUDVAULT.step });
    await expect(step.getByText('Not started')).toBeVisible();

    const advertiser = await openAdvertiser(page);
    await expect(step.getByText('Not completed yet')).toBeVisible();

    // The advertiser's tab stays open: the offer page is not focused again, nothing is reloaded.
    await completeAtAdvertiser(advertiser, CLOUDVAULT.step);

    const url = page.url();
    await expect(balanceLink(page, formatPM(WELCOME + CLOUDVAULT.stepPm))).toBeVisible();
    await expect(step.getByText('Confirmed')).toBeVisible();
    await expect(step.getByText('Not completed yet')).toHaveCount(0);
    expect(page.url()).toBe(url);
    await expect(page.getByRole('link', { name: 'See it in progress' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await screenshot(page, 'offer-live-steps');
    await advertiser.close();
  });
}
