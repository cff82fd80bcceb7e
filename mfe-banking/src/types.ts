/** The banking calls' response shapes (api/src/modules/banking/schemas.ts), until shared/src/api/schema.d.ts covers them. */

/** SPEC 3 "Card option". */
export interface CardOption {
  card_id: number;
  masked_card_number: string;
  bank_name: string;
}

/** SPEC 3 "Bank account option". */
export interface BankAccountOption {
  bank_account_id: number;
  account_description: string;
}

/** The punter's balances after a money movement, in integer cents. */
export interface Balances {
  cash_cents: number;
  bonus_cents: number;
}

export type WithdrawalStatus = 'pending' | 'cancelled' | 'paid';

export interface Withdrawal {
  withdrawal_id: number;
  bank_account_id: number;
  amount_cents: number;
  status: WithdrawalStatus;
  created_at: string;
}

export type WithdrawalResult = Withdrawal & Balances;

export interface DataEnvelope<T> {
  data: T;
}
