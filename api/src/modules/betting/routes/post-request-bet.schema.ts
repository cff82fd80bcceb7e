import { dataOf, errorResponses } from '../../../lib/schemas';
import { betSlipSchema, placementSchema } from '../schemas';

export const postRequestBetSchema = {
  tags: ['betting'],
  summary:
    'Places a bet slip once per coupon_tracking_code; stakes move through the ledger in one transaction. 400: a slip with errors (its verification, leg codes), an ambiguous shape (err_code 369) or a bet over the payout ceiling (err_code payout-ceiling); 409: the coupon code reused for another slip',
  security: [{ bearer: [] }],
  body: { ...betSlipSchema, required: ['legs', 'coupon_tracking_code'] },
  response: { 200: dataOf(placementSchema), ...errorResponses(409) },
} as const;
