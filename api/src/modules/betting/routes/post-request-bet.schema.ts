import { dataOf } from '../../../lib/schemas';
import { betSlipSchema, placementSchema } from '../schemas';

export const postRequestBetSchema = {
  tags: ['betting'],
  summary: 'Places a bet slip once per coupon_tracking_code; stakes move through the ledger in one transaction',
  security: [{ bearer: [] }],
  body: { ...betSlipSchema, required: ['legs', 'coupon_tracking_code'] },
  response: { 200: dataOf(placementSchema) },
} as const;
