/** SPEC 5 "Date of birth input": the rules of the three boxes, kept apart from the component so they are testable. */
export type DobPart = 'day' | 'month' | 'year';

export const DOB_PARTS: readonly DobPart[] = ['day', 'month', 'year'];
export const DOB_PART_LENGTH: Record<DobPart, number> = { day: 2, month: 2, year: 4 };
const DOB_PART_MAX: Record<'day' | 'month', number> = { day: 31, month: 12 };

/**
 * What a box holds after typing: digits only, at most its length. Day and month refuse a keystroke that would
 * leave them out of range (day 1 to 31, month 1 to 12), so "4" may begin a day but "45" may not.
 */
export function acceptTyped(part: DobPart, typed: string, previous: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, DOB_PART_LENGTH[part]);
  if (part === 'year' || digits.length < 2) return digits;
  const n = Number(digits);
  return n >= 1 && n <= DOB_PART_MAX[part] ? digits : previous;
}

/** A single-digit day or month is padded with a leading zero on blur ("0" alone stays as typed). */
export const padOnBlur = (value: string) => (/^[1-9]$/.test(value) ? `0${value}` : value);

/** Focus advances when a box is full. */
export const isFull = (part: DobPart, value: string) => value.length === DOB_PART_LENGTH[part];

/** The value is reported (DD-MM-YYYY) only when day, month and a 4-digit year are all present; otherwise empty. */
export function combineDob(day: string, month: string, year: string): string {
  if (!day || !month || year.length !== 4 || day === '0' || month === '0') return '';
  return `${day.padStart(2, '0')}-${month.padStart(2, '0')}-${year}`;
}

/** DD-MM-YYYY back into its boxes (an empty or partial value gives empty boxes). */
export function splitDob(value: string): Record<DobPart, string> {
  const m = /^(\d{2})-(\d{2})-(\d{4})$/.exec(value);
  return m ? { day: m[1], month: m[2], year: m[3] } : { day: '', month: '', year: '' };
}
