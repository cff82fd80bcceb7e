import { number } from 'yup';
import { MAX_AMOUNT_DOLLARS } from '../constants/limits';

export const amountTooLarge = (max: number) => `Amount must be at most $${max.toLocaleString('en-AU')}`;

/** An amount in dollars as typed: a number above zero, at most `max`, with at most two decimals. */
export const amountField = (required: string, notANumber: string, max = MAX_AMOUNT_DOLLARS) =>
  number()
    .meta({ description: 'Dollars, at most two decimals' })
    .typeError(notANumber)
    .required(required)
    .positive('Amount must be more than zero')
    .max(max, amountTooLarge(max))
    .test('cents', 'Amount can have at most two decimal places', hasWholeCents);

/** Whether a dollar amount is whole cents (0.1 + 0.2 counts; 0.001 does not): money is never rounded silently. */
export const hasWholeCents = (v: number | null | undefined) =>
  v === undefined || v === null || Number.isInteger(Math.round(v * 100 * 1e6) / 1e6);

/** Dollars → integer cents, exact for amounts with at most two decimals. */
export const toCents = (dollars: number) => Math.round(dollars * 100);
