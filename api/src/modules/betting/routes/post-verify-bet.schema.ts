import { dataOf } from '../../../lib/schemas';
import { betSlipSchema, verificationSchema } from '../schemas';

export const postVerifyBetSchema = {
  tags: ['betting'],
  summary:
    'Checks a bet slip: events open, products offered, prices, stakes, bonus bets and boosts (SPEC section 8 leg codes); a slip whose shape is ambiguous (leg ids repeated, a combination naming a leg twice or one not in the slip, a combination listed twice) is 400 with err_code 369',
  body: betSlipSchema,
  response: { 200: dataOf(verificationSchema) },
} as const;
