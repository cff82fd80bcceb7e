import { object, string, type InferType } from 'yup';
import { BANK_REFERENCE_MAX_LENGTH } from '../constants/limits';
import { amountField } from './money';

/** An amount paid on a date (the bank-transfer (EFT) notification). */
const amountDateSchema = object({
  amount: amountField('Amount is required', 'Amount must be a number'),
  date: string()
    .required('Date is required')
    .matches(/^\d{4}-\d{2}-\d{2}$/, 'Date must be in YYYY-MM-DD format'),
});
export type AmountDateForm = InferType<typeof amountDateSchema>;

export const BANK_REFERENCE_TOO_LONG = `A bank transfer reference has at most ${BANK_REFERENCE_MAX_LENGTH} characters`;

/** The EFT notification: the amount and date paid, and the transfer's reference as the bank carried it (optional). */
export const eftNotificationSchema = amountDateSchema.shape({
  transaction_id: string().trim().max(BANK_REFERENCE_MAX_LENGTH, BANK_REFERENCE_TOO_LONG).default(''),
});
export type EftNotificationForm = InferType<typeof eftNotificationSchema>;

/**
 * The punter's own bank-transfer reference: "W" and the first 12 characters of their account id, 13 in all, so it
 * fits every Australian bank's reference field (18 characters at most).
 */
export const bankTransferReference = (userId: string) =>
  `W${userId
    .replace(/[^0-9a-z]/gi, '')
    .slice(0, 12)
    .toUpperCase()}`;
