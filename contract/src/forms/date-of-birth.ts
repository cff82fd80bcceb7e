import { string } from 'yup';
import { BIRTH_YEAR_MIN, MIN_AGE_YEARS } from '../constants/limits';

const DATE_OF_BIRTH_REQUIRED = 'Date of birth is required';
const DATE_OF_BIRTH_FORMAT = 'Date format must be DD/MM/YYYY';
const dateOfBirthTooYoung = (latest: string) => `The date of birth field must be a date before or equal to ${latest}`;

interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** Reads DD-MM-YYYY (the date-of-birth input) or YYYY-MM-DD (what the API receives); undefined unless a real calendar date. */
function parseDateOfBirth(value: string): CalendarDate | undefined {
  const m = /^(\d{2})-(\d{2})-(\d{4})$/.exec(value) ?? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return undefined;
  const [year, month, day] = m[1].length === 4 ? [+m[1], +m[2], +m[3]] : [+m[3], +m[2], +m[1]];
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day
    ? { year, month, day }
    : undefined;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** DD-MM-YYYY (or YYYY-MM-DD already) → YYYY-MM-DD, what recovery and registration send; empty unless a real date. */
export function dobToIso(ddMmYyyy: string): string {
  const d = parseDateOfBirth(ddMmYyyy);
  return d ? `${pad(d.year, 4)}-${pad(d.month)}-${pad(d.day)}` : '';
}

/** The latest birth date of someone who is 18 on `today` (29 February births count from 1 March in common years). */
function latestBirthDate(today: Date): CalendarDate {
  const d = new Date(Date.UTC(today.getUTCFullYear() - MIN_AGE_YEARS, today.getUTCMonth(), today.getUTCDate()));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

const compare = (a: CalendarDate, b: CalendarDate) => a.year - b.year || a.month - b.month || a.day - b.day;

/** Why a date of birth is refused on `today`, or undefined when it is fine. */
function dateOfBirthError(value: string, today: Date): string | undefined {
  const d = parseDateOfBirth(value);
  if (!d || d.year < BIRTH_YEAR_MIN || d.year > today.getUTCFullYear()) return DATE_OF_BIRTH_FORMAT;
  const latest = latestBirthDate(today);
  if (compare(d, latest) > 0) return dateOfBirthTooYoung(`${pad(latest.day)}/${pad(latest.month)}/${latest.year}`);
  return undefined;
}

/**
 * A date of birth field (DD-MM-YYYY or YYYY-MM-DD). "Today" comes from the validation context (`{ today: ms }`)
 * so the API judges age by its own clock; the browser's clock otherwise.
 */
export const dateOfBirthField = () =>
  string()
    .meta({ description: 'DD-MM-YYYY or YYYY-MM-DD' })
    .trim()
    .required(DATE_OF_BIRTH_REQUIRED)
    .test('date-of-birth', function check(value) {
      const today = new Date((this.options.context?.today as number | undefined) ?? Date.now());
      const message = value ? dateOfBirthError(value, today) : undefined;
      return message ? this.createError({ message }) : true;
    });
