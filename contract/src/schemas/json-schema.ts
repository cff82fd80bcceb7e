/**
 * JSON-schema builders for the contract's schemas and the API's route schemas (and so for the OpenAPI document). They
 * keep their literal types, so json-schema-to-ts infers the type a schema describes from the very schema Ajv
 * validates with: one schema, no hand-written types beside it.
 */
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import type { Cents } from '../money';

/** A `*_cents` field is money (SPEC): its number, once the schema has validated it, is Cents. */
type CentsField<V> = V extends number ? Cents : V;

/** A schema's type with every `*_cents` field, at any depth, typed Cents (the OpenAPI types do the same). */
type CentsFields<T> = T extends readonly unknown[]
  ? { [I in keyof T]: CentsFields<T[I]> }
  : T extends object
    ? { [K in keyof T]: K extends `${string}_cents` ? CentsField<T[K]> : CentsFields<T[K]> }
    : T;

/** The TypeScript type a schema describes (an answer's or a request's shape), its money typed Cents. */
export type Infer<S> = S extends JSONSchema ? CentsFields<FromSchema<S>> : never;

/** The schema as the answer's serialiser reads it: an object schema that does not say `additionalProperties` is closed. */
type AsSent<S> = S extends readonly unknown[]
  ? { [I in keyof S]: AsSent<S[I]> }
  : S extends { type: 'object' } & ({ properties: object } | { required: readonly string[] })
    ? S extends { additionalProperties: unknown }
      ? { [K in keyof S]: AsSent<S[K]> }
      : { [K in keyof S]: AsSent<S[K]> } & { additionalProperties: false }
    : S extends object
      ? { [K in keyof S]: AsSent<S[K]> }
      : S;

/**
 * The shape of an answer as it is sent: the serialiser writes only the properties an object schema names unless it
 * says `additionalProperties`, so no `[x: string]: unknown` for those (Infer's reading, as Ajv validates, keeps it).
 */
export type InferAnswer<S> = Infer<AsSent<S>>;

export const str = { type: 'string' } as const;
export const int = { type: 'integer' } as const;
export const num = { type: 'number' } as const;
export const bool = { type: 'boolean' } as const;
export const dateTime = { type: 'string', format: 'date-time' } as const;
export const nullable = <S extends object>(s: S) => ({ ...s, nullable: true as const });
export const arrayOf = <S extends JSONSchema>(items: S) => ({ type: 'array' as const, items });
export const oneOfStrings = <const V extends readonly string[]>(values: V) => ({
  type: 'string' as const,
  enum: values,
});

/** An object whose listed properties are all required unless named in `optional`. */
export function obj<P extends Record<string, JSONSchema>, O extends keyof P & string = never>(
  properties: P,
  optional: readonly O[] = [],
): { type: 'object'; properties: P; required: Exclude<keyof P & string, O>[]; additionalProperties: false } {
  const required = Object.keys(properties).filter((k) => !optional.includes(k as O)) as Exclude<keyof P & string, O>[];
  // OpenAPI 3.0 wants a non-empty `required` list, or none at all.
  return { type: 'object', properties, ...(required.length > 0 && { required }), additionalProperties: false } as never;
}
