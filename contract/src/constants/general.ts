/** SPEC 9 general constants. */

export const DEFAULT_TIME_ZONE = 'UTC';
/** Registration's company field when none is given. */
export const DEFAULT_REGISTRATION_COMPANY = 1;
/**
 * The browser's time zone, set by the site on every page: the server renders pages in it, and keeps it with the
 * punter's account at login for what it tells away from the page (mails).
 */
export const TIME_ZONE_COOKIE = 'tz';
/** The session cookie's name. */
export const ACCESS_TOKEN_COOKIE = 'accessToken';
/**
 * The double-submit CSRF cookie, readable by the page (the session cookie is not): its value goes back in the
 * X-CSRF-Token header of every write, which a page on another site can neither read nor send.
 */
export const CSRF_COOKIE = 'csrfToken';
export const CSRF_HEADER = 'X-CSRF-Token';
