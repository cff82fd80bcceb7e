import { number, object, type InferType } from 'yup';
import { DEPOSIT_LIMIT_PERIODS_DAYS, MAX_AMOUNT_DOLLARS } from '../constants/limits';
import { hasWholeCents } from './money';

export const DEPOSIT_LIMIT_REQUIRED = 'Deposit limit is required';
export const DEPOSIT_LIMIT_NOT_A_NUMBER = 'Deposit limit must be a number';
export const DEPOSIT_PERIOD_REQUIRED = 'Deposit period is required';
export const DEPOSIT_LIMIT_TOO_LARGE = `Deposit limit must be at most $${MAX_AMOUNT_DOLLARS.toLocaleString('en-AU')}`;
export const DEPOSIT_LIMIT_CENTS = 'Deposit limit can have at most two decimal places';

const depositLimitAmountField = () =>
  number()
    .meta({ description: 'Dollars per period' })
    .typeError(DEPOSIT_LIMIT_NOT_A_NUMBER)
    .required(DEPOSIT_LIMIT_REQUIRED)
    .min(0, 'Deposit limit cannot be negative')
    .max(MAX_AMOUNT_DOLLARS, DEPOSIT_LIMIT_TOO_LARGE)
    .test('cents', DEPOSIT_LIMIT_CENTS, hasWholeCents);
/** A deposit limit period in days, typed as the API's schema takes it. */
export type DepositPeriodDays = (typeof DEPOSIT_LIMIT_PERIODS_DAYS)[number];

/** Period in days: one of Daily 1, Weekly 7, Fortnightly 14, Monthly 30. */
const depositPeriodField = () =>
  number<DepositPeriodDays>()
    .meta({ description: 'Days' })
    .typeError(DEPOSIT_PERIOD_REQUIRED)
    .required(DEPOSIT_PERIOD_REQUIRED)
    .oneOf([...DEPOSIT_LIMIT_PERIODS_DAYS], DEPOSIT_PERIOD_REQUIRED);

export const depositLimitSchema = object({
  deposit_limit: depositLimitAmountField(),
  deposit_period: depositPeriodField(),
});
export type DepositLimitForm = InferType<typeof depositLimitSchema>;
