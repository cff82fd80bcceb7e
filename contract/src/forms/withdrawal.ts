import { object, string } from 'yup';
import { amountField } from './money';

/** Changing a pending withdrawal: transaction_id names it; date is informational. */
export const withdrawalSchema = object({
  amount: amountField('Amount is required', 'Amount must be a number'),
  password: string().required('Password is required'),
  date: string().optional(),
  transaction_id: string().optional(),
});
