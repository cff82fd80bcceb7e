import type { FastifyPluginAsync } from 'fastify';
import { verifyAccessToken } from '../auth/tokens';
import { getBalances } from '../ledger/service';
import { LiveHub } from './hub';

/** A comment line every 15 s keeps proxies from closing an idle stream. */
const HEARTBEAT_MS = 15_000;

function cookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return undefined;
}

export const pushRoutes: FastifyPluginAsync = async (app) => {
  const hub = new LiveHub(app.deps.db);
  const streams = new Set<() => void>();
  // Streams never go idle, so they are ended before the server closes (or closing would wait for them).
  app.addHook('preClose', async () => {
    for (const end of streams) end();
    await hub.close();
  });

  app.get<{ Querystring: { access_token?: string } }>(
    '/live',
    {
      schema: {
        tags: ['live'],
        summary:
          'Server-sent events: odds, race, match for everyone; notification and balance for the logged-in punter',
        description:
          'Auth from the accessToken cookie, ?access_token= or a bearer header (EventSource cannot set headers). Events: `odds` {event_id, race_id, runners:[{saddle_number, is_eliminated, odds}]}, `race` {meeting_id, event_id, race_id, race_status, jumps_in_sec, result_string}, `match` {event_id, match_status, result_string}, `notification` (SPEC Notification event), `balance` {cash_cents, bonus_cents}.',
        querystring: { type: 'object', properties: { access_token: { type: 'string', maxLength: 2000 } } },
      },
    },
    async (req, reply) => {
      const token =
        req.query.access_token ??
        cookie(req.headers.cookie, 'accessToken') ??
        req.headers.authorization?.replace(/^Bearer /, '');
      const userId = token ? await verifyAccessToken(app.deps.jwtSecret, token, app.deps.clock.now()) : undefined;
      reply.hijack();
      const res = reply.raw;
      const send = (kind: string, data: unknown) => res.write(`event: ${kind}\ndata: ${JSON.stringify(data)}\n\n`);
      // Subscribe before answering, so nothing published after the client sees the stream open is missed.
      const remove = await hub.add({ userId, send });
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      res.write('retry: 3000\n\n');
      if (userId) send('balance', await getBalances(app.deps.db, userId));
      const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), HEARTBEAT_MS);
      const end = () => {
        clearInterval(heartbeat);
        remove();
        streams.delete(end);
        res.end();
      };
      streams.add(end);
      req.raw.on('close', end);
    },
  );
};
