// Prometheus metrics (prom-client), one registry per process, scraped at GET /metrics (the gateway does not route it;
// docs/OPERATIONS.md lists what each series means for capacity).
import { createServer, type Server } from 'node:http';
import fp from 'fastify-plugin';
import { operatorsOnly } from './operators';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

const registry = new Registry();
collectDefaultMetrics({ register: registry });

const httpDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'HTTP requests by method, route pattern and status; _count is the request rate',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [registry],
});

/** Bets by outcome: accepted, or refused with the slip's error code (SPEC section 8) or the HTTP status. */
export const betsTotal = new Counter({
  name: 'bets_total',
  help: 'Bet placements: result="accepted", or result="refused" with the refusal code',
  labelNames: ['result', 'code'] as const,
  registers: [registry],
});

export const ledgerPostings = new Counter({
  name: 'ledger_postings_total',
  help: 'Journal entries written, by kind (inside their transaction: a rolled-back one is counted too)',
  labelNames: ['kind'] as const,
  registers: [registry],
});

export const feedTickDuration = new Histogram({
  name: 'feed_tick_duration_seconds',
  help: 'Feed ticks this process ran as the leader, from start to commit',
  buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [registry],
});

/** Seconds since the feed leader (any replica) last committed a tick; set by whoever reads it (readiness, scrape). */
export const feedTickLag = new Gauge({
  name: 'feed_tick_lag_seconds',
  help: 'Seconds since any replica last committed a feed tick (the leader heartbeat)',
  registers: [registry],
});

/** What the sse_clients gauge reads when scraped (the live hubs register their counts); the gauge is the registry's. */
export const sseClientCounts = new Set<() => number>();
new Gauge({
  name: 'sse_clients',
  help: 'Open GET /v1/live streams on this process',
  registers: [registry],
  collect() {
    this.set([...sseClientCounts].reduce((n, count) => n + count(), 0));
  },
});

/** Records every request's duration by route pattern (never the raw URL: ids and tokens stay out of label values). */
export const metricsPlugin = fp<{ serve: boolean; beforeScrape?: () => Promise<void> }>(async (app, opts) => {
  app.addHook('onResponse', async (req, reply) => {
    httpDuration.observe(
      { method: req.method, route: req.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
  if (!opts.serve) return;
  // On the site's port only with the operators' token (lib/operators.ts); or on a port of its own (METRICS_PORT).
  app.get('/metrics', { schema: { hide: true }, preHandler: operatorsOnly(app) }, async (_req, reply) => {
    await opts.beforeScrape?.();
    return reply.type(registry.contentType).send(await registry.metrics());
  });
});

/** METRICS_PORT: a server of its own for Prometheus, on a port the gateway does not route. */
export function serveMetrics(port: number, host: string, beforeScrape: () => Promise<void>): Server {
  return createServer((req, res) => {
    if (req.url !== '/metrics') return void res.writeHead(404).end();
    void beforeScrape()
      .catch(() => undefined)
      .then(() => registry.metrics())
      .then((text) => res.writeHead(200, { 'content-type': registry.contentType }).end(text));
  }).listen(port, host);
}
