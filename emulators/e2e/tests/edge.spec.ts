/**
 * The edge in a real browser (docs/deploy.md "Security headers"): the Hosting emulator serves
 * firebase.json's headers (its CSP with only the emulators' origins added), and every browser test
 * fails on anything that policy refuses (fixtures.ts). Here: the headers themselves, that the
 * policy is really enforced, that the app's inline start-up scripts, the service worker push
 * registers, the Crisp chat loader and a survey wall on the network's https host all work under
 * it, that nothing can frame the app, and that an open tab survives a deploy that renamed its chunks.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { openInApp, signedIn } from '../support';

// The policy test registers the app's service worker: the config blocks workers elsewhere.
test.use({ serviceWorkers: 'allow' });

const CRISP_SCRIPT = 'https://client.crisp.chat/l.js'; // web/src/lib/supportChat.ts
const CPX_HOST = 'https://offers.cpx-research.com';

test('every response carries the security headers; pages revalidate, hashed bundles are cached for good', async ({
  request,
}) => {
  const home = await request.get('/');
  const deep = await request.get('/profile/rewards');
  const headers = home.headers();
  expect(headers['strict-transport-security']).toMatch(/max-age=\d{8}; includeSubDomains/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy']).toContain("object-src 'none'");
  for (const page of [home, deep]) expect(page.headers()['cache-control']).toBe('no-cache');
  // The landing page lists its bundle for its loader (#pm-app-scripts, web/src/app/firstScreen.ts).
  const bundle = /"(\/assets\/[^"]+\.js)"/.exec(await home.text())![1]!;
  expect((await request.get(bundle)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect((await request.get('/firebase-messaging-sw.js')).headers()['cache-control']).toBe('no-cache');
});

test('the policy is enforced: a script or frame from elsewhere is refused, and nothing can frame the app', async ({
  context,
}) => {
  // A page of its own: its refusals are the point here (the fixture watches the test's `page`).
  const probe = await context.newPage();
  const refusals: string[] = [];
  probe.on('console', (m) => {
    if (/Content Security Policy/.test(m.text())) refusals.push(m.text());
  });
  await probe.goto('/');
  await probe.evaluate(() => {
    const script = document.createElement('script');
    script.src = 'https://scripts.example.com/x.js';
    document.head.append(script);
  });
  await expect
    .poll(() => refusals.join('\n'))
    .toMatch(/Loading the script 'https:\/\/scripts\.example\.com\/x\.js' violates .* The action has been blocked/);

  // Another site framing the app gets nothing (frame-ancestors 'none', X-Frame-Options DENY).
  await probe.goto('http://127.0.0.1:9400/health');
  await probe.evaluate(() => {
    const frame = document.createElement('iframe');
    frame.src = 'http://127.0.0.1:5000/';
    document.body.append(frame);
  });
  await expect.poll(() => probe.frames().length).toBe(2);
  // Blocked, the frame ends on Chromium's error page instead of the app.
  const framed = probe.frames()[1]!;
  await expect.poll(() => framed.url()).not.toMatch(/^(about:blank)?$/);
  expect(framed.url()).toMatch(/^chrome-error:/);
  await probe.close();
});

test('a visitor’s pages run their inline start-up scripts under the policy (hashed in script-src)', async ({
  page,
}) => {
  // The early data fetch of /offers (the app takes it over and deletes it, so its assignment is
  // watched) and the guard that hides the prerendered markup from a returning member.
  await page.addInitScript(() => {
    Object.defineProperty(window, 'pmStartupFetch', {
      configurable: true,
      set(value) {
        Object.defineProperty(window, 'pmStartupFetch', { configurable: true, writable: true, value });
        (window as { startupFetchRan?: boolean }).startupFetchRan = true;
      },
    });
  });
  await page.goto('/offers');
  await expect.poll(() => page.evaluate(() => (window as { startupFetchRan?: boolean }).startupFetchRan)).toBe(true);
  await page.evaluate(() => localStorage.setItem('pm_signed_in', '1'));
  await page.goto('/');
  await expect(page.locator('html')).toHaveClass(/pm-no-prerender/);
});

/** Crisp's hosts answer from the test (no internet here); the browser still applies the policy first. */
async function serveCrisp(page: Page): Promise<string[]> {
  const served: string[] = [];
  await page.route(/^https:\/\/(client|image)\.crisp\.chat\//, async (route) => {
    const url = route.request().url();
    served.push(url);
    if (url === CRISP_SCRIPT)
      return route.fulfill({
        contentType: 'text/javascript',
        body: `
          const style = document.createElement('link');
          style.rel = 'stylesheet';
          style.href = 'https://client.crisp.chat/static/stylesheets/client_default.css';
          document.head.append(style);
          const avatar = new Image();
          avatar.src = 'https://image.crisp.chat/avatar/website/test/120/';
          fetch('https://client.crisp.chat/settings/website/test/').then((r) => r.json()).then((s) => { window.crispLoaded = s.ok; });`,
      });
    if (url.endsWith('.css')) return route.fulfill({ contentType: 'text/css', body: '.crisp-client{}' });
    if (url.includes('/settings/'))
      return route.fulfill({
        contentType: 'application/json',
        body: '{"ok":true}',
        headers: { 'access-control-allow-origin': '*' },
      });
    return route.fulfill({ contentType: 'image/gif', body: Buffer.from('R0lGODlhAQABAAAAACw=', 'base64') });
  });
  return served;
}

