import dayjs from 'dayjs';
import { COUNTDOWN_HOT_SECONDS, COUNTDOWN_UPCOMING_SECONDS } from '@wagering/shared/constants';
import { DATE_FORMATS } from './dates';

/** Whole minutes to the jump, rounded to the nearest minute: 30 seconds or more rounds up. */
export const minutesToJump = (seconds: number) => Math.floor((Math.max(0, seconds) + 30) / 60);

export type CountdownLook = 'hot' | 'upcoming' | 'future';

/** Hot under 300 s, upcoming under 3600 s, future otherwise. */
export function countdownLook(seconds: number): CountdownLook {
  if (seconds < COUNTDOWN_HOT_SECONDS) return 'hot';
  if (seconds < COUNTDOWN_UPCOMING_SECONDS) return 'upcoming';
  return 'future';
}

/** The countdown ticks each second only when under 3600 s; beyond it shows a clock time that needs no tick. */
export const countdownTicks = (seconds: number) => seconds < COUNTDOWN_UPCOMING_SECONDS;

export interface CountdownOptions {
  /** Show the seconds beside the minutes (e.g. "4m 05s"). */
  withSeconds?: boolean;
  /** Clock time beyond an hour in 24h ("15:05") instead of 12h ("3:05 PM"), as the brand says. */
  clock24?: boolean;
  /** Now, in epoch ms: the clock time shown is now plus the seconds to jump. */
  now?: number;
}

/**
 * The time-to-jump text: "Now" at 0 (and after the jump), seconds under 60 s, minutes (optionally with seconds)
 * up to 3600 s, and the jump's clock time beyond; a jump on another day (tomorrow, futures) carries its date too
 * ("Wed 04 Dec, 3:05 PM"), since a time alone would read as today.
 */
export function countdownText(
  seconds: number,
  { withSeconds = false, clock24 = true, now = Date.now() }: CountdownOptions = {},
): string {
  const s = Math.floor(seconds);
  if (s <= 0) return 'Now';
  if (s < 60) return `${s}s`;
  if (s < COUNTDOWN_UPCOMING_SECONDS) {
    if (!withSeconds) return `${minutesToJump(s)}m`;
    return `${Math.floor(s / 60)}m ${String(s % 60).padStart(2, '0')}s`;
  }
  const jump = dayjs(now + s * 1000);
  const clock = jump.format(clock24 ? DATE_FORMATS.clock24 : DATE_FORMATS.time);
  return jump.isSame(dayjs(now), 'day') ? clock : `${jump.format(DATE_FORMATS.dayDate)}, ${clock}`;
}

/** A time of day in the brand's clock: "15:05" (24-hour) or "3:05 PM" (12-hour). */
export const clockTime = (value: dayjs.ConfigType, clock24: boolean) =>
  dayjs(value).format(clock24 ? DATE_FORMATS.clock24 : DATE_FORMATS.time);
