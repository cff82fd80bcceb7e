import { errorResponses, int, obj, str } from '../../../lib/schemas';

export const postPayidPaymentSchema = {
  tags: ['dev'],
  summary: 'Simulate a bank payment arriving at a PayID; credited as a deposit',
  body: obj({
    payid: { type: 'string', minLength: 3, maxLength: 255 },
    // At least a cent (OpenAPI 3.0's exclusiveMinimum is a flag, JSON Schema's a number: neither is used).
    amount: { type: 'number', minimum: 0.01, maximum: 1000000 },
  }),
  response: {
    200: obj({ transaction_id: str, amount_cents: int, cash_cents: int, bonus_cents: int }),
    ...errorResponses(400, 403, 404),
  },
} as const;
