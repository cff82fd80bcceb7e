import { sumCents, type Cents } from '@wagering/contract/money';
import type { Queryable } from '../../db/client';
import { centsColumn, type BigintColumn } from '../../db/money';
import { HttpError } from '../../lib/errors';
import { ledgerPostings } from '../../lib/metrics';

/** What a journal entry records. (kind, reference) is unique, so one deposit or bet can never post twice. */
export const ENTRY_KINDS = [
  'deposit',
  'withdrawal',
  'stake',
  'bonus_stake',
  'return',
  'bonus_credit',
  'refund',
  'reversal',
  'cash_out',
] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];

/**
 * `cash` and `bonus` are the entry's punter's own accounts; the rest belong to the house:
 * bank_clearing (money arriving from card, EFT and PayID), withdrawals_payable (money owed to a punter's bank),
 * stakes_held (stakes of open bets), house_revenue (lost stakes minus returns), promotions (bonus credits given away).
 */
type LedgerAccount =
  'cash' | 'bonus' | 'bank_clearing' | 'withdrawals_payable' | 'stakes_held' | 'house_revenue' | 'promotions';

export interface LedgerLine {
  account: LedgerAccount;
  /** Signed integer cents: positive adds to the account, negative takes from it. */
  amount_cents: Cents;
}

export type Balances = {
  cash_cents: Cents;
  bonus_cents: Cents;
};

export interface Posting {
  userId: string;
  kind: EntryKind;
  reference: string;
  description: string;
  lines: LedgerLine[];
  /** Entry time in ms (pass app.deps.clock.now()); defaults to the database clock. */
  at?: number;
}

/** A movement would take a punter's cash or bonus balance below zero; nothing was written. */
export class InsufficientFundsError extends HttpError {
  constructor() {
    super(400, 'Insufficient funds', { amount: 'Insufficient funds' }, { code: 'insufficient-funds' });
  }
}

/** The same (kind, reference) was posted before; nothing was written. */
export class DuplicateEntryError extends HttpError {
  constructor(kind: EntryKind, reference: string) {
    super(409, `This ${kind} has already been recorded.`, {}, { code: 'duplicate-entry', reference });
  }
}

/** Reads a punter's balances (zero for a punter who never moved money). */
export async function getBalances(q: Queryable, userId: string): Promise<Balances> {
  const { rows } = await q.query<{ cash_cents: BigintColumn; bonus_cents: BigintColumn }>(
    'SELECT cash_cents, bonus_cents FROM wallets WHERE user_id = $1',
    [userId],
  );
  return { cash_cents: centsColumn(rows[0]?.cash_cents), bonus_cents: centsColumn(rows[0]?.bonus_cents) };
}

/**
 * Posts one balanced journal entry inside the caller's transaction and returns the punter's new balances.
 * Locks the punter's wallet row first, so concurrent postings for one punter queue up instead of overdrawing.
 */
export async function post(q: Queryable, posting: Posting): Promise<Balances & { entry_id: number }> {
  const { userId, kind, reference, description, lines } = posting;
  if (lines.length === 0) throw new Error('A journal entry needs at least one line');
  for (const line of lines) {
    if (!Number.isSafeInteger(line.amount_cents) || line.amount_cents === 0) {
      throw new Error(`Journal line amounts are non-zero integer cents, got ${line.amount_cents}`);
    }
  }
  if (lines.reduce((sum, l) => sum + l.amount_cents, 0) !== 0)
    throw new Error(`Journal entry ${kind} ${reference} does not balance`);

  // One round trip: creates the wallet on first use and, either way, row-locks it (ON CONFLICT DO UPDATE locks the
  // existing row as SELECT ... FOR UPDATE would) and reads the balances the lock now guards.
  const { rows } = await q.query<{ cash_cents: BigintColumn; bonus_cents: BigintColumn }>(
    `INSERT INTO wallets (user_id) VALUES ($1)
     ON CONFLICT (user_id) DO UPDATE SET user_id = EXCLUDED.user_id
     RETURNING cash_cents, bonus_cents`,
    [userId],
  );
  const movement = (account: LedgerAccount) =>
    sumCents(lines.filter((l) => l.account === account).map((l) => l.amount_cents));
  const cash = sumCents([centsColumn(rows[0].cash_cents), movement('cash')]);
  const bonus = sumCents([centsColumn(rows[0].bonus_cents), movement('bonus')]);
  if (cash < 0 || bonus < 0) throw new InsufficientFundsError();

  // The entry, its lines and the wallet's new totals in one statement. A (kind, reference) already posted inserts no
  // entry, so no lines and no wallet change follow, and no row comes back.
  const entry = await q.query<{ id: number }>(
    `WITH entry AS (
       INSERT INTO journal_entries (user_id, kind, reference, description, created_at)
       VALUES ($1, $2, $3, $4, COALESCE(to_timestamp($5::float8 / 1000), now()))
       ON CONFLICT (kind, reference) DO NOTHING RETURNING id
     ), lines AS (
       INSERT INTO journal_lines (entry_id, account, amount_cents)
       SELECT entry.id, x.account, x.amount_cents FROM entry, jsonb_to_recordset($6::jsonb) AS x(account text, amount_cents bigint)
     ), wallet AS (
       UPDATE wallets SET cash_cents = $7, bonus_cents = $8 WHERE user_id = $1 AND EXISTS (SELECT 1 FROM entry)
     )
     SELECT id FROM entry`,
    [userId, kind, reference, description, posting.at ?? null, JSON.stringify(lines), cash, bonus],
  );
  if (!entry.rows[0]) throw new DuplicateEntryError(kind, reference);
  ledgerPostings.inc({ kind });
  const entryId = entry.rows[0].id;
  return { entry_id: entryId, cash_cents: cash, bonus_cents: bonus };
}

/** The punter's balances summed from the journal itself; equals getBalances (the ledger tests check it). */
export async function journalBalances(q: Queryable, userId: string): Promise<Balances> {
  const { rows } = await q.query<{ account: string; total: BigintColumn }>(
    `SELECT l.account, SUM(l.amount_cents) AS total FROM journal_lines l JOIN journal_entries e ON e.id = l.entry_id
     WHERE e.user_id = $1 AND l.account IN ('cash', 'bonus') GROUP BY l.account`,
    [userId],
  );
  const total = (account: string) => centsColumn(rows.find((r) => r.account === account)?.total);
  return { cash_cents: total('cash'), bonus_cents: total('bonus') };
}
