import type { FastifyPluginAsync } from 'fastify';

export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        response: { 200: { type: 'object', required: ['status', 'database'], properties: { status: { type: 'string' }, database: { type: 'string' } } } },
      },
    },
    async () => {
      await app.deps.db.query('SELECT 1');
      return { status: 'ok', database: app.deps.db.kind };
    },
  );
};
