/**
 * The specs' `test`: Playwright's, with one check around every test: no /api call answered 5xx.
 * Some calls (analytics, prefetches) fail silently in the page by design, so a broken endpoint
 * would otherwise pass unnoticed.
 */
import { expect, test as base } from '@playwright/test';

export const test = base.extend<{ apiServerErrors: void }>({
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
});

export { expect };
