/** JSON-schema builders for route schemas (and so for the OpenAPI document). */
type Schema = Record<string, unknown>;

export const str: Schema = { type: 'string' };
export const int: Schema = { type: 'integer' };
export const num: Schema = { type: 'number' };
export const bool: Schema = { type: 'boolean' };
export const dateTime: Schema = { type: 'string', format: 'date-time' };
export const nullable = (s: Schema): Schema => ({ ...s, nullable: true });
export const arrayOf = (items: Schema): Schema => ({ type: 'array', items });
export const oneOfStrings = (values: readonly string[]): Schema => ({ type: 'string', enum: values });

/** An object whose listed properties are all required unless named in `optional`. */
export function obj(properties: Record<string, Schema>, optional: string[] = []): Schema {
  const required = Object.keys(properties).filter((k) => !optional.includes(k));
  // OpenAPI 3.0 wants a non-empty `required` list, or none at all.
  return { type: 'object', properties, ...(required.length > 0 && { required }), additionalProperties: false };
}

/** A list answer: `{ data: [...] }`. */
export const listOf = (item: Schema): Schema => obj({ data: arrayOf(item) });

/** The error body of every 4xx and 5xx answer. */
export const errorBody: Schema = {
  type: 'object',
  required: ['message', 'errors'],
  properties: { message: str, errors: { type: 'object', additionalProperties: str }, code: str },
  additionalProperties: true,
};

/** Response schemas for the given error statuses. */
export const errorResponses = (...statuses: number[]) => Object.fromEntries(statuses.map((s) => [s, errorBody]));

export const bearerAuth = [{ bearer: [] }];

/** Dollars as typed in a form, at most two decimals. */
export const dollars: Schema = { type: 'number', description: 'Dollars, at most two decimals' };
