import { DEPOSIT_LIMIT_PERIODS_DAYS } from '@wagering/shared/constants';

/** SPEC 3 select list Title: Mr=M, Mrs=F (registration's gender). */
export const TITLE_OPTIONS = [
  { label: 'Mr', value: 'M' },
  { label: 'Mrs', value: 'F' },
] as const;

const FREQUENCY_LABELS: Record<(typeof DEPOSIT_LIMIT_PERIODS_DAYS)[number], string> = {
  30: 'Monthly',
  14: 'Fortnightly',
  7: 'Weekly',
  1: 'Daily',
};

/** SPEC 3 select list Frequency: Monthly=30, Fortnightly=14, Weekly=7, Daily=1 (days). */
export const FREQUENCY_OPTIONS = [30, 14, 7, 1].map((days) => ({
  value: String(days),
  label: FREQUENCY_LABELS[days as keyof typeof FREQUENCY_LABELS],
}));

export const frequencyLabel = (days: number) =>
  FREQUENCY_LABELS[days as keyof typeof FREQUENCY_LABELS] ?? `${days} days`;
