import { expect, test, type APIRequestContext, type Page } from './test';
import { loginViaModal, registerViaApi } from './account-helpers';
import { openSlip } from './feed-control';

/** A new punter whose ID is uploaded and waiting for the KYC provider. */
async function punterAwaitingReview(request: APIRequestContext, tag: string) {
  const punter = await registerViaApi(request, tag);
  const upload = await request.post('/v1/clients/verification', {
    headers: { Authorization: `Bearer ${punter.access_token}` },
    multipart: {
      document: {
        name: 'licence.png',
        mimeType: 'image/png',
        buffer: Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
      },
    },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  return punter;
}

const approve = async (request: APIRequestContext, userId: string) =>
  expect((await request.post(`/v1/dev/kyc/${userId}/approve`)).status()).toBe(200);

const overlay = (page: Page) => page.getByRole('dialog', { name: 'Your account is not verified' });

test.describe('Identity verification takes effect at once', () => {
  test('@phone an unverified punter at /deposit gets the unverified-account overlay; the approval opens the deposit form without a new login', async ({
    page,
    request,
  }) => {
    const punter = await punterAwaitingReview(request, 'approved-live');
    await page.goto('/deposit');
    await loginViaModal(page, punter.email, punter.password);
    await expect(overlay(page)).toBeVisible();
    await expect(overlay(page)).not.toContainText('/profile');
    await overlay(page).getByRole('button', { name: 'Not now' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Your account is not verified yet.' })).toBeVisible();
    await expect(page.getByLabel('Card number')).toHaveCount(0);

    // The KYC provider approves while the page is open: the live stream carries it to the page.
    await approve(request, punter.user_id);
    await expect(page.getByLabel('Card number')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Card number')).toBeVisible();
    await expect(overlay(page)).toHaveCount(0);
  });

  test('@phone an approval that came while the site was closed counts on the next visit, without logging in again', async ({
    context,
    request,
  }) => {
    const punter = await punterAwaitingReview(request, 'approved-closed');
    const first = await context.newPage();
    await first.goto('/profile/verification');
    await loginViaModal(first, punter.email, punter.password);
    await expect(first.getByText('Pending', { exact: true })).toBeVisible();
    await first.close();

    await approve(request, punter.user_id);
    const next = await context.newPage();
    await next.goto('/deposit');
    await expect(next.getByLabel('Card number')).toBeVisible();
    await next.goto('/profile/verification');
    await expect(next.getByText('Verified', { exact: true })).toBeVisible();
  });

  test('@phone the overlay links to verification', async ({ page, request }) => {
    const punter = await registerViaApi(request, 'overlay-link');
    await page.goto('/deposit');
    await loginViaModal(page, punter.email, punter.password);
    await overlay(page).getByRole('button', { name: 'Verify Account' }).click();
    await expect(page).toHaveURL(/\/profile\/verification$/);
    await expect(page.getByRole('main').getByRole('heading', { name: 'Identity Verification' })).toBeVisible();
  });

  test('@phone an unverified punter who places a bet gets the unverified-account overlay, not a raw error', async ({
    page,
    request,
  }) => {
    const punter = await registerViaApi(request, 'unverified-bet');
    await page.goto('/about-us');
    await expect(await loginViaModal(page, punter.email, punter.password)).toBeHidden();
    await page.goto('/racing/next-to-jump');
    await page.locator('main a[href^="/racing/race/"]').nth(8).click();
    await page
      .getByRole('button', { name: /^Fixed Win, .+, \d+\.\d\d$/ })
      .first()
      .click();
    const slip = await openSlip(page);
    await slip
      .getByLabel(/^Stake on/)
      .first()
      .fill('5');
    await slip.getByRole('button', { name: /^Place Bets/ }).click();
    await expect(overlay(page)).toBeVisible();
    await overlay(page).getByRole('button', { name: 'Verify Account' }).click();
    await expect(page).toHaveURL(/\/profile\/verification$/);
  });
});
