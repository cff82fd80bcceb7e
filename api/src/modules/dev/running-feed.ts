import type { FastifyInstance } from 'fastify';
import { conflict } from '../../lib/errors';
import { obj } from '../../lib/schemas';

/** The path of a sandbox call on one race or match. */
export const eventParams = obj({ event_id: { type: 'integer', minimum: 1, maximum: 2147483647 } });

/** The feed this process runs, for the sandbox's feed calls; 409 where it runs none. */
export function runningFeed(app: Pick<FastifyInstance, 'deps'>) {
  if (!app.deps.feed) throw conflict('This process does not run the feed (FEED=off)');
  return app.deps.feed;
}
