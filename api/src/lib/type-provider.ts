import type { FastifyPluginAsync, FastifyTypeProvider, RawServerDefault } from 'fastify';
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

declare const formOutput: unique symbol;

/**
 * A body schema derived from a shared yup form (lib/form-schema.ts): the form validates it, so the handler's body is
 * the form's output type. The brand is a type only; the value is plain JSON schema.
 */
export type FormBodySchema<T> = Record<string, unknown> & { readonly [formOutput]: T };

/**
 * The API's type provider: every route's request and answer types come from its JSON schema (json-schema-to-ts, so
 * the schema Ajv validates with and @fastify/swagger documents is the only statement of the shape), or, for a form
 * route, from the shared yup form that validates it.
 */
export interface ApiTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends { readonly [formOutput]: infer T }
    ? T
    : this['schema'] extends JSONSchema
      ? FromSchema<this['schema']>
      : unknown;
  serializer: this['schema'] extends JSONSchema ? FromSchema<this['schema']> : unknown;
}

/** A module's routes, typed by their schemas. */
export type ApiRoutes = FastifyPluginAsync<Record<never, never>, RawServerDefault, ApiTypeProvider>;
