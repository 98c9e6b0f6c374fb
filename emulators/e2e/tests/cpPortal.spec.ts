/**
 * The /cp/rewards partner portal end to end (docs/product.md): a visitor of the seeded brand 'skyway'
 * signs up there, verifies with the Auth emulator's link, logs in to the brand's offer wall, claims
 * one of the brand's rewards through the payouts flow (a first payout waits for review) and finds
 * it in My rewards; the new member is linked to the brand. Every portal route is shot at 390 and
 * 1280 px on the way: the ones only a visitor or only a member sees, in that state (newDesign.spec
 * shoots the public pages as a visitor).
 */
import type { Page } from '@playwright/test';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { expect, test } from '../fixtures';
import { PASSWORD, PROJECT_ID, expectNoHorizontalScroll, oobLink, openInApp, screenshot, uniqueEmail } from '../support';

const BRAND = { id: 'skyway', name: 'Skyway Airlines', headline: 'Turn every trip into Skyway rewards' };
/** On skyway's wall (tag category:travel) and not on it (a game). */
const BRAND_OFFER = 'SkyFare Flights';
const OTHER_OFFER = 'Royal Match';
const AMAZON = { id: 'amazon-us', name: 'Amazon.com Gift Card' };
const WELCOME = '500 PM';

const admin = () => getApps()[0] ?? initializeApp({ projectId: PROJECT_ID });
const cp = (page: string, query = '') => `/cp/rewards${page ? `/${page}` : ''}?brand=${BRAND.id}${query}`;
const AUTH = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}`;

/** GET /users (the user fetch) as the member, with an ID token from the Auth emulator. */
async function fetchUser(email: string): Promise<{ brand_owner: string | null }> {
  const signIn = await fetch(`${AUTH}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=any`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, returnSecureToken: true }),
  });
  const { idToken } = (await signIn.json()) as { idToken: string };
  const res = await fetch(`${process.env.E2E_BASE_URL ?? 'http://127.0.0.1:5000'}/api/users`, {
    headers: { authorization: `Bearer ${idToken}` },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { brand_owner: string | null } }).data;
}

const busy = (page: Page) => page.locator('.MuiSkeleton-root, .MuiCircularProgress-root');

/** The page as it is now at 390 and at 1280 px (back to 390 after), without sideways scroll. */
async function shots(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    // Members keep Firestore listeners open, so the network never idles: wait for skeletons and spinners to go.
    await expect(busy(page), name).toHaveCount(0);
    await expectNoHorizontalScroll(page);
    await screenshot(page, name);
  }
}

/** The portal's frame: the partner's name and logo in the header, 'powered by PilotMiles' below. */
async function expectBrandFrame(page: Page) {
  await expect(page.getByRole('banner').getByText(`${BRAND.name} Rewards`)).toBeVisible();
  await expect(page.getByRole('banner').locator('img[src="/images/cp/skyway.svg"]')).toBeVisible();
  await expect(page.getByText(`${BRAND.name} Rewards · powered by PilotMiles`)).toBeVisible();
}

test('a visitor signs up through the skyway portal, verifies, sees the brand’s offer wall and claims a reward', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const email = uniqueEmail('e2e-cp');

  // Landing, dressed in the brand.
  await page.goto(cp(''));
  await expect(page.getByRole('heading', { level: 1, name: BRAND.headline })).toBeVisible();
  await expectBrandFrame(page);
  await page.getByRole('link', { name: `Join ${BRAND.name} Rewards` }).click();

  // Sign-up: the product's form and messages in the portal's frame.
  await expect(page).toHaveURL(/\/cp\/rewards\/signup\?brand=skyway/);
  await expectBrandFrame(page);
  await page.getByLabel('Full name').fill('Sky Traveller');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password\b(?! requirements)/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/cp\/rewards\/verification\?brand=skyway/);
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  await expect(page.getByText(email).first()).toBeVisible();
  await expectBrandFrame(page);
  await shots(page, 'cp-verification');

  // The member record is linked to the brand (brand_owner), before any verification.
  const { uid } = await getAuth(admin()).getUserByEmail(email);
  const stored = await getFirestore(admin()).collection('users').doc(uid).get();
  expect(stored.get('brand_owner')).toBe(BRAND.id);

  // The Auth emulator's link verifies and continues to the portal's success page.
  await page.goto(await oobLink(email, 'VERIFY_EMAIL'));
  await expect(page).toHaveURL(/\/cp\/rewards\/success\?.*brand=skyway.*emailVerified=true/);
  await expect(page.getByRole('heading', { name: "You're all set" })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('Your e-mail address is verified. Log in to start earning.');
  await shots(page, 'cp-success-verified');
  expect((await getAuth(admin()).getUser(uid)).emailVerified).toBe(true);

  // Log in: the portal's sign-in lands on the brand's offer wall.
  await page.getByRole('main').getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/cp\/rewards\/login\?brand=skyway/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password\b(?! requirements)/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/cp\/rewards\/offer-wall\?brand=skyway/);
  await expect(page.getByRole('heading', { level: 1, name: 'Offer wall' })).toBeVisible();
  const offers = page.getByRole('list', { name: 'Offers' });
  const brandOffer = offers.getByRole('article').filter({ has: page.getByRole('heading', { name: BRAND_OFFER }) });
  await expect(brandOffer).toBeVisible();
  await expect(brandOffer.getByRole('button', { name: 'Start offer' })).toBeEnabled();
  await expect(offers.getByRole('heading', { name: OTHER_OFFER })).toHaveCount(0);
  await expect(page.getByLabel('Balance')).toHaveText(WELCOME);
  await shots(page, 'cp-member-offer-wall');

  // The user fetch carries the brand owner too.
  expect((await fetchUser(email)).brand_owner).toBe(BRAND.id);

  // My rewards: the brand's rewards, nothing claimed yet.
  await page.getByRole('navigation', { name: 'Rewards portal' }).getByRole('link', { name: 'My rewards' }).click();
  await expect(page).toHaveURL(/\/cp\/rewards\/my-rewards\?brand=skyway/);
  const toClaim = page.getByRole('list', { name: 'Rewards to claim' });
  await expect(toClaim.getByRole('button', { name: `Redeem ${AMAZON.name}` })).toBeVisible();
  await expect(page.getByRole('list', { name: 'My rewards' })).toHaveCount(0);
  await toClaim.getByRole('button', { name: `Redeem ${AMAZON.name}` }).click();

  // Claim: $5 for 500 PM, the whole welcome bonus.
  await expect(page).toHaveURL(new RegExp(`/cp/rewards/claim-reward\\?brand=skyway&reward=${AMAZON.id}`));
  await expect(page.getByRole('heading', { level: 1, name: `Claim ${AMAZON.name}` })).toBeVisible();
  await expect(page.getByText(`You have ${WELCOME}.`)).toBeVisible();
  await expect(page.getByRole('button', { name: '$5 for 500 PM' })).toHaveAttribute('aria-pressed', 'true');
  await shots(page, 'cp-claim-reward');
  await page.getByRole('button', { name: 'Claim reward' }).click();

  // A first payout waits for staff review (docs/rewards.md), and the balance is spent.
  await expect(page).toHaveURL(/\/cp\/rewards\/success\?brand=skyway/);
  await expect(page.getByRole('heading', { name: 'Request received' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(`${AMAZON.name}: Pending review — usually within 24 hours.`);
  await expect(page.getByRole('status')).toContainText('usually within 24 hours');
  await expect(page.getByLabel('Balance')).toHaveText('0 PM');
  await shots(page, 'cp-success-claimed');

  await page.getByRole('main').getByRole('link', { name: 'My rewards' }).click();
  await expect(page).toHaveURL(/\/cp\/rewards\/my-rewards\?brand=skyway/);
  const claimed = page.getByRole('list', { name: 'My rewards' }).getByRole('article');
  await expect(claimed).toHaveCount(1);
  await expect(claimed.getByRole('heading', { name: AMAZON.name })).toBeVisible();
  await expect(claimed.getByText('Pending review').first()).toBeVisible();
  await shots(page, 'cp-my-rewards');

  const payouts = await getFirestore(admin()).collection('payouts').where('uid', '==', uid).get();
  expect(payouts.docs.map((d) => [d.get('reward_id'), d.get('status')])).toEqual([[AMAZON.id, 'pending_review']]);
});

test('a signed-in member sees every portal page in the brand’s frame', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const email = uniqueEmail('e2e-cp');
  // A portal member made through the portal's sign-up, verified behind its back.
  await page.goto(cp('signup'));
  await page.getByLabel('Full name').fill('Sky Member');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password\b(?! requirements)/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  const { uid } = await getAuth(admin()).getUserByEmail(email);
  await getAuth(admin()).updateUser(uid, { emailVerified: true });

  await page.goto(cp('login'));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password\b(?! requirements)/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/cp\/rewards\/offer-wall/);
  await expect(page.getByLabel('Balance')).toHaveText(WELCOME);

  const pages: Array<[string, string, RegExp | string]> = [
    ['', 'cp-member-index', BRAND.headline],
    ['landing', 'cp-member-landing', BRAND.headline],
    ['how-to-earn', 'cp-member-how-to-earn', 'How to earn'],
    ['my-rewards', 'cp-member-my-rewards-empty', 'My rewards'],
    ['kyc-2', 'cp-kyc-2', /identity|verif/i],
  ];
  for (const [path, name, heading] of pages) {
    await openInApp(page, cp(path));
    await expect(page.getByRole('heading', { level: 1, name: heading }).first(), path).toBeVisible();
    await expectBrandFrame(page);
    await expect(page.getByText(/page not found/i), path).toHaveCount(0);
    await shots(page, name);
  }
  // Signed in, the landing leads to the offers, not to sign-up.
  await openInApp(page, cp('landing'));
  await expect(page.getByRole('link', { name: 'Start earning' })).toHaveAttribute('href', cp('offer-wall'));
  await expect(page.getByRole('link', { name: `Join ${BRAND.name} Rewards` })).toHaveCount(0);
  // KYC is the product's flow: Start verification.
  await openInApp(page, cp('kyc-2'));
  await expect(page.getByRole('button', { name: 'Start verification' })).toBeVisible();
  // An unknown reward is said so, with the way back.
  await openInApp(page, cp('claim-reward', '&reward=no-such-reward'));
  await expect(page.getByText('This reward is not part of this portal.')).toBeVisible();
  await shots(page, 'cp-claim-reward-unknown');
  // A reward the balance does not cover cannot be claimed.
  await openInApp(page, cp('claim-reward', '&reward=delta'));
  await expect(page.getByRole('heading', { level: 1, name: 'Claim Delta Air Lines Gift Card' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Claim reward' })).toBeDisabled();
  await expect(page.getByText(/more to go/)).toBeVisible();
  await shots(page, 'cp-claim-reward-short');
});

test('members-only portal pages send a visitor to the portal’s log-in', async ({ page }) => {
  for (const path of ['my-rewards', 'claim-reward', 'kyc-2']) {
    await page.goto(cp(path));
    await expect(page, path).toHaveURL(/\/cp\/rewards\/login\?brand=skyway/);
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  }
  // The verification page without a sign-up behind it goes back to sign-up.
  await page.goto(cp('verification'));
  await expect(page).toHaveURL(/\/cp\/rewards\/signup\?brand=skyway/);
});
