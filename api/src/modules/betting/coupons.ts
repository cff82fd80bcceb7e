/**
 * A coupon tracking code places once: a retry of the same slip returns the first answer and places nothing; the code
 * with a different slip is 409. "The same slip" is the same parsed slip (read-slip.ts): what it places, not how the
 * wire spelt it.
 */
import { createHash } from 'node:crypto';
import type { Queryable } from '../../db/client';
import { HttpError } from '../../lib/errors';
import type { Placement } from './slip-types';
import type { Slip } from './read-slip';

const COUPON_REUSED =
  'This coupon tracking code was already used for a different bet slip. Please send the slip with a new code.';

/** JSON with object keys sorted, so the same slip always gives the same fingerprint. */
const canonicalJson = (value: unknown): string =>
  Array.isArray(value)
    ? `[${value.map(canonicalJson).join(',')}]`
    : value && typeof value === 'object'
      ? `{${Object.keys(value)
          .sort()
          .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`)
          .join(',')}}`
      : JSON.stringify(value);

/**
 * Claims the slip's coupon tracking code for this slip: null when it is new (place the slip), the first answer when
 * this slip was placed with it already.
 */
export async function claimCoupon(
  q: Queryable,
  slip: Slip,
  couponCode: string,
  userId: string,
  now: number,
): Promise<Placement | null> {
  // The legs as sent are left out: only their parsed fields place anything.
  const placed = { ...slip, legs: slip.legs.map(({ sent: _sent, ...leg }) => leg) };
  const slipHash = createHash('sha256').update(canonicalJson(placed)).digest('hex');
  const fresh = await q.query(
    'INSERT INTO bet_coupons (user_id, coupon_tracking_code, created_at, slip_hash) VALUES ($1, $2, to_timestamp($3::float8 / 1000), $4) ON CONFLICT DO NOTHING RETURNING 1',
    [userId, couponCode, now, slipHash],
  );
  if (fresh.rows.length) return null;
  const { rows } = await q.query<{ response: Placement | null; slip_hash: string | null }>(
    'SELECT response, slip_hash FROM bet_coupons WHERE user_id = $1 AND coupon_tracking_code = $2',
    [userId, couponCode],
  );
  if (rows[0] && rows[0].slip_hash !== null && rows[0].slip_hash !== slipHash)
    throw new HttpError(409, COUPON_REUSED, { coupon_tracking_code: COUPON_REUSED }, { err_code: 'coupon-reused' });
  if (rows[0]?.response) return rows[0].response;
  throw new HttpError(409, 'This bet slip is already being placed.', {}, { err_code: 'duplicate-coupon' });
}

/** Keeps the answer with its coupon tracking code, for a retry of the same slip. */
export async function keepCouponAnswer(q: Queryable, userId: string, couponCode: string, response: Placement) {
  await q.query('UPDATE bet_coupons SET response = $3 WHERE user_id = $1 AND coupon_tracking_code = $2', [
    userId,
    couponCode,
    JSON.stringify(response),
  ]);
}
