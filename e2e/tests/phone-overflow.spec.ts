import { expect, test, type Page } from './test';
import { loginViaModal, verifiedPunterViaApi } from './account-helpers';
import { ACCOUNT_ROUTES, openRoute, PUBLIC_ROUTES } from './site-routes';

/**
 * What sticks out past the right edge of the screen: the page's own scroll width, and any element whose box ends
 * beyond the viewport without a scrolling (or clipping) ancestor to hold it. Each offender is named for the report.
 */
async function sidewaysOverflow(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const offenders: string[] = [];
    if (document.documentElement.scrollWidth > width)
      offenders.push(`page is ${document.documentElement.scrollWidth} px wide`);
    const held = (el: Element) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const overflowX = getComputedStyle(p).overflowX;
        if (overflowX !== 'visible') return true;
      }
      return false;
    };
    for (const el of document.querySelectorAll('body *')) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || box.right <= width + 1) continue;
      if (getComputedStyle(el).position === 'fixed' || held(el)) continue;
      const name = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.getAttribute('aria-label') ? `[${el.getAttribute('aria-label')}]` : ''}`;
      offenders.push(`${name} ends at ${Math.round(box.right)} px: ${(el.textContent ?? '').trim().slice(0, 40)}`);
      if (offenders.length > 5) break;
    }
    return offenders;
  });
}

/** Visible text set smaller than 12 px (each element with text of its own), named for the report. */
async function smallText(page: Page) {
  return page.evaluate(() => {
    const small: string[] = [];
    for (const el of document.querySelectorAll('body *')) {
      const own = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim());
      if (!own || !(el as HTMLElement).offsetParent) continue;
      const style = getComputedStyle(el);
      const px = parseFloat(style.fontSize);
      // Text hidden for sight but kept for screen readers (1 px clip) is not read by eye.
      if (px < 12 && style.clip !== 'rect(0px, 0px, 0px, 0px)' && el.getBoundingClientRect().width > 1)
        small.push(`${el.tagName.toLowerCase()} ${px}px: ${el.textContent!.trim().slice(0, 30)}`);
    }
    return small.slice(0, 6);
  });
}

for (const width of [360, 412]) {
  test.describe(`Phone layouts at ${width} px never scroll sideways and no text is under 12 px`, () => {
    test.use({ viewport: { width, height: 800 }, isMobile: true, hasTouch: true });

    test(`every public route at ${width} px`, async ({ page }) => {
      test.setTimeout(240_000);
      for (const path of PUBLIC_ROUTES) {
        await openRoute(page, path);
        expect(await sidewaysOverflow(page), path).toEqual([]);
        expect(await smallText(page), `${path}: text under 12 px`).toEqual([]);
      }
    });

    test(`every account route of a verified punter at ${width} px`, async ({ page, request }) => {
      test.setTimeout(240_000);
      const punter = await verifiedPunterViaApi(request, `overflow-${width}`, { depositDollars: 50 });
      await page.goto('/about-us');
      await expect(await loginViaModal(page, punter.email, punter.password)).toBeHidden();
      for (const path of ACCOUNT_ROUTES) {
        await openRoute(page, path);
        expect(await sidewaysOverflow(page), path).toEqual([]);
        expect(await smallText(page), `${path}: text under 12 px`).toEqual([]);
      }
    });
  });
}

test.describe('The live chat tab on a phone', () => {
  test('@phone never covers registration\'s "Already have an account? Login"', async ({ page }) => {
    await page.goto('/register');
    const login = page.getByRole('main').getByRole('button', { name: 'Login', exact: true });
    await login.scrollIntoViewIfNeeded();
    const tab = await page.getByRole('button', { name: 'Chat with Expert' }).boundingBox();
    const link = await login.boundingBox();
    expect(link!.y + link!.height).toBeLessThanOrEqual(tab!.y);
    // A click lands on the link itself, not on the tab above it.
    await login.click();
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
  });
});
