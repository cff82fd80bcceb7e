import { dollarsToCents, formatCents } from '@wagering/shared/format';
import { frequencyLabel } from './select-lists';

/** What a large deposit limit asks before it is set (on registration and on the profile alike). */
export const depositLimitQuestion = (dollars: number, periodDays: number) =>
  `You are about to set a ${frequencyLabel(periodDays).toLowerCase()} deposit limit of ${formatCents(dollarsToCents(dollars))}. Confirm?`;
