import { cpSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from './test';
import { deployDir } from './deploy-dir';
import { buildRelease } from './remote-releases';
import { verifiedPunterViaApi } from './account-helpers';
import { pullPageDown } from './site-routes';

// Issue 23: every page arrives as HTML with its content; the server renders the release remotes.json names now, and a
// remote it cannot render is left to the browser, reported.

interface Named {
  data: { meeting_name?: string; name?: string }[];
}

/** What the API says a route shows, to find in that route's HTML. */
async function publicContent(request: APIRequestContext) {
  const meetings = (await (await request.get('/v1/racing/meeting-list?type=A')).json()) as {
    data: { meeting_id: number; meeting_name: string; races: { event_id: number }[] }[];
  };
  const meeting = meetings.data.find((m) => m.races.length)!;
  const race = meeting.races[0]!;
  const card = (await (await request.get(`/v1/racing/race-card/${meeting.meeting_id}/${race.event_id}`)).json()) as {
    data: { race: { runners: { saddle_number: number; runner_name: string }[] } };
  };
  const next = (await (await request.get('/v1/racing/next-to-jump/A/20')).json()) as Named;
  return {
    todaysMeetings: meetings.data.map((m) => m.meeting_name),
    raceCard: `/racing/race/${meeting.meeting_id}/${race.event_id}`,
    runners: card.data.race.runners.slice(0, 3).map((r) => r.runner_name),
    /** The race card's first runner as its buttons name it ("1. Fast Horse"). */
    firstRunner: `${card.data.race.runners[0]!.saddle_number}. ${card.data.race.runners[0]!.runner_name}`,
    nextMeeting: next.data[0]!.meeting_name!,
  };
}

test.describe('pages arrive as HTML', () => {
  test.use({ javaScriptEnabled: false });

  test('@phone every main route shows its content with no script at all', async ({ page, request }) => {
    test.setTimeout(90_000);
    const content = await publicContent(request);
    const main = page.locator('main');
    const seen = async (url: string, ...texts: string[]) => {
      const response = await page.goto(url);
      expect(response!.status(), url).toBe(200);
      for (const text of texts) await expect(main, `${url} shows ${text}`).toContainText(text);
    };
    await seen('/', 'Racing and sports, live');
    await seen('/racing');
    // /racing's first screen, the first eight of the day's meetings (the rest come in chunks, by script). Which eight
    // moves with every jump, and a page may be one kept from a few seconds ago: each is one of today's meetings.
    const firstScreen = main.locator('[data-testid="meeting"] > a > strong');
    await expect(firstScreen).toHaveCount(Math.min(8, content.todaysMeetings.length));
    for (const name of await firstScreen.allInnerTexts()) expect(content.todaysMeetings).toContain(name);
    await seen(content.raceCard, ...content.runners);
    await seen('/racing/next-to-jump', content.nextMeeting);
    await seen('/racing/results', 'Results');
    await seen('/sports', 'AFL', 'Football');
    await seen('/football', 'English Premier League');
    const match = await page.locator('main a[href^="/football/english-premier-league/"]').first().getAttribute('href');
    const matchName = (await page.locator(`main a[href="${match}"]`).first().innerText()).split('\n')[0]!;
    await seen(match!, matchName.split(' v ')[0]!);
    await seen('/promotions', 'Promotions');
    await seen('/register', 'Join Now');
    await seen('/about-us', 'About us');
  });

  test('the punter’s own pages are a skeleton in the HTML, and no page carries the punter’s data', async ({
    page,
    request,
  }) => {
    const punter = await verifiedPunterViaApi(request, 'ssr-private', { depositDollars: 123 });
    await page.context().setExtraHTTPHeaders({ Cookie: `accessToken=${punter.access_token}` });
    for (const url of ['/my-bets', '/deposit', '/profile']) {
      const html = await (await page.request.get(url)).text();
      expect(html, url).toContain('data-ssr=""');
      expect(html, url).toContain('aria-busy="true"');
      expect(html, url).not.toContain('123.00');
      expect(html, url).not.toContain(punter.email);
    }
  });
});

test.describe('releases and failures on the server', () => {
  test.describe.configure({ mode: 'serial' });
  const configFile = path.join(deployDir, 'remotes.json');

  /** Points the server's remotes.json at a release of the test remote (or takes it out), as a release would. */
  function serveRelease(version: string | undefined) {
    const config = JSON.parse(readFileSync(configFile, 'utf8'));
    if (version)
      config.remotes.legacy = {
        version,
        entry: `/remotes/remote-react18/${version}/mf-manifest.json`,
        routes: ['/react18-demo'],
      };
    else delete config.remotes.legacy;
    writeFileSync(`${configFile}.tmp`, JSON.stringify(config));
    renameSync(`${configFile}.tmp`, configFile);
  }

  /** A release of the test remote whose server build is `code`. */
  function releaseWithServer(built: string, version: string, code: string) {
    const folder = path.join(deployDir, 'remotes', 'remote-react18');
    cpSync(path.join(folder, built), path.join(folder, version), { recursive: true });
    mkdirSync(path.join(folder, version, 'server'), { recursive: true });
    writeFileSync(path.join(folder, version, 'server', 'server.cjs'), code);
  }

  const rendering = (text: string) =>
    `const { createElement } = require('react');\nexports.App = () => createElement('h1', null, ${JSON.stringify(text)});`;

  test.beforeAll(() => {
    const built = `1.0.0-ssr-${test.info().workerIndex}`;
    buildRelease('e2e/remote-react18', 'remote-react18', built);
    releaseWithServer(built, 'ssr-throws', `throw new Error('this server build is broken');`);
    releaseWithServer(built, 'ssr-two', rendering('Rendered by release two'));
    releaseWithServer(built, 'ssr-three', rendering('Rendered by release three'));
  });
  test.afterAll(() => serveRelease(undefined));

  test('a remote whose server build throws is rendered by the browser, and the failure is reported', async ({
    page,
    request,
  }) => {
    serveRelease('ssr-throws');
    const html = await (await request.get('/react18-demo')).text();
    expect(html).toContain('data-ssr=""');
    expect(html).not.toContain('Legacy page on React');
    await page.goto('/react18-demo');
    await expect(page.locator('main [data-remote="legacy"]')).toContainText('Legacy page on React 18');
    await expect
      .poll(async () => (await (await request.get('/v1/remote-failures')).json()).data)
      .toContainEqual(expect.objectContaining({ remote: 'legacy', version: 'ssr-throws', phase: 'render' }));
  });

  test('a new release line in remotes.json is rendered by the next request, with no restart; a rollback too', async ({
    request,
  }) => {
    const page = async () => (await request.get('/react18-demo')).text();
    serveRelease('ssr-two');
    expect(await page()).toContain('Rendered by release two');
    serveRelease('ssr-three');
    expect(await page()).toContain('Rendered by release three');
    serveRelease('ssr-two');
    expect(await page()).toContain('Rendered by release two');
  });
});

test('a page that hydrates differently from its HTML is reported (the guard every e2e test runs under)', async ({
  browser,
  baseURL,
}) => {
  // A context of its own, outside the guard: this page mismatches on purpose.
  const context = await browser.newContext();
  await context.addCookies([{ name: 'tz', value: Intl.DateTimeFormat().resolvedOptions().timeZone, url: baseURL! }]);
  const page = await context.newPage();
  const mismatch = page.waitForEvent('console', (m) => m.text().startsWith('[hydration]'));
  await page.route('**/about-us', async (route) => {
    const response = await route.fetch();
    await route.fulfill({
      response,
      body: (await response.text()).replace('<h2>About us</h2>', '<h2>About them</h2>'),
    });
  });
  await page.goto('/about-us');
  expect((await mismatch).text()).toContain('did not match');
  await context.close();
});

test('a page hydrates in place: the nodes the server sent are the ones the punter taps', async ({ page }) => {
  // The race list's container as the HTML parser makes it, before any script runs.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      const parsed = document.querySelector('main [data-parcel] > [data-ssr]');
      if (!parsed) return;
      (window as unknown as { parsed: Element }).parsed = parsed;
      observer.disconnect();
    }).observe(document, { subtree: true, childList: true });
  });
  await page.goto('/racing/next-to-jump');
  await expect(page.locator('main a[href^="/racing/race/"]').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const kept = await page.evaluate(() => {
    const parsed = (window as unknown as { parsed?: Element }).parsed;
    return {
      parsed: !!parsed,
      inPage: !!parsed && document.contains(parsed),
      filled: !!parsed?.querySelector('a[href^="/racing/race/"]'),
    };
  });
  expect(kept).toEqual({ parsed: true, inPage: true, filled: true });
});

