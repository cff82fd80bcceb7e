import { dateTime, errorResponses, int, listOf, obj, oneOfStrings, str } from '../../lib/schemas';
import { THREE_DS_STEP } from '@wagering/shared/constants';

const step = {
  type: 'integer',
  enum: Object.values(THREE_DS_STEP),
  description: Object.entries(THREE_DS_STEP)
    .map(([name, code]) => `${code} ${name}`)
    .join(', '),
};

export const card = obj({ card_id: int, masked_card_number: str, bank_name: str });
export const cardsResponse = listOf(card);
export const registerCardBody = obj({
  card_holder_name: str,
  card_number: str,
  expiry_month: int,
  expiry_year: int,
  cvv: str,
  credit_card_type: { type: 'string', description: 'debit' },
  bank_name: str,
});

export const depositBody = obj({
  account: { type: 'string', description: 'card_id of a saved card' },
  ccv: str,
  amount: { type: 'number', description: 'Dollars' },
});
export const depositResponse = obj({
  card_request_id: str,
  card_request_token: str,
  step,
  html: { type: 'string', description: 'The 3-D Secure method form to inject and auto-submit' },
});
export const proceedBody = obj({ card_request_id: str, card_request_token: str });
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
export const completeBody = obj(
  {
    card_request_id: str,
    card_request_token: str,
    sandbox_three_ds_status: str,
    authentication_request: str,
    merchant_data: { type: 'string', description: 'The card_request_token (alternative form)' },
    request_num: str,
    referenced_transaction_id: { type: 'string', description: 'The card_request_id (alternative form)' },
  },
  [
    'card_request_id',
    'card_request_token',
    'sandbox_three_ds_status',
    'authentication_request',
    'merchant_data',
    'request_num',
    'referenced_transaction_id',
  ],
);
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
export const bankDetailsBody = obj({
  bank_name: str,
  account_name: str,
  bsb_number: { type: 'string', description: '123456 or 123-456' },
  account_number: str,
});

export const eftBody = obj(
  {
    amount: { type: 'number', description: 'Dollars' },
    date: { type: 'string', description: 'YYYY-MM-DD paid on' },
    transaction_id: str,
  },
  ['transaction_id'],
);
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
export const withdrawalRequestBody = obj({
  account: { type: 'string', description: 'bank_account_id' },
  amount: { type: 'number', description: 'Dollars' },
  password: str,
});
export const withdrawalUpdateBody = obj(
  {
    transaction_id: { type: 'string', description: 'withdrawal_id' },
    amount: { type: 'number', description: 'Dollars' },
    password: str,
    date: str,
  },
  ['date'],
);
export const withdrawalCancelBody = obj({
  transaction_id: { type: 'string', description: 'withdrawal_id' },
  password: str,
});

export const bankingErrors = errorResponses(400, 401, 403, 404, 409, 413, 415);
