import type {
  ContextConfigDefault,
  FastifyPluginAsync,
  FastifySchema,
  FastifyTypeProvider,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { AnyObjectSchema, InferType } from 'yup';
import type { JSONSchema } from 'json-schema-to-ts';
import type { Infer } from '@wagering/contract/schemas';

declare const formOutput: unique symbol;

/**
 * A body schema derived from a shared yup form (lib/form-schema.ts): the form validates it, so the handler's body is
 * the form's output type. The brand is a type only; the value is plain JSON schema.
 */
export type FormBodySchema<T> = Record<string, unknown> & { readonly [formOutput]: T };

/**
 * The API's type provider: every route's request and answer types come from its JSON schema (json-schema-to-ts, so
 * the schema Ajv validates with and @fastify/swagger documents is the only statement of the shape; its `*_cents`
 * integers typed Cents), or, for a form route, from the shared yup form that validates it.
 */
interface ApiTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends { readonly [formOutput]: infer T }
    ? T
    : this['schema'] extends JSONSchema
      ? Infer<this['schema']>
      : unknown;
  serializer: this['schema'] extends JSONSchema ? Infer<this['schema']> : unknown;
}

/** A module's routes, typed by their schemas. */
export type ApiRoutes = FastifyPluginAsync<Record<never, never>, RawServerDefault, ApiTypeProvider>;

/**
 * One operation's handler, in its own file beside its schema (modules/<module>/routes/<operation>.handler.ts): its
 * request and answer types come from that schema, as they would written inline in the plugin.
 */
export type ApiHandler<S extends FastifySchema> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  S,
  ApiTypeProvider
>;

/** The schema of a form route (lib/validate.ts formRoute): the route's own schema, with the form as its body. */
export type FormRouteSchema<S, F extends AnyObjectSchema> = S & { body: FormBodySchema<InferType<F>> };