/** The wall our API hands out, moved to CPX's host, which answers with the simulator's pages. */
async function wallOnCpxHost(page: Page) {
  let simulator = '';
  await page.route('**/api/surveys/wall*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { url: string } };
    const wall = new URL(body.data.url);
    simulator = wall.origin;
    body.data.url = `${CPX_HOST}${wall.pathname}${wall.search}`;
    await route.fulfill({ response, json: body });
  });
  await page.route(`${CPX_HOST}/**`, async (route) => {
    const url = new URL(route.request().url());
    await route.fulfill({ response: await route.fetch({ url: `${simulator}${url.pathname}${url.search}` }) });
  });
}

test('a member’s pages under the policy: push’s service worker, the Crisp loader and its hosts, the survey wall on CPX’s https host', async ({
  page,
}) => {
  const crisp = await serveCrisp(page);
  await wallOnCpxHost(page);
  await signedIn(page);

  const scope = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.register('/sw.js');
    await navigator.serviceWorker.ready;
    return registration.scope;
  });
  expect(scope).toBe('http://127.0.0.1:5000/');

  // What lib/supportChat.ts does once VITE_CRISP_WEBSITE_ID is set (the local build has none).
  await page.evaluate((src) => {
    Object.assign(window, { $crisp: [], CRISP_WEBSITE_ID: 'test' });
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    document.head.append(script);
  }, CRISP_SCRIPT);
  await expect.poll(() => page.evaluate(() => (window as { crispLoaded?: boolean }).crispLoaded)).toBe(true);
  expect(crisp).toEqual(expect.arrayContaining([CRISP_SCRIPT, expect.stringContaining('image.crisp.chat')]));

  await openInApp(page, '/survey');
  await expect(page.locator('iframe[title="Survey wall"]')).toHaveAttribute('src', new RegExp(`^${CPX_HOST}/`));
  await expect(
    page.frameLocator('iframe[title="Survey wall"]').getByRole('heading', { name: 'Pick a survey' }),
  ).toBeVisible();
});

/** Fails the next request for a not-yet-loaded JavaScript chunk, as after a deploy that renamed it. */
async function loseNextChunk(page: Page): Promise<() => string | null> {
  const loaded = new Set(
    await page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname)),
  );
  let lost: string | null = null;
  await page.route('**/assets/*.js', async (route) => {
    const path = new URL(route.request().url()).pathname;
    if (!lost && !loaded.has(path)) {
      lost = path;
      return route.fulfill({ status: 404, body: 'Not Found' });
    }
    return route.continue();
  });
  return () => lost;
}

test('an open tab whose next chunk is gone after a deploy reloads once and goes on working', async ({ page }) => {
  await page.goto('/');
  // Whatever the page fetches by itself is in; the next chunk is the sign-in page's.
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => Object.assign(window, { beforeDeploy: true }));
  const lostChunk = await loseNextChunk(page);
  const reloaded = page.waitForEvent('load');
  await page.getByRole('link', { name: 'Sign in' }).first().click();
  // The failed import reloaded the page (the marker is gone) instead of showing an error.
  await reloaded;
  expect(await page.evaluate(() => 'beforeDeploy' in window)).toBe(false);
  expect(lostChunk()).toMatch(/^\/assets\/.+\.js$/);
  expect(await page.evaluate(() => sessionStorage.getItem('pm_stale_chunk_reload_at'))).toMatch(/^\d+$/);
  await page.getByRole('link', { name: 'Sign in' }).first().click();
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
});
