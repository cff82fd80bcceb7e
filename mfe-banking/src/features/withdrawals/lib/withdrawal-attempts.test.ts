import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@wagering/shared/api';
import { mockApi } from '@wagering/testing/api';
import { requestWithdrawal } from '../api/request-withdrawal';
import { createWithdrawalAttempts } from './withdrawal-attempts';
import { cents } from '@wagering/shared/format';

const lost = new ApiError(0, { message: "We couldn't reach the server.", errors: {} });
const refused = new ApiError(400, { message: 'Please check the highlighted fields.', errors: { password: 'Wrong' } });

describe('the Idempotency-Key of a withdrawal', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('a retry after a lost answer or a server failure reuses the key; a success or a refusal starts a new one', () => {
    let n = 0;
    const attempts = createWithdrawalAttempts(() => `k${++n}`);
    const fifty = { account: '7', amount: 50 };
    expect(attempts.keyFor(fifty)).toBe('k1');
    attempts.settled(lost);
    expect(attempts.keyFor(fifty)).toBe('k1');
    attempts.settled(new ApiError(503, { message: 'Down', errors: {} }));
    expect(attempts.keyFor(fifty)).toBe('k1');
    attempts.settled();
    expect(attempts.keyFor(fifty)).toBe('k2');
    attempts.settled(refused);
    expect(attempts.keyFor(fifty)).toBe('k3');
    attempts.settled(lost);
    // Other values are another withdrawal (the API would answer the old key with another amount 409).
    expect(attempts.keyFor({ account: '7', amount: 60 })).toBe('k4');
    expect(attempts.keyFor({ account: '8', amount: 60 })).toBe('k5');
  });

  it('keys are 128 random bits', () => {
    const a = createWithdrawalAttempts().keyFor({ account: '1', amount: 5 });
    const b = createWithdrawalAttempts().keyFor({ account: '1', amount: 5 });
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(a).not.toBe(b);
  });

  it('the request carries the key as the Idempotency-Key header', async () => {
    const fetch = mockApi({
      post: {
        '/banking/withdrawal/request': () => ({
          withdrawal_id: 1,
          bank_account_id: 7,
          amount_cents: cents(5000),
          status: 'pending' as const,
          created_at: '2026-11-26T00:00:00Z',
          cash_cents: cents(0),
          bonus_cents: cents(0),
        }),
      },
    });
    vi.stubGlobal('fetch', fetch);
    await requestWithdrawal({ account: '7', amount: 50, password: 'Secret123', idempotencyKey: 'k1' } as never);
    expect(fetch.requests[0].headers.get('Idempotency-Key')).toBe('k1');
    expect(fetch.requests[0].body).toEqual({ account: '7', amount: 50, password: 'Secret123' });
  });
});
