import type { Db, Queryable } from '../../db/client';
import { conflict, HttpError, notFound } from '../../lib/errors';
import { UNVERIFIED_MESSAGE } from '../auth/guard';
import { getBalances, post } from '../ledger/service';
import { sameName } from '../../lib/identity';
import { iso } from '../../lib/dates';
import { announceTransfer } from './transfers';
import { toWithdrawal, withdrawalLines, type WithdrawalRow } from './withdrawals';
import { cents, type Cents } from '@wagering/contract/money';

async function assertVerified(q: Queryable, userId: string) {
  const { rows } = await q.query<{ user_verified: boolean }>('SELECT user_verified FROM users WHERE id = $1', [userId]);
  if (!rows[0]) throw notFound('Account not found');
  if (!rows[0].user_verified) throw new HttpError(403, UNVERIFIED_MESSAGE, {}, { code: 'unverified' });
}

/**
 * Requests a withdrawal to one of the punter's registered bank accounts. The cash leaves the balance at once
 * (held in withdrawals_payable until paid), so it can never be withdrawn or staked twice. The account must be in
 * the verified punter's own name and past its cooling-off; a request repeated with the same idempotency key answers
 * what the first one did, and never withdraws twice.
 */
export async function requestWithdrawal(
  db: Db,
  args: {
    userId: string;
    bankAccountId: number;
    amountCents: Cents;
    now: number;
    coolingOffMs: number;
    idempotencyKey?: string;
  },
) {
  const repeated = args.idempotencyKey ? await withdrawalByKey(db, args) : undefined;
  if (repeated) return repeated;
  const result = await db
    .tx(async (q) => {
      await assertVerified(q, args.userId);
      await assertOwnSettledAccount(q, args);
      const { rows } = await q.query<WithdrawalRow>(
        `INSERT INTO withdrawals (user_id, bank_account_id, amount_cents, status, created_at, updated_at, idempotency_key,
                                  requested_amount_cents)
         VALUES ($1, $2, $3, 'pending', $4, $4, $5, $3) RETURNING *`,
        [args.userId, args.bankAccountId, args.amountCents, iso(args.now), args.idempotencyKey ?? null],
      );
      const balances = await post(q, {
        userId: args.userId,
        kind: 'withdrawal',
        reference: `withdrawal-${rows[0].id}-v1`,
        description: 'Withdrawal to bank account',
        at: args.now,
        lines: withdrawalLines(args.amountCents),
      });
      await q.query('UPDATE users SET last_withdrawal_at = $2 WHERE id = $1', [args.userId, iso(args.now)]);
      return { withdrawal: toWithdrawal(rows[0]), balances };
    })
    .catch(async (err: unknown) => {
      // The same key sent twice at once: the other request won the unique index; answer what it did.
      const raced = (err as { code?: string }).code === '23505' ? await withdrawalByKey(db, args) : undefined;
      if (!raced) throw err;
      return raced;
    });
  if (!('withdrawal' in result)) return result;
  await announceTransfer(db, {
    userId: args.userId,
    id: `withdrawal-${result.withdrawal.withdrawal_id}`,
    description: 'Withdrawal to bank account',
    amountCents: cents(-args.amountCents),
    status: 'Processing',
    balances: result.balances,
  });
  return { ...result.withdrawal, cash_cents: result.balances.cash_cents, bonus_cents: result.balances.bonus_cents };
}

export const NOT_YOUR_NAME =
  'Withdrawals can only go to a bank account in your own name. Please add an account held in your name.';
export const KEY_REUSED = 'This Idempotency-Key was already used for a different withdrawal. Please send a new key.';
export const coolingOffMessage = (opensAt: number) =>
  `For your security, withdrawals to a newly added bank account open ${new Date(opensAt).toISOString()}.`;

/** The account is the punter's, in their verified name (look-alike-proof), and older than the cooling-off. */
async function assertOwnSettledAccount(
  q: Queryable,
  args: { userId: string; bankAccountId: number; now: number; coolingOffMs: number },
) {
  const { rows } = await q.query<{ account_name: string; created_at: Date; first_name: string; last_name: string }>(
    `SELECT b.account_name, b.created_at, u.first_name, u.last_name
     FROM bank_accounts b JOIN users u ON u.id = b.user_id WHERE b.id = $1 AND b.user_id = $2`,
    [args.bankAccountId, args.userId],
  );
  const account = rows[0];
  if (!account) throw notFound('Bank account not found');
  if (!nameHolds(account.account_name, account.first_name, account.last_name))
    throw new HttpError(403, NOT_YOUR_NAME, { account: NOT_YOUR_NAME }, { code: 'account-name' });
  const opensAt = new Date(account.created_at).getTime() + args.coolingOffMs;
  if (opensAt > args.now) throw new HttpError(403, coolingOffMessage(opensAt), {}, { code: 'cooling-off' });
}

/** Whether an account name ("MR SAM J SAMEPERSON") holds the punter's first and last names as words. */
function nameHolds(accountName: string, firstName: string, lastName: string): boolean {
  const words = accountName.split(/[\s,.]+/).filter(Boolean);
  const holds = (name: string) => name.split(/\s+/).every((part) => words.some((w) => sameName(w, part)));
  return holds(firstName) && holds(lastName);
}

/** The answer to an earlier request with this idempotency key: the same withdrawal, or 409 for a different one. */
async function withdrawalByKey(
  db: Db,
  args: { userId: string; bankAccountId: number; amountCents: Cents; idempotencyKey?: string },
) {
  const { rows } = await db.query<WithdrawalRow & { requested_amount_cents: string }>(
    'SELECT * FROM withdrawals WHERE user_id = $1 AND idempotency_key = $2',
    [args.userId, args.idempotencyKey],
  );
  const first = rows[0];
  if (!first) return undefined;
  if (first.bank_account_id !== args.bankAccountId || Number(first.requested_amount_cents) !== args.amountCents)
    throw conflict(KEY_REUSED);
  const balances = await getBalances(db, args.userId);
  return { ...toWithdrawal(first), cash_cents: balances.cash_cents, bonus_cents: balances.bonus_cents };
}
