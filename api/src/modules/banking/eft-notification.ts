import type { Queryable } from '../../db/client';
import { assertCanWager } from '../auth/guard';
import { iso } from '../../lib/dates';
import { type Cents } from '@wagering/contract/money';

export async function recordEftNotification(
  q: Queryable,
  userId: string,
  n: { amountCents: Cents; paidOn: string; reference: string; now: number },
) {
  await assertCanWager(q, userId, n.now);
  const { rows } = await q.query<{ id: number }>(
    'INSERT INTO eft_notifications (user_id, amount_cents, paid_on, reference, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [userId, n.amountCents, n.paidOn, n.reference, iso(n.now)],
  );
  return {
    notification_id: rows[0].id,
    message: 'Thanks. We will credit your account as soon as your transfer arrives.',
  };
}
