import { number } from 'yup';
import { MAX_AMOUNT_DOLLARS } from '../constants/limits';
import { isWholeCents } from '../format/money';

const amountTooLarge = (max: number) => `Amount must be at most $${max.toLocaleString('en-AU')}`;

/** An amount in dollars as typed: a number above zero, at most `max`, with at most two decimals. */
export const amountField = (required: string, notANumber: string, max = MAX_AMOUNT_DOLLARS) =>
  number()
    .meta({ description: 'Dollars, at most two decimals' })
    .typeError(notANumber)
    .required(required)
    .positive('Amount must be more than zero')
    .max(max, amountTooLarge(max))
    .test('cents', 'Amount can have at most two decimal places', hasWholeCents);

/** An amount left empty passes (required() speaks for it); one given is whole cents. */
export const hasWholeCents = (v: number | null | undefined) => v === undefined || v === null || isWholeCents(v);
