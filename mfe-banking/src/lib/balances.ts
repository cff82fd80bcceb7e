import { centsToDollars } from '@wagering/shared/format';
import { mergeUser } from '@wagering/shared/session';
import type { Balances } from '../types';

/**
 * Shows the balances a banking answer carries at once (the live stream's balance event says the same a moment
 * later); userData keeps dollars, as the account menu reads them.
 */
export function applyBalances({ cash_cents, bonus_cents }: Balances): void {
  mergeUser({ account_balance: centsToDollars(cash_cents), bonus_balance: centsToDollars(bonus_cents) });
}
