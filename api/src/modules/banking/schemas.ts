import { dateTime, errorResponses, int, listOf, obj, oneOfStrings, str } from '../../lib/schemas';
import { THREE_DS_STEP } from '@wagering/contract/constants';

const step = {
  type: 'integer',
  enum: Object.values(THREE_DS_STEP),
  description: Object.entries(THREE_DS_STEP)
    .map(([name, code]) => `${code} ${name}`)
    .join(', '),
} as const;

export const card = obj({ card_id: int, masked_card_number: str, bank_name: str });
export const cardsResponse = listOf(card);

export const depositResponse = obj({
  card_request_id: str,
  card_request_token: str,
  step,
  html: { type: 'string', description: 'The 3-D Secure method form to inject and auto-submit' },
});
export const proceedResponse = obj(
  { card_request_id: str, step, redirect_url: str, redirect_fields: { type: 'object', additionalProperties: str } },
  ['redirect_url', 'redirect_fields'],
);
export const statusParams = obj({ id: str });
export const statusResponse = obj({
  card_request_id: str,
  step,
  status: oneOfStrings(['pending', 'authenticated', 'failed', 'completed']),
});
export const completeResponse = obj({
  card_request_id: str,
  step,
  amount_cents: int,
  cash_cents: int,
  bonus_cents: int,
  message: str,
});

export const bankAccount = obj({ bank_account_id: int, account_description: str });
export const bankAccountsResponse = listOf(bankAccount);

export const eftResponse = obj({ notification_id: int, message: str });
export const payIdResponse = obj({ payid: str });

const withdrawal = {
  withdrawal_id: int,
  bank_account_id: int,
  amount_cents: int,
  status: oneOfStrings(['pending', 'cancelled', 'paid']),
  created_at: dateTime,
};
export const withdrawalsResponse = listOf(obj(withdrawal));
export const withdrawalResponse = obj({ ...withdrawal, cash_cents: int, bonus_cents: int });

export const bankingErrors = errorResponses(400, 401, 403, 404, 409, 413, 415);
