import { expect, test, type Page } from './test';
import { accountMenu, loginViaModal, registerViaApi } from './account-helpers';

/*
 * Issue 35 item 2: the header's Login, Join and slip count are the shell's, in the server's HTML; the account and
 * betslip remotes' code behind them (the login modal, the slip's drawer) loads when the browser is first idle, or at
 * once on a tap or focus. A tap made before that code has come is kept, and nothing in the header moves when it comes.
 */

const HELD_MS = 2_000;

/**
 * Every script of the account and betslip remotes comes late: HELD_MS, and never before the punter's tap (the answer
 * says it was made), so the tap is always made before the code has come, however slow the machine.
 */
async function holdAccountAndBetslipCode(page: Page): Promise<() => void> {
  let tapped!: () => void;
  const tap = new Promise<void>((resolve) => (tapped = resolve));
  await page.route(/\/remotes\/mfe-(account|betslip)\/.+\.js$/, async (route) => {
    await Promise.all([tap, new Promise((resolve) => setTimeout(resolve, HELD_MS))]);
    await route.continue();
  });
  return tapped;
}

const header = (page: Page) => page.getByRole('banner');
const login = (page: Page) => header(page).getByRole('button', { name: 'Login', exact: true });
const slipCount = (page: Page) => header(page).getByRole('button', { name: /^Betslip, \d+ selections?$/ });

test('@phone the server’s HTML draws Login, Join and the slip count, with no remote to wait for', async ({
  request,
}) => {
  const html = await (await request.get('/')).text();
  expect(html).toMatch(/<button[^>]*>Login<\/button>/);
  expect(html).toMatch(/<button[^>]*>Join<\/button>/);
  expect(html).toContain('aria-label="Betslip, 0 selections"');
});

test('@phone a tap on Login while the account’s code is still coming opens the login form', async ({ page }) => {
  const tapped = await holdAccountAndBetslipCode(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const before = await login(page).boundingBox();
  await login(page).click();
  tapped();
  await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible({ timeout: 15_000 });
  // The header did not move when the code came.
  expect(await login(page).boundingBox()).toEqual(before);
});

test.describe('on a phone, where the slip is a drawer (a desktop shows it as a column)', () => {
  test.use({ viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true });

  test('a tap on the slip count while the betslip’s code is still coming opens the slip', async ({ page }) => {
    const tapped = await holdAccountAndBetslipCode(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const before = await slipCount(page).boundingBox();
    await slipCount(page).click();
    tapped();
    await expect(page.getByRole('dialog', { name: /Betslip/ })).toBeVisible({ timeout: 15_000 });
    expect(await slipCount(page).boundingBox()).toEqual(before);
  });
});

test('@phone the account and betslip code loads by itself once the page is idle, untapped', async ({ page }) => {
  const loaded: string[] = [];
  page.on('request', (request) => {
    const remote = /\/remotes\/mfe-(account|betslip)\//.exec(request.url());
    if (remote && request.resourceType() === 'script') loaded.push(remote[1]!);
  });
  await page.goto('/');
  await expect(page.locator('#root[data-live]')).toBeAttached();
  await expect.poll(() => [...new Set(loaded)].sort(), { timeout: 15_000 }).toEqual(['account', 'betslip']);
});

test('@phone a punter who was logged in is not shown Login or Join while the page’s script is coming, then their menu', async ({
  page,
  request,
}) => {
  const punter = await registerViaApi(request, 'header-punter');
  await page.goto('/');
  await loginViaModal(page, punter.email, punter.password);
  await expect(accountMenu(page)).toBeVisible();
  // The next page's scripts all wait: the server's HTML (which knows no session) is all there is.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  // Not 'domcontentloaded': the page's deferred scripts, held here, come before it.
  await page.goto('/racing', { waitUntil: 'commit' });
  // Found by their mark, not their role: a hidden button is out of the accessibility tree.
  const visitorButtons = header(page).locator('[data-visitor]');
  await expect(visitorButtons, 'the server drew Login and Join').toHaveText(['Login', 'Join']);
  for (const button of await visitorButtons.all()) await expect(button).toBeHidden();
  release();
  await expect(accountMenu(page)).toBeVisible();
  await expect(visitorButtons).toHaveCount(0);
});
