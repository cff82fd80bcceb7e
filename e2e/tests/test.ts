// Every e2e test runs on this `test`: pages hydrate the server's HTML (the browser's zone is in the `tz` cookie, as it
// is from a punter's second page on), and a test fails if any page it opened reported a hydration mismatch (issue 23).
import { test as base, expect } from '@playwright/test';

export * from '@playwright/test';

/** What a root says when the server's HTML did not match its first render (shared/src/runtime/server-render.ts). */
export const HYDRATION_MISMATCH = '[hydration]';

export const test = base.extend<{ hydrationGuard: void }>({
  hydrationGuard: [
    async ({ context, baseURL }, use) => {
      // Chromium runs in this machine's zone, which is also Node's.
      const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
      if (baseURL) await context.addCookies([{ name: 'tz', value: zone, url: baseURL }]);
      const mismatches: string[] = [];
      context.on('console', (message) => {
        if (message.text().startsWith(HYDRATION_MISMATCH))
          mismatches.push(`${message.page()?.url()}: ${message.text()}`);
      });
      await use();
      expect(mismatches, 'hydration mismatches').toEqual([]);
    },
    { auto: true },
  ],
});
