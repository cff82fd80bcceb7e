import dayjs from 'dayjs';
import { calendarDayIn, wallTimeIn } from './dates';

// The server's reckoning of a punter's day (limits, "entered today" mails), on the one reading of a zone's clock
// (wallTimeIn): its own module, so the browser's bundle, which only formats times, does not carry it. dayjs's zone
// plugin is not used: on the day before a daylight-saving change its end of day was an hour out (Sydney's Saturday
// 4 April 2026 ended at 1 AM on the Sunday).

/** How far a zone's clock is ahead of UTC at a moment, in ms. */
const offsetAt = (at: number, zone: string): number => wallTimeIn(dayjs(at), zone).valueOf() - at;

/**
 * The end (exclusive, epoch ms) of the day `at` falls on in a zone: what "today" means to a punter there. It is the
 * clock's distance to its next midnight, less any time the clock skips or plus any it repeats on the way. Where the
 * change falls at midnight itself, the offset just before or at that midnight is the right one: the first moment of
 * the two that reads another day.
 */
export function endOfDayIn(at: number, zone: string): number {
  const reading = wallTimeIn(dayjs(at), zone);
  const byTheClock = at + (reading.startOf('day').add(1, 'day').valueOf() - reading.valueOf());
  const today = reading.format('YYYY-MM-DD');
  const ends = [byTheClock - 1, byTheClock]
    .map((t) => byTheClock - (offsetAt(t, zone) - offsetAt(at, zone)))
    .filter((end) => calendarDayIn(end, zone) !== today);
  return Math.min(...ends);
}

/** The end (exclusive, epoch ms) of a calendar day ("2026-12-15") in a zone: the midnight after it there. */
export function endOfDateIn(date: string, zone: string): number {
  const noonByUtc = Date.parse(`${date}T12:00:00Z`);
  return endOfDayIn(noonByUtc - offsetAt(noonByUtc, zone), zone);
}
