/** Helpers for the browser tests: accounts and links from the Auth emulator, screenshots. */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { ARTICLE_CLAIM_SECONDS, DAILY_CHALLENGE_MODAL_FLAG, formatPM } from '@pilotmiles/core';

export const PROJECT_ID = 'demo-pilotmiles';
export const PASSWORD = 'e2e-password-1';
const AUTH = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}`;
const SHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../artifacts/screenshots');

const adminApp = () => getApps()[0] ?? initializeApp({ projectId: PROJECT_ID });
const adminAuth = () => getAuth(adminApp());

/**
 * The balance stored for an account right now, as the header shows it ('1,195 PM'). Tests that
 * sign in to a seeded account read it instead of assuming the seed's figure: people and other
 * tests use the same stack.
 */
export async function storedBalance(email: string): Promise<string> {
  const { uid } = await adminAuth().getUserByEmail(email);
  const snap = await getFirestore(adminApp()).collection('users').doc(uid).get();
  return formatPM(snap.get('total_coins') ?? 0);
}

export const uniqueEmail = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}@pilotmiles.test`;

/** An Auth account made behind the app's back (no PilotMiles record until it signs in). */
export async function createAccount(options: { verified: boolean; admin?: boolean; name?: string }) {
  const email = uniqueEmail(options.admin ? 'e2e-admin' : 'e2e-user');
  const user = await adminAuth().createUser({
    email,
    password: PASSWORD,
    emailVerified: options.verified,
    displayName: options.name ?? 'Test Pilot',
  });
  if (options.admin) await adminAuth().setCustomUserClaims(user.uid, { admin: true });
  return { email, uid: user.uid };
}

