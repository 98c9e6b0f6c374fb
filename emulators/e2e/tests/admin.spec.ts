/** Admins find the Admin menu and /admin; everyone else is refused. */
import { expect, test } from '../fixtures';
import { closeDailyPrompt, createAccount, screenshot, signIn } from '../support';

test('an admin sees the Admin menu and the admin index', async ({ page }) => {
  const { email } = await createAccount({ verified: true, admin: true, name: 'Ops Tester' });
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard/);
  await closeDailyPrompt(page);
  const adminMenu = page.getByRole('button', { name: 'Admin', exact: true });
  await expect(adminMenu).toBeVisible();
  await adminMenu.click();
  await page.getByRole('menuitem', { name: /admin panel/i }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText('PilotMiles Admin').first()).toBeVisible();
  await expect(page.getByText(/PM outstanding/i).first()).toBeVisible();
});

test('a regular user at /admin is refused', async ({ page }) => {
  const { email } = await createAccount({ verified: true });
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard/);
  await closeDailyPrompt(page);
  await expect(page.getByRole('button', { name: 'Admin', exact: true })).toHaveCount(0);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admins only' })).toBeVisible();
  await expect(page.getByText(/PM outstanding/i)).toHaveCount(0);
});

test('the daily config form keeps Save disabled while a value is invalid, and says why', async ({ page }) => {
  const { email } = await createAccount({ verified: true, admin: true, name: 'Config Tester' });
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard/);
  await closeDailyPrompt(page);
  await page.goto('/admin/daily-config');
  const bonus = page.getByRole('form', { name: 'Daily bonus' });
  const save = bonus.getByRole('button', { name: 'Save' });
  const maxDay = bonus.getByLabel('maxDay');
  await expect(maxDay).toHaveValue(/\d+/);
  const saved = await maxDay.inputValue();
  await expect(save).toBeDisabled();
  // Nothing is saved here: other tests share the config.
  await maxDay.fill('0');
  await expect(bonus.getByText('must be at least 1')).toBeVisible();
  await expect(save).toBeDisabled();
  await screenshot(page, 'admin-daily-config-invalid');
  await maxDay.fill(saved);
  await expect(bonus.getByText('No changes')).toBeVisible();
  await expect(save).toBeDisabled();
});
