/** SPEC 9 timings, in milliseconds unless the name says otherwise. */

/** An odds badge flashes up or down for this long after its value changes. */
export const ODDS_FLASH_MS = 2000;
/** A click on an odds badge disables the progress bar for this long. */
export const PROGRESS_BAR_DISABLE_MS = 500;
/** Countdowns are styled hot under this many seconds to the jump. */
export const COUNTDOWN_HOT_SECONDS = 300;
/** Countdowns tick each second and are styled upcoming under this many seconds; a clock time shows beyond. */
export const COUNTDOWN_UPCOMING_SECONDS = 3600;
/** Query results stay fresh this long (no refetch on window focus, mount or reconnect). */
export const QUERY_STALE_TIME_MS = 60_000;
/** The simple toast's duration (one slot: a new toast replaces the old). */
export const TOAST_MS = 5000;
/** The bet/transfer alert toast's duration. */
export const ALERT_TOAST_MS = 100_000;
/** Address suggestions are looked up this long after the last keystroke. */
export const ADDRESS_DEBOUNCE_MS = 500;
/** The address suggestion list closes this long after the input loses focus, so a click on a suggestion lands. */
export const ADDRESS_BLUR_CLOSE_MS = 200;
/** Button ripple duration. */
export const RIPPLE_MS = 500;

/*
 * SPEC 9 lists six more exported timing constants (3000, 3000, 2000, 10000, 10000, 30000 ms) without their
 * purposes. The names below are our choice (docs/SPEC-CHOICES.md); each is used for the purpose its name says, and
 * the three this site has no use for are not declared.
 */
/** How long "Copied" feedback shows after copying a reference (PayID, BSB, ticket number). */
export const COPY_FEEDBACK_MS = 2000;
/** Poll interval of a card deposit's 3-D Secure notification status. */
export const PAYMENT_STATUS_POLL_MS = 10_000;
/** Refetch interval of the next-to-jump racing list (SPEC: "an interval whose value: not shown"). */
export const NEXT_TO_JUMP_REFETCH_MS = 10_000;
/** While the maintenance screen shows, the site asks the API this often whether it may open again. */
export const MAINTENANCE_POLL_MS = 15_000;

/**
 * Server rendering (not in SPEC 9; docs/SPEC-CHOICES.md): a rendered public page is served to everyone asking for
 * the same path, theme and zone this long as it is, and up to PAGE_STALE_MS while it renders anew. Both within
 * QUERY_STALE_TIME_MS, so a page's data is never older than the browser would keep it.
 */
export const PAGE_CACHE_MS = 5_000;
export const PAGE_STALE_MS = 30_000;

/** How long a client is told to wait during maintenance (Retry-After, seconds): pages and calls alike. */
export const MAINTENANCE_RETRY_AFTER_S = 600;
