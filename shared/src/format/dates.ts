import dayjs from 'dayjs';

/** SPEC 9 date formats (dayjs tokens), named by what they show. */
export const DATE_FORMATS = {
  /** 22/11/26 */
  shortDate: 'DD/MM/YY',
  /** 3:05 PM */
  time: 'h:mm A',
  /** Sun 22 Nov, 3:05PM */
  dayDateTime: 'ddd DD MMM, h:mmA',
  /** Sunday, 22 Nov 2026 */
  longDate: 'dddd, DD MMM YYYY',
  /** 22 November 2026, 3:05PM */
  longDateTime: 'DD MMMM YYYY, h:mmA',
  /** 2 November 2026, 03:05PM */
  fullDateTime: 'D MMMM YYYY, hh:mmA',
  /** 15:05 */
  clock24: 'HH:mm',
  /** Sun 22 Nov */
  dayDate: 'ddd DD MMM',
  /** 22 November */
  dayMonth: 'D MMMM',
  /** 2026-11-22: the API's and the routes' date (e.g. /racing/results/{date}). */
  isoDate: 'YYYY-MM-DD',
} as const;

export type DateFormat = keyof typeof DATE_FORMATS;

/** Formats a date (Date, epoch ms or ISO string) in one of the SPEC formats; empty text for a missing or invalid date. */
export function formatDate(value: dayjs.ConfigType, format: DateFormat): string {
  if (value === null || value === undefined || value === '') return '';
  const d = dayjs(value);
  return d.isValid() ? d.format(DATE_FORMATS[format]) : '';
}
