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

/** Card expiry years 2025 to 2030 in the list (the rule accepts 2024 to 2034). */
export const EXPIRY_YEAR_OPTIONS: SelectOption[] = Array.from({ length: 6 }, (_, i) => String(2025 + i)).map((y) => ({
  value: y,
  label: y,
}));

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
