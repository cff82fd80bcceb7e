import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors';

export const OPERATORS_ONLY = 'This is for the site’s operators only.';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * A preHandler for what only operators read (failure reports, metrics): `Authorization: Bearer <OPS_TOKEN>`, compared
 * in constant time. Without a token configured the demo leaves these open and production closes them.
 */
export const operatorsOnly = (app: FastifyInstance) => async (request: FastifyRequest) => {
  const { opsToken, production } = app.deps;
  if (!opsToken && !production) return;
  const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
  if (!opsToken || !timingSafeEqual(digest(given), digest(opsToken))) throw new HttpError(401, OPERATORS_ONLY);
};
