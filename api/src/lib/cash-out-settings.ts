import { DEFAULT_CASH_OUT_MARGIN_PERCENT } from '@wagering/contract/wagering';

/** How the house prices cash out (config: CASH_OUT_MARGIN_PERCENT, CASH_OUT_SUSPEND_BEFORE_JUMP_SEC). */
export interface CashOutSettings {
  /** The share of a bet's value the house keeps (percent). */
  marginPercent: number;
  /** Cash out stops this long before a race in the bet jumps. */
  suspendBeforeJumpMs: number;
}
export const DEFAULT_CASH_OUT: CashOutSettings = {
  marginPercent: DEFAULT_CASH_OUT_MARGIN_PERCENT,
  suspendBeforeJumpMs: 60_000,
};
