import type { FieldValues, Resolver } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import type { AnyObjectSchema, InferType } from 'yup';

type SchemaResolver<S extends AnyObjectSchema> = Resolver<InferType<S> & FieldValues>;

/**
 * A react-hook-form resolver for one of the shared yup schemas, typed by the schema's output (the form's values).
 * yup's input type marks defaulted fields optional, which react-hook-form's generics cannot reconcile on their own.
 */
export const schemaResolver = <S extends AnyObjectSchema>(schema: S) =>
  yupResolver(schema) as unknown as SchemaResolver<S>;

/**
 * The same resolver for a form on a page's first screen, whose schema (and yup, with the shared forms) loads on the
 * form's first check instead of before the page is interactive: typing needs neither, only Next does (issue 35).
 * react-hook-form waits for a resolver's promise, so the punter's first Next simply waits for the load.
 */
export function deferredSchemaResolver<S extends AnyObjectSchema>(loadSchema: () => Promise<S>): SchemaResolver<S> {
  let resolver: Promise<SchemaResolver<S>> | undefined;
  const load = () =>
    loadSchema()
      .then(schemaResolver)
      .catch((error: unknown) => {
        resolver = undefined; // a failed load (the network dropped) is tried again on the next Next
        throw error;
      });
  return async (values, context, options) => {
    resolver ??= load();
    return (await resolver)(values, context, options);
  };
}
