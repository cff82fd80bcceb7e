const longDate = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "22 November 2026": how dates read in messages to the punter (SPEC time zone UTC). */
export const formatLongDate = (ms: number | Date) => longDate.format(ms);

/** YYYY-MM-DD in UTC: the day a time falls on. */
export const dayOf = (ms: number | Date) => new Date(ms).toISOString().slice(0, 10);

/** A time in ms as an ISO timestamp, how times go into SQL parameters. */
export const iso = (ms: number) => new Date(ms).toISOString();

export const DAY_MS = 24 * 60 * 60 * 1000;

/** The YYYY-MM-DD day `n` days after `day` (before it when `n` is negative). */
export const addDays = (day: string, n: number) => dayOf(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS);
