import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError, GENERIC_ERROR } from './client';

interface ServerErrorOptions<T extends FieldValues> {
  /** An API field name the form spells otherwise, e.g. password → current_password. */
  rename?: Record<string, Path<T>>;
  /** The text a field shows for the server's message (SPEC 8: recovery's user_id reads "Username is required"). */
  messageFor?: (field: Path<T>, message: string) => string;
}

/**
 * SPEC 8, for every form: a refused form shows the server's general message as a banner (alone for HTTP 429) plus its
 * per-field messages against the form's own fields. Returns the banner text.
 */
export function showServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  { rename = {}, messageFor = (_, message) => message }: ServerErrorOptions<T> = {},
): string {
  if (!(error instanceof ApiError)) return GENERIC_ERROR;
  if (error.status === 429) return error.message;
  for (const [apiField, message] of Object.entries(error.errors)) {
    const field = rename[apiField] ?? (apiField as Path<T>);
    if (fields.includes(field)) setError(field, { type: 'server', message: messageFor(field, message) });
  }
  return error.message;
}
