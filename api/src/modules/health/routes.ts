import type { ApiRoutes } from '../../lib/type-provider';
import { pendingMigrations } from '../../db/migrate';
import { feedLeader } from '../../db/feed-leader';

/** A feed leader silent this long is lost: the gateway should not count on this site's prices being live. */
const FEED_STALE_SECONDS = 30;

const readiness = {
  type: 'object',
  required: ['status', 'database', 'migrations', 'feed_leader', 'live_events'],
  properties: {
    status: { type: 'string', enum: ['ready', 'not ready'] },
    // degraded: bets and pages work, but live events do not reach this replica's streams (Redis or LISTEN away).
    live_events: { type: 'string', enum: ['ok', 'degraded'] },
    database: { type: 'string' },
    migrations: { type: 'string', enum: ['done', 'pending', 'unknown'] },
    feed_leader: {
      type: 'object',
      nullable: true,
      required: ['instance', 'lag_seconds'],
      properties: { instance: { type: 'string' }, lag_seconds: { type: 'number' } },
    },
  },
};

/**
 * Liveness (/health: the process answers and reaches its database) and readiness (/ready: migrations done and a feed
 * leader ticking; 503 otherwise, and from the moment a shutdown starts, so the gateway stops sending requests here).
 */
export const healthRoutes: ApiRoutes = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness: the process answers and reaches its database',
        response: {
          200: {
            type: 'object',
            required: ['status', 'database'],
            properties: { status: { type: 'string' }, database: { type: 'string' } },
          },
        },
      },
    },
    async () => {
      await app.deps.db.query('SELECT 1');
      return { status: 'ok', database: app.deps.db.kind };
    },
  );

  app.get(
    '/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness for the gateway: database reachable, migrations done, feed leader known and ticking',
        response: { 200: readiness, 503: readiness },
      },
    },
    async (req, reply) => {
      const { db } = app.deps;
      const live_events = db.liveEvents?.() ?? 'ok';
      try {
        const [pending, leader] = await Promise.all([pendingMigrations(db), feedLeader(db)]);
        const ready =
          !app.draining && pending.length === 0 && leader !== null && leader.lag_seconds < FEED_STALE_SECONDS;
        return reply.status(ready ? 200 : 503).send({
          status: ready ? 'ready' : 'not ready',
          database: db.kind,
          migrations: pending.length ? 'pending' : 'done',
          feed_leader: leader,
          live_events,
        });
      } catch (err) {
        req.log.warn({ err }, 'readiness: database unreachable');
        return reply.status(503).send({
          status: 'not ready',
          database: 'unreachable',
          migrations: 'unknown',
          feed_leader: null,
          live_events,
        });
      }
    },
  );
};