test('a tap on the server’s HTML before its script has taken over is answered once it has, not lost', async ({
  page,
  request,
}) => {
  const { raceCard, firstRunner: name } = await publicContent(request);
  // The racing remote's script is held back until the punter has tapped.
  let release!: () => void;
  const tapped = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/remotes/mfe-racing/**/*.js', async (route) => {
    await tapped;
    await route.continue();
  });
  await page.goto(raceCard, { waitUntil: 'domcontentloaded' });
  const formGuide = page.getByRole('button', { name: `Form guide for ${name}` });
  await formGuide.click();
  await expect(page.locator('main [data-ssr]')).not.toHaveAttribute('data-live');
  release();
  await expect(page.getByRole('dialog', { name: `Form guide: ${name}` })).toBeVisible();
});

test('a tap on a page whose own code is still coming is held until the page can take it', async ({ page }) => {
  // The account remote's entry and page lifecycles arrive at once; its chunks (the register page's among them) late.
  await page.route(/\/remotes\/mfe-account\/[^/]+\/\d+\.[0-9a-f]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await route.continue();
  });
  await page.goto('/register', { waitUntil: 'domcontentloaded' });
  // The server's Login, tapped at once: before the page was live it was held; a page that went live before its
  // chunk had come would have lost it (React drops a tap on a part still waiting for its code).
  await page.getByRole('main').getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
});

test.describe('a pull before the page is live', () => {
  // The browser in the zone the server renders for it, so that it hydrates the server's page.
  const zone = 'Australia/Darwin';
  test.use({ timezoneId: zone });

  test('pulling the page down before its script has taken over refreshes it once it has', async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: 'tz', value: zone, url: baseURL! }]);
    let release!: () => void;
    const pulled = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/remotes/mfe-racing/**/*.js', async (route) => {
      await pulled;
      await route.continue();
    });
    await page.goto('/racing/horse', { waitUntil: 'domcontentloaded' });
    await expect(page.getByTestId('meeting').first()).toBeVisible();
    // The layout (whose pull it is) is live; the page inside it is not.
    await expect(page.locator('#root')).toHaveAttribute('data-live');
    // Meetings come in the HTML and are not polled: a request is the refresh's.
    const refetched = page.waitForRequest((r) => r.url().includes('/v1/racing/meeting-list'), { timeout: 15_000 });
    await pullPageDown(page);
    await expect(page.locator('main [data-ssr]')).not.toHaveAttribute('data-live');
    release();
    await refetched;
  });
});
