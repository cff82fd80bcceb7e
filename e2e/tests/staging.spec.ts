import { expect, test } from './test';
import { PORT } from '../playwright.config';
import { withRuntimeConfig } from './remote-releases';

// The same server under another host name is another origin: where a squad's staging build would live.
const squadOrigin = `http://127.0.0.1:${PORT}`;

test.describe('staging overrides', () => {
  test('staging loads an override from an allowed origin, names it in a banner, and clears it in one click', async ({
    page,
    request,
  }) => {
    const { remotes } = await (await request.get('/remotes.json')).json();
    const entry = `${squadOrigin}${remotes.sports.entry}`;
    await withRuntimeConfig(page, (config) => {
      config.environment = 'staging';
      config.overrideOrigins = [squadOrigin];
    });
    const fromSquad: string[] = [];
    page.on('request', (req) => req.url().startsWith(squadOrigin) && fromSquad.push(req.url()));
    await page.goto(`/afl?remote-override=sports@${entry}`);
    const banner = page.getByRole('region', { name: 'Remote overrides' });
    await expect(banner).toContainText(`Overridden: sports ${remotes.sports.version}`);
    await expect(page.locator('main [data-remote="sports"]').first()).toBeVisible();
    expect(fromSquad.some((url) => url.includes('/remotes/mfe-sports/'))).toBe(true);

    // It stays for the session, until cleared.
    await page.goto('/afl');
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Clear overrides' }).click();
    await expect(page.locator('main [data-remote="sports"]').first()).toBeVisible();
    await expect(banner).toHaveCount(0);
  });

  test('an override from an origin not on the allowlist is refused', async ({ page, request }) => {
    const { remotes } = await (await request.get('/remotes.json')).json();
    await withRuntimeConfig(page, (config) => {
      config.environment = 'staging';
      config.overrideOrigins = ['https://squad-builds.example'];
    });
    const fromElsewhere: string[] = [];
    page.on('request', (req) => req.url().startsWith(squadOrigin) && fromElsewhere.push(req.url()));
    await page.goto(`/afl?remote-override=sports@${squadOrigin}${remotes.sports.entry}`);
    await expect(page.locator('main [data-remote="sports"]').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Remote overrides' })).toHaveCount(0);
    expect(fromElsewhere).toEqual([]);
  });

  test('production refuses every override, even from an allowed origin', async ({ page, request }) => {
    const { remotes } = await (await request.get('/remotes.json')).json();
    await withRuntimeConfig(page, (config) => {
      config.environment = 'prod';
      config.overrideOrigins = [squadOrigin];
    });
    const fromElsewhere: string[] = [];
    page.on('request', (req) => req.url().startsWith(squadOrigin) && fromElsewhere.push(req.url()));
    await page.goto(`/afl?remote-override=sports@${squadOrigin}${remotes.sports.entry}`);
    await expect(page.locator('main [data-remote="sports"]').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Remote overrides' })).toHaveCount(0);
    expect(fromElsewhere).toEqual([]);
  });
});
