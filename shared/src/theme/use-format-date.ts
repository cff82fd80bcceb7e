import { useCallback } from 'react';
import type dayjs from 'dayjs';
import type { ClockFormat } from '@wagering/brands';
import { formatDate, type DateFormat } from '@wagering/shared/format';
import { useBrand } from './brand-store';
import { useTimeZone } from './time-zone';

/** The brand's clock: 24-hour when it says so, else 12-hour, as the SPEC's own time formats are. */
export const useClockFormat = (): ClockFormat => useBrand().clockFormat ?? '12h';

/** A calendar day ("2026-11-28", a meeting's date) is the same day in every zone: it is never moved into one. */
const isCalendarDay = (value: dayjs.ConfigType) => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * `formatDate` in the brand's clock and the page's zone (useTimeZone), for every remote that shows a time of day
 * (race times, match starts, My Bets, transactions, banking), so the whole site tells the time one way.
 */
export function useFormatDate(): (value: dayjs.ConfigType, format: DateFormat) => string {
  const clock = useClockFormat();
  const zone = useTimeZone();
  return useCallback(
    (value, format) => formatDate(value, format, clock, isCalendarDay(value) ? undefined : zone),
    [clock, zone],
  );
}
