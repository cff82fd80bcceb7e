import { useCallback } from 'react';
import type dayjs from 'dayjs';
import type { ClockFormat } from '@wagering/brands';
import { formatDate, type DateFormat } from '@wagering/shared/format';
import { useBrand } from './brand-store';

/** The brand's clock: 24-hour when it says so, else 12-hour, as the SPEC's own time formats are. */
export const useClockFormat = (): ClockFormat => useBrand().clockFormat ?? '12h';

/**
 * `formatDate` in the brand's clock, for every remote that shows a time of day (race times, match starts, My Bets,
 * transactions, banking), so the whole site tells the time one way.
 */
export function useFormatDate(): (value: dayjs.ConfigType, format: DateFormat) => string {
  const clock = useClockFormat();
  return useCallback((value, format) => formatDate(value, format, clock), [clock]);
}
