/** The leg error catalogue: SPEC 8's codes with this server's messages, as verify-slip.ts and its legs refuse them. */
import { SlipCode } from '@wagering/contract/constants';
import { formatCents } from '@wagering/contract/format';
import { MAX_BET_CENTS, MIN_BET_CENTS } from './rules';

/** The leg error codes of SPEC section 8, with this server's messages. */
export const LegError = {
  eventClosed: { codes: [SlipCode.refused, SlipCode.legNotTaken], message: 'This event is closed for betting' },
  unitTotalMismatch: {
    codes: [SlipCode.refused, SlipCode.legNotTaken],
    message: 'The unit and total amounts do not match the combinations',
  },
  productUnavailable: {
    codes: [SlipCode.refused, SlipCode.productUnavailable],
    message: 'This product is not available',
  },
  priceChanged: { codes: [SlipCode.priceChanged], message: 'The price has changed' },
  minBet: { codes: [SlipCode.underMinimumBet], message: `The minimum bet is ${formatCents(MIN_BET_CENTS)}` },
  maxBet: {
    codes: [SlipCode.overMaximumBet],
    message: `The most you can bet on one bet is ${formatCents(MAX_BET_CENTS)}`,
  },
  noBonusBet: { codes: [SlipCode.noBonusBet], message: 'No bonus bet is available for this leg' },
  bonusOverLimit: { codes: [SlipCode.bonusOverLimit], message: 'The bonus bet amount is over its limit' },
  bonusAndBoost: { codes: [SlipCode.legNotTaken], message: 'Bonus and Boosts cannot be used on same bet leg' },
  boostOverLimit: { codes: [SlipCode.refused], message: 'No dividend boost is left for this leg' },
} as const;
export type LegErrorDef = (typeof LegError)[keyof typeof LegError];
