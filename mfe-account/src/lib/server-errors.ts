import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@wagering/shared/api';

/**
 * SPEC 8: a refused form shows the server's general message as a banner (alone for HTTP 429) plus its per-field
 * messages against the form's fields. Returns the banner text.
 */
export function showServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
  messageFor: (field: string, message: string) => string = (_, message) => message,
): string {
  if (!(error instanceof ApiError)) return error instanceof Error ? error.message : String(error);
  if (error.status === 429) return error.message;
  const named = Object.entries(error.errors).filter(([field]) => fields.includes(field));
  for (const [field, message] of named)
    setError(field as Path<T>, { type: 'server', message: messageFor(field, message) });
  return error.message;
}
