/**
 * The codes a checked or placed bet slip carries on a leg, the multi or the slip (SPEC 8's table). The server
 * sends numbers on a leg and text on the multi, so a code is compared by `isSlipCode`, never as a literal. One code
 * can mean more than one thing: SPEC 8 reads some in pairs (302 with 350 is a closed event, 302 with 351 a product
 * not offered), so the names say what each means alone.
 */
export const SlipCode = {
  /** No bonus bet is left to use on the leg. */
  noBonusBet: 300,
  /** The bet is refused; alone, the stake is over the boost's limit. */
  refused: 302,
  /** The fixed price has moved from the one the punter saw. */
  priceChanged: 311,
  /** The stake is over the bonus bet's amount. */
  bonusOverLimit: 314,
  /** The leg cannot be taken as sent; alone, with its message, a bonus bet and a boost on one leg. */
  legNotTaken: 350,
  /** The bet type is not offered on the selection (with 302). */
  productUnavailable: 351,
  /** The stake is under the minimum bet (MIN_BET_CENTS). */
  underMinimumBet: 358,
  /** Ours, not SPEC 8's: the stake is over the most one bet takes (MAX_BET_CENTS), a SPEC 8 "bet-error". */
  overMaximumBet: 359,
  /** The multi's stake is over its bonus bet's amount. */
  multiBonusOverLimit: 'multi-bonus-over-limit',
  /** The multi's stake is over its boost's limit. */
  multiBoostOverLimit: 'multi-boost-over-limit',
} as const;
export type SlipCode = (typeof SlipCode)[keyof typeof SlipCode];

/** Whether a code from the wire (a number, or numeric text as the multi sends it) is the given slip code. */
export const isSlipCode = (code: unknown, slipCode: SlipCode): boolean =>
  code !== null && code !== undefined && String(code) === String(slipCode);
