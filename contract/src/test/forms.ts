import { ValidationError, type AnySchema } from 'yup';
import { fieldErrors } from '../forms/messages';

/** The field → message map a schema gives for `value` ({} when valid). For tests beside the schemas. */
export async function errorsOf(schema: AnySchema, value: unknown, today?: Date): Promise<Record<string, string>> {
  try {
    await schema.validate(value, { abortEarly: false, context: today ? { today: today.getTime() } : {} });
    return {};
  } catch (e) {
    if (e instanceof ValidationError) return fieldErrors(e);
    throw e;
  }
}
