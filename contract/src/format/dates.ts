import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';

// A time told in a zone is read from Intl (wallTimeIn) and formatted in UTC.
dayjs.extend(utc);

/** How a time of day reads: "3:05 PM" (12h) or "15:05" (24h). */
export type ClockFormat = '12h' | '24h';

/**
 * SPEC 9 date formats (dayjs tokens), named by what they show. A time of day reads one way in all of them, "3:05 PM"
 * (SPEC's "h:mm A"): the SPEC's "h:mmA" and "hh:mmA" made My Bets say "3:57AM" beside a race card's "3:40 AM"
 * (docs/SPEC-CHOICES.md, "One way to tell the time").
 */
const DATE_FORMATS = {
  /** 22/11/26 */
  shortDate: 'DD/MM/YY',
  /** 3:05 PM */
  time: 'h:mm A',
  /** Sun 22 Nov, 3:05 PM */
  dayDateTime: 'ddd DD MMM, h:mm A',
  /** Sunday, 22 Nov 2026 */
  longDate: 'dddd, DD MMM YYYY',
  /** 22 November 2026, 3:05 PM */
  longDateTime: 'DD MMMM YYYY, h:mm A',
  /** 2 November 2026 */
  fullDate: 'D MMMM YYYY',
  /** 2 November 2026, 3:05 PM */
  fullDateTime: 'D MMMM YYYY, h:mm A',
  /** 15:05 */
  clock24: 'HH:mm',
  /** Sun 22 Nov */
  dayDate: 'ddd DD MMM',
  /** Sun 22 Nov 2026: a day beyond this week, told away from the page (a message or mail). */
  dayDateYear: 'ddd DD MMM YYYY',
  /** 22 November */
  dayMonth: 'D MMMM',
  /** 2026-11-22: the API's and the routes' date (e.g. /racing/results/{date}). */
  isoDate: 'YYYY-MM-DD',
} as const;

export type DateFormat = keyof typeof DATE_FORMATS;

/** The 12-hour time of day ("h:mm A"): what a 24-hour brand reads as "HH:mm". */
const TWELVE_HOUR_TIME = /h:mm A/;

/**
 * The dayjs pattern of a SPEC format in the brand's clock. The SPEC's formats with a time of day are 12-hour; a
 * 24-hour brand (BrandConfig.clockFormat) reads the same date with its time as "HH:mm", so every page of the site
 * tells the time one way.
 */
const dateFormatIn = (format: DateFormat, clock: ClockFormat): string =>
  clock === '24h' ? DATE_FORMATS[format].replace(TWELVE_HOUR_TIME, DATE_FORMATS.clock24) : DATE_FORMATS[format];

/** One formatter per zone: building an `Intl.DateTimeFormat` costs far more than using one. */
const wallClocks = new Map<string, Intl.DateTimeFormat>();

/**
 * A moment as a zone's wall clock reads it, held as that reading in UTC (which has no daylight saving), so dayjs
 * formats the reading as it is. dayjs's own `.tz()` builds a new Intl formatter on every call, which made the times on
 * a race list the largest script cost of hydrating it on a phone.
 */
export function wallTimeIn(d: dayjs.Dayjs, zone: string): dayjs.Dayjs {
  let clock = wallClocks.get(zone);
  if (!clock) {
    const n = 'numeric';
    const fields = { year: n, month: n, day: n, hour: n, minute: n, second: n } as const;
    clock = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', ...fields });
    wallClocks.set(zone, clock);
  }
  const part = Object.fromEntries(clock.formatToParts(d.valueOf()).map((p) => [p.type, Number(p.value)]));
  return dayjs.utc(
    Date.UTC(part.year!, part.month! - 1, part.day, part.hour, part.minute, part.second, d.millisecond()),
  );
}

/**
 * Formats a date (Date, epoch ms or ISO string) in one of the SPEC formats, its time of day in the brand's clock
 * (12-hour unless told; components take the brand's through `useFormatDate`); empty text for a missing or invalid date.
 * The page's own zone unless a zone is named (the server's mails name the punter's).
 */
export function formatDate(
  value: dayjs.ConfigType,
  format: DateFormat,
  clock: ClockFormat = '12h',
  zone?: string,
): string {
  if (value === null || value === undefined || value === '') return '';
  const d = dayjs(value);
  if (!d.isValid()) return '';
  return (zone ? wallTimeIn(d, zone) : d).format(dateFormatIn(format, clock));
}

/** Whether a time zone name is one this runtime knows ("Australia/Sydney"), so it can be kept and used. */
export function isKnownZone(zone: string | undefined): zone is string {
  if (!zone || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-AU', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The calendar day ("2026-11-28") a moment falls on in a zone (the page's), or in the process's when none is told. */
export const calendarDayIn = (value: dayjs.ConfigType, zone?: string): string =>
  (zone ? wallTimeIn(dayjs(value), zone) : dayjs(value)).format('YYYY-MM-DD');

/** The zone's short name at that moment, as Australians read it: "AEDT" in summer, "AEST" in winter, else "GMT+1". */
export function zoneName(at: number, zone: string): string {
  const parts = new Intl.DateTimeFormat('en-AU', { timeZone: zone, timeZoneName: 'short' }).formatToParts(at);
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? zone;
}
