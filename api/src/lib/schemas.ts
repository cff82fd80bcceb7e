/**
 * JSON-schema builders for route schemas (and so for the OpenAPI document). They keep their literal types, so the
 * type provider (json-schema-to-ts, see lib/type-provider.ts) infers each handler's input and output from the very
 * schema Ajv validates with: one schema per route, no hand-written request or response types.
 */
import { arrayOf, obj, str } from '@wagering/contract/schemas';
import type { JSONSchema } from 'json-schema-to-ts';

// The builders are the contract's, which states the live events with them too.
export {
  arrayOf,
  bool,
  dateTime,
  int,
  nullable,
  num,
  obj,
  oneOfStrings,
  str,
  type Infer,
  type InferAnswer,
} from '@wagering/contract/schemas';

/** An answer wrapped in data: `{ data: ... }`. */
export const dataOf = <S extends JSONSchema>(schema: S) => obj({ data: schema });

/** A list answer: `{ data: [...] }`. */
export const listOf = <S extends JSONSchema>(item: S) => obj({ data: arrayOf(item) });

/** The error body of every 4xx and 5xx answer. */
export const errorBody = {
  type: 'object',
  required: ['message', 'errors'],
  properties: { message: str, errors: { type: 'object', additionalProperties: str }, code: str },
  additionalProperties: true,
} as const;

/** Response schemas for the given error statuses. */
export const errorResponses = <const S extends readonly number[]>(...statuses: S) =>
  Object.fromEntries(statuses.map((s) => [s, errorBody])) as { [K in S[number]]: typeof errorBody };

export const bearerAuth = [{ bearer: [] }];
