import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs } from './chromium-args.mjs';

export const PORT = Number(process.env.E2E_PORT ?? 8180);
/** Journeys that change the site for every visitor while they run (canary releases). */
const SITE_WIDE = /canary\.spec\.ts/;

/** End-to-end over the composed site exactly as `npm start` serves it (API + embedded database + feed + deploy/). */
export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumArgs },
  },
  // Every test runs on a desktop; journeys tagged @phone run on a phone too (412 x 915, touch), as punters use them.
  // A canary changes what every visitor of the site is served (a share of them gets a release that throws), so its
  // journeys run alone, after the others: no other test meets its release, its cohort cookie or its private pages.
  projects: [
    {
      name: 'desktop',
      testIgnore: SITE_WIDE,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
    {
      name: 'phone',
      grep: /@phone/,
      testIgnore: SITE_WIDE,
      use: { ...devices['Pixel 7'], viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true },
    },
    {
      name: 'site-wide',
      testMatch: SITE_WIDE,
      dependencies: ['desktop', 'phone'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
  ],
  webServer: {
    command: 'node serve.mjs',
    url: `http://localhost:${PORT}/v1/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
