import { normaliseBsb } from '@wagering/contract/forms';
import type { Queryable } from '../../db/client';
import { conflict } from '../../lib/errors';
import { iso } from '../../lib/dates';

const describeAccount = (r: { bank_name: string; account_name: string; bsb: string; account_number: string }) =>
  `${r.bank_name} - ${r.account_name} - BSB ${r.bsb.slice(0, 3)}-${r.bsb.slice(3)} - Acc ****${r.account_number.slice(-4)}`;

export async function listBankAccounts(q: Queryable, userId: string) {
  const { rows } = await q.query<{
    id: number;
    bank_name: string;
    account_name: string;
    bsb: string;
    account_number: string;
  }>('SELECT id, bank_name, account_name, bsb, account_number FROM bank_accounts WHERE user_id = $1 ORDER BY id', [
    userId,
  ]);
  return rows.map((r) => ({ bank_account_id: r.id, account_description: describeAccount(r) }));
}

export async function registerBankAccount(
  q: Queryable,
  userId: string,
  account: { bank_name: string; account_name: string; bsb_number: string; account_number: string },
  now: number,
) {
  const row = {
    bank_name: account.bank_name,
    account_name: account.account_name,
    bsb: normaliseBsb(account.bsb_number),
    account_number: account.account_number,
  };
  const held = await q.query('SELECT 1 FROM bank_accounts WHERE bsb = $1 AND account_number = $2 AND user_id <> $3', [
    row.bsb,
    row.account_number,
    userId,
  ]);
  if (held.rows[0]) throw conflict(ACCOUNT_OF_ANOTHER, { account_number: ACCOUNT_OF_ANOTHER });
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO bank_accounts (user_id, bank_name, account_name, bsb, account_number, created_at) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (user_id, bsb, account_number) DO NOTHING RETURNING id`,
    [userId, row.bank_name, row.account_name, row.bsb, row.account_number, iso(now)],
  );
  if (!rows[0])
    throw conflict('This bank account is already registered.', {
      account_number: 'This bank account is already registered.',
    });
  return { bank_account_id: rows[0].id, account_description: describeAccount(row) };
}

export const ACCOUNT_OF_ANOTHER =
  'This bank account is registered to another customer. Please contact us if it is yours.';
