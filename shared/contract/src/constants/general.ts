/** SPEC 9 general constants. */

export const DEFAULT_TIME_ZONE = 'UTC';
/** Registration's company field when none is given. */
export const DEFAULT_REGISTRATION_COMPANY = 1;
/** The session cookie's name. */
export const ACCESS_TOKEN_COOKIE = 'accessToken';
