import { expect, test, type APIRequestContext, type Locator, type Page } from './test';
import { controlledRace, feedNow, racePath, raceCard, setPrice, type FeedRace } from './feed-control';

/*
 * The race card as drawn stays put and fits (issue 36 items 1, 6, 7): every phone odds tab shows its prices, nothing
 * moves once drawn (no layout shift as the price flucs arrive), and the flucs panel fits a 360 px phone.
 */

/** Tomorrow's races whose every running runner has a Top Fluc price (so the card has the "SP & TF" tab), a few. */
async function racesWithTopFluc(request: APIRequestContext, count: number): Promise<number[]> {
  const day = new Date((await feedNow(request)) + 86_400_000).toISOString().slice(0, 10);
  const meetings = (await (await request.get(`/v1/racing/meetings?date=${day}&type=T`)).json()) as {
    data: { races: { event_id: number }[] }[];
  };
  const ids = meetings.data
    .flatMap((m) => m.races.map((r) => r.event_id))
    .sort((a, b) => a - b)
    .slice(0, 100);
  const races = (await (await request.post('/v1/racing/event-races-by-ids', { data: { event_ids: ids } })).json()) as {
    data: Record<string, { runners: { is_eliminated: boolean; odds: Record<string, number> }[] }>;
  };
  const topFluc = (id: number) => (races.data[id]?.runners ?? []).every((r) => r.is_eliminated || (r.odds.TF ?? 0) > 0);
  return ids.filter(topFluc).slice(-count);
}

/** The card's odds buttons a punter can see ("Fixed Win, 1. Name, 4.50"). */
const visiblePrices = (card: Locator) =>
  card.getByRole('button', { name: /^[A-Z][\w +&]*, \d+\. / }).filter({ visible: true });

