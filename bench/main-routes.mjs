// The main routes every page-level benchmark measures, with the addresses that depend on the running feed resolved
// (the next race more than two minutes from the jump, the first upcoming match) and the demo punter's session.

const firstMatchPath = async (browser, site) => {
  const page = await browser.newPage();
  await page.goto(`${site.url}/sports`);
  const href = await page.waitForSelector('section[aria-labelledby="upcoming-matches"] a', { timeout: 30_000 });
  const path = await href.evaluate((a) => a.getAttribute('href'));
  await page.close();
  return path;
};

/** `browser` is any Playwright- or Puppeteer-style browser with newPage(); the site is bench/site-server.mjs's. */
export async function mainRoutes(site, browser) {
  const api = async (path, init) => (await fetch(`${site.url}/v1${path}`, init)).json();
  const { data: races } = await api('/racing/next-to-jump/A/12');
  const race = races.find((r) => r.jumps_in_sec > 120) ?? races[0];
  const { access_token: token } = await api('/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'punter', password: 'Punter123' }),
  });
  const routes = [
    { name: 'Home', path: '/' },
    { name: '/racing', path: '/racing' },
    { name: 'race card', path: `/racing/race/${race.meeting_id}/${race.event_id}` },
    { name: 'next to jump', path: '/racing/next-to-jump' },
    { name: 'results', path: '/racing/results' },
    { name: '/sports', path: '/sports' },
    { name: 'a sport', path: '/football' },
    { name: 'a match', path: await firstMatchPath(browser, site) },
    { name: '/promotions', path: '/promotions' },
    { name: '/register', path: '/register' },
    { name: 'My Bets (logged in)', path: '/my-bets', loggedIn: true },
    { name: 'deposit (logged in)', path: '/deposit', loggedIn: true },
  ];
  return { routes, token };
}
