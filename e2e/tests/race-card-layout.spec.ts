import { expect, test, type APIRequestContext, type Locator, type Page } from './test';
import { controlledRace, feedNow, racePath, raceCard, type FeedRace } from './feed-control';

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

/** Sums the layout shifts not caused by the punter (the CLS a page reports), from the page's first paint. */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { layoutShift: number; shifted: string[] };
    w.layoutShift = 0;
    w.shifted = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        w.layoutShift += entry.value;
        for (const source of entry.sources ?? [])
          w.shifted.push((source.node as Element | undefined)?.outerHTML?.slice(0, 120) ?? '?');
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

test.describe('nothing moves after it is drawn (issue 36 item 6)', () => {
  test('the race card does not shift as its price flucs arrive @phone', async ({ page, request }, testInfo) => {
    const race = await controlledRace(request, testInfo, 'spare');
    await watchLayoutShifts(page);
    const flucs = page.waitForResponse((r) => r.url().includes(`/v1/racing/flucs/${race.event_id}`));
    await page.goto(racePath(race));
    await flucs;
    const card = raceCard(page, race);
    await expect(card.getByRole('button', { name: /^Price flucs for / }).first()).toBeVisible();
    // Two frames after the sparklines drew: any shift they caused has been reported.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const { layoutShift, shifted } = await page.evaluate(
      () => window as unknown as { layoutShift: number; shifted: string[] },
    );
    expect(shifted).toEqual([]);
    expect(layoutShift).toBe(0);
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
