import Fastify, { type FastifyInstance, type FastifyError } from 'fastify';
import swagger from '@fastify/swagger';
import type { Db } from './db/client';
import { HttpError } from './lib/errors';
import { CHECK_FIELDS } from './lib/validate';
import { systemClock, type Clock } from './lib/clock';
import { modules } from './modules';
import { staticSite } from './static-site';

export interface AppDeps {
  db: Db;
  clock?: Clock;
  /** Signs and checks access tokens. */
  jwtSecret?: string;
  logger?: boolean | object;
  /** The deployed front end to serve on the same origin (see static-site.ts). */
  staticRoot?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: Required<Omit<AppDeps, 'logger' | 'staticRoot'>>;
  }
}

/** Builds the /v1 API. Modules register their routes under the /v1 prefix; every route has JSON schemas. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ?? false,
    bodyLimit: 1024 * 1024,
    genReqId: () => crypto.randomUUID(),
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', allErrors: true } },
  });
  app.decorate('deps', {
    db: deps.db,
    clock: deps.clock ?? systemClock,
    jwtSecret: deps.jwtSecret ?? process.env.JWT_SECRET ?? 'dev-only-secret-change-me',
  });

  app.setErrorHandler((err: FastifyError | HttpError, request, reply) => {
    if (err instanceof HttpError) {
      return reply.status(err.statusCode).send({ message: err.message, errors: err.errors, ...err.extra });
    }
    if (err.validation) {
      const errors: Record<string, string> = {};
      for (const v of err.validation) {
        const path = v.instancePath.replace(/^\//, '').replace(/\//g, '.');
        const field = (v.params as { missingProperty?: string }).missingProperty ?? (path || err.validationContext || 'body');
        errors[field] ??= v.message ?? 'is invalid';
      }
      return reply.status(400).send({ message: CHECK_FIELDS, errors });
    }
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
    if (status === 500) request.log.error({ err }, 'unhandled error');
    return reply.status(status).send({
      message: status === 500 ? 'Something went wrong on our side. Please try again.' : err.message,
      errors: {},
    });
  });
  if (deps.staticRoot) await staticSite(app, deps.staticRoot);
  else app.setNotFoundHandler((request, reply) => reply.status(404).send({ message: `No route ${request.method} ${request.url}`, errors: {} }));

  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'Wagering API', version: '1.0.0', description: 'The /v1 API of the wagering site. See docs/API.md.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
  });

  await app.register(
    async (v1) => {
      for (const mod of modules) await v1.register(mod);
      v1.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
    },
    { prefix: '/v1' },
  );
  return app;
}
