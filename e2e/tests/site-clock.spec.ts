import { expect, test, type Locator } from './test';
import { getBrand } from '@wagering/brands';
import { accountMenu, loginViaModal, verifiedPunterViaApi } from './account-helpers';
import { feedNow, racePath } from './feed-control';

/*
 * One clock across the site (issue 13): racing, sports and the account pages tell the time of day the same way, in
 * the clock of the brand this deploy was built for (scripts/brand-a11y.mjs sets BRAND for each one).
 */
const clock = getBrand(process.env.BRAND ?? 'aurora').clockFormat ?? '12h';
const TWELVE_HOUR = /\b\d{1,2}:\d{2} ?[AP]M\b/;
const TWENTY_FOUR_HOUR = /\b\d{2}:\d{2}\b(?! ?[AP]M)/;

/** The element shows a time of day in the brand's clock, and none in the other. */
async function expectBrandClock(shown: Locator) {
  const text = (await shown.textContent()) ?? '';
  if (clock === '24h') {
    expect(text, 'a 24-hour time').toMatch(TWENTY_FOUR_HOUR);
    expect(text).not.toMatch(TWELVE_HOUR);
  } else expect(text, 'a 12-hour time').toMatch(TWELVE_HOUR);
}

test(`racing, sports and the transactions tell the time in the brand's clock (${clock}) on one page load @phone`, async ({
  page,
  request,
}) => {
  const punter = await verifiedPunterViaApi(request, 'clock', { depositDollars: 20 });
  const today = new Date(await feedNow(request)).toISOString().slice(0, 10);
  const meetings = await request.get(`/v1/racing/meetings?date=${today}&type=T`);
  const { data } = (await meetings.json()) as { data: { meeting_id: number; races: { event_id: number }[] }[] };
  const meeting = data.find((m) => m.races.length > 0)!;
  await page.goto(racePath({ meeting_id: meeting.meeting_id, event_id: meeting.races[0]!.event_id }));
  await expect(await loginViaModal(page, punter.email, punter.password)).toBeHidden();
  // Marks this page load: every later step is reached by the site's own links, not a new load.
  await page.evaluate(() => Object.assign(window, { clockJourney: true }));

  const raceTitle = page.getByRole('main').getByRole('heading', { level: 1 });
  await expect(raceTitle).toContainText(':');
  await expectBrandClock(raceTitle);

  await page.getByRole('navigation', { name: 'Racing or Sports' }).getByRole('link', { name: 'Sports' }).click();
  const matchStart = page.getByRole('region', { name: 'Upcoming matches' }).locator('time').first();
  await expect(matchStart).toBeVisible();
  await expectBrandClock(matchStart);

  await accountMenu(page).click();
  await page.getByRole('link', { name: 'My Profile' }).click();
  await page.getByRole('tab', { name: 'Transactions' }).click();
  const deposit = page
    .getByRole('region', { name: 'Transactions list' })
    .getByRole('row')
    .filter({ hasText: 'Deposit' });
  await expect(deposit).toHaveCount(1);
  await expectBrandClock(deposit.getByRole('cell').first());

  expect(await page.evaluate(() => 'clockJourney' in window), 'still the same page load').toBe(true);
});