test.describe('phone odds tabs (issue 36 item 1)', () => {
  test.use({ viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true });

  test('every odds tab shows its prices, on several race cards, whichever tab was tapped before', async ({
    page,
    request,
  }) => {
    const ids = await racesWithTopFluc(request, 3);
    expect(ids.length, 'tomorrow has races priced at Top Fluc').toBeGreaterThan(0);
    let spTfTabs = 0;
    for (const id of ids) {
      const race = (await (await request.get(`/v1/racing/event-race/${id}`)).json()) as { data: FeedRace };
      await page.goto(racePath(race.data));
      const card = raceCard(page, race.data);
      const tabs = card.getByRole('tablist', { name: 'Odds' }).getByRole('tab');
      await expect(tabs.first()).toBeVisible();
      const names = await tabs.allTextContents();
      if (names.includes('SP & TF')) spTfTabs += 1;
      // Each tab in turn, then back round to the first: every one still shows its prices.
      for (const name of [...names, names[0]!]) {
        await card.getByRole('tab', { name, exact: true }).tap();
        await expect(card.getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true');
        await expect(visiblePrices(card).first(), `${name} tab of race ${id}`).toBeVisible();
      }
    }
    expect(spTfTabs, 'a card had the SP & TF tab').toBeGreaterThan(0);
  });
});

/**
 * Records the layout shifts not caused by the punter (those CLS counts) that moved something on a race card, with
 * what moved, from the page's start.
 */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { layoutShifts: { value: number; moved: string[] }[] };
    w.layoutShifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        // What moved, if it is on a race card (the page's own chrome is not the card's to keep still).
        const moved = (entry.sources ?? [])
          .map((s) => s.node as Element | null)
          .filter((node) => node?.parentElement?.closest('[aria-labelledby^="race-"]'))
          .map((node) => node!.outerHTML?.slice(0, 100) ?? node!.textContent ?? '?');
        if (moved.length > 0) w.layoutShifts.push({ value: entry.value, moved });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const layoutShifts = (page: Page) =>
  page.evaluate(() => (window as unknown as { layoutShifts: { value: number; moved: string[] }[] }).layoutShifts);

/** A race of tomorrow with the SP & TF columns (the most columns: the narrowest runner column) and a race beside it. */
async function topFlucRaceAndNeighbour(request: APIRequestContext) {
  const [id] = await racesWithTopFluc(request, 1);
  expect(id, 'tomorrow has a race priced at Top Fluc').toBeDefined();
  const race = ((await (await request.get(`/v1/racing/event-race/${id}`)).json()) as { data: FeedRace }).data;
  const day = new Date((await feedNow(request)) + 86_400_000).toISOString().slice(0, 10);
  const meetings = (await (await request.get(`/v1/racing/meetings?date=${day}&type=T`)).json()) as {
    data: { meeting_id: number; races: { event_id: number; meeting_id: number; race_number: number }[] }[];
  };
  const neighbour = meetings.data
    .find((m) => m.meeting_id === race.meeting_id)!
    .races.find((r) => r.event_id !== race.event_id)!;
  return { race, neighbour };
}

for (const [width, height] of [
  [1440, 900],
  [412, 915],
  [360, 800],
] as const)
  test.describe(`nothing moves after it is drawn, at ${width} px (issue 36 item 6)`, () => {
    test.use({ viewport: { width, height }, isMobile: width < 1024, hasTouch: width < 1024 });

    test('a race card opened from the race beside it keeps its rows still as its price flucs arrive', async ({
      page,
      request,
    }) => {
      const { race, neighbour } = await topFlucRaceAndNeighbour(request);
      await watchLayoutShifts(page);
      // The race's flucs come a while after they are asked for (even when the page beside it asks early), as on a
      // slow line.
      let flucsAsked = false;
      await page.route(`**/v1/racing/flucs/${race.event_id}`, async (route) => {
        flucsAsked = true;
        await new Promise((done) => setTimeout(done, 1_500));
        await route.continue();
      });
      await page.goto(racePath(neighbour));
      await expect(
        raceCard(page, neighbour)
          .getByRole('button', { name: /^Price flucs for / })
          .first(),
      ).toBeVisible();
      // The race is opened by the live page (a link tapped while the page is only HTML loads the next page whole,
      // with its flucs drawn by the server, and nothing would arrive late).
      await expect(page.locator('main [data-ssr]')).toHaveAttribute('data-live');
      const before = (await layoutShifts(page)).length;
      await page
        .getByRole('navigation', { name: / races$/ })
        .getByRole('link', { name: `R${race.race_number}`, exact: true })
        .click();
      const card = raceCard(page, race);
      await expect(card.getByRole('button', { name: /^Fixed Win, 1\. / })).toBeVisible();
      await expect(card.getByRole('button', { name: /^Price flucs for / }).first()).toBeVisible();
      expect(flucsAsked, 'the flucs were asked for late').toBe(true);
      // Two frames after the sparklines drew: any shift they caused has been reported.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      const shifts = (await layoutShifts(page)).slice(before);
      expect(shifts.flatMap((s) => s.moved)).toEqual([]);
      expect(shifts.reduce((sum, s) => sum + s.value, 0)).toBe(0);
    });
  });

for (const width of [360, 412])
  test.describe(`the flucs panel on a ${width} px phone (issue 36 item 7)`, () => {
    test.use({ viewport: { width, height: 800 }, isMobile: true, hasTouch: true });

    test('opens under its runner across the card: the row keeps its height and the each-way price stays in view', async ({
      page,
      request,
    }, testInfo) => {
      const race = await controlledRace(request, testInfo, 'spare');
      await page.goto(racePath(race));
      const card = raceCard(page, race);
      const runner = race.runners[0]!;
      const name = `${runner.saddle_number}. ${runner.runner_name}`;
      const row = page.getByTestId(`runner-${runner.saddle_number}`);
      const eachWay = row.getByRole('button', { name: new RegExp(`^Each Way, ${runner.saddle_number}\\. `) });
      await expect(eachWay).toBeVisible();
      const before = (await row.boundingBox())!;
      await card.getByRole('button', { name: new RegExp(`^Price flucs for ${runner.saddle_number}\\. `) }).tap();
      const panel = card.getByRole('group', { name: `Price flucs, ${name}` });
      await expect(panel).toBeVisible();
      const after = (await row.boundingBox())!;
      expect(after.height).toBe(before.height);
      const box = (await eachWay.boundingBox())!;
      expect(box.x + box.width, 'the each-way price ends inside the screen').toBeLessThanOrEqual(width);
      const table = card.getByRole('table');
      const overflow = await table.evaluate((t) => t.parentElement!.scrollWidth - t.parentElement!.clientWidth);
      expect(overflow, 'the odds table does not scroll sideways').toBeLessThanOrEqual(0);
      const panelBox = (await panel.boundingBox())!;
      expect(panelBox.x + panelBox.width).toBeLessThanOrEqual(width);
    });
  });

test.describe('a live price move moves nothing else on the card (issue 34: CLS as prices moved)', () => {
  test.use({ viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true });

  test("a price's flash and its arrow keep the badge's size and the runner's row still", async ({
    page,
    request,
  }, testInfo) => {
    const race = await controlledRace(request, testInfo, 'price-flash');
    const runner = race.runners.find((r) => !r.is_eliminated && r.odds.FWIN)!;
    const price = runner.odds.FWIN!;
    // A new price written with as many digits: only the flash is new on the card.
    const next = price < 9 ? price + 0.5 : price >= 10 && price < 90 ? price + 1 : price - 0.5;
    await watchLayoutShifts(page);
    await page.goto(racePath(race));
    const card = raceCard(page, race);
    const badge = card.getByRole('button', { name: new RegExp(`^Fixed Win, ${runner.saddle_number}\\. `) });
    await expect(badge).toBeVisible();
    await expect(page.locator('main [data-ssr]')).toHaveAttribute('data-live');
    const box = await badge.boundingBox();
    const before = (await layoutShifts(page)).length;
    await setPrice(request, race, runner.saddle_number, next);
    await expect(badge).toHaveAttribute('data-flash', next > price ? 'up' : 'down');
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(await badge.boundingBox()).toEqual(box);
    const shifts = (await layoutShifts(page)).slice(before);
    expect(shifts.flatMap((s) => s.moved)).toEqual([]);
  });
});
