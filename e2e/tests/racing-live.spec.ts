import { expect, test, type Page } from './test';
import AxeBuilder from '@axe-core/playwright';

interface ApiRace {
  event_id: number;
  meeting_id: number;
  meeting_name: string;
  race_number: number;
  jumps_in_sec: number;
}

/** A race that is open and drifting (the feed moves the soonest open races' prices) with minutes to go. */
async function openRace(page: Page): Promise<ApiRace> {
  const response = await page.request.get('/v1/racing/next-to-jump/A/12');
  const { data } = (await response.json()) as { data: ApiRace[] };
  const race = data.find((r) => r.jumps_in_sec > 240);
  expect(race, 'a race more than 4 minutes from the jump').toBeTruthy();
  return race!;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A race's link in the race lists: its meeting name, then R and its number. */
const raceLink = (page: Page, race: ApiRace) =>
  page.getByRole('link', { name: new RegExp(`^${escape(race.meeting_name)} R${race.race_number}\\b`) });

const betslipCount = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Betslip, / });

/** Axe over the racing area; `exclude` leaves out repeats of a row already checked (a day lists ~60 meetings). */
async function expectNoAxeViolations(page: Page, exclude?: string) {
  const builder = new AxeBuilder({ page }).include('[data-remote="racing"]');
  const { violations } = await (exclude ? builder.exclude(exclude) : builder).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.describe('racing', () => {
  test('next to jump → a race card with live odds; a win bet and a boxed trifecta go into the betslip', async ({
    page,
  }) => {
    const race = await openRace(page);
    await page.goto('/racing/next-to-jump');
    await raceLink(page, race).first().click();
    await expect(page).toHaveURL(new RegExp(`/racing/race/${race.meeting_id}/${race.event_id}$`));
    const card = page.getByRole('region', { name: new RegExp(`^R${race.race_number} `) });
    await expect(card.getByRole('table')).toBeVisible();

    // Prices move on the live push: some badge flashes up or down.
    await expect(card.locator('[data-flash]').first()).toBeVisible({ timeout: 20_000 });

    await expect(betslipCount(page)).toHaveAccessibleName('Betslip, 0 selections');
    const win = card.getByRole('button', { name: /^Fixed Win, \d+\. .+, \d/ }).first();
    await win.click();
    await expect(win).toHaveAttribute('aria-pressed', 'true');
    await expect(betslipCount(page)).toHaveAccessibleName('Betslip, 1 selection');

    await card.getByRole('tab', { name: 'Trifecta' }).click();
    await card.getByRole('checkbox', { name: 'Box Trifecta' }).check();
    const picks = card.getByRole('checkbox', { name: /^Box: / });
    for (const i of [0, 1, 2]) await picks.nth(i).check();
    await expect(card.getByText('6 combinations')).toBeVisible();
    await card.getByRole('button', { name: 'Add Box Trifecta to betslip' }).click();
    await expect(betslipCount(page)).toHaveAccessibleName('Betslip, 2 selections');
  });

  test("yesterday's results show dividends, and the date picker changes the day", async ({ page }) => {
    await page.goto('/racing/results');
    // A whole day of results: allow for a large first load.
    await expect(page.getByRole('table', { name: /^Dividends, race \d+/ }).first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('table', { name: /^Dividends, race \d+/ }).first()).toContainText('$');
    const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
    const picker = page.getByRole('button', { name: /^Results for/ });
    await expect(picker).toHaveText(day(1));
    await picker.click();
    if (day(2).slice(0, 7) !== day(1).slice(0, 7)) await page.getByRole('button', { name: 'Previous month' }).click();
    await page.getByRole('button', { name: day(2), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/racing/results/${day(2)}$`));
    await page.reload();
    await expect(page.getByRole('button', { name: /^Results for/ })).toHaveText(day(2));
  });

  test('a race card deep link survives a refresh, with its breadcrumb', async ({ page }) => {
    const race = await openRace(page);
    await page.goto(`/racing/race/${race.meeting_id}/${race.event_id}`);
    const crumbs = page.getByRole('navigation', { name: /breadcrumb/i });
    await expect(crumbs).toContainText(`Race ${race.race_number}`);
    await expect(crumbs.getByRole('link', { name: race.meeting_name })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('region', { name: new RegExp(`^R${race.race_number} `) })).toBeVisible();
  });

  test('at 375 px the odds tabs show and the first odds click opens the betslip', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const race = await openRace(page);
    await page.goto(`/racing/race/${race.meeting_id}/${race.event_id}`);
    const card = page.getByRole('region', { name: new RegExp(`^R${race.race_number} `) });
    const odds = card.getByRole('tablist', { name: 'Odds' });
    await expect(odds.getByRole('tab', { name: 'Fixed' })).toHaveAttribute('aria-selected', 'true');
    await expect(odds.getByRole('tab', { name: 'VIC' })).toBeVisible();
    await card
      .getByRole('button', { name: /^Fixed Win, \d+\. .+, \d/ })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: /Betslip/ })).toBeVisible();
  });

  test('the racing page shows every meeting of the day, the first screen at once and the rest in chunks @phone', async ({
    page,
  }) => {
    const response = await page.request.get('/v1/racing/meeting-list?type=A');
    const { data: meetings } = (await response.json()) as { data: { meeting_name: string }[] };
    await page.goto('/racing');
    await expect(page.getByTestId('meeting').first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('meeting')).toHaveCount(meetings.length);
    await expect(page.getByRole('region', { name: 'AUS/NZ' })).toBeVisible();
  });

  test("a page's data arrives in its HTML: the browser never asks for it, and shows it before the racing code @phone", async ({
    page,
  }) => {
    const race = await openRace(page);
    const pages = [
      { path: '/racing', call: '/v1/racing/meeting-list?type=A', shown: page.getByTestId('meeting').first() },
      {
        path: `/racing/race/${race.meeting_id}/${race.event_id}`,
        call: `/v1/racing/race-card/${race.meeting_id}/${race.event_id}`,
        shown: page.getByRole('region', { name: new RegExp(`^R${race.race_number} `) }),
      },
    ];
    for (const { path, call, shown } of pages) {
      const requested: string[] = [];
      const record = (request: { url(): string }) => {
        const url = new URL(request.url());
        requested.push(url.pathname + url.search);
      };
      page.on('request', record);
      // The racing code held back: what shows meanwhile came with the HTML.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/remotes\/mfe-racing\/.+\/__federation_expose_app\./, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(path, { waitUntil: 'commit' });
      await expect(shown).toBeVisible();
      release();
      await page.waitForLoadState('networkidle');
      await page.unroute(/\/remotes\/mfe-racing\//);
      page.off('request', record);
      expect(
        requested.filter((url) => url === call),
        `${path}: ${call} is in the HTML, never asked for`,
      ).toHaveLength(0);
    }
  });

  for (const mode of ['light', 'dark'] as const) {
    test.describe(`in the ${mode} theme`, () => {
      test.beforeEach(async ({ page }) => {
        await page.addInitScript((m) => localStorage.setItem('wagering-theme-mode', m), mode);
      });

      test('the meeting list and next to jump have no axe-core violations', async ({ page }) => {
        const race = await openRace(page);
        await page.goto('/racing/greyhound');
        await expect(page.getByTestId('meeting').first()).toBeVisible({ timeout: 30_000 });
        await expectNoAxeViolations(
          page,
          '[data-testid="meeting"] ~ [data-testid="meeting"] ~ [data-testid="meeting"]',
        );
        await page.goto('/racing/next-to-jump');
        await expect(raceLink(page, race).first()).toBeVisible();
        await expectNoAxeViolations(page);
      });

      test('a race card has no axe-core violations', async ({ page }) => {
        const race = await openRace(page);
        await page.goto(`/racing/race/${race.meeting_id}/${race.event_id}`);
        await expect(page.getByRole('table')).toBeVisible();
        await expectNoAxeViolations(page);
        await page.getByRole('tab', { name: 'Trifecta' }).click();
        await expectNoAxeViolations(page);
      });

      test('the results page has no axe-core violations', async ({ page }) => {
        await page.goto('/racing/results');
        await expect(page.getByRole('table', { name: /^Dividends/ }).first()).toBeVisible({ timeout: 30_000 });
        await expectNoAxeViolations(page);
      });
    });
  }
});
