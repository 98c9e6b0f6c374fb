/**
 * The specs' `test`: Playwright's, with three things around every test: nothing the page does is
 * refused by the Content-Security-Policy (the Hosting emulator serves production's, firebase.json,
 * with only the emulators' origins added: scripts/hostingConfig.mjs), no /api call answered 5xx
 * (some calls, analytics and prefetches, fail silently in the page by design, so a broken endpoint
 * would otherwise pass unnoticed), and after a failure what each open page showed, printed: CI
 * keeps no screenshots, so the log is all there is to go on. And the app's pages are used as a
 * person uses them: a prerendered page paints before the app has started (its links work, its
 * buttons wait for the app: web/src/app/firstScreen.ts), so `goto` and `reload` return once the
 * app has started, as a person sees the page settle before acting.
 */
import { expect, test as base, type Page } from '@playwright/test';

/** Lines of each page's accessibility snapshot printed after a failure. */
const SNAPSHOT_LINES = 60;

async function describePage(page: Page): Promise<string> {
  const snapshot = await page
    .locator('body')
    .ariaSnapshot({ timeout: 2_000 })
    .catch((err: Error) => `(no snapshot: ${err.message.split('\n')[0]})`);
  const lines = snapshot.split('\n');
  const more = lines.length > SNAPSHOT_LINES ? `\n  … ${lines.length - SNAPSHOT_LINES} more lines` : '';
  return `── ${page.url()}\n${lines.slice(0, SNAPSHOT_LINES).join('\n')}${more}`;
}

/** What Chromium logs when the policy refuses something (a script, a frame, a connection, a style). */
const CSP_REFUSAL = /Content Security Policy/;

/** Set by the app once it has mounted (web/src/app/App.tsx). */
const appStarted = () => !document.getElementById('root') || document.documentElement.dataset.app === 'ready';

function waitsForTheApp(page: Page, appOrigin: string) {
  for (const method of ['goto', 'reload'] as const) {
    const navigate = page[method].bind(page) as (...args: unknown[]) => ReturnType<Page['reload']>;
    page[method] = (async (...args: unknown[]) => {
      const response = await navigate(...args);
      if (new URL(page.url()).origin === appOrigin)
        // A page that moves on meanwhile (a redirect) is waited for by the test's own next step.
        await page.waitForFunction(appStarted, undefined, { timeout: 15_000 }).catch(() => {});
      return response;
    }) as never;
  }
}

export const test = base.extend<{ cspRefusals: void; apiServerErrors: void; failureReport: void }>({
  context: async ({ context, baseURL }, use) => {
    const appOrigin = new URL(baseURL!).origin;
    context.on('page', (page) => waitsForTheApp(page, appOrigin));
    await use(context);
  },

  cspRefusals: [
    async ({ page }, use) => {
      const refused: string[] = [];
      page.on('console', (message) => {
        if (CSP_REFUSAL.test(message.text())) refused.push(message.text());
      });
      await use();
      expect(refused, 'what the Content-Security-Policy refused').toEqual([]);
    },
    { auto: true },
  ],
  apiServerErrors: [
    async ({ page }, use) => {
      const failures: string[] = [];
      page.on('response', (response) => {
        const url = new URL(response.url());
        if (url.pathname.startsWith('/api/') && response.status() >= 500)
          failures.push(`${response.request().method()} ${url.pathname} → ${response.status()}`);
      });
      await use();
      expect(failures, 'API calls that answered 5xx').toEqual([]);
    },
    { auto: true },
  ],
  failureReport: [
    async ({ page, browser }, use, testInfo) => {
      const consoleErrors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(message.text());
      });
      await use();
      if (testInfo.status === testInfo.expectedStatus) return;
      // The test's own page and any a test opened in a context of its own (a second person).
      const pages = new Set([page, ...browser.contexts().flatMap((context) => context.pages())]);
      const described = await Promise.all([...pages].filter((p) => !p.isClosed()).map(describePage));
      const errors = consoleErrors.length ? `\nconsole errors:\n${consoleErrors.join('\n')}` : '';
      console.log(`\nWhat the open pages showed when "${testInfo.title}" failed:\n${described.join('\n')}${errors}\n`);
    },
    { auto: true },
  ],
});

export { expect };
