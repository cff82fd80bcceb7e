import etag from '@fastify/etag';
import type { FastifyInstance } from 'fastify';

/**
 * Public racing and sports lists: every punter sees the same answer, so it carries an ETag and may be cached, but must
 * be revalidated (prices move each second): a revisit whose list has not changed costs a 304 with no body.
 */
export async function revalidatedPublicLists(app: FastifyInstance): Promise<void> {
  await app.register(etag);
  app.addHook('onSend', async (_req, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'public, no-cache');
  });
}
