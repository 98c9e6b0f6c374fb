/**
 * Push in a real browser. FCM has no emulator: the server's recording sender writes
 * each message to pushDeliveries and the web's local messaging shows it as the foreground toast
 * (web/src/lib/push). A member who has earned is asked, grants the permission, and a credited
 * conversion and a staff broadcast each reach them as a toast whose button leads on.
 */
import type { BrowserContext } from '@playwright/test';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { expect, test } from '../fixtures';
import { completeAtAdvertiser, expectNoHorizontalScroll, openAdvertiser, openInApp, PROJECT_ID, screenshot, signedIn } from '../support';

// These are about the service worker: the config blocks it everywhere else.
test.use({ serviceWorkers: 'allow' });

/** A web offer with two steps, no hold (emulators/partners/swaarm). */
const CLOUDVAULT = { id: '10505', name: 'CloudVault Storage', first: 'Create an account', second: 'Choose a paid plan', secondPm: 840 };
const firestore = () => getFirestore(getApps()[0] ?? initializeApp({ projectId: PROJECT_ID }));

async function savedTokens(uid: string) {
  const snap = await firestore().collection('users').doc(uid).collection('pushTokens').get();
  return snap.docs.map((d) => String(d.get('token')));
}

/** Notifications granted for the app's origin, as a member's "Allow" in the browser's prompt. */
const allowNotifications = (context: BrowserContext) => context.grantPermissions(['notifications'], { origin: 'http://127.0.0.1:5000' });

test('a member who has earned turns push on; a credit and a staff broadcast arrive as toasts with their buttons', async ({ page, browser, context }) => {
  const member = await signedIn(page, { name: 'Push Pilot' });
  // Before any earning (the welcome bonus does not count) nobody is asked.
  await expect(page.getByRole('heading', { name: /get notified/i })).toHaveCount(0);

  // A first earning: a step of an offer, completed on the partner's page.
  await page.goto(`/offers/${CLOUDVAULT.id}`);
  const advertiser = await openAdvertiser(page);
  await completeAtAdvertiser(advertiser, CLOUDVAULT.first);

  // Now the app asks, on the member's own pages.
  await page.bringToFront();
  await page.goto('/dashboard');
  const ask = page.getByRole('heading', { name: /get notified/i });
  await expect(ask).toBeVisible();
  await screenshot(page, 'push-prompt');
  await allowNotifications(context);
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(ask).toBeHidden();
  await expect.poll(() => savedTokens(member.uid)).toHaveLength(1);

  // The second step is credited: the push reaches the open page as a toast.
  await completeAtAdvertiser(advertiser, CLOUDVAULT.second);
  await advertiser.close();
  const credited = page.getByRole('alert').filter({ hasText: 'PilotMiles credited' });
  await expect(credited).toBeVisible({ timeout: 15_000 });
  await expect(credited).toContainText(`+${CLOUDVAULT.secondPm} PM for ${CLOUDVAULT.name}`);
  await screenshot(page, 'push-toast-credited');

  // Staff send the member a message with a button: test to themselves first, then the real send.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signedIn(staff, { admin: true, name: 'Push Desk' });
  await openInApp(staff, '/admin/push');
  const form = staff.getByRole('form', { name: 'Compose a push' });
  await form.getByLabel('Title').fill('Double miles weekend');
  await form.getByLabel('Body').fill('Every offer pays double until Sunday.');
  await form.getByLabel('Link').fill('/offers');
  await form.getByRole('button', { name: 'Add a button' }).click();
  await form.getByLabel('Button 1 label').fill('See rewards');
  await form.getByLabel('Button 1 action').fill('/rewards');
  await form.getByLabel('Audience').click();
  await staff.getByRole('option', { name: /one member/i }).click();
  await form.getByLabel('Member id').fill(member.uid);
  await expect(form.getByRole('button', { name: 'Send', exact: true })).toBeDisabled();
  await form.getByRole('button', { name: 'Send test to me' }).click();
  await expect(form.getByRole('button', { name: 'Send', exact: true })).toBeEnabled();
  await screenshot(staff, 'admin-push-compose');
  await form.getByRole('button', { name: 'Send', exact: true }).click();
  await staff.getByRole('dialog').getByRole('button', { name: 'Send now' }).click();
  await expect(staff.getByRole('dialog')).toBeHidden();
  await staffContext.close();

  const broadcast = page.getByRole('alert').filter({ hasText: 'Double miles weekend' });
  await expect(broadcast).toBeVisible({ timeout: 15_000 });
  await broadcast.getByRole('button', { name: 'See rewards' }).click();
  await expect(page).toHaveURL(/\/rewards$/);
});

test('at phone width the push toast fits, and malformed actions are left out', async ({ page, context }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await allowNotifications(context);
  const member = await signedIn(page);
  // Permission already granted: the app saves this device's token without asking.
  await expect.poll(() => savedTokens(member.uid)).toHaveLength(1);
  await page.waitForFunction(() => typeof (window as unknown as { __pmPush?: unknown }).__pmPush === 'function');
  await page.evaluate(() =>
    (window as unknown as { __pmPush: (d: Record<string, string>) => unknown }).__pmPush({
      title: 'Your reward is here',
      body: 'Your $10 gift card is ready.',
      url: '/profile/rewards',
      actions: JSON.stringify([{ action: '/profile/rewards', title: 'Open my rewards' }, { action: 42 }, 'junk']),
    }),
  );
  const toast = page.getByRole('alert').filter({ hasText: 'Your reward is here' });
  await expect(toast).toBeVisible();
  await expect(toast.getByRole('button')).toHaveText(['Open my rewards']);
  await expectNoHorizontalScroll(page);
  await screenshot(page, 'push-toast');
  await toast.getByRole('button', { name: 'Open my rewards' }).click();
  await expect(page).toHaveURL(/\/profile\/rewards$/);
});
