/** A person signs up, verifies, collects the welcome bonus, and signs out (issue: foundation). */
import { expect, test } from '@playwright/test';
import { PASSWORD, balanceLink, closeDailyPrompt, createAccount, oobLink, signIn, uniqueEmail } from '../support';

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
