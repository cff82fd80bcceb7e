import { describe, expect, it } from 'vitest';
import { object } from 'yup';
import { dateOfBirthField, dobToIso } from './date-of-birth';
import { errorsOf } from '../test/forms';

const today = new Date(Date.UTC(2026, 10, 22));
const schema = object({ dob: dateOfBirthField() });

describe('date of birth', () => {
  it('converts DD-MM-YYYY to YYYY-MM-DD, and keeps a YYYY-MM-DD date', () => {
    expect(dobToIso('05-03-1990')).toBe('1990-03-05');
    expect(dobToIso('1990-03-05')).toBe('1990-03-05');
    expect(dobToIso('31-02-1990')).toBe('');
  });

  it('is required', async () => {
    expect(await errorsOf(schema, { dob: '' }, today)).toEqual({ dob: 'Date of birth is required' });
  });

  it('accepts someone exactly 18 today', async () => {
    expect(await errorsOf(schema, { dob: '22-11-2008' }, today)).toEqual({});
  });

  it('a real date later than today minus 18 years shows "The date of birth field must be a date before or equal to {date 18 years ago}"', async () => {
    expect(await errorsOf(schema, { dob: '23-11-2008' }, today)).toEqual({
      dob: 'The date of birth field must be a date before or equal to 22/11/2008',
    });
  });

  it('any other error shows "Date format must be DD/MM/YYYY" (not a real date, year before 1927, year after this year)', async () => {
    for (const dob of ['31-02-1990', '01-01-1926', '01-01-2027', '1-1-1990', 'abc']) {
      expect(await errorsOf(schema, { dob }, today)).toEqual({ dob: 'Date format must be DD/MM/YYYY' });
    }
    expect(await errorsOf(schema, { dob: '01-01-1927' }, today)).toEqual({});
  });
});
