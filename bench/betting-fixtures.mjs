// Shared by the betting benches: funded punters registered through the real API.
import { readFileSync } from 'node:fs';

/** A registration the API accepts, less the unique fields (shared with the e2e suites). */
const newPunter = JSON.parse(readFileSync(new URL('../e2e/fixtures/new-punter.json', import.meta.url), 'utf8'));

export const json = async (url, init = {}) => {
  const res = await fetch(url, { ...init, headers: { 'content-type': 'application/json', ...init.headers } });
  const body = await res.json();
  if (!res.ok) throw new Error(`${url}: ${res.status} ${JSON.stringify(body)}`);
  return body.data ?? body;
};

/** Registers a punter, has the simulated KYC provider verify them, pays $1,000 into their PayID; returns a token. */
export async function openFundedPunter(base, port, i) {
  const email = `bench.${port}.${i}.${Date.now()}@example.com`;
  const password = 'Bench1234';
  const { access_token: token, user_id } = await json(`${base}/v1/auth/register`, {
    method: 'POST',
    body: JSON.stringify({
      ...newPunter,
      phone: `04${String(10_000_000 + ((i * 7_919_113 + port) % 89_999_999)).padStart(8, '0')}`,
      email,
      password,
    }),
  });
  const authorization = `Bearer ${token}`;
  const form = new FormData();
  const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
  form.append('document', new Blob([png], { type: 'image/png' }), 'licence.png');
  const upload = await fetch(`${base}/v1/clients/verification`, {
    method: 'POST',
    headers: { authorization },
    body: form,
  });
  if (!upload.ok) throw new Error(`ID upload: ${upload.status} ${await upload.text()}`);
  await json(`${base}/v1/dev/kyc/${user_id}/approve`, { method: 'POST', body: '{}' });
  const { payid } = await json(`${base}/v1/banking/payid`, { headers: { authorization } });
  // $5,000 in five payments: enough for a minute of $1 bets at the benches' rates.
  for (let n = 0; n < 5; n++)
    await json(`${base}/v1/dev/payid/incoming`, { method: 'POST', body: JSON.stringify({ payid, amount: 1000 }) });
  return token;
}
