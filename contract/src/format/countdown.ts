import { COUNTDOWN_HOT_SECONDS, COUNTDOWN_UPCOMING_SECONDS } from '../constants';
import { calendarDayIn, formatDate, type ClockFormat } from './dates';

/** Whole minutes to the jump, rounded to the nearest minute: 30 seconds or more rounds up. */
const minutesToJump = (seconds: number) => Math.floor((Math.max(0, seconds) + 30) / 60);

export type CountdownLook = 'hot' | 'upcoming' | 'future';

/** Hot under 300 s, upcoming under 3600 s, future otherwise. */
export function countdownLook(seconds: number): CountdownLook {
  if (seconds < COUNTDOWN_HOT_SECONDS) return 'hot';
  if (seconds < COUNTDOWN_UPCOMING_SECONDS) return 'upcoming';
  return 'future';
}

/** The countdown ticks each second only when under 3600 s; beyond it shows a clock time that needs no tick. */
export const countdownTicks = (seconds: number) => seconds < COUNTDOWN_UPCOMING_SECONDS;

interface CountdownOptions {
  /** Show the seconds beside the minutes (e.g. "4m 05s"). */
  withSeconds?: boolean;
  /** The brand's clock for the time beyond an hour: "3:05 PM" (12h, the default) or "15:05" (24h). */
  clock?: ClockFormat;
  /** Now, in epoch ms: whether the jump is today. */
  now?: number;
  /**
   * The jump's own time, in epoch ms: the clock time shown beyond an hour (now plus the seconds to jump unless told).
   * A countdown that stops ticking beyond an hour passes it, so a page left open keeps showing the race's time.
   */
  jumpAt?: number;
  /** The zone the clock time and its day are told in (the page's: useTimeZone); the process's own unless told. */
  zone?: string;
}

/**
 * The time-to-jump text: "Now" at 0 (and after the jump), seconds under 60 s, minutes (optionally with seconds)
 * up to 3600 s, and the jump's clock time beyond; a jump on another day (tomorrow, futures) carries its date too
 * ("Wed 04 Dec, 3:05 PM"), since a time alone would read as today.
 */
export function countdownText(
  seconds: number,
  {
    withSeconds = false,
    clock = '12h',
    now = Date.now(),
    jumpAt = now + Math.floor(seconds) * 1000,
    zone,
  }: CountdownOptions = {},
): string {
  const s = Math.floor(seconds);
  if (s <= 0) return 'Now';
  if (s < 60) return `${s}s`;
  if (s < COUNTDOWN_UPCOMING_SECONDS) {
    if (!withSeconds) return `${minutesToJump(s)}m`;
    return `${Math.floor(s / 60)}m ${String(s % 60).padStart(2, '0')}s`;
  }
  const time = formatDate(jumpAt, 'time', clock, zone);
  return calendarDayIn(jumpAt, zone) === calendarDayIn(now, zone)
    ? time
    : `${formatDate(jumpAt, 'dayDate', clock, zone)}, ${time}`;
}
