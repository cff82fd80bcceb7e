import type { FieldValues, Resolver } from 'react-hook-form';
import type { AnyObjectSchema, InferType } from 'yup';

type SchemaResolver<S extends AnyObjectSchema> = Resolver<InferType<S> & FieldValues>;

/**
 * schemaResolver (./schema-resolver) for a form on a page's first screen: the schema (and yup, with the shared forms)
 * and the resolver load on the form's first check instead of before the page is interactive, for typing needs none of
 * them, only Next does (issue 35). react-hook-form waits for a resolver's promise, so a first Next waits for the load.
 */
export function deferredSchemaResolver<S extends AnyObjectSchema>(loadSchema: () => Promise<S>): SchemaResolver<S> {
  let resolver: Promise<SchemaResolver<S>> | undefined;
  const load = () =>
    Promise.all([loadSchema(), import('./schema-resolver')])
      .then(([schema, { schemaResolver }]) => schemaResolver(schema))
      .catch((error: unknown) => {
        resolver = undefined; // a failed load (the network dropped) is tried again on the next check
        throw error;
      });
  return async (values, context, options) => {
    resolver ??= load();
    return (await resolver)(values, context, options);
  };
}
