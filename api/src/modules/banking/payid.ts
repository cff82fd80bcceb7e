import type { Db, Queryable } from '../../db/client';
import { notFound } from '../../lib/errors';
import { iso } from '../../lib/dates';
import { announceTransfer, creditDeposit } from './transfers';
import { type Cents } from '@wagering/contract/money';

/** The punter's PayID, made on first request: p<8 hex of the id>@<PAYID_DOMAIN>. */
export async function getPayId(q: Queryable, userId: string, domain: string, now: number) {
  await q.query(
    'INSERT INTO payids (user_id, payid, created_at) VALUES ($1, $2, $3) ON CONFLICT (user_id) DO NOTHING',
    [userId, `p${userId.replace(/-/g, '').slice(0, 10)}@${domain}`, iso(now)],
  );
  const { rows } = await q.query<{ payid: string }>('SELECT payid FROM payids WHERE user_id = $1', [userId]);
  return { payid: rows[0].payid };
}

/** A payment arriving at a PayID (simulated): credited as a deposit under the same rules as a card deposit. */
export async function receivePayIdPayment(db: Db, args: { payid: string; amountCents: Cents; now: number }) {
  const { userId, id, balances } = await db.tx(async (q) => {
    const { rows } = await q.query<{ user_id: string }>('SELECT user_id FROM payids WHERE lower(payid) = lower($1)', [
      args.payid,
    ]);
    if (!rows[0]) throw notFound('PayID not found');
    const payment = await q.query<{ id: number }>(
      'INSERT INTO payid_payments (user_id, amount_cents, received_at) VALUES ($1, $2, $3) RETURNING id',
      [rows[0].user_id, args.amountCents, iso(args.now)],
    );
    const id = `payid-${payment.rows[0].id}`;
    const balances = await creditDeposit(q, {
      userId: rows[0].user_id,
      amountCents: args.amountCents,
      reference: id,
      description: 'Deposit by PayID',
      now: args.now,
    });
    return { userId: rows[0].user_id, id, balances };
  });
  await announceTransfer(db, {
    userId,
    id,
    description: 'Deposit by PayID',
    amountCents: args.amountCents,
    status: 'Approved',
    balances,
  });
  return {
    transaction_id: id,
    amount_cents: args.amountCents,
    cash_cents: balances.cash_cents,
    bonus_cents: balances.bonus_cents,
  };
}
