import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@wagering/shared/api';

export const GENERIC_ERROR = 'Something went wrong. Please try again.';

/**
 * Puts the server's per-field messages on the form's matching fields (`rename` maps an API field name to the form's,
 * e.g. password → current_password). Returns the server's message to show above the form, or null when it already
 * shows under a field.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  rename: Record<string, Path<T>> = {},
): string | null {
  if (!(error instanceof ApiError)) return GENERIC_ERROR;
  let placed = false;
  for (const [apiField, message] of Object.entries(error.errors)) {
    const field = rename[apiField] ?? (apiField as Path<T>);
    if (!fields.includes(field)) continue;
    setError(field, { type: 'server', message });
    placed = true;
  }
  return placed ? null : error.message;
}
