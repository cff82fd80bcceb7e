import type { Db, Queryable } from '../../db/client';
import { formatCents } from '@wagering/contract/format';
import { assertCanWager } from '../auth/guard';
import { post, type Balances } from '../ledger/service';
import { publish } from '../live-events/publish';
import { assertWithinDepositLimit } from '../responsible-gambling/service';
import { cents, type Cents } from '@wagering/contract/money';

/**
 * Credits a deposit inside the caller's transaction: the punter must be allowed to deposit (verified, not
 * self-excluded) and within their deposit limit, checked under the wallet lock so parallel deposits cannot pass it.
 */
export async function creditDeposit(
  q: Queryable,
  args: { userId: string; amountCents: Cents; reference: string; description: string; now: number },
) {
  await assertCanWager(q, args.userId, args.now);
  await q.query('SELECT 1 FROM wallets WHERE user_id = $1 FOR UPDATE', [args.userId]);
  await assertWithinDepositLimit(q, args.userId, args.amountCents, args.now);
  return post(q, {
    userId: args.userId,
    kind: 'deposit',
    reference: args.reference,
    description: args.description,
    at: args.now,
    lines: [
      { account: 'cash', amount_cents: args.amountCents },
      { account: 'bank_clearing', amount_cents: cents(-args.amountCents) },
    ],
  });
}

/** Tells the punter's open pages (toast and balance) about a money movement. */
export async function announceTransfer(
  db: Db,
  args: {
    userId: string;
    id: string;
    description: string;
    amountCents: Cents;
    status: string;
    balances: Balances;
  },
) {
  await publish(db, {
    kind: 'notification',
    userId: args.userId,
    event: {
      id: args.id,
      event_description: args.description,
      outcome: formatCents(cents(Math.abs(args.amountCents))),
      status: args.status,
      balance_effect: `${args.amountCents < 0 ? '-' : '+'}${formatCents(cents(Math.abs(args.amountCents)))}`,
      type: 'Transfer',
    },
  });
  await publish(db, { kind: 'balance', userId: args.userId, ...args.balances });
}
