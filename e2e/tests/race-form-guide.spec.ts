import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './test';
import { controlledRace, escapeRe, racePath, raceCard } from './feed-control';

/*
 * Form a punter can read on the race card (issue 39 item 2), on a desktop and a phone: collapsed at first so the
 * prices are on the first screen; a runner's last five starts, where it settles and its last sectionals open under
 * its row, and the speed map above the runners.
 */
test.describe('form on the race card', () => {
  test('a runner’s last five starts and the speed map open from the card, the prices still on the first screen @phone', async ({
    page,
    request,
  }, testInfo) => {
    // Two disclosures and a page load on a phone: more than the default minute on a busy machine.
    test.slow();
    const race = await controlledRace(request, testInfo, 'last-five');
    const runner = race.runners[0]!;
    const name = `${runner.saddle_number}. ${runner.runner_name}`;
    await page.goto(racePath(race));
    const card = raceCard(page, race);
    // The card's remote can take a while to arrive on a busy machine; the checks that follow are about what it shows.
    await expect(card).toBeVisible({ timeout: 30_000 });
    const price = card.getByRole('button', { name: new RegExp(`^Fixed Win, ${escapeRe(name)}, `) });
    await expect(price).toBeInViewport();

    const toggle = card.getByRole('button', { name: `Last 5 starts for ${name}` });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const formCall = page.waitForResponse((r) => r.url().includes(`/v1/racing/races/${race.event_id}/form`));
    await toggle.click();
    await formCall;
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const starts = card.getByRole('table', { name: `Last 5 starts, ${name}` });
    await expect(starts.getByRole('columnheader')).toHaveText(['Finish', 'Track', 'Distance', 'Margin', 'Days since']);
    const rows = starts.locator('tbody tr');
    await expect(rows).toHaveCount(5);
    for (const row of await rows.all())
      await expect(row).toHaveText(/^(\d+)\/(\d+)\D.*\d+m\d+\.\dL\d+d$/);
    const facts = card.getByLabel(`Settling and last start's sectionals, ${name}`);
    await expect(facts).toContainText(/Expected to settle(Leader|On pace|Midfield|Back)/);
    await expect(facts).toContainText(/Last start\d+m in (\d+:\d\d\.\d\d|\d\d\.\d\ds)/);
    await expect(price).toBeInViewport();

    const speedMap = card.getByRole('button', { name: 'Speed map', exact: true });
    await expect(speedMap).toHaveAttribute('aria-expanded', 'false');
    await speedMap.click();
    await expect(speedMap).toHaveAttribute('aria-expanded', 'true');
    const map = card.getByRole('list', { name: /^Speed map, / });
    await expect(map.getByRole('listitem')).toHaveCount(4);
    await expect(map.getByRole('listitem').first()).toHaveText(/^Leader\d+\. /);
    await expect(price).toBeInViewport();
    // Open, the form and the speed map are as readable by assistive technology as the rest of the card.
    const { violations } = await new AxeBuilder({ page }).include('main').analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);

    await toggle.click();
    await expect(starts).toBeHidden();
  });
});
