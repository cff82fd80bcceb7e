import { expect, type APIRequestContext, type Locator, type Page, type TestInfo } from './test';
import { slugify } from '@wagering/shared/format';
import { loginViaModal, verifiedPunterViaApi } from './account-helpers';

/*
 * The feed under a journey's control, through the sandbox's /v1/dev/feed calls (api/src/modules/dev/routes/):
 * set a runner's price, jump a race, settle it with a chosen finish. Journeys bet on races of tomorrow's card: no
 * price drifts there and none jumps while a test runs, so nothing waits on real time or a random price. Each journey
 * owns one race per Playwright project (desktop and phone run the same journeys side by side).
 */

export interface FeedRunner {
  saddle_number: number;
  runner_name: string;
  is_eliminated: boolean;
  odds: Record<string, number>;
}
export interface FeedRace {
  event_id: number;
  meeting_id: number;
  meeting_name: string;
  race_number: number;
  race_type: string;
  field_size: number;
  runners: FeedRunner[];
}

/** Every journey that bets on a controlled race; its place in this list picks its race. */
const JOURNEYS = [
  'win',
  'place',
  'each-way',
  'boxed',
  'same-race-multi',
  'multi',
  'bonus',
  'boost',
  'price-ask',
  'price-accept-better',
  'price-accept-any',
  'reload',
  'results',
  'form',
  'errors',
  'my-bets',
  'lost',
  'large-stake',
  'spare',
  'my-bets-words',
  'bonus-or-boost',
  'login-place',
  'login-later',
  'unstaked',
  'short-funds',
  'spending',
  'flucs',
  'blackbook',
  'cash-out',
  'cash-out-suspended',
  'scratching',
  'keyboard',
  'my-bets-after-place',
  'last-five',
  'price-flash',
] as const;
export type Journey = (typeof JOURNEYS)[number];

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as T;
}

/** The feed's clock (real in the suites; FEED=manual makes it move only through advanceClock). */
export async function feedNow(request: APIRequestContext): Promise<number> {
  return Date.parse((await ok<{ now: string }>(await request.get('/v1/dev/feed/clock'))).now);
}

/**
 * Tomorrow's thoroughbred races with a full field (8+ runners: places, each-way, exotics) whose first four runners
 * all run (journeys bet on saddles 1 to 4), in a stable order.
 */
async function tomorrowsRaces(request: APIRequestContext): Promise<{ event_id: number }[]> {
  const day = new Date((await feedNow(request)) + 86_400_000).toISOString().slice(0, 10);
  const { data } = await ok<{ data: { races: { event_id: number; field_size: number }[] }[] }>(
    await request.get(`/v1/racing/meetings?date=${day}&type=T`),
  );
  // The first hundred by id: as many as one call of event-races-by-ids takes, far more than the journeys need.
  const full = data
    .flatMap((m) => m.races)
    .filter((r) => r.field_size >= 8)
    .sort((a, b) => a.event_id - b.event_id)
    .slice(0, 100);
  const { data: withRunners } = await ok<{ data: Record<string, { runners: FeedRunner[] }> }>(
    await request.post('/v1/racing/event-races-by-ids', { data: { event_ids: full.map((r) => r.event_id) } }),
  );
  const firstFourRun = (eventId: number) =>
    [1, 2, 3, 4].every((saddle) =>
      withRunners[eventId]?.runners.some((r) => r.saddle_number === saddle && !r.is_eliminated),
    );
  return full.filter((r) => firstFourRun(r.event_id));
}

export async function raceById(request: APIRequestContext, eventId: number): Promise<FeedRace> {
  return (await ok<{ data: FeedRace }>(await request.get(`/v1/racing/event-race/${eventId}`))).data;
}

/** The race this journey owns in this project. */
export async function controlledRace(request: APIRequestContext, testInfo: TestInfo, journey: Journey) {
  const races = await tomorrowsRaces(request);
  const projects = testInfo.config.projects.map((p) => p.name);
  const index = projects.indexOf(testInfo.project.name) * JOURNEYS.length + JOURNEYS.indexOf(journey);
  expect(races.length, 'tomorrow has a race for every journey').toBeGreaterThan(index);
  return raceById(request, races[index]!.event_id);
}

/** Sets one runner's price (fixed win unless told); the feed pushes it to every open page. */
export async function setPrice(
  request: APIRequestContext,
  race: Pick<FeedRace, 'event_id'>,
  saddle: number,
  price: number,
  dividendCode = 'FWIN',
) {
  await ok(
    await request.post(`/v1/dev/feed/races/${race.event_id}/price`, {
      data: { saddle_number: saddle, price, dividend_code: dividendCode },
    }),
  );
}

