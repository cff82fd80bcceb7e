import type { FastifyRequest, FastifySchemaCompiler } from 'fastify';
import { Ajv, type Options } from 'ajv';
import addFormats from 'ajv-formats';
import { HttpError } from './errors';
import { CHECK_FIELDS } from './validate';

const ajvOptions: Options = { removeAdditional: false, useDefaults: true, allErrors: true, strict: false };
// Bodies are JSON: a money field takes a JSON number only (no `true` as $1, no `[5]` as $5).
const bodyAjv = addFormats.default(new Ajv({ ...ajvOptions, coerceTypes: false }));
// Query strings and path parameters arrive as text, so they are coerced to the schema's types.
const textAjv = addFormats.default(new Ajv({ ...ajvOptions, coerceTypes: 'array' }));

/** Fastify's validator compiler: strict JSON types for bodies, coercion for the URL's parts. */
export const inputValidator: FastifySchemaCompiler<object> = ({ schema, httpPart }) =>
  (httpPart === 'body' ? bodyAjv : textAjv).compile(schema);

export const NULL_CHARACTER = 'must not contain a null character';

/** The path (a.b.0) of the first string holding a NUL, which PostgreSQL text cannot store. */
function nullCharacterAt(value: unknown, path: string[] = []): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') || 'value' : undefined;
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      const found = nullCharacterAt(k, [...path, k]) ?? nullCharacterAt(v, [...path, k]);
      if (found) return found;
    }
  }
  return undefined;
}

/** preValidation hook: refuses a NUL in any string of the body, query or path parameters with a field error. */
export async function hostileInput(request: FastifyRequest): Promise<void> {
  for (const part of [request.params, request.query, request.body]) {
    const field = nullCharacterAt(part);
    if (field) throw new HttpError(400, CHECK_FIELDS, { [field]: NULL_CHARACTER });
  }
}

export const BAD_VALUE = 'A value in your request is out of range or not valid. Please check it and try again.';

/**
 * The last line of defence: a value the routes let through but PostgreSQL refuses as data (SQLSTATE class 22:
 * numeric out of range, impossible date, bad text) is the client's mistake, answered 400, never a 500.
 */
export function badDataError(err: unknown): { message: string; errors: Record<string, string> } | undefined {
  const code = (err as { code?: unknown }).code;
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code) ? { message: BAD_VALUE, errors: {} } : undefined;
}
