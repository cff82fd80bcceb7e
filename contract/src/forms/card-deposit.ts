import { number, object, string, type InferType } from 'yup';
import { CARD_DEPOSIT_MAX_DOLLARS, CARD_EXPIRY_YEAR_MAX, CARD_EXPIRY_YEAR_MIN, CVV_LENGTH } from '../constants/limits';
import { amountField } from './money';

const CVV_LENGTH_MESSAGE = `CVV must be ${CVV_LENGTH} characters long`;
const CVV_REQUIRED_MESSAGE = 'CVV is required';
const CARD_NUMBER_REQUIRED_MESSAGE = 'Card number is required';
const EXPIRY_YEAR_REQUIRED_MESSAGE = 'Expiry year is required';
const CVV_NUMERIC_MESSAGE = 'CVV must be numeric';
export const CARD_EXPIRED_MESSAGE = 'This card has expired. Please use a card that is still valid.';
const EXPIRY_YEAR_MESSAGE = `Expiry year must be between ${CARD_EXPIRY_YEAR_MIN} and ${CARD_EXPIRY_YEAR_MAX}`;

/** Visa, Mastercard (51–55 and 2221–2720) and Maestro numbers, spaces and dashes ignored. */
const CARD_NUMBER_PATTERN =
  /^(4\d{12}(\d{3}){0,2}|5[1-5]\d{14}|2(2[2-9][1-9]|2[3-9]\d|[3-6]\d\d|7[01]\d|720)\d{12}|(5018|5020|5038|6304|6759|676[1-3])\d{8,15})$/;
export const cardDigits = (cardNumber: string) => cardNumber.replace(/[\s-]/g, '');

/**
 * A card is good to the end of its expiry month. `today` (epoch ms) is the API's clock when the server checks;
 * the browser's otherwise. Judged in UTC (SPEC time zone), a day's difference at most at the month's edge.
 */
function isExpired(year: number | undefined, month: number | undefined, today = Date.now()): boolean {
  if (!year || !month) return false;
  const now = new Date(today);
  return year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

// An empty field says it is required; the pattern messages are for what was typed (required before pattern).
export const cvvField = () =>
  string().required(CVV_REQUIRED_MESSAGE).matches(/^\d*$/, CVV_NUMERIC_MESSAGE).length(CVV_LENGTH, CVV_LENGTH_MESSAGE);

export const cardDepositSchema = object({
  card_holder_name: string().trim().required('Card holder name is required'),
  card_number: string()
    .required(CARD_NUMBER_REQUIRED_MESSAGE)
    .test('card-number', 'Card number is invalid', (v) => !!v && CARD_NUMBER_PATTERN.test(cardDigits(v))),
  expiry_month: number()
    .typeError('Expiry month is required')
    .required('Expiry month is required')
    .min(1, 'Expiry month is required')
    .max(12, 'Expiry month is required'),
  expiry_year: number()
    .typeError(EXPIRY_YEAR_REQUIRED_MESSAGE)
    .required(EXPIRY_YEAR_REQUIRED_MESSAGE)
    .min(CARD_EXPIRY_YEAR_MIN, EXPIRY_YEAR_MESSAGE)
    .max(CARD_EXPIRY_YEAR_MAX, EXPIRY_YEAR_MESSAGE)
    .test('not-expired', CARD_EXPIRED_MESSAGE, function notExpired(year) {
      return !isExpired(year, this.parent.expiry_month, this.options.context?.today);
    }),
  cvv: cvvField(),
  credit_card_type: string().trim().required('Debit card type is required'),
  bank_name: string().trim().required('Bank name is required'),
  amount: amountField('Amount is required', 'Amount must be a number', CARD_DEPOSIT_MAX_DOLLARS),
});
export type CardDepositForm = InferType<typeof cardDepositSchema>;
