import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import { ValidationError, type AnyObjectSchema, type InferType, type Schema } from 'yup';
import { fieldErrors } from '@wagering/contract/forms';
import { HttpError } from './errors';
import { jsonSchemaOfForm } from './form-schema';
import type { FormBodySchema } from './type-provider';

export const CHECK_FIELDS = 'Please check the highlighted fields.';
const MUST_BE_NUMBER = 'must be a number';

const MUST_BE = { number: MUST_BE_NUMBER, string: 'must be text', boolean: 'must be true or false' } as Record<
  string,
  string
>;

/** The field's own "must be a number" message (its typeError), or a plain one for its type. */
function typeErrorOf(field: Schema): string {
  if (field.type === 'number') {
    try {
      field.validateSync('not a number');
    } catch (e) {
      if (e instanceof ValidationError && e.type === 'typeError' && !e.message.startsWith('this ')) return e.message;
    }
  }
  return MUST_BE[field.type] ?? 'is not valid';
}

/**
 * The options of a route whose body is a shared yup form: the form validates it instead of Ajv, so the API refuses
 * exactly what the form refuses, with the form's messages; the body's JSON schema (for the OpenAPI document) is
 * derived from the form and the handler's body is the form's output type. Dates of birth are judged by the app's
 * clock (context.today). Routes using it have no params or querystring.
 */
export function formRoute<F extends AnyObjectSchema, O extends { schema: object }>(
  app: FastifyInstance,
  form: F,
  options: O,
): O & {
  validatorCompiler: FastifySchemaCompiler<unknown>;
  schema: O['schema'] & { body: FormBodySchema<InferType<F>> };
} {
  return {
    ...options,
    schema: { ...options.schema, body: jsonSchemaOfForm(form) as FormBodySchema<InferType<F>> },
    validatorCompiler: ({ httpPart }) => {
      if (httpPart !== 'body') return () => true;
      // A JSON body must send each field as its own JSON type: yup would read "5" or [5] as a number (a money field
      // must be a JSON number) and crashes trimming an object where it wants text.
      const typedFields = Object.entries(form.fields)
        .map(([name, field]) => [name, (field as Schema).type, typeErrorOf(field as Schema)] as const)
        .filter(([, type]) => type === 'number' || type === 'string' || type === 'boolean');
      return (data: unknown) => {
        const body = data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
        const wrongType = Object.fromEntries(
          typedFields
            .filter(([name, type]) => body[name] != null && typeof body[name] !== type)
            .map(([name, , message]) => [name, message]),
        );
        const checked = { ...body, ...Object.fromEntries(Object.keys(wrongType).map((name) => [name, undefined])) };
        try {
          const value = form.validateSync(checked, { abortEarly: false, context: { today: app.deps.clock.now() } });
          if (!Object.keys(wrongType).length) return { value };
          return { error: new HttpError(400, CHECK_FIELDS, wrongType) };
        } catch (e) {
          if (e instanceof ValidationError)
            return { error: new HttpError(400, CHECK_FIELDS, { ...fieldErrors(e), ...wrongType }) };
          throw e;
        }
      };
    },
  };
}
