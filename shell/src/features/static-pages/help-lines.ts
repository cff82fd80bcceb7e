/** The national help line and register every page names (footer, responsible gambling). */
export const GAMBLING_HELP_PHONE = '1800 858 858';
export const GAMBLING_HELP_URL = 'https://www.gamblinghelponline.org.au';
export const BETSTOP_URL = 'https://www.betstop.gov.au';
