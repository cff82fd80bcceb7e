import { object, string, type InferType } from 'yup';
import { amountField } from './money';

/** Move money to one of the punter's accounts (a withdrawal request: account is the bank account id). */
export const transferSchema = object({
  account: string().meta({ description: 'bank_account_id' }).trim().required('Account is required'),
  amount: amountField('Amount is required', 'Amount must be a number'),
  password: string().required('Password is required'),
});
export type TransferForm = InferType<typeof transferSchema>;
