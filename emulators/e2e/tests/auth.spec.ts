/** A person signs up, verifies, collects the welcome bonus, and signs out (issue: foundation). */
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import {
  PASSWORD,
  balanceLink,
  closeDailyPrompt,
  createAccount,
  oobLink,
  screenshot,
  signIn,
  transitionsSettled,
  uniqueEmail,
} from '../support';

test('sign up → verify via the emulator link → sign in → 500 PM → history → sign out', async ({ page }) => {
  const email = uniqueEmail('e2e-signup');
  await page.goto('/auth/signup');
  await page.getByLabel('Full name').fill('Amelia Test');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password\b(?! requirements)/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Check your inbox')).toBeVisible();
  await expect(page.getByText(email).first()).toBeVisible();

  // The Auth emulator's own verification link: it verifies, then continues to /success.
  await page.goto(await oobLink(email, 'VERIFY_EMAIL'));
  await expect(page).toHaveURL(/\/auth\/signin\?emailVerified=true/);

  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard/);
  await closeDailyPrompt(page);
  await expect(balanceLink(page, '500 PM')).toBeVisible();

  await balanceLink(page, '500 PM').click();
  await expect(page).toHaveURL(/\/profile\/transactions/);
  await expect(page.getByText('Welcome bonus').first()).toBeVisible();
  await expect(page.getByText('+500').first()).toBeVisible();

  await page.getByRole('button', { name: 'Open account menu' }).click();
  // On a loaded machine a click during the menu's grow landed beside 'Sign out' and only closed it.
  await transitionsSettled(page);
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByRole('link', { name: 'Join now' }).first()).toBeVisible();
});

test("an unverified account is signed out with 'Email not verified'", async ({ page }) => {
  const { email } = await createAccount({ verified: false });
  await signIn(page, email);
  await expect(page.getByText('Email not verified')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/signin/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth\/signin/);
});

test('a new Google account (emulator chooser) gets a record and the welcome bonus', async ({ page }) => {
  await page.goto('/auth/signin');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await page.getByLabel('Google email').fill(uniqueEmail('e2e-google'));
  await page.getByLabel('Name on the Google account').fill('Grace Test');
  await page.getByRole('button', { name: 'Continue as this account' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  await closeDailyPrompt(page);
  await expect(balanceLink(page, '500 PM')).toBeVisible();
});

test('a private page sends a visitor to sign-in', async ({ page }) => {
  await page.goto('/profile/transactions');
  await expect(page).toHaveURL(/\/auth\/signin/);
});

/** Fills the sign-up form from the bottom of the page, as someone who scrolled down to its button would. */
async function signUp(page: Page, email: string, password = PASSWORD) {
  // A fresh form: loading /auth/signup over itself is a reload, which keeps 'Check your inbox'.
  await page.goto('about:blank');
  await page.goto('/auth/signup');
  await page.getByLabel('Full name').fill('Dee Duplicate');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password\b(?! requirements)/).fill(password);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole('button', { name: 'Create account' }).click();
}

const scrolledToTop = (page: Page) => page.evaluate(() => window.scrollY);

test.describe('a duplicate sign-up', () => {
  test.use({ viewport: { width: 1280, height: 720 } });

  test('of a verified account is told to sign in or reset the password, not to check the inbox', async ({ page }) => {
    const { email } = await createAccount({ verified: true });
    await signUp(page, email);
    await expect(page.getByRole('heading', { name: 'Email already in use' })).toBeInViewport();
    await expect(page.getByText('You already have a PilotMiles account with')).toBeVisible();
    await expect(page.getByText('Check your inbox')).toHaveCount(0);
    await expect(page.getByText(/welcome bonus/)).toHaveCount(0);
    expect(await scrolledToTop(page)).toBe(0);
    await screenshot(page, 'signup-duplicate-verified');
    await page.getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/auth\/signin/);
  });

  test("of an unverified account gets 'Email already in use', a new link, and the result in view", async ({ page }) => {
    const email = uniqueEmail('e2e-dup');
    await signUp(page, email);
    await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
    const first = await oobLink(email, 'VERIFY_EMAIL');

    await signUp(page, email);
    const alert = page.getByRole('alert').filter({ hasText: 'Email already in use' });
    await expect(alert).toBeInViewport();
    await expect(alert).toContainText("not verified it yet, so we've sent a new verification link");
    await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
    expect(await scrolledToTop(page)).toBe(0);
    // The server sent a second link (the first one went out from the browser at sign-up).
    await expect.poll(() => oobLink(email, 'VERIFY_EMAIL')).not.toBe(first);
    await screenshot(page, 'signup-duplicate-unverified');
  });

  test('with a password that does not open the account learns nothing more about it', async ({ page }) => {
    const { email } = await createAccount({ verified: true });
    await signUp(page, email, 'not-the-password-1');
    await expect(page.getByRole('heading', { name: 'Email already in use' })).toBeInViewport();
    await expect(page.getByText('There is already a PilotMiles account with')).toBeVisible();
    await expect(page.getByText(/If it still needs verifying, we have sent it a new link/)).toBeVisible();
    await expect(page.getByText('You already have a PilotMiles account with')).toHaveCount(0);
  });
});
