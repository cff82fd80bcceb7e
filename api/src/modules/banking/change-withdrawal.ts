import type { Db, Queryable } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import { post } from '../ledger/service';
import { publish } from '../live-events/publish';
import { iso } from '../../lib/dates';
import { announceTransfer } from './transfers';
import { toWithdrawal, withdrawalLines, type WithdrawalRow } from './withdrawals';
import { cents, type Cents } from '@wagering/contract/money';
import { centsColumn } from '../../db/money';

async function pendingWithdrawal(q: Queryable, userId: string, withdrawalId: number): Promise<WithdrawalRow> {
  const { rows } = await q.query<WithdrawalRow>('SELECT * FROM withdrawals WHERE id = $1 AND user_id = $2 FOR UPDATE', [
    withdrawalId,
    userId,
  ]);
  if (!rows[0]) throw notFound('Withdrawal not found');
  if (rows[0].status !== 'pending')
    throw conflict(`This withdrawal is ${rows[0].status} and can no longer be changed.`);
  return rows[0];
}

/** Changes a pending withdrawal's amount: the old hold is reversed and the new one posted, in one transaction. */
export async function updateWithdrawal(
  db: Db,
  args: { userId: string; withdrawalId: number; amountCents: Cents; now: number },
) {
  const result = await db.tx(async (q) => {
    const w = await pendingWithdrawal(q, args.userId, args.withdrawalId);
    const old = centsColumn(w.amount_cents);
    const version = w.version + 1;
    await post(q, {
      userId: args.userId,
      kind: 'reversal',
      reference: `withdrawal-${w.id}-v${w.version}`,
      description: 'Withdrawal amount changed',
      at: args.now,
      lines: withdrawalLines(cents(-old)),
    });
    const balances = await post(q, {
      userId: args.userId,
      kind: 'withdrawal',
      reference: `withdrawal-${w.id}-v${version}`,
      description: 'Withdrawal to bank account',
      at: args.now,
      lines: withdrawalLines(args.amountCents),
    });
    const { rows } = await q.query<WithdrawalRow>(
      'UPDATE withdrawals SET amount_cents = $2, version = $3, updated_at = $4 WHERE id = $1 RETURNING *',
      [w.id, args.amountCents, version, iso(args.now)],
    );
    return { withdrawal: toWithdrawal(rows[0]), balances };
  });
  await publish(db, { kind: 'balance', userId: args.userId, ...result.balances });
  return { ...result.withdrawal, cash_cents: result.balances.cash_cents, bonus_cents: result.balances.bonus_cents };
}

/** Cancels a pending withdrawal: its cash comes back to the balance. */
export async function cancelWithdrawal(db: Db, args: { userId: string; withdrawalId: number; now: number }) {
  const result = await db.tx(async (q) => {
    const w = await pendingWithdrawal(q, args.userId, args.withdrawalId);
    const balances = await post(q, {
      userId: args.userId,
      kind: 'reversal',
      reference: `withdrawal-${w.id}-v${w.version}`,
      description: 'Withdrawal cancelled',
      at: args.now,
      lines: withdrawalLines(cents(-centsColumn(w.amount_cents))),
    });
    const { rows } = await q.query<WithdrawalRow>(
      "UPDATE withdrawals SET status = 'cancelled', updated_at = $2 WHERE id = $1 RETURNING *",
      [w.id, iso(args.now)],
    );
    return { withdrawal: toWithdrawal(rows[0]), balances };
  });
  await announceTransfer(db, {
    userId: args.userId,
    id: `withdrawal-${args.withdrawalId}`,
    description: 'Withdrawal cancelled',
    amountCents: result.withdrawal.amount_cents,
    status: 'Cancelled_At',
    balances: result.balances,
  });
  return { ...result.withdrawal, cash_cents: result.balances.cash_cents, bonus_cents: result.balances.bonus_cents };
}