/** Scratches a runner: the rest of the field is priced again; the feed pushes it to every open page. */
export async function scratchRunner(request: APIRequestContext, race: Pick<FeedRace, 'event_id'>, saddle: number) {
  await ok(await request.post(`/v1/dev/feed/races/${race.event_id}/scratch`, { data: { saddle_number: saddle } }));
}

/** The race jumps now: betting on it closes. */
export async function jumpRace(request: APIRequestContext, race: Pick<FeedRace, 'event_id'>) {
  return ok<{ race_status: string }>(await request.post(`/v1/dev/feed/races/${race.event_id}/jump`, { data: {} }));
}

/** The race runs and is Final with this finish (saddle numbers, winner first); bets on it are settled. */
export async function settleRace(request: APIRequestContext, race: Pick<FeedRace, 'event_id'>, order: number[]) {
  return ok<{ race_status: string; result_string: string }>(
    await request.post(`/v1/dev/feed/races/${race.event_id}/settle`, { data: { order } }),
  );
}

/** The race will jump this many seconds from now; it stays open (its other runners' prices may drift then). */
export async function jumpIn(request: APIRequestContext, race: Pick<FeedRace, 'event_id'>, seconds: number) {
  return ok<{ start_time: string }>(
    await request.post(`/v1/dev/feed/races/${race.event_id}/jump-in`, { data: { seconds } }),
  );
}

export interface FeedMatch {
  event_id: number;
  event_name: string;
  sport_name: string;
  competition_name: string;
  team_a_line: number;
  total_over: number;
  submarkets: { market_name: string; selections: { bet_type: string; selection_name: string; dividend: number }[] }[];
}

/** Every journey that bets on a controlled match; its place in this list picks its match. */
const MATCH_JOURNEYS = ['same-game-multi'] as const;

/**
 * The match this journey owns in this project: one with line, margin and total markets and Team A the favourite,
 * starting hours from now (no journey waits on it or sees it close), in a stable order.
 */
export async function controlledMatch(
  request: APIRequestContext,
  testInfo: TestInfo,
  journey: (typeof MATCH_JOURNEYS)[number],
): Promise<FeedMatch> {
  const now = await feedNow(request);
  const { data } = await ok<{ data: (FeedMatch & { match_starting_date: string; team_a_line: number | null })[] }>(
    await request.get('/v1/sports/get-upcoming-matches?count=100'),
  );
  const matches = data
    .filter((m) => m.total_over !== null && (m.team_a_line ?? 0) < 0)
    .filter((m) => Date.parse(m.match_starting_date) - now > 3 * 3600_000)
    .sort((a, b) => a.event_id - b.event_id);
  const projects = testInfo.config.projects.map((p) => p.name);
  const index = projects.indexOf(testInfo.project.name) * MATCH_JOURNEYS.length + MATCH_JOURNEYS.indexOf(journey);
  expect(matches.length, 'a match with lines for every journey').toBeGreaterThan(index);
  return matches[index]!;
}

export const matchPath = (m: Pick<FeedMatch, 'sport_name' | 'competition_name' | 'event_name' | 'event_id'>) =>
  `/${slugify(m.sport_name)}/${slugify(m.competition_name)}/${slugify(m.event_name)}-${m.event_id}`;

/** The match is played and Final with this score; bets on it are settled. */
export async function settleMatch(
  request: APIRequestContext,
  match: Pick<FeedMatch, 'event_id'>,
  scoreA: number,
  scoreB: number,
) {
  return ok<{ match_status: string; result_string: string }>(
    await request.post(`/v1/dev/feed/matches/${match.event_id}/settle`, { data: { score_a: scoreA, score_b: scoreB } }),
  );
}

/** Moves a manual clock (FEED=manual only; the suites' real clock answers 409). */
export async function advanceClock(request: APIRequestContext, seconds: number) {
  return ok<{ now: string }>(await request.post('/v1/dev/feed/advance', { data: { seconds } }));
}

/** The sandbox's promotions team: a bonus bet (dollars) or a dividend boost for this punter. */
export async function grantBonusBet(request: APIRequestContext, userId: string, amount: number) {
  await ok(await request.post(`/v1/dev/punters/${userId}/bonus-bets`, { data: { amount } }));
}
export async function grantDividendBoost(request: APIRequestContext, userId: string, boostPercent: number) {
  await ok(
    await request.post(`/v1/dev/punters/${userId}/dividend-boosts`, { data: { boost_percent: boostPercent, uses: 1 } }),
  );
}

