import { number } from 'yup';

/** An amount in dollars as typed: a number above zero with at most two decimals. */
export const amountField = (required: string, notANumber: string) =>
  number()
    .typeError(notANumber)
    .required(required)
    .positive('Amount must be more than zero')
    .test(
      'cents',
      'Amount can have at most two decimal places',
      (v) => v === undefined || Number.isInteger(Math.round(v * 100 * 1e6) / 1e6),
    );

/** Dollars → integer cents, exact for amounts with at most two decimals. */
export const toCents = (dollars: number) => Math.round(dollars * 100);