/** The newest out-of-band link the Auth emulator generated for this address. */
export async function oobLink(email: string, requestType: 'VERIFY_EMAIL' | 'PASSWORD_RESET'): Promise<string> {
  const res = await fetch(`${AUTH}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  const { oobCodes } = (await res.json()) as {
    oobCodes: Array<{ email: string; requestType: string; oobLink: string }>;
  };
  const match = oobCodes.filter((c) => c.email === email && c.requestType === requestType).at(-1);
  if (!match) throw new Error(`no ${requestType} link for ${email}`);
  return match.oobLink;
}

export async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto('/auth/signin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password\b(?! requirements)/).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/**
 * Opens a path as the app's own links do (the history and React Router, no reload). A sweep over
 * many routes then loads the app once instead of once per route, which is most of what a browser
 * test costs; every test that lands on a route with `page.goto` still covers loading it whole.
 */
export async function openInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(path);
}

/** The header's balance link, e.g. 'Your balance: 500 PM. View transaction history'. */
export const balanceLink = (page: Page, amount: string) =>
  page.getByRole('link', { name: new RegExp(`Your balance: ${amount}`) });

/**
 * Saves a full-page screenshot to emulators/artifacts/screenshots/<name>-<width>.png, for people to
 * look at. CI keeps no artifacts, so there it takes none (a full page at 390 px costs a second or two).
 */
export async function screenshot(page: Page, name: string) {
  if (process.env.CI) return;
  mkdirSync(SHOTS, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true, animations: 'disabled' });
}

/**
 * Waits for the page's running CSS transitions (a menu growing in, a dialog fading) to end. A click
 * during a menu's grow can land beside its item on a loaded machine; spinners and skeletons are CSS
 * animations, not transitions, so they are not waited for.
 */
export async function transitionsSettled(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a instanceof CSSTransition)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

export async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'page scrolls sideways').toBeLessThanOrEqual(1);
}

/**
 * After each sign-in exactly one daily modal opens by itself (the bonus while it is claimable,
 * else the challenge). Tests about other things wait for it and close it, so it cannot land in
 * the middle of a later step, and mark the sign-in's prompts as done so a full page load does not
 * bring the other one.
 */
export async function closeDailyPrompt(page: Page) {
  const dialog = page.getByRole('dialog', { name: /^Daily (Bonus|Challenge)$/ });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  // Its fade-out ends by giving focus back (which may scroll the page): a click meanwhile, on a
  // menu about to move under it, landed beside the item (admin.spec, modals.spec in CI).
  await transitionsSettled(page);
  await page.evaluate((flag) => localStorage.setItem(flag, 'true'), DAILY_CHALLENGE_MODAL_FLAG);
}

/** Server-side setup for a test: the user's stored fields, written as the server would (never balances). */
export async function setUserFields(uid: string, fields: Record<string, unknown>) {
  const { getFirestore } = await import('firebase-admin/firestore');
  const app = getApps()[0] ?? initializeApp({ projectId: PROJECT_ID });
  await getFirestore(app).collection('users').doc(uid).update(fields);
}

/**
 * The article claim's 20 s without waiting them: the server's record of the member's first open
 * today moves back by the countdown (so it accepts the claim) and the page's clock jumps ahead by as
 * much. The test installs the page's clock (page.clock.install()) before loading the app.
 */
export async function skipArticleCountdown(page: Page, uid: string, slug: string) {
  const open = getFirestore(adminApp()).collection('users').doc(uid).collection('articleOpens').doc(slug);
  const openedAt = (await open.get()).get('opened_at') as Timestamp;
  await open.update({ opened_at: Timestamp.fromMillis(openedAt.toMillis() - ARTICLE_CLAIM_SECONDS * 1000) });
  await page.clock.fastForward(ARTICLE_CLAIM_SECONDS * 1000);
}

/** A fresh verified account (staff with `admin`), signed in, on its dashboard with the daily prompt closed. */
export async function signedIn(page: Page, options: { admin?: boolean; name?: string } = {}) {
  const account = await createAccount({ verified: true, ...options });
  await signIn(page, account.email);
  await expect(page).toHaveURL(/\/dashboard/);
  await closeDailyPrompt(page);
  return account;
}

/**
 * Forgets where a cursor job (streakReminders: jobCursors/{job}) stopped, so its next run scans its
 * whole window: a test's member whose state it set into the past may sit in a slice an earlier run
 * of the same long-lived emulator already took (real members only ever move forward past it).
 */
export async function resetJobCursor(job: string) {
  await getFirestore(adminApp()).collection('jobCursors').doc(job).delete();
}

/** Runs a scheduled job's handler now, against the same emulators (`npm run job`). */
export const runJob = (name: string) =>
  execFileSync('npx', ['tsx', 'scripts/run-job.ts', name], {
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    stdio: 'inherit',
  });

/**
 * Starts the offer open on `page` ('Explore & Signup'): the advertiser's tab, once it has been sent
 * to the tracking link (the start is recorded).
 */
export async function openAdvertiser(page: Page): Promise<Page> {
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Explore & Signup' }).click();
  const advertiser = await popupOpened;
  await advertiser.waitForURL(/pub_click_id=[a-f0-9]{32}/);
  return advertiser;
}

/** The advertiser (the partner simulator's page) reports `step` done, approved; our postback answers 200. */
export async function completeAtAdvertiser(advertiser: Page, step: string) {
  await advertiser.getByLabel('Status').selectOption('approved');
  await advertiser.getByRole('button', { name: `Complete: ${step}` }).click();
  await expect(advertiser.getByText(/-> 200/).first()).toBeVisible();
}

/** On the KYC provider's hosted page (the partner simulator's), the member submits valid details. */
export async function passKycAtProvider(page: Page) {
  await expect(page).toHaveURL(/127\.0\.0\.1:9400\/kyc\/verify\//);
  await page.getByLabel('Legal first name').fill('Test');
  await page.getByLabel('Legal last name').fill('Pilot');
  await page.getByLabel('Date of birth').fill('1990-04-12');
  await page.getByRole('button', { name: 'Submit verification' }).click();
}
