import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

// The server's reckoning of a punter's day (limits, "entered today" mails): its own module, so the browser's bundle,
// which only formats times (dates.ts), does not carry dayjs's zone plugin.
dayjs.extend(utc);
dayjs.extend(timezone);

/** The end (exclusive, epoch ms) of the day `at` falls on in a zone: what "today" means to a punter there. */
export const endOfDayIn = (at: number, zone: string): number => dayjs(at).tz(zone).endOf('day').valueOf() + 1;

/** The end (exclusive, epoch ms) of a calendar day ("2026-12-15") in a zone: the midnight after it there. */
export const endOfDateIn = (date: string, zone: string): number => dayjs.tz(date, zone).add(1, 'day').valueOf();
