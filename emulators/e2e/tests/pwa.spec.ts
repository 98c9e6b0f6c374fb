/**
 * The installable app in a real browser (docs/pwa.md): the manifest is linked and valid, Chromium
 * finds nothing that stops the install (CDP's Page.getInstallabilityErrors; Lighthouse 12 no longer
 * has a PWA category), one service worker (push and the offline shell) controls a member's page and
 * never caches /api, a reload without a network opens the app with the offline notice (not
 * Chromium's error page), and the install offer waits for the member's first earning.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { completeAtAdvertiser, expectNoHorizontalScroll, openAdvertiser, screenshot, signedIn } from '../support';

// These are about the service worker: the config blocks it everywhere else.
test.use({ serviceWorkers: 'allow' });

const OFFLINE = 'You’re offline'; // web/src/features/pwa/OfflineBanner.tsx
const INSTALL = 'Install PilotMiles'; // web/src/features/pwa/InstallPromptView.tsx
/** A web offer with two steps, no hold (emulators/partners/swaarm), as in push.spec.ts. */
const CLOUDVAULT = { id: '10505', first: 'Create an account' };

/** The page is controlled by /sw.js (registered once the page settled, installed with its precache). */
async function workerControls(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller?.scriptURL.endsWith('/sw.js'), undefined, {
    timeout: 30_000,
  });
}

/** Every URL the worker's caches hold. */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    return urls;
  });

