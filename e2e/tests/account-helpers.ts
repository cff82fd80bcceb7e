import { expect, type APIRequestContext, type Page } from './test';
// A registration the form and the API accept, less the fields that must be unique (also used by bench/).
import newPunter from '../fixtures/new-punter.json' with { type: 'json' };

/** A fresh address for each new punter (the database is shared by every test of a run). */
export const uniqueEmail = (tag: string) => `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

/** A mobile number that is not a patterned run. */
export const phoneNumber = () => `04${String(Math.floor(10_000_000 + Math.random() * 89_999_999))}`;

export const NEW_PASSWORD = 'Secret123';

/**
 * A date of birth of its own (1950-1999), so each API-made punter is a different person: self-exclusion is per
 * person (name and date of birth), and one test's exclusion must not refuse another test's punter.
 */
export const birthDate = () => {
  const day = new Date(Date.UTC(1950, 0, 1) + Math.floor(Math.random() * 50 * 365) * 86_400_000);
  return day.toISOString().slice(0, 10);
};

/** Opens an account through the API (all three registration steps at once); the punter is unverified. */
export async function registerViaApi(request: APIRequestContext, tag: string) {
  const email = uniqueEmail(tag);
  const response = await request.post('/v1/auth/register', {
    data: { ...newPunter, phone: phoneNumber(), date_of_birth: birthDate(), email, password: NEW_PASSWORD },
  });
  expect(response.status(), await response.text()).toBe(200);
  const session = (await response.json()) as { access_token: string; user_id: string };
  return { email, password: NEW_PASSWORD, ...session };
}

/**
 * A verified punter of this test's own, funded through PayID, so tests running side by side never share a balance:
 * the ID upload, the simulated KYC approval and the bank payment go through the API as those parties would.
 */
export async function verifiedPunterViaApi(request: APIRequestContext, tag: string, { depositDollars = 0 } = {}) {
  const punter = await registerViaApi(request, tag);
  const auth = { Authorization: `Bearer ${punter.access_token}` };
  const upload = await request.post('/v1/clients/verification', {
    headers: auth,
    multipart: {
      document: {
        name: 'licence.png',
        mimeType: 'image/png',
        buffer: Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
      },
    },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  expect((await request.post(`/v1/dev/kyc/${punter.user_id}/approve`)).status()).toBe(200);
  if (depositDollars > 0) await payInViaPayId(request, punter.access_token, depositDollars);
  return punter;
}

/** A bank pays into the punter's PayID (the sandbox's pretend bank), as a deposit arriving from outside the site. */
export async function payInViaPayId(request: APIRequestContext, accessToken: string, dollars: number) {
  const auth = { Authorization: `Bearer ${accessToken}` };
  const { payid } = (await (await request.get('/v1/banking/payid', { headers: auth })).json()) as { payid: string };
  const paid = await request.post('/v1/dev/payid/incoming', { data: { payid, amount: dollars } });
  expect(paid.status(), await paid.text()).toBe(200);
}

/** Logs in through the header's Login button and the login modal. */
export async function loginViaModal(page: Page, username: string, password: string, { rememberMe = false } = {}) {
  await page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await dialog.getByLabel('Username/Email').fill(username);
  await dialog.getByLabel(/^Password/).fill(password);
  if (rememberMe) await dialog.getByRole('switch', { name: 'Remember me' }).click();
  await dialog.getByRole('button', { name: 'Login', exact: true }).click();
  return dialog;
}

/**
 * Settles when the page has opened its live stream as a punter: the stream the page opens again after a login, sent
 * with the session cookie (the browser adds it; no script can read it).
 */
export const punterStreamOpened = (page: Page) =>
  page.waitForResponse(
    async (r) =>
      new URL(r.url()).pathname === '/v1/live' &&
      r.status() === 200 &&
      ((await r.request().headerValue('cookie')) ?? '').includes('accessToken='),
  );

/** The header's account menu button, which shows the balance once logged in. */
export const accountMenu = (page: Page) => page.getByRole('banner').getByRole('button', { name: /Account menu/ });

/** Logs out from the account menu; the server's answer (which ends the session and expires its cookies) was a 200. */
export async function logoutViaMenu(page: Page) {
  await accountMenu(page).click();
  const serverLogout = page.waitForResponse((r) => new URL(r.url()).pathname === '/v1/auth/logout');
  await page.getByRole('button', { name: 'Logout' }).click();
  expect((await serverLogout).status()).toBe(200);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login', exact: true })).toBeVisible();
}
