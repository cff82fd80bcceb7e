import { dataOf } from '../../../lib/schemas';
import { betSlipSchema, verificationSchema } from '../schemas';

export const postVerifyBetSchema = {
  tags: ['betting'],
  summary:
    'Checks a bet slip: events open, products offered, prices, stakes, bonus bets and boosts (SPEC section 8 leg codes)',
  body: betSlipSchema,
  response: { 200: dataOf(verificationSchema) },
} as const;
