import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calendarDayIn, formatDate, isKnownZone, zoneName } from './dates';
import { endOfDateIn, endOfDayIn } from './zone-days';

// dayjs's zone plugin: the model of a time told in a zone (below), not used by the site.
dayjs.extend(timezone);

// A local-time date so the expectations hold in any time zone the tests run in.
const d = new Date(2026, 10, 2, 15, 5);

describe('SPEC 9 date formats', () => {
  it('DD/MM/YY', () => expect(formatDate(d, 'shortDate')).toBe('02/11/26'));
  it('h:mm A', () => expect(formatDate(d, 'time')).toBe('3:05 PM'));
  // The time of day reads one way in every format, "h:mm A" (docs/SPEC-CHOICES.md, "One way to tell the time").
  it('ddd DD MMM, h:mm A', () => expect(formatDate(d, 'dayDateTime')).toBe('Mon 02 Nov, 3:05 PM'));
  it('dddd, DD MMM YYYY', () => expect(formatDate(d, 'longDate')).toBe('Monday, 02 Nov 2026'));
  it('DD MMMM YYYY, h:mm A', () => expect(formatDate(d, 'longDateTime')).toBe('02 November 2026, 3:05 PM'));
  it('D MMMM YYYY, h:mm A', () => expect(formatDate(d, 'fullDateTime')).toBe('2 November 2026, 3:05 PM'));
  it('HH:mm', () => expect(formatDate(d, 'clock24')).toBe('15:05'));
  it('ddd DD MMM', () => expect(formatDate(d, 'dayDate')).toBe('Mon 02 Nov'));
  it('D MMMM', () => expect(formatDate(d, 'dayMonth')).toBe('2 November'));
  it('a missing or invalid date formats as empty text rather than "Invalid Date"', () => {
    expect(formatDate(null, 'shortDate')).toBe('');
    expect(formatDate('not a date', 'shortDate')).toBe('');
  });
});

describe("one clock across the site: the time of day in the brand's clock", () => {
  it('a 12-hour brand (the default) reads every time of day as "h:mm A", as the race card\'s', () => {
    expect(formatDate(d, 'time', '12h')).toBe('3:05 PM');
    expect(formatDate(d, 'dayDateTime', '12h')).toBe('Mon 02 Nov, 3:05 PM');
    expect(formatDate(d, 'longDateTime', '12h')).toBe('02 November 2026, 3:05 PM');
    expect(formatDate(d, 'fullDateTime', '12h')).toBe('2 November 2026, 3:05 PM');
    const morning = new Date(2026, 10, 2, 3, 57);
    for (const format of ['time', 'dayDateTime', 'longDateTime', 'fullDateTime'] as const)
      expect(formatDate(morning, format, '12h')).toMatch(/(^|, )3:57 AM$/);
  });
  it('a 24-hour brand reads every time of day as HH:mm, the date parts unchanged', () => {
    expect(formatDate(d, 'time', '24h')).toBe('15:05');
    expect(formatDate(d, 'dayDateTime', '24h')).toBe('Mon 02 Nov, 15:05');
    expect(formatDate(d, 'longDateTime', '24h')).toBe('02 November 2026, 15:05');
    expect(formatDate(d, 'fullDateTime', '24h')).toBe('2 November 2026, 15:05');
    expect(formatDate(new Date(2026, 10, 2, 9, 5), 'time', '24h')).toBe('09:05');
  });
  it('formats without a time of day are the same in either clock', () => {
    for (const format of ['shortDate', 'longDate', 'dayDate', 'dayMonth', 'isoDate', 'clock24'] as const)
      expect(formatDate(d, format, '24h')).toBe(formatDate(d, format, '12h'));
  });
});

describe("a time told in the punter's zone (mails)", () => {
  const at = Date.parse('2026-11-28T03:38:00Z');
  it('formats in the named zone, whatever the process runs in', () => {
    expect(formatDate(at, 'time', '12h', 'Australia/Sydney')).toBe('2:38 PM');
    expect(formatDate(at, 'time', '12h', 'UTC')).toBe('3:38 AM');
    expect(formatDate(at, 'dayDateTime', '24h', 'Australia/Perth')).toBe('Sat 28 Nov, 11:38');
  });
  it("the punter's day ends at their midnight", () => {
    expect(new Date(endOfDayIn(at, 'Australia/Sydney')).toISOString()).toBe('2026-11-28T13:00:00.000Z');
    expect(new Date(endOfDayIn(at, 'UTC')).toISOString()).toBe('2026-11-29T00:00:00.000Z');
  });
  it('names the zone as it is that day: AEDT in daylight saving, AEST in winter', () => {
    expect(zoneName(at, 'Australia/Sydney')).toBe('AEDT');
    expect(zoneName(Date.parse('2026-07-01T00:00:00Z'), 'Australia/Sydney')).toBe('AEST');
  });
  it('knows real zones only', () => {
    expect(isKnownZone('Australia/Sydney')).toBe(true);
    expect(isKnownZone('Mars/Olympus')).toBe(false);
    expect(isKnownZone(undefined)).toBe(false);
  });
});

