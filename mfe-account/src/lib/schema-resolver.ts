import type { FieldValues, Resolver } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import type { AnyObjectSchema, InferType } from 'yup';

/**
 * A react-hook-form resolver for one of the shared yup schemas, typed by the schema's output (the form's values).
 * yup's input type marks defaulted fields optional, which react-hook-form's generics cannot reconcile on their own.
 */
export const schemaResolver = <S extends AnyObjectSchema>(schema: S) =>
  yupResolver(schema) as unknown as Resolver<InferType<S> & FieldValues>;
