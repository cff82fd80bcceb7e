import type { ApiRoutes } from '../../../lib/type-provider';
import { requireUser } from '../../auth/guard';
import { rateLimited } from '../../../lib/rate-limits';
import { LiveHub } from '../hub';
import { getLiveHandler, shutdownRetryHint } from './get-live.handler';
import { getLiveSchema } from './get-live.schema';
import { postLiveTicketHandler } from './post-live-ticket.handler';
import { postLiveTicketSchema } from './post-live-ticket.schema';
import { perSessionStreamBudget } from '../stream-budget';

/** The live stream and its ticket, one operation a file (see docs/ARCHITECTURE.md, API). */
export const pushRoutes: ApiRoutes = async (app) => {
  const hub = new LiveHub(app.deps.db);
  const streams = new Set<(lastWords?: string) => void>();
  // Streams never go idle, so they are ended before the server closes (or closing would wait for them).
  app.addHook('preClose', async () => {
    for (const end of streams) end(shutdownRetryHint());
    await hub.close();
  });
  app.post(
    '/live/ticket',
    {
      onRequest: perSessionStreamBudget(app),
      preHandler: requireUser,
      config: rateLimited(app, 'liveTicket'),
      schema: postLiveTicketSchema,
    },
    postLiveTicketHandler,
  );
  app.get(
    '/live',
    { onRequest: perSessionStreamBudget(app), config: rateLimited(app, 'live'), schema: getLiveSchema },
    getLiveHandler(hub, streams),
  );
};
