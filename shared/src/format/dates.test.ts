import { describe, expect, it } from 'vitest';
import { formatDate } from './dates';

// A local-time date so the expectations hold in any time zone the tests run in.
const d = new Date(2026, 10, 2, 15, 5);

describe('SPEC 9 date formats', () => {
  it('DD/MM/YY', () => expect(formatDate(d, 'shortDate')).toBe('02/11/26'));
  it('h:mm A', () => expect(formatDate(d, 'time')).toBe('3:05 PM'));
  it('ddd DD MMM, h:mmA', () => expect(formatDate(d, 'dayDateTime')).toBe('Mon 02 Nov, 3:05PM'));
  it('dddd, DD MMM YYYY', () => expect(formatDate(d, 'longDate')).toBe('Monday, 02 Nov 2026'));
  it('DD MMMM YYYY, h:mmA', () => expect(formatDate(d, 'longDateTime')).toBe('02 November 2026, 3:05PM'));
  it('D MMMM YYYY, hh:mmA', () => expect(formatDate(d, 'fullDateTime')).toBe('2 November 2026, 03:05PM'));
  it('HH:mm', () => expect(formatDate(d, 'clock24')).toBe('15:05'));
  it('ddd DD MMM', () => expect(formatDate(d, 'dayDate')).toBe('Mon 02 Nov'));
  it('D MMMM', () => expect(formatDate(d, 'dayMonth')).toBe('2 November'));
  it('a missing or invalid date formats as empty text rather than "Invalid Date"', () => {
    expect(formatDate(null, 'shortDate')).toBe('');
    expect(formatDate('not a date', 'shortDate')).toBe('');
  });
});
