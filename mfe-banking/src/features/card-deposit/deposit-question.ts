import { dollarsToCents, formatCents } from '@wagering/shared/format';

/** What a large card deposit asks before it is paid (new or saved card alike). */
export const depositQuestion = (dollars: number) =>
  `You are about to deposit ${formatCents(dollarsToCents(dollars))}. Confirm?`;
