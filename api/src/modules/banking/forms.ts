/** The banking calls' own body forms (the shared ones are in @wagering/contract/forms); yup validates them (formRoute). */
import { cardDepositSchema, withdrawalSchema } from '@wagering/contract/forms';
import { object, string } from 'yup';

/** A new card: the deposit form without its amount. */
export const cardRegistrationSchema = cardDepositSchema.omit(['amount']);
export const cardRequestSchema = object({
  card_request_id: string().trim().required('Card payment is required'),
  card_request_token: string().trim().required('Card payment token is required'),
});

/** The payment is named by id and token, or by the gateway's alternative names; its other fields are not read. */
export const completeSchema = object({
  card_request_id: string().trim(),
  card_request_token: string().trim(),
  referenced_transaction_id: string().meta({ description: 'The card_request_id (alternative form)' }).trim(),
  merchant_data: string().meta({ description: 'The card_request_token (alternative form)' }).trim(),
  sandbox_three_ds_status: string(),
  authentication_request: string(),
  request_num: string(),
}).test(
  'names-the-payment',
  'Card payment is required',
  (v) => !!(v.card_request_id ?? v.referenced_transaction_id) && !!(v.card_request_token ?? v.merchant_data),
);

const withdrawalId = string().meta({ description: 'withdrawal_id' }).trim().required('Withdrawal is required');

export const withdrawalUpdateSchema = withdrawalSchema.shape({ transaction_id: withdrawalId });

export const withdrawalCancelSchema = object({
  transaction_id: withdrawalId,
  password: string().required('Password is required'),
});
