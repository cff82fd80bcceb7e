import { notFound } from './errors';

/** "12" → 12; anything that is not a positive integer id is an unknown id (404, never a 500). */
export function idOf(value: string | undefined, what: string): number {
  const n = Number(value);
  if (!value || !Number.isSafeInteger(n) || n <= 0) throw notFound(`${what} not found`);
  return n;
}
