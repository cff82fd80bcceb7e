import type { FastifyInstance, FastifyRequest, FastifySchemaCompiler } from 'fastify';
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

const NULL_CHARACTER = 'must not contain a null character';

/** The path (a.b.0) of the first string holding a NUL, which PostgreSQL text cannot store. Iterative: the depth of
 * client input is bounded by the body parser, and a walk never recurses over it all the same. */
function nullCharacterAt(value: unknown): string | undefined {
  const pending: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (typeof next.value === 'string') {
      if (next.value.includes('\u0000')) return next.path.join('.') || 'value';
    } else if (next.value && typeof next.value === 'object') {
      for (const [k, v] of Object.entries(next.value).reverse()) {
        const path = [...next.path, k];
        if (k.includes('\u0000')) return path.join('.');
        pending.push({ value: v, path });
      }
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

/** Deeper than any request the API takes (a bet slip is four levels): refused before JSON.parse builds it. */
const MAX_JSON_DEPTH = 32;
/** A JSON body larger than any form or slip the site sends; an ID upload goes through multipart, not JSON. */
export const MAX_JSON_BYTES = 256 * 1024;
export const TOO_DEEP = `must not nest more than ${MAX_JSON_DEPTH} levels`;

/** Whether JSON text opens more than `max` arrays or objects inside each other: one pass, no parse, no recursion. */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/**
 * The JSON body parser: Fastify's own (prototype-poisoning checks included) behind a size limit and a nesting check,
 * so a body of 50,000 `[` is a fast 400 and never a deep structure for anything to walk.
 */
export function boundedJsonBodies(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: MAX_JSON_BYTES }, (req, body, done) => {
    // parseAs 'string': the body is text.
    const text = body as string;
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) done(new HttpError(400, CHECK_FIELDS, { body: TOO_DEEP }));
    else parse(req, text, done);
  });
}

const BAD_VALUE = 'A value in your request is out of range or not valid. Please check it and try again.';

/**
 * The last line of defence: a value the routes let through but PostgreSQL refuses as data (SQLSTATE class 22:
 * numeric out of range, impossible date, bad text) is the client's mistake, answered 400, never a 500.
 */
export function badDataError(err: unknown): { message: string; errors: Record<string, string> } | undefined {
  const code = (err as { code?: unknown }).code;
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code) ? { message: BAD_VALUE, errors: {} } : undefined;
}
