import { expect, test, type Page } from './test';
import { loginViaModal, payInViaPayId as payIn, punterStreamOpened, verifiedPunterViaApi } from './account-helpers';
import { openSlip } from './feed-control';

const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications' });
const toasts = (page: Page) => notifications(page).getByRole('article');

test.describe('Toasts (SPEC 9)', () => {
  test('@phone a deposit toast shows its amount; at most two show; a dismissed toast never returns after a reload', async ({
    page,
    request,
    isMobile,
  }) => {
    const punter = await verifiedPunterViaApi(request, 'toasts');
    // The punter's own events come on the live stream opened with the session cookie after login: pay in once it is open.
    const punterStream = punterStreamOpened(page);
    await page.goto('/about-us');
    await expect(await loginViaModal(page, punter.email, punter.password)).toBeHidden();
    await punterStream;

    await payIn(request, punter.access_token, 50);
    const first = toasts(page).first();
    await expect(first).toBeVisible();
    await expect(first.getByRole('definition').nth(1)).toHaveText('+$50.00');
    await expect(first.getByText('Banking Transaction')).toBeVisible();
    await expect(first).not.toContainText('Banking Transaction -');
    // A transfer has no ticket: the payment's internal id is never shown as one (issue 22: "Ticket No. cr_5e77…").
    await expect(first).not.toContainText('Ticket No.');

    await payIn(request, punter.access_token, 20);
    await payIn(request, punter.access_token, 30);
    await expect(toasts(page).first()).toContainText('+$30.00');
    await expect(toasts(page)).toHaveCount(2);

    if (isMobile) {
      // On a phone the toasts sit under the header, in the page's flow (not in the sticky header, which would carry
      // them over the page as it scrolls): they cover no tab or button (what-a-punter-reads.spec.ts measures it).
      await expect(notifications(page)).toBeVisible();
      await expect(page.getByRole('banner').getByRole('region', { name: 'Notifications' })).toHaveCount(0);
      expect(await notifications(page).evaluate((el) => getComputedStyle(el).position)).toBe('static');
      // A swipe sideways dismisses one.
      const box = (await toasts(page).first().boundingBox())!;
      const at = (x: number) => ({
        pointerType: 'touch',
        clientX: x,
        clientY: box.y + box.height / 2,
        isPrimary: true,
      });
      await toasts(page)
        .first()
        .dispatchEvent('pointerdown', at(box.x + 20));
      await toasts(page)
        .first()
        .dispatchEvent('pointerup', at(box.x + 200));
    } else {
      await toasts(page).first().getByRole('button', { name: 'Dismiss' }).click();
    }
    await expect(notifications(page)).not.toContainText('+$30.00');
    // The older one waiting behind moves up.
    await expect(toasts(page)).toHaveCount(2);
    await expect(notifications(page)).toContainText('+$50.00');

    await page.reload();
    await expect(toasts(page)).toHaveCount(2);
    await expect(notifications(page)).not.toContainText('+$30.00');
  });

  test("@phone a bet's toast names the selection and its result in words, with its price", async ({
    page,
    request,
  }) => {
    const punter = await verifiedPunterViaApi(request, 'bet-toast', { depositDollars: 50 });
    await page.goto('/about-us');
    await expect(await loginViaModal(page, punter.email, punter.password)).toBeHidden();
    await page.goto('/racing/next-to-jump');
    await page.locator('main a[href^="/racing/race/"]').nth(8).click();
    const odds = page.getByRole('button', { name: /^Fixed Win, .+, \d+\.\d\d$/ }).first();
    const runner = (await odds.getAttribute('aria-label'))!.split(', ')[1]!;
    await odds.click();
    const slip = await openSlip(page);
    await slip
      .getByLabel(/^Stake on/)
      .first()
      .fill('5');
    await slip.getByRole('button', { name: /^Place Bets/ }).click();

    const toast = toasts(page).filter({ hasText: runner });
    await expect(toast).toBeVisible();
    await expect(toast).toHaveAccessibleName(
      new RegExp(`^Accepted: .*${runner.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
    );
    await expect(toast.getByRole('definition').nth(1)).toHaveText('Bet accepted');
    await expect(toast.getByText('Price')).toBeVisible();
    await expect(toast.getByRole('definition').nth(2)).toHaveText('-$5.00');
  });
});
