/** SPEC section 9 limits shared by the forms (shared/forms) and the API that enforces them. */
export const MIN_AGE_YEARS = 18;
export const BIRTH_YEAR_MIN = 1927;
export const PHONE_LENGTH = 10;
/** How many characters the phone input takes: the digits plus the spaces, dashes or brackets punters type. */
export const PHONE_TYPED_MAX_LENGTH = PHONE_LENGTH + 6;
export const PASSWORD_MIN_LENGTH = 8;
/** Long enough for a passphrase or a password manager (docs/SPEC-CHOICES.md). */
export const PASSWORD_MAX_LENGTH = 64;
export const BSB_LENGTH = 6;
export const ACCOUNT_NUMBER_MIN_LENGTH = 6;
export const ACCOUNT_NUMBER_MAX_LENGTH = 10;
export const CVV_LENGTH = 3;
export const CARD_EXPIRY_YEAR_MIN = 2024;
export const CARD_EXPIRY_YEAR_MAX = 2034;
/** Text inputs' default max length (SPEC section 5, Generic). */
export const TEXT_MAX_LENGTH = 255;
/** Deposit limit periods in days: Daily, Weekly, Fortnightly, Monthly. */
export const DEPOSIT_LIMIT_PERIODS_DAYS = [1, 7, 14, 30] as const;
/** A deposit limit may be lowered at once; a raise waits this long. */
export const DEPOSIT_LIMIT_RAISE_DELAY_DAYS = 7;
/** The most any money field takes, in dollars: far above any real deposit or withdrawal, far below overflow. */
export const MAX_AMOUNT_DOLLARS = 1_000_000;
/**
 * Our choice (docs/SPEC-CHOICES.md): a stake (the slip's total), a deposit or a deposit limit of this many dollars or
 * more is placed only after the punter confirms the amount, so a slipped digit never costs them.
 */
export const LARGE_AMOUNT_CONFIRM_DOLLARS = 1_000;
/** The most one card deposit takes, in dollars (larger sums go by bank transfer). */
export const CARD_DEPOSIT_MAX_DOLLARS = 10_000;
/** The longest payment reference Australian banks carry with a transfer (the shortest common limit, BPAY/EFT). */
export const BANK_REFERENCE_MAX_LENGTH = 18;
