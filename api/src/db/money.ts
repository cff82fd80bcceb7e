import { cents, type Cents } from '@wagering/contract/money';

/** A bigint column as the driver returns it: a number from PGlite, a string from the PostgreSQL server. */
export type BigintColumn = string | number;

/** A money column (or a SUM of one, null over no rows: 0) read as Cents, where the row leaves the database. */
export const centsColumn = (value: BigintColumn | null | undefined): Cents => cents(Number(value ?? 0));
