import { string } from 'yup';
import { PHONE_LENGTH } from '../constants/limits';

const PHONE_REQUIRED = 'Phone number is required';
const PHONE_LENGTH_MESSAGE = `Phone number must be exactly ${PHONE_LENGTH} digits`;
const PHONE_PATTERN_MESSAGE = 'Phone number cannot have repeating or patterned digits';

/** True for a run a real number would not be: one digit repeated, a repeated pair or triple, or digits counting up or down. */
function isPatternedPhone(digits: string): boolean {
  const d = [...digits].map(Number);
  const repeats = (period: number) => d.every((x, i) => x === d[i % period]);
  const steps = (step: number) => d.every((x, i) => i === 0 || x === (d[i - 1] + step + 10) % 10);
  return repeats(1) || repeats(2) || repeats(3) || steps(1) || steps(-1);
}

/** A phone number as typed ("0412 345 678", "(02) 9999-1234") becomes its digits; the digits are what is checked. */
export const phoneField = () =>
  string()
    .transform((value: unknown) => (typeof value === 'string' ? value.replace(/[\s()-]/g, '') : value))
    .trim()
    .required(PHONE_REQUIRED)
    .matches(new RegExp(`^\\d{${PHONE_LENGTH}}$`), PHONE_LENGTH_MESSAGE)
    .test('not-patterned', PHONE_PATTERN_MESSAGE, (v) => !v || !isPatternedPhone(v));
