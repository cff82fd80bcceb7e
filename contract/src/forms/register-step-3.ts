import { boolean, number, object, string, type InferType, type NumberSchema } from 'yup';
import { DEFAULT_REGISTRATION_COMPANY } from '../constants/general';
import { DEPOSIT_LIMIT_PERIODS_DAYS, MAX_AMOUNT_DOLLARS } from '../constants/limits';
import { hasWholeCents } from './money';
import {
  DEPOSIT_LIMIT_CENTS,
  DEPOSIT_LIMIT_NOT_A_NUMBER,
  DEPOSIT_LIMIT_REQUIRED,
  DEPOSIT_LIMIT_TOO_LARGE,
  DEPOSIT_PERIOD_REQUIRED,
  type DepositPeriodDays,
} from './deposit-limit';

const ACKNOWLEDGE_TERMS_MESSAGE = 'Please acknowledge the terms and conditions';
const unlessOptedOut = <T extends number>(field: NumberSchema<T | undefined>, message: string) =>
  field.when('has_opted_out', {
    is: true,
    then: (s) => s.optional().nullable(),
    otherwise: (s) => s.required(message),
  });

/** Step 3, marketing, deposit limit (unless opted out) and terms. limit_period is in days (1, 7, 14, 30). */
export const registerStep3Schema = object({
  allow_email_marketing: boolean().default(false),
  recaptcha_token: string().default(''),
  heard_about: string().trim().max(255).default(''),
  has_opted_out: boolean().default(false),
  deposit_limit_amount: unlessOptedOut(
    number()
      .meta({ description: 'Dollars per period' })
      .typeError(DEPOSIT_LIMIT_NOT_A_NUMBER)
      .min(0, 'Deposit limit cannot be negative')
      .max(MAX_AMOUNT_DOLLARS, DEPOSIT_LIMIT_TOO_LARGE)
      .test('cents', DEPOSIT_LIMIT_CENTS, hasWholeCents),
    DEPOSIT_LIMIT_REQUIRED,
  ),
  limit_period: unlessOptedOut(
    number<DepositPeriodDays>()
      .meta({ description: 'Days' })
      .typeError(DEPOSIT_PERIOD_REQUIRED)
      .oneOf([...DEPOSIT_LIMIT_PERIODS_DAYS], DEPOSIT_PERIOD_REQUIRED),
    DEPOSIT_PERIOD_REQUIRED,
  ),
  acknowledge_terms: boolean().required(ACKNOWLEDGE_TERMS_MESSAGE).oneOf([true], ACKNOWLEDGE_TERMS_MESSAGE),
  company: number().typeError('Company must be a number').default(DEFAULT_REGISTRATION_COMPANY),
});
export type RegisterStep3Form = InferType<typeof registerStep3Schema>;
