// Money's type and its sums (cents.ts); the formats of money (dollars, text) are @wagering/contract/format's.
export { type Cents, cents, sumCents } from './cents';
