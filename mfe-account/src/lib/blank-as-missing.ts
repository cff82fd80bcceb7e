import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * Number inputs hold text; an empty one must read as "not given" (so it gets the "is required" message) rather than
 * as a malformed number.
 */
export function blankAsMissing<T extends FieldValues, C, R extends FieldValues>(
  resolver: Resolver<T, C, R>,
  fields: readonly string[],
): Resolver<T, C, R> {
  return (values, context, options) => {
    const cleaned = Object.fromEntries(
      Object.entries(values).map(([key, value]) => [key, fields.includes(key) && value === '' ? undefined : value]),
    ) as T;
    return resolver(cleaned, context, options);
  };
}
