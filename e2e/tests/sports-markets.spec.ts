import { expect, test, type Page } from './test';
import AxeBuilder from '@axe-core/playwright';

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).include('[data-remote="sports"]').analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Opens the first upcoming match's page from /sports. */
async function openUpcomingMatch(page: Page) {
  await page.goto('/sports');
  const upcoming = page.getByRole('region', { name: 'Upcoming matches' });
  // The last of the list, the furthest from its start: the first may start (and close its prices) while the test runs.
  const match = upcoming.getByRole('link').last();
  const name = (await match.textContent())!;
  await match.click();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  return name;
}

test.describe('sports', () => {
  test('every sport is in the sports nav and leads to its competitions', async ({ page }) => {
    await page.goto('/sports');
    const nav = page.getByRole('main').getByRole('navigation', { name: 'Sports', exact: true });
    await expect(nav.getByRole('link')).toHaveCount(25);
    await nav.getByRole('link', { name: /^Ice Hockey/ }).click();
    await expect(page).toHaveURL(/\/ice-hockey$/);
    await page.getByRole('link', { name: /^NHL/ }).click();
    await expect(page).toHaveURL(/\/ice-hockey\/nhl$/);
    await expect(page.getByRole('heading', { name: 'NHL matches' })).toBeVisible();
  });

  test('a sport lists its matches a page of 10 at a time, and Show more matches adds the next page @phone', async ({
    page,
    request,
  }) => {
    const { data: sports } = (await (await request.get('/v1/sports/get-sport-nav')).json()) as {
      data: { sport_code: string; sport_name: string }[];
    };
    let sport: (typeof sports)[number] | undefined;
    for (const candidate of sports) {
      const url = `/v1/sports/get-upcoming-matches?count=11&sport_code=${candidate.sport_code}`;
      const { data } = (await (await request.get(url)).json()) as { data: unknown[] };
      if (data.length > 10) {
        sport = candidate;
        break;
      }
    }
    expect(sport, 'a sport with more than one page of matches').toBeTruthy();
    await page.goto('/sports');
    await page
      .getByRole('main')
      .getByRole('navigation', { name: 'Sports', exact: true })
      .getByRole('link', { name: new RegExp(`^${sport!.sport_name}`) })
      .click();
    const list = page.getByRole('region', { name: `Upcoming ${sport!.sport_name} matches` });
    await expect(list.getByRole('listitem')).toHaveCount(10);
    await list.getByRole('button', { name: 'Show more matches' }).click();
    await expect(list.getByRole('listitem')).not.toHaveCount(10);
    expect(await list.getByRole('listitem').count()).toBeGreaterThan(10);
  });

  test('a match price adds a leg to the betslip, and a second click removes it', async ({ page }) => {
    await openUpcomingMatch(page);
    const market = page.getByRole('region', { name: 'Head to Head' });
    const price = market.getByRole('button').first();
    const selection = (await price.locator('span').first().textContent())!;
    // The slip verifies each new leg and ignores clicks until that answer is in.
    const verified = page.waitForResponse((r) => r.url().includes('/v1/betting/verify-bet'));
    await price.click();
    await expect(price).toHaveAttribute('aria-pressed', 'true');
    await verified;
    await expect(page.getByRole('banner').getByRole('button', { name: /Betslip/ })).toContainText('1');
    await expect(page.getByRole('complementary').getByText(selection).first()).toBeVisible();
    await price.click();
    await expect(price).toHaveAttribute('aria-pressed', 'false');
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`/sports and a match page have no axe-core violations in the ${mode} theme`, async ({ page }) => {
      await page.addInitScript((m) => localStorage.setItem('wagering-theme-mode', m), mode);
      await page.goto('/sports');
      await expect(page.getByRole('region', { name: 'Upcoming matches' }).getByRole('link').first()).toBeVisible();
      await expectNoAxeViolations(page);
      await openUpcomingMatch(page);
      await expectNoAxeViolations(page);
    });
  }

  test('a competition lists its open matches with prices, and the last day’s finished ones apart as Results without prices @phone', async ({
    page,
    request,
  }) => {
    type Competition = { competition_id: number; competition_name: string; match_count: number };
    type Match = { match_status: string; event_name: string; event_id: number };
    const { data: sports } = (await (await request.get('/v1/sports/get-sport-nav')).json()) as {
      data: { sport_name: string; competitions: Competition[] }[];
    };
    // A competition with matches to bet on and results of the last day (the feed runs matches around the clock).
    let found: { sport: string; competition: Competition; matches: Match[] } | undefined;
    for (const sport of sports) {
      for (const competition of sport.competitions.filter((c) => c.match_count > 0)) {
        const url = `/v1/sports/get-event-comp/${competition.competition_id}?sortBy=time`;
        const { data } = (await (await request.get(url)).json()) as { data: { matches: Match[] } };
        if (data.matches.some((m) => m.match_status !== 'Open'))
          found = { sport: sport.sport_name, competition, matches: data.matches };
        if (found) break;
      }
      if (found) break;
    }
    expect(found, 'a competition with results of the last day').toBeTruthy();
    const slug = (text: string) =>
      text
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '');
    await page.goto(`/${slug(found!.sport)}/${slug(found!.competition.competition_name)}`);
    const region = page.getByRole('region', { name: `${found!.competition.competition_name} matches` });
    const results = region.getByRole('region', { name: 'Results' });
    const finished = found!.matches.filter((m) => m.match_status !== 'Open');
    await expect(results.getByRole('listitem')).toHaveCount(finished.length);
    // A finished match shows its result, never the prices it closed at.
    await expect(results.getByRole('group', { name: /head to head$/ })).toHaveCount(0);
    await expect(results.getByRole('button')).toHaveCount(0);
    // The upcoming list comes first, each match with its prices, and no finished match among them.
    const open = found!.matches.filter((m) => m.match_status === 'Open');
    const upcoming = region.getByRole('list').first();
    await expect(upcoming.getByRole('listitem')).toHaveCount(open.length);
    // By id, not name: the feed runs the same pairing again, so a finished match's name can be open too.
    for (const m of finished) await expect(upcoming.locator(`a[href$="-${m.event_id}"]`)).toHaveCount(0);
    for (const m of open) await expect(upcoming.locator(`a[href$="-${m.event_id}"]`)).toHaveCount(1);
    await expect(upcoming.getByRole('group', { name: /head to head$/ })).toHaveCount(open.length);
  });
});