test('the manifest, icons and worker are served as an installable app needs', async ({ request }) => {
  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const body = (await manifest.json()) as {
    name: string;
    start_url: string;
    display: string;
    icons: Array<{ src: string; sizes: string; purpose: string }>;
  };
  expect(body).toMatchObject({ name: 'PilotMiles', start_url: '/dashboard', display: 'standalone' });
  for (const icon of body.icons) expect((await request.get(icon.src)).ok(), icon.src).toBe(true);
  expect(body.icons.filter((i) => i.purpose === 'maskable').map((i) => i.sizes)).toEqual(['192x192', '512x512']);
  // The worker must never be kept by a cache: a deploy's new worker is found at the next visit.
  const worker = await request.get('/sw.js');
  expect(worker.headers()['cache-control']).toBe('no-cache');
  expect(await worker.text()).toMatch(/const BUILD = \{"version":"[0-9a-f]{12}","precache":\["\/assets\//);
  // The HTML pages link the manifest (the prerendered landing and app.html of every other path).
  for (const path of ['/', '/dashboard', '/offers'])
    expect(await (await request.get(path)).text(), path).toContain('<link rel="manifest" href="/manifest.webmanifest"');
});

for (const width of [390, 1280]) {
  test(`a member's app installs, and a reload offline opens it with the offline notice (${width}px)`, async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
    await signedIn(page, { name: 'Offline Flyer' });
    await workerControls(page);

    // One worker, serving push too (push's token asks the same registration, lib/serviceWorker.ts).
    const registrations = await page.evaluate(async () =>
      (await navigator.serviceWorker.getRegistrations()).map((r) => r.active?.scriptURL ?? ''),
    );
    expect(registrations).toEqual(['http://127.0.0.1:5000/sw.js']);

    // Chromium's own installability check finds nothing missing, and reads the manifest without errors.
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const { errors } = await cdp.send('Page.getAppManifest');
    expect(errors).toEqual([]);

    // The shell is cached; /api never is, and its calls still reach the network from the page.
    const cached = await cachedUrls(page);
    expect(cached).toContain('/app.html');
    expect(cached.some((u) => u.endsWith('.js'))).toBe(true);
    expect(cached.filter((u) => !u.startsWith('/assets/') && u !== '/app.html')).toEqual([]);
    const apiResponse = page.waitForResponse((r) => r.url().includes('/api/users'));
    await page.reload();
    expect((await apiResponse).fromServiceWorker()).toBe(false);
    await expect(page.getByRole('link', { name: /Your balance:/ }).first()).toBeVisible();

    // The network goes: the page says so at once.
    await context.setOffline(true);
    const notice = page.getByRole('status').filter({ hasText: OFFLINE });
    await expect(notice).toBeVisible();

    // A reload offline: the worker's shell, the app drawn, the notice, no error page.
    const reloaded = await page.reload();
    expect(reloaded?.fromServiceWorker()).toBe(true);
    await expect(notice).toBeVisible();
    await expect(page).toHaveTitle(/PilotMiles/);
    await expect(page.getByRole('link', { name: /PilotMiles/ }).first()).toBeVisible();
    await expectNoHorizontalScroll(page);
    await screenshot(page, 'pwa-offline');
    // Never cached while offline either.
    expect((await cachedUrls(page)).filter((u) => u.startsWith('/api/'))).toEqual([]);

    // The network is back: the notice goes (the page asks the network every few seconds), and the
    // member's data comes with the next load.
    await context.setOffline(false);
    await expect(notice).toBeHidden();
    await page.reload();
    await expect(page.getByRole('link', { name: /Your balance:/ }).first()).toBeVisible();
  });
}

/** What Chromium fires once the app can be installed (it cannot be made to here); records prompt(). */
async function browserOffersInstall(page: Page) {
  await page.evaluate(() => {
    const event = new Event('beforeinstallprompt', { cancelable: true });
    const w = window as unknown as { installPrompted: number };
    w.installPrompted = 0;
    Object.assign(event, {
      prompt: async () => void (w.installPrompted += 1),
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    });
    window.dispatchEvent(event);
  });
}

/** The first earning: a step of an offer completed on the partner's page (as in push.spec.ts). */
async function earnFirstMiles(page: Page) {
  await page.goto(`/offers/${CLOUDVAULT.id}`);
  const advertiser = await openAdvertiser(page);
  await completeAtAdvertiser(advertiser, CLOUDVAULT.first);
  await advertiser.close();
}

/** Push already answered: one card at a time, the install offer waits for the push question. */
const pushAnswered = (context: BrowserContext) =>
  context.grantPermissions(['notifications'], { origin: 'http://127.0.0.1:5000' });

for (const width of [390, 1280]) {
  test(`the install offer comes after the first earning, not on landing, and a no is remembered (${width}px)`, async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
    await pushAnswered(context);
    await page.goto('/');
    await browserOffersInstall(page);
    await page.waitForTimeout(300); // nothing should come: give it the chance
    await expect(page.getByRole('region', { name: INSTALL })).toHaveCount(0);

    await signedIn(page, { name: 'Install Pilot' });
    // Only the welcome bonus so far: not yet.
    await browserOffersInstall(page);
    await page.waitForTimeout(300);
    await expect(page.getByRole('region', { name: INSTALL })).toHaveCount(0);

    await earnFirstMiles(page);
    await page.goto('/dashboard');
    await browserOffersInstall(page);
    const offer = page.getByRole('region', { name: INSTALL });
    await expect(offer).toBeVisible();
    await expectNoHorizontalScroll(page);
    await screenshot(page, 'pwa-install-offer');

    if (width < 600) {
      await offer.getByRole('button', { name: 'Install' }).click();
      await expect(offer).toBeHidden();
      expect(await page.evaluate(() => (window as unknown as { installPrompted: number }).installPrompted)).toBe(1);
    } else {
      await offer.getByRole('button', { name: 'Not now' }).click();
      await expect(offer).toBeHidden();
      expect(await page.evaluate(() => (window as unknown as { installPrompted: number }).installPrompted)).toBe(0);
    }
    // Not offered again on this device.
    await page.reload();
    await expect(page.getByRole('link', { name: /Your balance:/ }).first()).toBeVisible();
    await browserOffersInstall(page);
    await page.waitForTimeout(300);
    await expect(page.getByRole('region', { name: INSTALL })).toHaveCount(0);
  });
}