describe('a time told in a zone reads as dayjs.tz reads it (the model), only faster', () => {
  const zones = [
    'Australia/Sydney',
    'Australia/Perth',
    'Australia/Adelaide',
    'Australia/Lord_Howe',
    'Australia/Darwin',
    'Pacific/Chatham',
    'Asia/Kathmandu',
    'America/St_Johns',
    'Europe/London',
    'UTC',
  ];
  const formats = ['shortDate', 'dayDateTime', 'longDate', 'fullDateTime', 'clock24', 'isoDate'] as const;
  // Daylight saving's edges are where a zone's offset is easiest to get wrong: most moments are drawn near one.
  const nearAnEdge = fc
    .record({
      year: fc.integer({ min: 1990, max: 2060 }),
      edge: fc.constantFrom('04-01T16:00', '04-05T16:00', '10-01T16:00', '10-04T16:00', '03-29T01:00', '10-25T01:00'),
      minutes: fc.integer({ min: -180, max: 180 }),
    })
    .map(({ year, edge, minutes }) => Date.parse(`${year}-${edge}:00Z`) + minutes * 60_000);
  const anyMoment = fc.integer({ min: Date.parse('1950-01-01'), max: Date.parse('2100-01-01') });

  it('in every format, clock and zone', () => {
    fc.assert(
      fc.property(
        fc.oneof(nearAnEdge, anyMoment),
        fc.integer({ min: 0, max: 999 }),
        fc.constantFrom(...zones),
        fc.constantFrom(...formats),
        fc.constantFrom('12h' as const, '24h' as const),
        (at, ms, zone, format, clock) => {
          // The model: dayjs's own zone plugin, its moment formatted as it holds it.
          const model = formatDate(dayjs(at + ms).tz(zone), format, clock);
          expect(formatDate(at + ms, format, clock, zone)).toBe(model);
          expect(calendarDayIn(at + ms, zone)).toBe(
            dayjs(at + ms)
              .tz(zone)
              .format('YYYY-MM-DD'),
          );
        },
      ),
      { numRuns: 2_000 },
    );
  });
});

describe("a punter's day ends at the first moment their clock reads another day", () => {
  /** The model: the calendar day by Intl's own date string, stepped in 15 minutes and then halved to the ms. */
  const dates = new Map<string, Intl.DateTimeFormat>();
  const dayOf = (t: number, zone: string) => {
    if (!dates.has(zone)) dates.set(zone, new Intl.DateTimeFormat('en-CA', { timeZone: zone }));
    return dates.get(zone)!.format(t);
  };
  function modelEnd(at: number, zone: string): number {
    const today = dayOf(at, zone);
    let after = at + 1;
    while (dayOf(after, zone) === today) after += 15 * 60_000;
    let before = Math.max(at, after - 15 * 60_000);
    while (after - before > 1) {
      const mid = Math.floor((before + after) / 2);
      if (dayOf(mid, zone) === today) before = mid;
      else after = mid;
    }
    return after;
  }
  // Zones whose clocks change at night, some at midnight itself (Havana, Santiago, Beirut skip or repeat it).
  const zones = [
    'Australia/Sydney',
    'Australia/Adelaide',
    'Australia/Lord_Howe',
    'Australia/Perth',
    'Pacific/Chatham',
    'America/Havana',
    'America/Santiago',
    'Asia/Beirut',
    'Europe/London',
    'UTC',
  ];
  const nearAChange = fc
    .record({
      year: fc.integer({ min: 2000, max: 2040 }),
      month: fc.constantFrom('03', '04', '09', '10', '11'),
      day: fc.integer({ min: 1, max: 28 }),
      ms: fc.integer({ min: 0, max: 86_399_999 }),
    })
    .map(({ year, month, day, ms }) => Date.parse(`${year}-${month}-${String(day).padStart(2, '0')}T00:00:00Z`) + ms);

  it('on the day before a daylight-saving change, too (dayjs.tz had these an hour out)', () => {
    // Saturday 4 April 2026 in Sydney: summer time ends at 3 AM on the Sunday, after midnight.
    expect(new Date(endOfDayIn(Date.parse('2026-04-03T13:56:48Z'), 'Australia/Sydney')).toISOString()).toBe(
      '2026-04-04T13:00:00.000Z',
    );
    // Saturday 4 October 2025 in Adelaide: summer time starts at 2 AM on the Sunday.
    expect(new Date(endOfDateIn('2025-10-04', 'Australia/Adelaide')).toISOString()).toBe('2025-10-04T14:30:00.000Z');
  });

  it('for any moment and for any calendar day, in every zone', () => {
    fc.assert(
      fc.property(nearAChange, fc.constantFrom(...zones), (at, zone) => {
        const end = modelEnd(at, zone);
        expect(endOfDayIn(at, zone)).toBe(end);
        expect(endOfDateIn(dayOf(at, zone), zone)).toBe(end);
      }),
      { numRuns: 1_000 },
    );
  });
});
