import type { Infer } from '../../lib/schemas';
import type { withdrawalResponse } from './schemas';
import { cents, type Cents } from '@wagering/contract/money';
import { centsColumn, type BigintColumn } from '../../db/money';

/** A withdrawal as stored, and as the punter's list and every change of it answer. */
export type WithdrawalRow = {
  id: number;
  user_id: string;
  bank_account_id: number;
  amount_cents: BigintColumn;
  status: Infer<typeof withdrawalResponse>['status'];
  version: number;
  created_at: Date;
};
export const toWithdrawal = (r: WithdrawalRow) => ({
  withdrawal_id: r.id,
  bank_account_id: r.bank_account_id,
  amount_cents: centsColumn(r.amount_cents),
  status: r.status,
  created_at: new Date(r.created_at).toISOString(),
});

/** The ledger lines holding a withdrawal's cash until it is paid (negated, releasing it). */
export const withdrawalLines = (amount: Cents) => [
  { account: 'cash' as const, amount_cents: cents(-amount) },
  { account: 'withdrawals_payable' as const, amount_cents: amount },
];
