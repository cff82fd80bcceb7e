import type { ValidationError } from 'yup';

/** The first message per field of a yup validation error: the `errors` map of the API's `{message, errors}` body. */
export function fieldErrors(error: ValidationError): Record<string, string> {
  const errors: Record<string, string> = {};
  const all = error.inner.length > 0 ? error.inner : [error];
  for (const e of all) errors[e.path || 'form'] ??= e.message;
  return errors;
}
