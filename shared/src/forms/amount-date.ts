import { object, string, type InferType } from 'yup';
import { amountField } from './money';

/** An amount paid on a date (the bank-transfer (EFT) notification). */
export const amountDateSchema = object({
  amount: amountField('Amount is required', 'Amount must be a number'),
  date: string()
    .required('Date is required')
    .matches(/^\d{4}-\d{2}-\d{2}$/, 'Date must be in YYYY-MM-DD format'),
});
export type AmountDateForm = InferType<typeof amountDateSchema>;
