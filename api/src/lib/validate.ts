import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import { ValidationError, type AnyObjectSchema } from 'yup';
import { fieldErrors } from '@wagering/shared/forms';
import { HttpError } from './errors';

export const CHECK_FIELDS = 'Please check the highlighted fields.';

/**
 * Route option that validates the body with a shared yup form schema instead of Ajv, so the API refuses exactly
 * what the form refuses, with the form's messages. The route's JSON body schema still documents it in OpenAPI.
 * Dates of birth are judged by the app's clock (context.today). Routes using it have no params or querystring.
 */
export function formBody(
  app: FastifyInstance,
  form: AnyObjectSchema,
): { validatorCompiler: FastifySchemaCompiler<unknown> } {
  return {
    validatorCompiler: ({ httpPart }) => {
      if (httpPart !== 'body') return () => true;
      return (data: unknown) => {
        try {
          return {
            value: form.validateSync(data ?? {}, { abortEarly: false, context: { today: app.deps.clock.now() } }),
          };
        } catch (e) {
          if (e instanceof ValidationError) return { error: new HttpError(400, CHECK_FIELDS, fieldErrors(e)) };
          throw e;
        }
      };
    },
  };
}
