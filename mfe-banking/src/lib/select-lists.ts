import { CARD_EXPIRY_YEAR_MAX } from '@wagering/shared/constants';
import type { SelectOption } from '@wagering/shared/ui';

/** SPEC 3 "Select lists" of the banking forms, as the key/value options the selects take. */

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
export const MONTH_OPTIONS: SelectOption[] = MONTH_NAMES.map((name, i) => ({
  value: String(i + 1),
  label: `${String(i + 1).padStart(2, '0')} - ${name}`,
}));

/**
 * Card expiry years: SPEC lists 2025 to 2030; a year already past is never offered (a card from it has expired), so
 * the list runs from this year for six years, within the rule's 2024 to 2034.
 */
export const expiryYearOptions = (now = new Date()): SelectOption[] => {
  const first = Math.max(2025, now.getFullYear());
  const last = Math.min(CARD_EXPIRY_YEAR_MAX, first + 5);
  return Array.from({ length: last - first + 1 }, (_, i) => String(first + i)).map((y) => ({ value: y, label: y }));
};

/** Australian banks plus Other. */
export const BANK_OPTIONS: SelectOption[] = [
  'ANZ',
  'Bank Australia',
  'Bank of Melbourne',
  'Bank of Queensland',
  'Bankwest',
  'Bendigo Bank',
  'BankSA',
  'Commonwealth Bank',
  'Great Southern Bank',
  'Heritage Bank',
  'HSBC Australia',
  'ING',
  'Macquarie Bank',
  'ME Bank',
  'National Australia Bank',
  'Newcastle Permanent',
  'St.George Bank',
  'Suncorp Bank',
  'Teachers Mutual Bank',
  'Ubank',
  'Westpac',
  'Other',
].map((bank) => ({ value: bank, label: bank }));

/** Only debit cards are taken (SPEC "Debit card type is required"). */
export const CARD_TYPE_OPTIONS: SelectOption[] = [{ value: 'debit', label: 'Visa or Mastercard debit' }];
