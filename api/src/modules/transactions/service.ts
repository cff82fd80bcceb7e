import type { Queryable } from '../../db/client';
import { centsColumn, type BigintColumn } from '../../db/money';
import { notFound } from '../../lib/errors';
import type { EntryKind } from '../ledger/service';
import { DAY_MS } from '../../lib/dates';

/** history_type: which kinds of journal entry a history page shows. */
export const HISTORY_TYPES: Record<string, EntryKind[] | null> = {
  all: null,
  transfers: ['deposit', 'withdrawal', 'reversal'],
  bets: ['stake', 'bonus_stake', 'return', 'refund', 'cash_out'],
  bonus: ['bonus_credit', 'bonus_stake'],
};

/** filter: how far back a history page looks, in days (null: all time). */
export const HISTORY_FILTERS: Record<string, number | null> = {
  all: null,
  today: 1,
  last_7_days: 7,
  last_30_days: 30,
  last_90_days: 90,
};

type EntryRow = {
  id: number;
  kind: EntryKind;
  reference: string;
  description: string;
  created_at: Date;
  cash: BigintColumn | null;
  bonus: BigintColumn | null;
};
const SELECT_ENTRY = `SELECT e.id, e.kind, e.reference, e.description, e.created_at,
    SUM(CASE WHEN l.account = 'cash' THEN l.amount_cents END) AS cash,
    SUM(CASE WHEN l.account = 'bonus' THEN l.amount_cents END) AS bonus
  FROM journal_entries e JOIN journal_lines l ON l.entry_id = e.id`;
const toItem = (r: EntryRow) => ({
  transaction_id: r.id,
  kind: r.kind,
  reference: r.reference,
  description: r.description,
  cash_cents: centsColumn(r.cash),
  bonus_cents: centsColumn(r.bonus),
  created_at: new Date(r.created_at).toISOString(),
});

/** A page of the punter's journal, newest first; amounts are the signed movements of their cash and bonus. */
export async function history(
  q: Queryable,
  userId: string,
  args: { page: number; count: number; historyType: string; filter: string; now: number },
) {
  const kinds = HISTORY_TYPES[args.historyType];
  const days = HISTORY_FILTERS[args.filter];
  const params: unknown[] = [userId];
  let where = 'e.user_id = $1';
  if (kinds) {
    params.push(kinds);
    where += ` AND e.kind = ANY($${params.length}::text[])`;
  }
  if (days) {
    params.push(new Date(args.now - days * DAY_MS).toISOString());
    where += ` AND e.created_at > $${params.length}`;
  }
  const total = await q.query<{ n: number }>(`SELECT count(*)::int AS n FROM journal_entries e WHERE ${where}`, params);
  params.push(args.count, (args.page - 1) * args.count);
  const { rows } = await q.query<EntryRow>(
    `${SELECT_ENTRY} WHERE ${where} GROUP BY e.id ORDER BY e.created_at DESC, e.id DESC LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  return { data: rows.map(toItem), page: args.page, count: args.count, total: total.rows[0].n };
}

/** One of the punter's transactions; another punter's id answers exactly like an unknown one. */
export async function transaction(q: Queryable, userId: string, id: number) {
  const { rows } = await q.query<EntryRow>(`${SELECT_ENTRY} WHERE e.id = $1 AND e.user_id = $2 GROUP BY e.id`, [
    id,
    userId,
  ]);
  if (!rows[0]) throw notFound('Transaction not found');
  return toItem(rows[0]);
}

/** Balances and money on its way: withdrawals waiting to be paid and card payments not yet complete. */
export async function status(q: Queryable, userId: string) {
  const { rows } = await q.query<{
    cash: BigintColumn | null;
    bonus: BigintColumn | null;
    pending_withdrawals: BigintColumn;
    pending_cards: number;
    last_withdrawal_at: Date | null;
  }>(
    `SELECT w.cash_cents AS cash, w.bonus_cents AS bonus,
       (SELECT COALESCE(SUM(amount_cents), 0) FROM withdrawals WHERE user_id = $1 AND status = 'pending') AS pending_withdrawals,
       (SELECT count(*)::int FROM card_requests WHERE user_id = $1 AND completed_at IS NULL AND step NOT IN (5)) AS pending_cards,
       u.last_withdrawal_at
     FROM users u LEFT JOIN wallets w ON w.user_id = u.id WHERE u.id = $1`,
    [userId],
  );
  const r = rows[0];
  if (!r) throw notFound('Account not found');
  return {
    cash_cents: centsColumn(r.cash),
    bonus_cents: centsColumn(r.bonus),
    withdrawable_cents: centsColumn(r.cash),
    pending_withdrawals_cents: centsColumn(r.pending_withdrawals),
    pending_card_deposits: r.pending_cards,
    last_withdrawal_at: r.last_withdrawal_at ? new Date(r.last_withdrawal_at).toISOString() : null,
  };
}