export const racePath = (race: Pick<FeedRace, 'meeting_id' | 'event_id'>) =>
  `/racing/race/${race.meeting_id}/${race.event_id}`;

/** The race card region of a race page. */
export const raceCard = (page: Page, race: Pick<FeedRace, 'race_number'>) =>
  page.getByRole('region', { name: new RegExp(`^R${race.race_number} `) });

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1440) < 1024;
const betslipCount = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Betslip, / });

/** The slip: the right-hand column on a desktop, the drawer on a phone (opened from the header's count). */
export async function openSlip(page: Page): Promise<Locator> {
  if (!isPhone(page)) return page.locator('aside[aria-label="Betslip"]');
  const drawer = page.getByRole('dialog', { name: /Betslip/ });
  // The first pick opens the drawer itself, and on a busy machine it can open just after we looked: the header's
  // button is then under the drawer, so the tap is bounded and the drawer looked for again.
  await expect(async () => {
    if (!(await drawer.isVisible())) await betslipCount(page).click({ timeout: 2_000 });
    await expect(drawer).toBeVisible({ timeout: 1_000 });
  }).toPass();
  return drawer;
}

/** Closes the phone's slip drawer so the card can be tapped again (no-op on a desktop). */
export async function closeSlip(page: Page) {
  const drawer = page.getByRole('dialog', { name: /Betslip/ });
  if (isPhone(page) && (await drawer.isVisible())) {
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  }
}

/** Taps an odds button on the card ("Fixed Win, 3. Name, 4.50") and waits until the slip has verified the new leg. */
export async function pickOdds(page: Page, race: FeedRace, product: string, saddle: number) {
  const runner = race.runners.find((r) => r.saddle_number === saddle)!;
  const odds = raceCard(page, race).getByRole('button', {
    name: new RegExp(`^${product}, ${saddle}\\. ${escapeRe(runner.runner_name)}, `),
  });
  const verified = page.waitForResponse((r) => r.url().endsWith('/v1/betting/verify-bet'));
  // SPEC 3: a pick made while a verification is pending is ignored, so a punter taps again; so does the test. On a
  // phone the slip drawer opens on a pick, and on a busy machine it can open after the previous pick returned: the
  // punter closes it and taps again, so the tap is bounded and retried rather than waiting behind the drawer.
  await expect(async () => {
    await closeSlip(page);
    if ((await odds.getAttribute('aria-pressed')) !== 'true') await odds.click({ timeout: 2_000 });
    await expect(odds).toHaveAttribute('aria-pressed', 'true', { timeout: 1_000 });
  }).toPass();
  await (await verified).finished();
  return `${saddle}. ${runner.runner_name}`;
}

export const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A leg's card in the slip, by what it names. */
export const legCard = (slip: Locator, name: string) => slip.getByRole('article', { name: new RegExp(escapeRe(name)) });

/** The punter's cash balance straight from the API, in cents. */
export async function cashCents(request: APIRequestContext, accessToken: string): Promise<number> {
  const details = await request.get('/v1/clients/details', { headers: { Authorization: `Bearer ${accessToken}` } });
  const body = (await details.json()) as { cash_cents?: number; data?: { cash_cents: number } };
  return body.cash_cents ?? body.data!.cash_cents;
}

/** Waits until the punter's cash balance (from the API) is exactly `cents`. */
export const expectCash = (request: APIRequestContext, punter: { access_token: string }, cents: number) =>
  expect.poll(() => cashCents(request, punter.access_token)).toBe(cents);

/**
 * The start of the journeys that follow one won bet: a verified punter with $50 paid in logs in on the journey's race
 * and places $5 on runner 1 at 4.00 through the slip. Returns the race, the punter and the slip (open, just placed).
 */
export async function betFiveOnRunnerOne(
  page: Page,
  request: APIRequestContext,
  testInfo: TestInfo,
  journey: Journey,
  username: string,
) {
  const race = await controlledRace(request, testInfo, journey);
  await setPrice(request, race, 1, 4);
  const punter = await verifiedPunterViaApi(request, username, { depositDollars: 50 });
  await page.goto(racePath(race));
  await (await loginViaModal(page, punter.email, punter.password)).waitFor({ state: 'hidden' });
  await pickOdds(page, race, 'Fixed Win', 1);
  const slip = await openSlip(page);
  await slip.getByLabel(/^Stake on/).fill('5');
  await slip.getByRole('button', { name: 'Place Bets $5.00' }).click();
  return { race, punter, slip };
}
