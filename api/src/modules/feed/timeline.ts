/** Race timeline: betting closes at the jump, placings are in a minute later, dividends (Final) 2½ minutes after it. */
export const INTERIM_AFTER_MS = 60_000;
export const FINAL_AFTER_MS = 150_000;
/** A race the simulator suspends is suspended from 2 minutes to 30 seconds before its jump. */
export const SUSPEND_FROM_MS = 120_000;
export const SUSPEND_UNTIL_MS = 30_000;
/** Sports matches are Closed while played and Final this long after they start. */
export const MATCH_LENGTH_MS = 100 * 60_000;
