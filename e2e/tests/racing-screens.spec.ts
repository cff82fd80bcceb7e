import { expect, test } from './test';
import { controlledRace, escapeRe, feedNow, racePath, raceCard, setPrice, settleRace } from './feed-control';

/*
 * Racing screens a punter reads, on a desktop and on a phone (@phone), on races under the journey's control
 * (feed-control.ts).
 */

test.describe('racing screens', () => {
  test('form guide: opens from the runner, with its career and recent starts (SPEC 7 GET /racing/race-form) @phone', async ({
    page,
    request,
  }, testInfo) => {
    const race = await controlledRace(request, testInfo, 'form');
    const runner = race.runners[0]!;
    const name = `${runner.saddle_number}. ${runner.runner_name}`;
    const formCall = page.waitForResponse((r) => r.url().includes(`/v1/racing/race-form/${race.meeting_id}/`));
    await page.goto(racePath(race));
    await raceCard(page, race)
      .getByRole('button', { name: `Form guide for ${name}` })
      .click();
    await formCall;
    const dialog = page.getByRole('dialog', { name: `Form guide: ${name}` });
    await expect(dialog).toContainText(/Career \(starts: wins-seconds-thirds\) \d+: \d+-\d+-\d+/);
    await expect(dialog.getByRole('table', { name: `Recent starts of ${name}` }).getByRole('row')).not.toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('price flucs: each runner’s sparkline says its open, high, low and current fixed win price and opens a panel with them (issue 27) @phone', async ({
    page,
    request,
  }, testInfo) => {
    const race = await controlledRace(request, testInfo, 'flucs');
    const runner = race.runners[0]!;
    const name = `${runner.saddle_number}. ${runner.runner_name}`;
    for (const price of [500, 1.2, 2.2]) await setPrice(request, race, runner.saddle_number, price);
    // The open is the runner's first quote: this race's own, or an earlier run's on a server kept between runs.
    const flucs = await request.get(`/v1/racing/flucs/${race.event_id}`);
    const { data } = (await flucs.json()) as { data: { runners: { saddle_number: number; open: number }[] } };
    const open = data.runners.find((r) => r.saddle_number === runner.saddle_number)!.open.toFixed(2);

    await page.goto(racePath(race));
    const card = raceCard(page, race);
    const chart = card.getByRole('button', { name: new RegExp(`^Price flucs for ${escapeRe(name)}: `) });
    await expect(chart).toHaveAccessibleName(
      `Price flucs for ${name}: opened ${open}, high 500.00, low 1.20, now 2.20`,
    );
    await chart.click();
    const panel = card.getByRole('group', { name: `Price flucs, ${name}` });
    await expect(panel).toBeVisible();
    await expect(panel).toContainText(`Open${open}High500.00Low1.20Now2.20`);
    await expect(panel).toContainText(/Last prices, oldest first: .*500\.00, 1\.20, 2\.20$/);

    // Prices pushed while the card is open are points too, every one of them (1.10 is the new low).
    await setPrice(request, race, runner.saddle_number, 1.1);
    await setPrice(request, race, runner.saddle_number, 3.3);
    await expect(chart).toHaveAccessibleName(
      `Price flucs for ${name}: opened ${open}, high 500.00, low 1.10, now 3.30`,
    );
    await expect(panel).toContainText('1.20, 2.20, 1.10, 3.30');
    await chart.focus();
    await page.keyboard.press('Enter');
    await expect(panel).toBeHidden();
    await expect(chart).toHaveAttribute('aria-expanded', 'false');
  });

  test('results: placed runners by name with their positions, none past the places paid (SPEC 4 Races, 9 Ordinals) @phone', async ({
    page,
    request,
  }, testInfo) => {
    const race = await controlledRace(request, testInfo, 'results');
    const [first, second, third, fourth] = [2, 1, 3, 4].map((s) => race.runners.find((r) => r.saddle_number === s)!);
    await settleRace(request, race, [2, 1, 3, 4]);
    const day = new Date((await feedNow(request)) + 86_400_000).toISOString().slice(0, 10);
    await page.goto(`/racing/results/${day}`);
    // A day can hold two meetings of one name (say a track's gallops and trots): open them in turn until the race shows.
    const result = page
      .getByRole('article')
      .filter({ has: page.locator(`a[href="${racePath(race)}"]`) })
      .getByRole('list', { name: 'Result' });
    const meetings = page.getByRole('heading', { name: new RegExp(`^${escapeRe(race.meeting_name)} \\(`) });
    await expect(meetings.first()).toBeVisible();
    for (const heading of await meetings.all()) {
      if (await result.isVisible()) break;
      await heading.click();
    }
    await expect(result.getByRole('listitem')).toHaveText([
      `1st 2. ${first.runner_name}`,
      `2nd 1. ${second.runner_name}`,
      `3rd 3. ${third.runner_name}`,
    ]);
    await expect(result).not.toContainText(fourth.runner_name);
  });

  test('a bad results date is a 400 from the API and a friendly message on the page, never a blank page @phone', async ({
    page,
    request,
  }) => {
    expect((await request.get('/v1/racing/result-card?date=2026-02-31')).status()).toBe(400);
    await page.goto('/racing/results/2026-02-31');
    await expect(page.getByRole('alert')).toContainText('“2026-02-31” is not a date we have results for');
    await expect(page.getByRole('button', { name: /^Results for/ })).toBeVisible();
  });

  test('price buttons show a price or N/A, never a product name (SPEC 4 Odds badge) @phone', async ({
    page,
    request,
  }, testInfo) => {
    const race = await controlledRace(request, testInfo, 'spare');
    await page.goto(racePath(race));
    const badges = raceCard(page, race).getByRole('button', { name: /^(Fixed|VIC|Tote|Top Fluc|Each Way)/ });
    await expect(badges.first()).toBeVisible();
    for (const text of await badges.allTextContents())
      expect(text.replace(/[▲▼]/g, '').trim()).toMatch(/^(\d+\.\d\d|N\/A|E\/W)$/);
  });
});

test.describe('search (issue 13 item 8)', () => {
  test('finds a meeting by part of its track name, a runner by name, and sports as the SPEC spells them @phone', async ({
    page,
    request,
  }, testInfo) => {
    const race = await controlledRace(request, testInfo, 'form');
    const runner = race.runners[1]!;
    await page.goto('/');
    const open = async () => {
      await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
      return page.getByRole('dialog', { name: 'Search' });
    };
    let search = await open();
    const field = search.getByLabel('Search meetings, runners, teams and sports');
    await field.fill('afl');
    await expect(search.getByRole('link', { name: 'AFL', exact: true })).toBeVisible();

    await field.fill(runner.runner_name);
    // A name can run in several races: the first still to run is found.
    await search
      .getByRole('link', { name: new RegExp(`^\\d+\\. ${escapeRe(runner.runner_name)}`) })
      .first()
      .click();
    await expect(page).toHaveURL(/\/racing\/race\/\d+\/\d+$/);

    search = await open();
    await search
      .getByLabel('Search meetings, runners, teams and sports')
      .fill(race.meeting_name.slice(0, 4).toLowerCase());
    // A meeting's result, not a team that shares the track's name (Gold Coast, the meeting; Gold Coast Suns, a team).
    await search
      .locator('a[href^="/racing/meeting/"]')
      .filter({ hasText: new RegExp(`^${escapeRe(race.meeting_name)}`) })
      .first()
      .click();
    await expect(page).toHaveURL(/\/racing\/meeting\/\d{4}-\d{2}-\d{2}\/\d+$/);
    await expect(page.getByRole('heading', { name: new RegExp(escapeRe(race.meeting_name)) }).first()).toBeVisible();
  });
});
